import { LRUCache } from 'lru-cache'

/**
 * Published site content (site settings, pages, menus, locations, promos...) read through Payload,
 * kept in this app server for a few seconds. Every page needs a dozen such reads and they rarely
 * change; keeping them briefly takes most of the database work (and Payload's per-read work) off
 * each request. The cache needs no agreement between servers: a save clears the saving server's
 * copy at once (collection hooks), and every other server reads it afresh within CONTENT_TTL_MS.
 */
export const CONTENT_TTL_MS = 5_000

const entries = new LRUCache<string, { value: Promise<unknown> }>({ max: 5_000, ttl: CONTENT_TTL_MS })

/** The cached value for `key`, loading it once (concurrent callers share the load); failures are not kept. */
export function cachedContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key)
  if (hit) return hit.value as Promise<T>
  const value = load()
  entries.set(key, { value })
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key)
  })
  return value
}

/** Forgets everything: called after any change to site content on this server. */
export function clearContentCache(): void {
  entries.clear()
}
