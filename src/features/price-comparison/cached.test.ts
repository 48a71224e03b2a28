import { describe, expect, it } from 'vitest'

import type { PriceComparisonResult } from '@/domain/price-comparison'
import type { StockCar } from '@/features/search/stock/stock-record'

import { withCachedComparisons } from './cached'
import type { PriceComparisonPort } from './port'

const car = (price: number) => ({ id: '1', slug: 'car-1', price, km: 10_000 }) as unknown as StockCar
const result: PriceComparisonResult = { fill: 0.5, listing_price: 30000, market_range_min: 28000, market_range_max: 32000, confidence: 0.7 }

function countingPort(answer: () => Promise<PriceComparisonResult | null>) {
  const port = { calls: 0, compare: () => (port.calls++, answer()) }
  return port satisfies PriceComparisonPort
}

describe('price comparisons kept per app server', () => {
  it('asks once per car and price while the answer is fresh; concurrent requests share the call', async () => {
    const port = countingPort(async () => result)
    const cached = withCachedComparisons(port)
    const [a, b] = await Promise.all([cached.compare('site', car(30000)), cached.compare('site', car(30000))])
    expect(await cached.compare('site', car(30000))).toBe(result)
    expect([a, b]).toEqual([result, result])
    expect(port.calls).toBe(1)
    await cached.compare('site', car(29000))
    await cached.compare('other-site', car(30000))
    expect(port.calls).toBe(3)
  })

  it('keeps "nothing to say" but not a failure', async () => {
    const empty = countingPort(async () => null)
    const cachedEmpty = withCachedComparisons(empty)
    await cachedEmpty.compare('site', car(1))
    expect(await cachedEmpty.compare('site', car(1))).toBeNull()
    expect(empty.calls).toBe(1)

    let fail = true
    const flaky = countingPort(async () => {
      if (fail) throw new Error('down')
      return result
    })
    const cachedFlaky = withCachedComparisons(flaky)
    await expect(cachedFlaky.compare('site', car(1))).rejects.toThrow('down')
    fail = false
    expect(await cachedFlaky.compare('site', car(1))).toBe(result)
    expect(flaky.calls).toBe(2)
  })

  it('asks again once the answer is older than the TTL', async () => {
    const port = countingPort(async () => result)
    const cached = withCachedComparisons(port, { ttlMs: 20 })
    await cached.compare('site', car(1))
    await new Promise((resolve) => setTimeout(resolve, 40))
    await cached.compare('site', car(1))
    expect(port.calls).toBe(2)
  })
})
