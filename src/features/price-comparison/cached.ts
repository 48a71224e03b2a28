import { LRUCache } from 'lru-cache'

import type { PriceComparisonResult } from '@/domain/price-comparison'

import type { PriceComparisonPort } from './port'

/** As long as browsers and CDNs keep the endpoint's answer (cache-control max-age=300). */
export const PRICE_COMPARISON_TTL_MS = 5 * 60 * 1000

/**
 * Keeps each car's answer per app server for a while, so a busy vehicle page asks a paid service
 * (or runs the comparison) once per car every 5 minutes. Concurrent requests share one call; a
 * failure is not kept. A new price is a new key, so a repriced car is compared again at once.
 */
export function withCachedComparisons(port: PriceComparisonPort, { ttlMs = PRICE_COMPARISON_TTL_MS, max = 5000 } = {}): PriceComparisonPort {
  const cache = new LRUCache<string, { result: PriceComparisonResult | null }>({ max, ttl: ttlMs })
  const pending = new Map<string, Promise<PriceComparisonResult | null>>()
  return {
    async compare(siteSlug, car) {
      const key = `${siteSlug}\n${car.id}\n${car.price ?? ''}\n${car.km ?? ''}`
      const kept = cache.get(key)
      if (kept) return kept.result
      let call = pending.get(key)
      if (!call) {
        call = port.compare(siteSlug, car).then((result) => {
          cache.set(key, { result })
          return result
        })
        pending.set(key, call)
        void call.then(
          () => pending.delete(key),
          () => pending.delete(key),
        )
      }
      return call
    },
  }
}
