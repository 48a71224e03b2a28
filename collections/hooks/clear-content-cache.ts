import type { CollectionConfig } from 'payload'

import { clearContentCache } from '../../src/platform/content-cache'

/**
 * Site content is kept for a few seconds per app server (src/platform/content-cache.ts): a change
 * clears this server's copy at once, so an editor sees their save on the next page load.
 */
export const clearContentCacheHooks: NonNullable<CollectionConfig['hooks']> = {
  afterChange: [() => clearContentCache()],
  afterDelete: [() => clearContentCache()],
}
