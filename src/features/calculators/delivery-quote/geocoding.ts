import { LRUCache } from 'lru-cache'
import { z } from 'zod'

import { postcodeLocation, type LatLong } from '@/domain/postcode'

/**
 * Postcode -> place (spec §7 "GET geocoding service": postcode and country AU in, results[0]'s
 * location out; no result is "Invalid postcode"). The offline default reads the shipped postcode
 * table; with GOOGLE_GEOCODING_API_KEY set, Google's Geocoding API answers instead.
 */
export interface GeocodedPostcode extends LatLong {
  postcode: string
}

export interface Geocoder {
  /** The postcode's centre, or null when the service knows no such postcode. Throws when the service fails. */
  locate(postcode: string): Promise<GeocodedPostcode | null>
}

export class GeocodingError extends Error {
  override name = 'GeocodingError'
}

export const tableGeocoder: Geocoder = {
  async locate(postcode) {
    const place = postcodeLocation(postcode)
    return place ? { postcode: place.postcode, lat: place.lat, long: place.long } : null
  },
}

export const GOOGLE_GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json'

const googleAnswer = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        address_components: z.array(z.object({ long_name: z.string(), types: z.array(z.string()) })).default([]),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      }),
    )
    .default([]),
})

export interface GoogleGeocoderOptions {
  apiKey: string
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
  /** Postcodes do not move: answers (including "no such postcode") are kept this long. */
  cacheTtlMs?: number
}

export function createGoogleGeocoder({
  apiKey,
  fetch = globalThis.fetch,
  timeoutMs = 3000,
  cacheTtlMs = 24 * 60 * 60 * 1000,
}: GoogleGeocoderOptions): Geocoder {
  const answers = new LRUCache<string, { place: GeocodedPostcode | null }>({ max: 5000, ttl: cacheTtlMs })
  return {
    async locate(postcode) {
      const known = answers.get(postcode)
      if (known) return known.place
      const url = new URL(GOOGLE_GEOCODING_URL)
      url.searchParams.set('components', `postal_code:${postcode}|country:AU`)
      url.searchParams.set('key', apiKey)
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) throw new GeocodingError(`Geocoding service answered HTTP ${response.status}`)
      const parsed = googleAnswer.safeParse(await response.json())
      if (!parsed.success) throw new GeocodingError('Geocoding service sent an answer of an unknown shape')
      const { status, error_message: detail, results } = parsed.data
      if (status !== 'OK' && status !== 'ZERO_RESULTS') throw new GeocodingError(`Geocoding service: ${status}${detail ? ` (${detail})` : ''}`)
      // Google falls back to the whole country for a postcode it does not know: only a result for this
      // very postcode counts.
      const hit = results.find((result) => result.address_components.some((part) => part.types.includes('postal_code') && part.long_name === postcode))
      const place = hit ? { postcode, lat: hit.geometry.location.lat, long: hit.geometry.location.lng } : null
      answers.set(postcode, { place })
      return place
    },
  }
}
