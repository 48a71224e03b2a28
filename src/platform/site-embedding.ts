import { Pool } from 'pg'

import { defaultSiteSlug } from '@/platform/env'
import { contentCacheKeys } from './cache-keys'
import { cachedContent } from './content-cache'
import { domainCandidates, siteLookupForHost } from '@/domain/site-host'

/**
 * Which outside origins may frame each site (Site → Embedding), for the proxy's frame-ancestors.
 * The proxy runs before any page and outside Payload, so it reads the two Payload tables with one
 * small query of its own, kept like other site content (src/platform/content-cache.ts: 5 seconds, the old
 * copy served while one reload runs). If it cannot be read, only the site itself may frame it.
 */
type EmbeddingTable = { bySlug: Map<string, string[]>; byDomain: Map<string, string[]> }

let pool: Pool | undefined

async function loadEmbeddingTable(): Promise<EmbeddingTable> {
  pool ??= new Pool({ connectionString: process.env.DATABASE_URI, max: 1 })
  const { rows } = await pool.query<{ slug: string; domains: string[]; ancestors: string[] }>(
    `SELECT s.slug,
            coalesce(array_agg(DISTINCT d.domain) FILTER (WHERE d.domain IS NOT NULL), '{}') AS domains,
            array_agg(DISTINCT t.text) AS ancestors
       FROM sites s
       JOIN sites_texts t ON t.parent_id = s.id AND t.path = 'embedding.frameAncestors' AND t.text IS NOT NULL
       LEFT JOIN sites_domains d ON d._parent_id = s.id
      GROUP BY s.slug`,
  )
  const table: EmbeddingTable = { bySlug: new Map(), byDomain: new Map() }
  for (const row of rows) {
    table.bySlug.set(row.slug, row.ancestors)
    for (const domain of row.domains) table.byDomain.set(domain.toLowerCase(), row.ancestors)
  }
  return table
}

export async function frameAncestorsForHost(host: string): Promise<string[]> {
  let table: EmbeddingTable
  try {
    table = await cachedContent(contentCacheKeys.siteEmbedding(), loadEmbeddingTable)
  } catch (error) {
    console.error("Could not read the sites' embedding settings; only the sites themselves may frame them.", error)
    return []
  }
  const lookup = siteLookupForHost(host)
  if (lookup.by === 'domain') return domainCandidates(lookup.domain).map((domain) => table.byDomain.get(domain)).find(Boolean) ?? []
  return table.bySlug.get(lookup.by === 'slug' ? lookup.slug : defaultSiteSlug) ?? []
}
