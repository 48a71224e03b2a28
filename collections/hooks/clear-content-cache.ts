import { sql } from '@payloadcms/db-postgres'
import type { CollectionConfig, PayloadRequest } from 'payload'

import { scopesToClear, sitesChanged, type ContentChange } from '../../src/platform/cache-keys'
import { clearContentCache } from '../../src/platform/content-cache'
import { forgetSiteVersions } from '../../src/platform/site-versions'

type Executor = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }

/**
 * The content version of every site the change touches moves on, in the save's own transaction: a
 * server that sees the new version (src/platform/site-versions.ts) is sure to read the new content,
 * and drops its cached content and rendered pages of that site.
 */
async function bumpSiteContentVersions(req: PayloadRequest, sites: number[] | 'all') {
  const db = req.payload.db as unknown as { drizzle: Executor; sessions?: Record<string | number, { db: Executor } | undefined> }
  const transaction = req.transactionID ? db.sessions?.[await req.transactionID]?.db : undefined
  const executor = transaction ?? db.drizzle
  const bump = sql`ON CONFLICT (site_id) DO UPDATE SET version = site_content_versions.version + 1, updated_at = now()`
  if (sites === 'all') await executor.execute(sql`INSERT INTO site_content_versions (site_id, version) SELECT id, 1 FROM sites ${bump}`)
  else
    await executor.execute(
      sql`INSERT INTO site_content_versions (site_id, version) SELECT id, 1 FROM sites WHERE id = ANY(${`{${sites.join(',')}}`}::int[]) ${bump}`,
    )
}

/**
 * Site content is kept for a few seconds per app server (src/platform/content-cache.ts): a change
 * clears this server's copy of what it can affect at once (its site's entries; see scopesToClear),
 * so an editor sees their save on the next page load and other dealers' pages stay cached; the
 * site's content version tells every other server (and every server's rendered pages).
 */
export function contentCacheHooks(kind: ContentChange['kind']): NonNullable<CollectionConfig['hooks']> {
  const changeOf = (doc: Record<string, unknown> | undefined, previousDoc?: Record<string, unknown>): ContentChange =>
    kind === 'site-content' ? { kind, doc, previousDoc } : kind === 'site' ? { kind, doc } : { kind }
  const changed = async (req: PayloadRequest, change: ContentChange) => {
    clearContentCache(scopesToClear(change))
    const sites = sitesChanged(change)
    await bumpSiteContentVersions(req, sites)
    forgetSiteVersions(sites)
  }
  return {
    afterChange: [({ doc, previousDoc, req }) => changed(req, changeOf(doc, previousDoc))],
    afterDelete: [({ doc, req }) => changed(req, changeOf(doc))],
  }
}
