import { z } from 'zod'

import { deliveryQuoteAt, type DeliveryQuote } from '@/domain/delivery'
import { DEFAULT_TEXTS, type Texts } from '@/domain/texts'

import { deliverySettingsFromDealership, type DealershipForDelivery } from './dealership-delivery'
import type { GeocodedPostcode, Geocoder } from './geocoding'

/**
 * Delivery price for a located postcode (spec §7 "Delivery price lookup by postcode": price and name).
 * The offline default prices with the dealership's own regions (admin: Dealerships > Delivery) and the
 * domain rule; with DELIVERY_PRICE_URL set, a transport partner's HTTP service answers instead.
 */
export interface DeliveryPriceSource {
  /** A price, or { ok: false } when the place is outside what the dealer delivers to. Throws when the source fails. */
  quote(input: { dealership: DealershipForDelivery; destination: GeocodedPostcode }): Promise<DeliveryQuote>
}

export class DeliveryPriceError extends Error {
  override name = 'DeliveryPriceError'
}

/** The dealership's regions; the origin postcode is located by the same geocoder as the destination. */
export function createRegionPriceSource(geocoder: Geocoder, texts: Texts = DEFAULT_TEXTS): DeliveryPriceSource {
  return {
    async quote({ dealership, destination }) {
      const settings = deliverySettingsFromDealership(dealership.delivery)
      if (!settings) return { ok: false, error: texts.deliveryUnavailable }
      const origin = 'postcode' in settings.origin ? await geocoder.locate(settings.origin.postcode) : settings.origin
      return deliveryQuoteAt(destination, origin, settings, texts)
    },
  }
}

const partnerAnswer = z.object({ price: z.number().min(0), name: z.string().min(1), distanceKm: z.number().min(0).nullable().optional() })

export interface HttpPriceSourceOptions {
  /** POST { postcode, dealership, lat, long } with a bearer key; 200 { price, name, distanceKm? }; 404 or 422: no delivery there. */
  url: string
  apiKey?: string
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
}

export function createHttpPriceSource(
  { url, apiKey, fetch = globalThis.fetch, timeoutMs = 5000 }: HttpPriceSourceOptions,
  texts: Texts = DEFAULT_TEXTS,
): DeliveryPriceSource {
  return {
    async quote({ dealership, destination }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ postcode: destination.postcode, dealership: dealership.slug, lat: destination.lat, long: destination.long }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (response.status === 404 || response.status === 422) return { ok: false, error: texts.deliveryUnavailable }
      if (!response.ok) throw new DeliveryPriceError(`Delivery price service answered HTTP ${response.status}`)
      const parsed = partnerAnswer.safeParse(await response.json())
      if (!parsed.success) throw new DeliveryPriceError('Delivery price service sent an answer of an unknown shape')
      return { ok: true, price: parsed.data.price, name: parsed.data.name, distanceKm: parsed.data.distanceKm ?? null }
    },
  }
}
