import type { Pool } from 'pg'

import { clearContentCache } from './content-cache'
import { siteContentScopes } from './cache-keys'

/**
 * What a site's pages are made from, as two versions every app server reads from PostgreSQL:
 *  - `stock`: the stock version and the stamps of the site's and its dealerships' settings (what the
 *    search index is built from; a change rebuilds it);
 *  - `content`: bumped in the same transaction as any save of the site's content (menus, pages,
 *    promos, locations, legal texts, the site itself; see collections/hooks/clear-content-cache.ts).
 *
 * One observation per site is kept per process and shared by the stock search, the content cache
 * and the render cache, so a render labelled with an observation never uses older data: the stock
 * search rebuilds for a newer stock version, and seeing a newer content version clears the site's
 * cached content before anyone gets the new observation. The state lives on globalThis because the
 * render cache runs beside Next's bundles, which may hold their own copies of this module.
 */
export interface SiteVersions {
  siteId: number
  stock: string
  content: number
}

interface Observation {
  versions: SiteVersions | null
  observedAt: number
}

interface Registry {
  observed: Map<string, Observation>
  pending: Map<string, Promise<Observation>>
}

const registry: Registry = ((globalThis as Record<symbol, unknown>)[Symbol.for('dealer-platform.site-versions')] ??= {
  observed: new Map(),
  pending: new Map(),
}) as Registry

/** How stale an observation may be: another server's import or save shows here within this time. */
export const SITE_VERSIONS_FRESHNESS_MS = 1_000

async function readSiteVersions(pool: Pool, siteSlug: string): Promise<SiteVersions | null> {
  const { rows } = await pool.query<{ id: number; site: Date | null; stock: string | null; dealerships: Date | null; content: string | null }>(
    `SELECT s.id, s.updated_at AS site,
            (SELECT version FROM stock_versions v WHERE v.site_slug = s.slug) AS stock,
            (SELECT max(d.updated_at) FROM dealerships d WHERE d.site_id = s.id) AS dealerships,
            (SELECT version FROM site_content_versions c WHERE c.site_id = s.id) AS content
       FROM sites s WHERE s.slug = $1`,
    [siteSlug],
  )
  const row = rows[0]
  if (!row) return null
  return { siteId: row.id, stock: `${row.stock ?? 0}|${row.site?.getTime()}.${row.dealerships?.getTime() ?? ''}`, content: Number(row.content ?? 0) }
}

/**
 * The site's versions, read again when this process's observation is older than `maxAgeMs`
 * (concurrent callers share one read); null when no site has the slug.
 */
export async function siteVersions(pool: Pool, siteSlug: string, maxAgeMs = SITE_VERSIONS_FRESHNESS_MS): Promise<SiteVersions | null> {
  const known = registry.observed.get(siteSlug)
  if (known && Date.now() - known.observedAt < maxAgeMs) return known.versions
  let pending = registry.pending.get(siteSlug)
  if (!pending) {
    pending = readSiteVersions(pool, siteSlug)
      .then((versions) => observe(siteSlug, versions))
      .finally(() => registry.pending.delete(siteSlug))
    registry.pending.set(siteSlug, pending)
  }
  return (await pending).versions
}

function observe(siteSlug: string, versions: SiteVersions | null): Observation {
  const previous = registry.observed.get(siteSlug)?.versions
  // Content saved on another server: forget this server's copy before the new version is handed out.
  if (previous && versions && previous.content !== versions.content) clearContentCache(siteContentScopes(versions.siteId))
  const observation = { versions, observedAt: Date.now() }
  registry.observed.set(siteSlug, observation)
  return observation
}

/**
 * Forgets this process's observation of the given sites (all when 'all'): called by a save on this
 * server, so the saver's next page shows the save rather than waiting out SITE_VERSIONS_FRESHNESS_MS.
 */
export function forgetSiteVersions(siteIds: readonly number[] | 'all'): void {
  for (const [slug, observation] of registry.observed) {
    if (siteIds === 'all' || (observation.versions && siteIds.includes(observation.versions.siteId)))
      registry.observed.set(slug, { ...observation, observedAt: 0 })
  }
}
