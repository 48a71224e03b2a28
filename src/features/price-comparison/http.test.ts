import { describe, expect, it } from 'vitest'

import type { StockCar } from '@/features/search/stock/stock-record'

import { carPath, createAutogaugeHttpClient } from './http'

const car = { id: '42', slug: '2022-kia-sportage-s-42', path: null } as unknown as StockCar

/** A fetch that records what it was asked and answers with `respond`. */
function fakeFetch(respond: () => Response) {
  const calls: Array<{ url: string; headers: Headers }> = []
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: new Headers(init?.headers) })
    return respond()
  }) as typeof fetch
  return { calls, fetchImpl }
}

describe('hosted autogauge adapter (spec §7 "GET {api base}{car path}/autogauge")', () => {
  it('asks for the car path with the key and answers the figures', async () => {
    const answer = { fill: 0.7, listing_price: 30000, market_range_min: 28000, market_range_max: 34000, confidence: 0.8, description: 'Priced to sell' }
    const { calls, fetchImpl } = fakeFetch(() => Response.json(answer))
    const client = createAutogaugeHttpClient({ baseUrl: 'https://autogauge.example.com/api/', apiKey: 'secret', fetch: fetchImpl })
    expect(await client.compare('harbour-city-auto', car)).toEqual(answer)
    expect(calls[0]?.url).toBe('https://autogauge.example.com/api/cars/2022-kia-sportage-s-42/autogauge')
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer secret')
  })

  it('uses the feed path when the car has one', () => {
    expect(carPath({ slug: 'x', path: '/used/kia/sportage/42/' })).toBe('/used/kia/sportage/42')
    expect(carPath({ slug: 'x', path: 'cars/x' })).toBe('/cars/x')
    expect(carPath({ slug: 'x', path: '  ' })).toBe('/cars/x')
  })

  it('reads 404 and an answer without figures as nothing to say', async () => {
    const notFound = createAutogaugeHttpClient({
      baseUrl: 'https://a.example',
      apiKey: 'k',
      fetch: fakeFetch(() => Response.json({ message: 'No data returned' }, { status: 404 })).fetchImpl,
    })
    expect(await notFound.compare('s', car)).toBeNull()
    const empty = createAutogaugeHttpClient({
      baseUrl: 'https://a.example',
      apiKey: 'k',
      fetch: fakeFetch(() => Response.json({ message: 'No data returned' })).fetchImpl,
    })
    expect(await empty.compare('s', car)).toBeNull()
  })

  it('turns an unreadable figure into null, which the panel hides (spec §5)', async () => {
    const client = createAutogaugeHttpClient({
      baseUrl: 'https://a.example',
      apiKey: 'k',
      fetch: fakeFetch(() => Response.json({ fill: 'lots', listing_price: 30000, market_range_min: 1, market_range_max: 2, confidence: 0.9 })).fetchImpl,
    })
    expect(await client.compare('s', car)).toMatchObject({ fill: null, listing_price: 30000 })
  })

  it('throws on a server error so the endpoint logs it', async () => {
    const client = createAutogaugeHttpClient({
      baseUrl: 'https://a.example',
      apiKey: 'k',
      fetch: fakeFetch(() => new Response('down', { status: 503 })).fetchImpl,
    })
    await expect(client.compare('s', car)).rejects.toThrow('The autogauge service answered 503 for 2022-kia-sportage-s-42')
  })
})
