import type { CollectionConfig } from 'payload'

import { scopesToClear, type ContentChange } from '../../src/platform/cache-keys'
import { clearContentCache } from '../../src/platform/content-cache'

/**
 * Site content is kept for a few seconds per app server (src/platform/content-cache.ts): a change
 * clears this server's copy of what it can affect at once (its site's entries; see scopesToClear),
 * so an editor sees their save on the next page load and other dealers' pages stay cached.
 */
export function contentCacheHooks(kind: ContentChange['kind']): NonNullable<CollectionConfig['hooks']> {
  const changeOf = (doc: Record<string, unknown> | undefined, previousDoc?: Record<string, unknown>): ContentChange =>
    kind === 'site-content' ? { kind, doc, previousDoc } : kind === 'site' ? { kind, doc } : { kind }
  return {
    afterChange: [({ doc, previousDoc }) => clearContentCache(scopesToClear(changeOf(doc, previousDoc)))],
    afterDelete: [({ doc }) => clearContentCache(scopesToClear(changeOf(doc)))],
  }
}
