import { Pool } from 'pg'

import { defaultSiteSlug } from '@/config/env'
import { domainCandidates, siteLookupForHost } from '@/data/site-host'

/**
 * Which outside origins may frame each site (Site → Embedding), for the proxy's frame-ancestors.
 * The proxy runs before any page and outside Payload, so it reads the two Payload tables with one
 * small query of its own, kept for 5 seconds like the content cache (an older copy is served while
 * one reload runs); a failed reload keeps the last answer, or none: the site alone may frame itself.
 */
type EmbeddingTable = { bySlug: Map<string, string[]>; byDomain: Map<string, string[]> }

const FRESH_MS = 5000
const state: { table?: EmbeddingTable; loadedAt: number; loading?: Promise<void>; pool?: Pool } = { loadedAt: 0 }

async function load(): Promise<void> {
  state.pool ??= new Pool({ connectionString: process.env.DATABASE_URI, max: 1 })
  const { rows } = await state.pool.query<{ slug: string; domains: string[]; ancestors: string[] }>(
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
  state.table = table
  state.loadedAt = Date.now()
}

function refresh(): Promise<void> {
  state.loading ??= load()
    .catch((error: unknown) => console.error('Could not read the sites\' embedding settings; only the sites themselves may frame them.', error))
    .finally(() => (state.loading = undefined))
  return state.loading
}

export async function frameAncestorsForHost(host: string): Promise<string[]> {
  if (!state.table) await refresh()
  else if (Date.now() - state.loadedAt > FRESH_MS) void refresh()
  const table = state.table
  if (!table) return []
  const lookup = siteLookupForHost(host)
  if (lookup.by === 'domain') return domainCandidates(lookup.domain).map((domain) => table.byDomain.get(domain)).find(Boolean) ?? []
  return table.bySlug.get(lookup.by === 'slug' ? lookup.slug : defaultSiteSlug) ?? []
}
