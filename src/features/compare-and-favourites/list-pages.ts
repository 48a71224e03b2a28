import 'server-only'

import type { Metadata } from 'next'

import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams, type ResolvedSite } from '@/platform/sites'

/** The switch that gives a site its /compare or /favourites page. */
type ListFeature = 'compareEnabled' | 'favouritesEnabled'

/** The route's site when it has the feature switched on, else null (the page is then a 404). */
export async function siteWithFeature(host: string, feature: ListFeature): Promise<ResolvedSite | null> {
  const site = await siteFromParams({ host })
  return site?.featureSettings[feature] ? site : null
}

/** Metadata for a shopper's own list (compare, favourites): shareable, never indexed. */
export async function listPageMetadata(
  host: string,
  feature: ListFeature,
  path: string,
  page: (site: ResolvedSite) => { title: string; description?: string },
): Promise<Metadata> {
  const site = await siteWithFeature(host, feature)
  if (!site) return {}
  return { ...(await buildPageMetadata(site, path, page(site))), robots: { index: false } }
}
