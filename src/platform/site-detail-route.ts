import 'server-only'

import type { Metadata } from 'next'
import { cache } from 'react'

import { buildPageMetadata, type PageMetadataInput } from './page-metadata'
import { siteFromParams, type ResolvedSite } from './sites'

type DetailParams = Promise<{ host: string; slug: string }>

/**
 * The two halves of a /{thing}/{slug} shopper route: one load per request, shared by the metadata
 * and the page, and metadata from the capability's description of what it found (null: none).
 */
export function siteDetailRoute<T extends { site: ResolvedSite }>(
  load: (site: ResolvedSite, slug: string) => Promise<T | null>,
  describe: (found: T) => (PageMetadataInput & { path: string }) | null,
) {
  const loadOnce = cache(async (host: string, slug: string) => {
    const site = await siteFromParams({ host })
    return site && load(site, slug)
  })
  const loadFor = async (params: DetailParams) => {
    const { host, slug } = await params
    return loadOnce(host, slug)
  }
  async function generateMetadata({ params }: { params: DetailParams }): Promise<Metadata> {
    const found = await loadFor(params)
    const page = found && describe(found)
    return found && page ? buildPageMetadata(found.site, page.path, page) : {}
  }
  return { load: loadFor, generateMetadata }
}
