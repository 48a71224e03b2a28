import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { RichText } from '@/components/RichText'
import { LEGAL_TEXT_ROUTES } from '@/config/options'
import { getLegalText, getPublishedPage } from '@/data/content'
import { buildPageMetadata } from '@/data/page-metadata'
import { getSiteForHost } from '@/data/sites'

type Props = { params: Promise<{ host: string; slug: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** A CMS page by path; /privacy-policy and /terms-and-conditions fall back to the site's legal text. */
async function loadContent(params: Props['params']) {
  const { host, slug } = await params
  const site = await getSiteForHost(decodeURIComponent(host))
  if (!site) return null
  const path = slug.map(decodeURIComponent).join('/')
  const page = await getPublishedPage(site.id, path)
  if (page) return { site, path, page, legal: null }
  const legalKind = LEGAL_TEXT_ROUTES[path]
  const legal = legalKind ? await getLegalText(site.id, legalKind) : null
  return legal ? { site, path, page: null, legal } : null
}

// Metadata never throws notFound(): the page itself does, so the 404 is rendered on the server.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadContent(params)
  if (!found) return {}
  const { site, path, page, legal } = found
  return buildPageMetadata(site, `/${path}`, page ? { title: page.meta?.title ?? page.title, description: page.meta?.description, image: page.meta?.image } : { title: legal!.title })
}

export default async function CmsPage({ params, searchParams }: Props) {
  const found = await loadContent(params)
  if (!found) notFound()
  if (found.page) return <RenderBlocks blocks={found.page.layout} site={found.site} searchParams={await searchParams} />
  return (
    <article className="container prose legal-text">
      <h1>{found.legal!.title}</h1>
      <RichText data={found.legal!.body} />
    </article>
  )
}
