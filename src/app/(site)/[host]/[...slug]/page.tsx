import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { RichText } from '@/components/RichText'
import { LEGAL_TEXT_ROUTES } from '@/config/options'
import { getLegalText, getPublishedPage } from '@/data/content'
import { buildPageMetadata } from '@/data/page-metadata'
import { getSiteForHost } from '@/data/sites'

type Props = { params: Promise<{ host: string; slug: string[] }> }

/** A CMS page by path; /privacy-policy and /terms-and-conditions fall back to the site's legal text. */
async function load(params: Props['params']) {
  const { host, slug } = await params
  const site = await getSiteForHost(decodeURIComponent(host))
  if (!site) notFound()
  const path = slug.map(decodeURIComponent).join('/')
  const page = await getPublishedPage(site.id, path)
  if (page) return { site, path, page, legal: null }
  const legalKind = LEGAL_TEXT_ROUTES[path]
  const legal = legalKind ? await getLegalText(site.id, legalKind) : null
  if (!legal) notFound()
  return { site, path, page: null, legal }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, path, page, legal } = await load(params)
  return buildPageMetadata(site, `/${path}`, page ? { title: page.meta?.title ?? page.title, description: page.meta?.description, image: page.meta?.image } : { title: legal!.title })
}

export default async function CmsPage({ params }: Props) {
  const { site, page, legal } = await load(params)
  if (page) return <RenderBlocks blocks={page.layout} site={site} />
  return (
    <article className="container prose legal-text">
      <h1>{legal!.title}</h1>
      <RichText data={legal!.body} />
    </article>
  )
}
