import 'server-only'

import { LRUCache } from 'lru-cache'
import type { Where } from 'payload'
import { cache } from 'react'

import { defaultSiteSlug } from './env'
import { readSiteFeatures, type SiteFeatures } from './site-features'
import type { Site } from '../payload-types'
import { contentCacheKeys } from './cache-keys'
import { cachedContent } from './content-cache'
import { getPayloadClient } from './payload'
import { domainCandidates, siteLookupForHost } from '@/domain/site-host'

export type ResolvedSite = Site & { featureSettings: SiteFeatures }

/** The site a request is for, or null when the host belongs to no site (the caller shows a 404). */
export const getSiteForHost = cache((host: string): Promise<ResolvedSite | null> =>
  cachedContent(contentCacheKeys.siteForHost(host), () => loadSiteForHost(host)),
)

/** The site a shopper route is for: the proxy puts the request's host, encoded, in the [host] segment. */
export async function siteFromParams(params: Promise<{ host: string }> | { host: string }): Promise<ResolvedSite | null> {
  return getSiteForHost(decodeURIComponent((await params).host))
}

async function loadSiteForHost(host: string): Promise<ResolvedSite | null> {
  const lookup = siteLookupForHost(host)
  const payload = await getPayloadClient()
  const where: Where =
    lookup.by === 'domain'
      ? { 'domains.domain': { in: domainCandidates(lookup.domain) } }
      : { slug: { equals: lookup.by === 'slug' ? lookup.slug : defaultSiteSlug } }
  const { docs } = await payload.find({ collection: 'sites', where, limit: 1, depth: 1 })
  const site = docs[0]
  return site ? { ...site, featureSettings: readSiteFeatures(site) } : null
}

const siteSlugs = new LRUCache<string, { slug: string | null }>({ max: 1000, ttl: 5000 })

/**
 * The slug of the site a host belongs to, for hot API paths (search) that must not query the
 * database on every call. Domain changes in the admin reach every server within 5 seconds.
 */
export async function getSiteSlugForHost(host: string): Promise<string | null> {
  const known = siteSlugs.get(host)
  if (known) return known.slug
  const site = await getSiteForHost(host)
  siteSlugs.set(host, { slug: site?.slug ?? null })
  return site?.slug ?? null
}
