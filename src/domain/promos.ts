/** Promo cards and tiles (spec §4 "Promo tile", "Promo cards"; §3 "Promo node"). */
import { CAR_TYPES, type CarType } from './car-types'
import { toDate, type DateInput } from './time'

/** Dated promo tiles; an end date is data, so next year's sale is a one-line change. */
export const PROMO_TILES = {
  endOfFinancialYear: { until: '2025-06-15T16:00:00+10:00' },
} as const

/** The end-of-financial-year tile shows until its cut-off. */
export function showPromoTile(tile: { until: DateInput }, now: Date): boolean {
  const until = toDate(tile.until)
  return until !== null && now.getTime() < until.getTime()
}

export interface PromoForDisplay {
  start?: DateInput | null
  expiry?: DateInput | null
  /** Car types the promo may show with; empty or missing means always. */
  display?: readonly string[] | null
  /** The selected car types must be exactly the display set. */
  strictDisplay?: boolean | null
}

/** Live from start (inclusive) until expiry (exclusive); a missing end is open. */
export function isPromoLive(promo: PromoForDisplay, now: Date): boolean {
  const start = toDate(promo.start)
  const expiry = toDate(promo.expiry)
  return (start === null || start.getTime() <= now.getTime()) && (expiry === null || now.getTime() < expiry.getTime())
}

/**
 * Whether a promo suits the car types the shopper is looking at. No selection means every car type
 * (the default search shows new, used and demo). display matches when one of its types is selected;
 * strictDisplay when the selection is exactly its types.
 */
export function promoMatchesCarTypes(promo: PromoForDisplay, selectedCarTypes: readonly string[]): boolean {
  const display = new Set(promo.display ?? [])
  if (display.size === 0) return true
  const selected = new Set<string>(selectedCarTypes.length ? selectedCarTypes : CAR_TYPES)
  if (promo.strictDisplay) return selected.size === display.size && [...selected].every((type) => display.has(type))
  return [...selected].some((type) => display.has(type))
}

/** A promo card shows when it is live and suits the selected car types. */
export function showPromo(promo: PromoForDisplay, options: { now: Date; carTypes: readonly CarType[] | readonly string[] }): boolean {
  return isPromoLive(promo, options.now) && promoMatchesCarTypes(promo, options.carTypes)
}
