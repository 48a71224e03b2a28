import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadSearchPage, searchPageMeta, searchPageView, type SearchPageQuery } from '@/features/search'
import { StockSearchView } from '@/features/search/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
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

export default async function SearchPage(props: Props) {
  const page = await load(props)
  if (!page) notFound()
  return (
    <div className="container section">
      <StockSearchView {...await searchPageView(page)} />
    </div>
  )
}
