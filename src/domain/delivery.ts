/**
 * Delivery calculator (spec §2, §5, §8): a postcode gets the price of the dealer's region it falls in.
 * The dealer's regions are data (validated by deliverySettingsSchema), e.g.
 *   { origin: { postcode: '4000' }, regions: [
 *       { name: 'Metro', price: 0, maxDistanceKm: 30 },
 *       { name: 'Gold Coast', price: 250, postcodeRanges: [{ from: '4207', to: '4230' }] } ] }
 */
import { z } from 'zod'

import { distanceKm, type LatLong } from './postcode'
import { DEFAULT_TEXTS, type Texts } from './texts'

const postcode = z.string().regex(/^\d{4}$/, DEFAULT_TEXTS.postcodeInvalidFormat)

export const deliveryRegionSchema = z
  .object({
    name: z.string().min(1),
    price: z.number().min(0),
    /** Matches every postcode whose centre is within this distance of the dealer. */
    maxDistanceKm: z.number().positive().optional(),
    /** Matches postcodes inside any of these inclusive ranges, whatever the distance. */
    postcodeRanges: z.array(z.object({ from: postcode, to: postcode })).optional(),
  })
  .refine((region) => region.maxDistanceKm !== undefined || (region.postcodeRanges?.length ?? 0) > 0, 'A region needs a maximum distance or postcode ranges.')

export const deliverySettingsSchema = z.object({
  /** Where cars leave from: coordinates, or a postcode looked up in the table. */
  origin: z.union([z.object({ lat: z.number().min(-90).max(90), long: z.number().min(-180).max(180) }), z.object({ postcode })]),
  regions: z.array(deliveryRegionSchema),
})

export type DeliveryRegion = z.infer<typeof deliveryRegionSchema>
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>

export type DeliveryQuote = { ok: true; price: number; name: string; distanceKm: number | null } | { ok: false; error: string }

/**
 * The price to a located place (a geocoder gives the destination's postcode and centre, and the
 * origin's coordinates; null when unknown: only postcode ranges can then match). A region whose
 * postcode ranges contain the postcode wins (ranges are the dealer's explicit choice); otherwise the
 * tightest distance band that reaches it, so the order of the regions does not matter.
 */
export function deliveryQuoteAt(
  destination: LatLong & { postcode: string },
  origin: LatLong | null,
  settings: Pick<DeliverySettings, 'regions'>,
  texts: Texts = DEFAULT_TEXTS,
): DeliveryQuote {
  const distance = origin ? distanceKm(origin, destination) : Number.POSITIVE_INFINITY
  const byRange = settings.regions.find((region) => region.postcodeRanges?.some((range) => inRange(destination.postcode, range)))
  const byDistance = settings.regions
    .filter((region) => region.maxDistanceKm !== undefined && distance <= region.maxDistanceKm)
    .sort((a, b) => (a.maxDistanceKm ?? 0) - (b.maxDistanceKm ?? 0))[0]
  const region = byRange ?? byDistance
  if (!region) return { ok: false, error: texts.deliveryUnavailable }
  return { ok: true, price: region.price, name: region.name, distanceKm: Number.isFinite(distance) ? Math.round(distance * 10) / 10 : null }
}

// Four-digit strings compare in numeric order, so plain string comparison is enough.
function inRange(code: string, range: { from: string; to: string }): boolean {
  return code >= range.from && code <= range.to
}
