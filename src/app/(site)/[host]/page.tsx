import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { getPublishedPage } from '@/data/content'
import { buildPageMetadata } from '@/data/page-metadata'
import { getSiteForHost } from '@/data/sites'

type Props = { params: Promise<{ host: string }> }

async function load(params: Props['params']) {
  const site = await getSiteForHost(decodeURIComponent((await params).host))
  if (!site) notFound()
  return { site, page: await getPublishedPage(site.id, 'home') }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, page } = await load(params)
  return buildPageMetadata(site, '/', { title: page?.meta?.title ?? page?.title ?? site.name, description: page?.meta?.description, image: page?.meta?.image })
}

export default async function HomePage({ params }: Props) {
  const { site, page } = await load(params)
  if (!page) notFound()
  return <RenderBlocks blocks={page.layout} site={site} />
}
