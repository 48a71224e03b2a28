import 'server-only'

import type { Metadata } from 'next'

import type { Media } from '../payload-types'
import type { ResolvedSite } from './sites'
import { getSiteOrigin } from './site-url'

export interface PageMetadataInput {
  title: string
  description?: string | null
  image?: number | Media | string | null
}

/** Title, description, canonical URL and Open Graph for any shopper page. */
export async function buildPageMetadata(site: ResolvedSite, path: string, page: PageMetadataInput): Promise<Metadata> {
  const origin = await getSiteOrigin(site)
  const canonical = `${origin}${path === '/' ? '' : path}` || origin
  const title = path === '/' ? `${site.name}${site.tagline ? ` | ${site.tagline}` : ''}` : `${page.title} | ${site.name}`
  const description = page.description ?? site.tagline ?? `${site.name}: new, demo and used cars, finance and servicing.`
  const image = page.image && typeof page.image === 'object' ? (page.image as Media) : null
  // A string is a photo URL (a car's first photo); relative URLs resolve against the site's origin.
  const imageUrl = typeof page.image === 'string' ? new URL(page.image, origin).toString() : null
  return {
    title,
    description,
    metadataBase: new URL(origin),
    alternates: { canonical },
    openGraph: {
      type: 'website',
      siteName: site.name,
      title,
      description,
      url: canonical,
      locale: 'en_AU',
      images: imageUrl ? [{ url: imageUrl, alt: page.title }] : image?.url ? [{ url: image.sizes?.hero?.url ?? image.url, alt: image.alt }] : undefined,
    },
  }
}
