import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadSearchPage, searchPageMeta, searchPageView, type SearchPageQuery } from '@/features/search'
import { StockSearch } from '@/features/search/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { allowRenderCache } from '@/platform/render-cache'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string; path?: string[] }>; searchParams: Promise<SearchPageQuery> }

async function load({ params, searchParams }: Props) {
  const site = await siteFromParams(params)
  return site && loadSearchPage(site, (await params).path ?? [], await searchParams)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await load(props)
  if (!page) return {}
  const { canonicalPath, title, description } = searchPageMeta(page)
  return buildPageMetadata(page.site, canonicalPath, { title, description })
}

/** The same for every shopper until the site's stock or content changes: kept by the render cache. */
export default async function SearchPage(props: Props) {
  await allowRenderCache()
  const page = await load(props)
  if (!page) notFound()
  const view = await searchPageView(page)
  return (
    <div className="container section">
      {/* Another address is another view: the live one, once started, keeps its own state. */}
      <StockSearch key={view.serverUrl} {...view} />
    </div>
  )
}
