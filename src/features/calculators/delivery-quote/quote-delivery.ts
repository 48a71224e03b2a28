import { validatePostcodeField } from '@/domain/postcode'
import { DEFAULT_TEXTS, type Texts } from '@/domain/texts'

import type { DealershipForDelivery } from './dealership-delivery'
import type { DeliveryPriceSource } from './delivery-price'
import type { Geocoder } from './geocoding'

/**
 * The delivery calculator's answer for one postcode and one dealership of the request's site
 * (spec §2, §5 "Delivery postcode must not be empty", §7, §8). Pure orchestration: the dealership
 * lookup, geocoder and price source come in, so tests pass real ones or fakes.
 */
export interface QuoteDeliveryDeps {
  /** The dealership with this slug on the request's site, or null. */
  findDealership(slug: string): Promise<DealershipForDelivery | null>
  geocoder: Geocoder
  prices: DeliveryPriceSource
  texts?: Texts
  log?: Pick<Console, 'warn'>
}

export type DeliveryQuoteAnswer =
  { status: 200; body: { price: number; name: string; distanceKm: number | null } } | { status: 400 | 404 | 422 | 503; body: { message: string } }

export const DEALERSHIP_NOT_FOUND = 'No dealership with that slug on this site.'

export async function quoteDelivery(input: { postcode: string; dealership: string }, deps: QuoteDeliveryDeps): Promise<DeliveryQuoteAnswer> {
  const texts = deps.texts ?? DEFAULT_TEXTS
  const log = deps.log ?? console
  const fail = (status: 400 | 404 | 422 | 503, message: string) => ({ status, body: { message } }) as const
  const postcode = input.postcode.trim()
  if (!postcode) return fail(400, texts.postcodeRequired)
  const formatError = validatePostcodeField(postcode, texts)
  if (formatError) return fail(400, formatError)

  const dealership = await deps.findDealership(input.dealership)
  if (!dealership) return fail(404, DEALERSHIP_NOT_FOUND)

  try {
    const destination = await deps.geocoder.locate(postcode)
    if (!destination) return fail(400, texts.postcodeNotFound)
    const quote = await deps.prices.quote({ dealership, destination })
    if (!quote.ok) return fail(422, quote.error)
    return { status: 200, body: { price: quote.price, name: quote.name, distanceKm: quote.distanceKm } }
  } catch (error) {
    // An outside service failed: the shopper gets the spec's "call us" message, the log gets the cause.
    log.warn('[delivery-quote] could not price', { postcode, dealership: dealership.slug }, error)
    return fail(503, texts.deliveryUnavailable)
  }
}
