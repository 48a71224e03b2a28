import { deliverySettingsSchema, type DeliverySettings } from '@/domain/delivery'
import type { Dealership } from '@/payload-types'

/** The dealership fields delivery pricing reads (a Payload document at depth 0 has them). */
export type DealershipForDelivery = Pick<Dealership, 'slug' | 'delivery'>

/**
 * A Dealership document's delivery group (admin: origin postcode and regions) as the domain's
 * DeliverySettings. Null when the dealership has no regions or no origin postcode, or a region is
 * incomplete (neither a distance nor a postcode range): it cannot quote, and the page hides the calculator.
 */
export function deliverySettingsFromDealership(delivery: DealershipForDelivery['delivery']): DeliverySettings | null {
  const regions = delivery?.regions ?? []
  if (!delivery?.originPostcode || regions.length === 0) return null
  const parsed = deliverySettingsSchema.safeParse({
    origin: { postcode: delivery.originPostcode.trim() },
    regions: regions.map((region) => ({
      name: region.name,
      price: region.price,
      ...(typeof region.maxDistanceKm === 'number' ? { maxDistanceKm: region.maxDistanceKm } : {}),
      ...(region.postcodeRanges?.length ? { postcodeRanges: region.postcodeRanges.map(({ from, to }) => ({ from: from.trim(), to: to.trim() })) } : {}),
    })),
  })
  return parsed.success ? parsed.data : null
}

/** Whether the vehicle page shows the delivery calculator for this dealership's cars. */
export function offersDeliveryQuotes(dealership: DealershipForDelivery | null | undefined): boolean {
  return deliverySettingsFromDealership(dealership?.delivery) !== null
}
