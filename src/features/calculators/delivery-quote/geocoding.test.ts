import { describe, expect, it } from 'vitest'

import { createGoogleGeocoder, GeocodingError, GOOGLE_GEOCODING_URL, tableGeocoder } from './geocoding'

/** A fetch that answers like Google's Geocoding API and records what it was asked. */
function googleLike(answer: (url: URL) => { status: number; body: unknown }) {
  const calls: URL[] = []
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input)
    calls.push(url)
    const { status, body } = answer(url)
    return Response.json(body, { status })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const ok = (postcode: string, lat: number, lng: number) => ({
  status: 'OK',
  results: [
    {
      address_components: [
        { long_name: postcode, short_name: postcode, types: ['postal_code'] },
        { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
      ],
      geometry: { location: { lat, lng } },
    },
  ],
})

describe('offline geocoding from the shipped postcode table', () => {
  it('locates a real postcode and knows no made-up one (spec §7, §8 "Invalid postcode")', async () => {
    expect(await tableGeocoder.locate('4006')).toMatchObject({ postcode: '4006', lat: expect.closeTo(-27.45, 0), long: expect.closeTo(153.04, 0) })
    expect(await tableGeocoder.locate('0001')).toBeNull()
  })
})

describe("Google's Geocoding API (spec §7 'GET geocoding service': postcode, country AU)", () => {
  it('asks for the postcode in Australia and reads results[0].geometry.location', async () => {
    const google = googleLike(() => ({ status: 200, body: ok('2800', -33.28, 149.1) }))
    const geocoder = createGoogleGeocoder({ apiKey: 'k', fetch: google.fetch })
    expect(await geocoder.locate('2800')).toEqual({ postcode: '2800', lat: -33.28, long: 149.1 })
    expect(`${google.calls[0]!.origin}${google.calls[0]!.pathname}`).toBe(GOOGLE_GEOCODING_URL)
    expect(google.calls[0]!.searchParams.get('components')).toBe('postal_code:2800|country:AU')
    expect(google.calls[0]!.searchParams.get('key')).toBe('k')
  })

  it('treats no results, and a country-wide fallback result, as an unknown postcode', async () => {
    const countryOnly = {
      status: 'OK',
      results: [{ address_components: [{ long_name: 'Australia', types: ['country'] }], geometry: { location: { lat: -25.27, lng: 133.77 } } }],
    }
    const google = googleLike((url) => ({
      status: 200,
      body: url.searchParams.get('components')!.includes('0001') ? { status: 'ZERO_RESULTS', results: [] } : countryOnly,
    }))
    const geocoder = createGoogleGeocoder({ apiKey: 'k', fetch: google.fetch })
    expect(await geocoder.locate('0001')).toBeNull()
    expect(await geocoder.locate('0002')).toBeNull()
  })

  it('keeps answers, so a postcode is asked for once', async () => {
    const google = googleLike(() => ({ status: 200, body: ok('4000', -27.47, 153.02) }))
    const geocoder = createGoogleGeocoder({ apiKey: 'k', fetch: google.fetch })
    await geocoder.locate('4000')
    await geocoder.locate('4000')
    expect(google.calls).toHaveLength(1)
  })

  it('throws on a refused key, an HTTP error or an unknown answer, and keeps none of them', async () => {
    const denied = createGoogleGeocoder({
      apiKey: 'bad',
      fetch: googleLike(() => ({ status: 200, body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] } })).fetch,
    })
    await expect(denied.locate('4000')).rejects.toThrow(/REQUEST_DENIED.*invalid/)
    const down = googleLike(() => ({ status: 503, body: {} }))
    const failing = createGoogleGeocoder({ apiKey: 'k', fetch: down.fetch })
    await expect(failing.locate('4000')).rejects.toBeInstanceOf(GeocodingError)
    await expect(failing.locate('4000')).rejects.toBeInstanceOf(GeocodingError)
    expect(down.calls).toHaveLength(2)
    const odd = createGoogleGeocoder({ apiKey: 'k', fetch: googleLike(() => ({ status: 200, body: { hello: 'world' } })).fetch })
    await expect(odd.locate('4000')).rejects.toThrow(/unknown shape/)
  })
})
