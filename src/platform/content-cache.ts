import { LRUCache } from 'lru-cache'

import { outsideRequests } from './outside-requests'

/**
 * Published site content (site settings, pages, menus, locations, promos...) read through Payload,
 * kept in this app server for a few seconds. Every page needs a dozen such reads and they rarely
 * change; keeping them briefly takes most of the database work (and Payload's per-read work) off
 * each request. A save clears the saving server's copy of that site's entries at once (collection
 * hooks); every other server clears it when it sees the site's content version move on (one small
 * query a second, src/platform/site-versions.ts), and in any case reads it afresh within CONTENT_TTL_MS.
 *
 * A copy older than CONTENT_TTL_MS is still served while one reload runs, so no shopper waits for
 * the reload (under load, every request that arrived while a key reloaded used to wait for it); a
 * copy unused for CONTENT_MAX_AGE_MS is dropped, so a rarely visited page never shows old content.
 */
export const CONTENT_TTL_MS = 5_000
export const CONTENT_MAX_AGE_MS = 60_000

interface Entry {
  value: Promise<unknown>
  loadedAt: number
  reloading: boolean
}

// On globalThis: the render cache and site versions (src/platform/site-versions.ts) clear it from beside Next's bundles.
const entries = ((globalThis as Record<symbol, unknown>)[Symbol.for('dealer-platform.content-cache')] ??= new LRUCache<string, Entry>({
  max: 5_000,
  ttl: CONTENT_MAX_AGE_MS,
})) as LRUCache<string, Entry>

/** The cached value for `key`, loading it once (concurrent callers share the load); failures are not kept. */
export function cachedContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key)
  if (hit) {
    if (!hit.reloading && Date.now() - hit.loadedAt >= CONTENT_TTL_MS) reload(key, hit, load)
    return hit.value as Promise<T>
  }
  // Loaded outside the reading request: a kept promise carries the async-local stores of the request
  // that made it, and would keep that render, and every render that read a promise it kept, in memory (issue 38).
  const value = outsideRequests(load)
  entries.set(key, { value, loadedAt: Date.now(), reloading: false })
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key)
  })
  return value
}

/** Replaces a stale copy once its reload succeeds; a failed reload keeps the copy for the next reader to retry. */
function reload(key: string, stale: Entry, load: () => Promise<unknown>) {
  stale.reloading = true
  const value = outsideRequests(load) // outside the request, as in cachedContent
  value.then(
    // A save that cleared the cache meanwhile wins: this load may have read the content before it.
    () => {
      if (entries.get(key) === stale) entries.set(key, { value, loadedAt: Date.now(), reloading: false })
    },
    () => {
      stale.reloading = false
    },
  )
}

/**
 * Forgets the entries under the given key prefixes (src/platform/cache-keys.ts), or everything:
 * called after a change to site content on this server.
 */
export function clearContentCache(scopes: readonly string[] | 'all' = 'all'): void {
  if (scopes === 'all') return entries.clear()
  for (const key of [...entries.keys()]) if (scopes.some((scope) => key.startsWith(scope))) entries.delete(key)
}
