import { cache } from 'react'

import { resolveRedirect } from '@/domain/redirects'
import { contentCacheKeys } from '@/platform/cache-keys'
import { cachedContent } from '@/platform/content-cache'
import { getPayloadClient } from '@/platform/payload'

import { loadRedirectRules } from './redirects'

const siteRedirectRules = cache((siteId: number) => cachedContent(contentCacheKeys.redirects(siteId), async () => loadRedirectRules(await getPayloadClient(), siteId)))

/** Where a shopper asking for `path` on the site is sent instead (a redirect, or a chain of them, loop-guarded), or null. */
export async function findSiteRedirect(siteId: number, path: string) {
  return resolveRedirect(path, await siteRedirectRules(siteId))
}
