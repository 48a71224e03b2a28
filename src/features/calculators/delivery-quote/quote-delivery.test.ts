import { describe, expect, it, vi } from 'vitest'

import type { DealershipForDelivery } from './dealership-delivery'
import { createHttpPriceSource, createRegionPriceSource } from './delivery-price'
import { tableGeocoder, type Geocoder } from './geocoding'
import { DEALERSHIP_NOT_FOUND, quoteDelivery, type QuoteDeliveryDeps } from './quote-delivery'

const UNAVAILABLE = "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

// An Orange (NSW) dealer: free to 40 km, $300 to 200 km, Melbourne by postcode range; nothing else.
const dealership: DealershipForDelivery = {
  slug: 'ridgeline-toyota',
  delivery: {
    originPostcode: '2800',
    regions: [
      { name: 'Orange and district', price: 0, maxDistanceKm: 40 },
      { name: 'Central West', price: 300, maxDistanceKm: 200 },
      { name: 'Melbourne metro', price: 1400, postcodeRanges: [{ from: '3000', to: '3207' }] },
    ],
  },
}

const deps = (overrides: Partial<QuoteDeliveryDeps> = {}): QuoteDeliveryDeps => ({
  findDealership: async (slug) => (slug === dealership.slug ? dealership : null),
  geocoder: tableGeocoder,
  prices: createRegionPriceSource(tableGeocoder),
  log: { warn: () => {} },
  ...overrides,
})

describe('delivery quote for a postcode (spec §2, §5, §7, §8), offline defaults', () => {
  it("prices by the dealer's regions with the distance from its yard", async () => {
    expect(await quoteDelivery({ postcode: '2800', dealership: 'ridgeline-toyota' }, deps())).toEqual({
      status: 200,
      body: { price: 0, name: 'Orange and district', distanceKm: 0 },
    })
    expect(await quoteDelivery({ postcode: ' 2830 ', dealership: 'ridgeline-toyota' }, deps())).toMatchObject({
      status: 200,
      body: { price: 300, name: 'Central West' },
    }) // Dubbo, ~125 km
    expect(await quoteDelivery({ postcode: '3000', dealership: 'ridgeline-toyota' }, deps())).toMatchObject({
      status: 200,
      body: { price: 1400, name: 'Melbourne metro' },
    })
  })

  it('answers the spec messages for empty, malformed, unknown and undeliverable postcodes', async () => {
    expect(await quoteDelivery({ postcode: '  ', dealership: 'ridgeline-toyota' }, deps())).toEqual({
      status: 400,
      body: { message: 'Please enter a postcode.' },
    })
    expect(await quoteDelivery({ postcode: '12a4', dealership: 'ridgeline-toyota' }, deps())).toEqual({
      status: 400,
      body: { message: 'Invalid postcode. Please enter a 4-digit number.' },
    })
    expect(await quoteDelivery({ postcode: '28000', dealership: 'ridgeline-toyota' }, deps())).toEqual({
      status: 400,
      body: { message: 'Invalid postcode. Please enter a 4-digit number.' },
    })
    expect(await quoteDelivery({ postcode: '0001', dealership: 'ridgeline-toyota' }, deps())).toEqual({ status: 400, body: { message: 'Invalid postcode' } })
    expect(await quoteDelivery({ postcode: '6000', dealership: 'ridgeline-toyota' }, deps())).toEqual({ status: 422, body: { message: UNAVAILABLE } })
  })

  it('is 404 for a dealership that is not on the site', async () => {
    expect(await quoteDelivery({ postcode: '2800', dealership: 'harbour-city-kia' }, deps())).toEqual({ status: 404, body: { message: DEALERSHIP_NOT_FOUND } })
  })

  it('says it cannot estimate when the dealership has no regions', async () => {
    const bare = { slug: 'ridgeline-toyota', delivery: { originPostcode: '2800', regions: [] } }
    expect(await quoteDelivery({ postcode: '2800', dealership: 'ridgeline-toyota' }, deps({ findDealership: async () => bare }))).toEqual({
      status: 422,
      body: { message: UNAVAILABLE },
    })
  })

  it('measures from where the geocoder puts the yard and the destination', async () => {
    // Dubbo is ~125 km from the Orange yard; a geocoder that puts the yard in Dubbo makes it local.
    const moved: Geocoder = {
      locate: async (postcode) => tableGeocoder.locate(postcode === '2800' ? '2830' : postcode).then((place) => place && { ...place, postcode }),
    }
    expect(await quoteDelivery({ postcode: '2830', dealership: 'ridgeline-toyota' }, deps())).toMatchObject({ status: 200, body: { name: 'Central West' } })
    expect(
      await quoteDelivery({ postcode: '2830', dealership: 'ridgeline-toyota' }, deps({ geocoder: moved, prices: createRegionPriceSource(moved) })),
    ).toMatchObject({ status: 200, body: { name: 'Orange and district', distanceKm: 0 } })
  })

  it('logs an outside service failure and gives the shopper the "call us" message', async () => {
    const warn = vi.fn()
    const broken: Geocoder = { locate: async () => Promise.reject(new Error('socket hang up')) }
    expect(await quoteDelivery({ postcode: '2800', dealership: 'ridgeline-toyota' }, deps({ geocoder: broken, log: { warn } }))).toEqual({
      status: 503,
      body: { message: UNAVAILABLE },
    })
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('a partner delivery price service over HTTP', () => {
  const partner = (status: number, body: unknown) => {
    const requests: Request[] = []
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      requests.push(new Request(input, init))
      return Response.json(body, { status })
    }) as typeof globalThis.fetch
    return { fetch, requests }
  }

  it('posts the postcode, dealership and place with the key, and reads price and name', async () => {
    const service = partner(200, { price: 450, name: 'Sydney' })
    const answer = await quoteDelivery(
      { postcode: '2000', dealership: 'ridgeline-toyota' },
      deps({ prices: createHttpPriceSource({ url: 'https://partner.example/quote', apiKey: 'secret', fetch: service.fetch }) }),
    )
    expect(answer).toEqual({ status: 200, body: { price: 450, name: 'Sydney', distanceKm: null } })
    const request = service.requests[0]!
    expect(request.method).toBe('POST')
    expect(request.headers.get('authorization')).toBe('Bearer secret')
    expect(await request.json()).toMatchObject({ postcode: '2000', dealership: 'ridgeline-toyota', lat: expect.any(Number), long: expect.any(Number) })
  })

  it('treats 404/422 as "no delivery there" and other failures as a service failure', async () => {
    const nowhere = createHttpPriceSource({ url: 'https://partner.example/quote', fetch: partner(422, { error: 'out of area' }).fetch })
    expect(await quoteDelivery({ postcode: '2000', dealership: 'ridgeline-toyota' }, deps({ prices: nowhere }))).toMatchObject({
      status: 422,
      body: { message: UNAVAILABLE },
    })
    const down = createHttpPriceSource({ url: 'https://partner.example/quote', fetch: partner(500, {}).fetch })
    expect(await quoteDelivery({ postcode: '2000', dealership: 'ridgeline-toyota' }, deps({ prices: down }))).toMatchObject({ status: 503 })
    const odd = createHttpPriceSource({ url: 'https://partner.example/quote', fetch: partner(200, { cost: 'free' }).fetch })
    expect(await quoteDelivery({ postcode: '2000', dealership: 'ridgeline-toyota' }, deps({ prices: odd }))).toMatchObject({ status: 503 })
  })
})
