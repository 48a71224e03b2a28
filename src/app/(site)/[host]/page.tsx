import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { getPublishedPage } from '@/platform/content'
import { buildPageMetadata } from '@/platform/page-metadata'
import { allowRenderCache } from '@/platform/render-cache'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function loadHome(params: Props['params']) {
  const site = await siteFromParams(params)
  return site ? { site, page: await getPublishedPage(site.id, 'home') } : null
}

// Metadata never throws notFound(): the page itself does, so the 404 is rendered on the server.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadHome(params)
  if (!found) return {}
  const { site, page } = found
  return buildPageMetadata(site, '/', { title: page?.meta?.title ?? page?.title ?? site.name, description: page?.meta?.description, image: page?.meta?.image })
}

/** The site's home page: kept by the render cache like every page made of the marketer's blocks. */
export default async function HomePage({ params, searchParams }: Props) {
  await allowRenderCache()
  const found = await loadHome(params)
  if (!found?.page) notFound()
  return <RenderBlocks blocks={found.page.layout} site={found.site} searchParams={await searchParams} />
}
