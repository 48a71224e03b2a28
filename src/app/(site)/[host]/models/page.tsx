import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadModelsPage, modelsPageMeta } from '@/features/models'
import { ModelsPage } from '@/features/models/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { allowRenderCache } from '@/platform/render-cache'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ body?: string | string[] }> }

async function load({ params, searchParams }: Props) {
  const site = await siteFromParams(params)
  return site && loadModelsPage(site, (await searchParams).body)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await load(props)
  if (!page) return {}
  const { path, ...meta } = modelsPageMeta(page)
  return buildPageMetadata(page.site, path, meta)
}

/** /models and /models?body={body} (spec §2): the same for every shopper until the site's content changes. */
export default async function ModelsRoute(props: Props) {
  await allowRenderCache()
  const page = await load(props)
  if (!page) notFound()
  return <ModelsPage {...page} />
}
