import type { Pool } from 'pg'

import { defaultSiteSlug } from '@/platform/env'
import { contentCacheKeys } from './cache-keys'
import { cachedContent } from './content-cache'
import { ownPool } from './database'
import { domainCandidates, siteLookupForHost } from '@/domain/site-host'

/**
 * What the proxy (and the render cache) needs of each site before any page runs: which site a host
 * shows, which outside origins may frame it (Site → Embedding, for frame-ancestors) and the garage's
 * own path (e.g. /mymotorama, served by the /my-garage route). The proxy runs outside Payload, so it reads the Payload tables with one small
 * query of its own, kept like other site content (src/platform/content-cache.ts: 5 seconds, the old
 * copy served while one reload runs). If it cannot be read, only the site itself may frame it and
 * the garage answers at /my-garage only.
 */
export interface ProxySiteSettings {
  /** The site the host shows; null for a host no site has. */
  id: number | null
  slug: string | null
  frameAncestors: string[]
  garagePath: string | null
}
type SettingsTable = { bySlug: Map<string, ProxySiteSettings>; byDomain: Map<string, ProxySiteSettings> }

const NONE: ProxySiteSettings = { id: null, slug: null, frameAncestors: [], garagePath: null }
let pool: Pool | undefined

/** The proxy's one connection to the database, for what it reads of Payload's tables (these settings, the sites' redirects). */
export const proxyDatabase = (): Pool => (pool ??= ownPool(1))

async function loadSettingsTable(): Promise<SettingsTable> {
  const { rows } = await proxyDatabase().query<{ id: number; slug: string; domains: string[]; ancestors: string[]; garage_path: string | null }>(
    `SELECT s.id, s.slug,
            CASE WHEN s.garage_enabled THEN s.garage_path END AS garage_path,
            coalesce(array_agg(DISTINCT d.domain) FILTER (WHERE d.domain IS NOT NULL), '{}') AS domains,
            coalesce(array_agg(DISTINCT t.text) FILTER (WHERE t.text IS NOT NULL), '{}') AS ancestors
       FROM sites s
       LEFT JOIN sites_texts t ON t.parent_id = s.id AND t.path = 'embedding.frameAncestors'
       LEFT JOIN sites_domains d ON d._parent_id = s.id
      GROUP BY s.id`,
  )
  const table: SettingsTable = { bySlug: new Map(), byDomain: new Map() }
  for (const row of rows) {
    const settings = { id: row.id, slug: row.slug, frameAncestors: row.ancestors, garagePath: row.garage_path || null }
    table.bySlug.set(row.slug, settings)
    for (const domain of row.domains) table.byDomain.set(domain.toLowerCase(), settings)
  }
  return table
}

export async function proxySiteSettings(host: string): Promise<ProxySiteSettings> {
  let table: SettingsTable
  try {
    table = await cachedContent(contentCacheKeys.proxySiteSettings(), loadSettingsTable)
  } catch (error) {
    console.error("Could not read the sites' proxy settings; only the sites themselves may frame them.", error)
    return NONE
  }
  const lookup = siteLookupForHost(host)
  if (lookup.by === 'domain')
    return (
      domainCandidates(lookup.domain)
        .map((domain) => table.byDomain.get(domain))
        .find(Boolean) ?? NONE
    )
  return table.bySlug.get(lookup.by === 'slug' ? lookup.slug : defaultSiteSlug) ?? NONE
}
