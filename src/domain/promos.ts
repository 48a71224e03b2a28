/** Promo cards and tiles (spec §4 "Promo tile", "Promo cards"; §3 "Promo node"). */
import { CAR_TYPES } from './car-types'
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
 * The first moment after `now` at which one of these promos (or tiles, by their expiry) starts or
 * ends, when what a page shows of them changes by the clock alone; null when none does.
 */
export function nextPromoChange(promos: readonly Pick<PromoForDisplay, 'start' | 'expiry'>[], now: Date): Date | null {
  const moments = promos.flatMap((promo) => [toDate(promo.start), toDate(promo.expiry)]).filter((moment): moment is Date => moment !== null && moment > now)
  return moments.length ? new Date(Math.min(...moments.map(Number))) : null
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

export interface PromoPlacementRules {
  /** A promo after every Nth vehicle card; 0 uses the positions list. */
  every: number
  /** Card positions (1-based, counting promo cards) for promos, e.g. 5 and 10. */
  positions: readonly number[]
}

/**
 * Where promo cards sit among one page of vehicle cards (spec §2 "a promo card at set positions
 * (every Nth card, or a list)"). A promo's own preferred position wins; the rest fill the site's
 * slots in order. Each promo shows once, never past the end of the page's cards, and two promos
 * never take the same position. Returns 1-based grid positions with the promo's index, in grid order.
 */
export function placePromoCards(
  vehicleCount: number,
  promos: ReadonlyArray<{ position?: number | null }>,
  rules: PromoPlacementRules,
): Array<{ at: number; promo: number }> {
  if (vehicleCount <= 0 || promos.length === 0) return []
  const siteSlots =
    rules.every > 0
      ? Array.from({ length: Math.floor(vehicleCount / rules.every) }, (_, i) => (i + 1) * (rules.every + 1))
      : [...new Set(rules.positions.filter((p) => Number.isInteger(p) && p >= 1))].sort((a, b) => a - b)
  const placed: Array<{ at: number; promo: number }> = []
  const taken = new Set<number>()
  // A grid of n vehicles and k promos has n + k positions; a promo may close the page, not follow an empty one.
  const fits = (at: number) => at <= vehicleCount + placed.length + 1 && !taken.has(at)
  const take = (at: number, promo: number) => {
    taken.add(at)
    placed.push({ at, promo })
  }
  promos.forEach((promo, index) => {
    if (promo.position && Number.isInteger(promo.position) && promo.position >= 1 && fits(promo.position)) take(promo.position, index)
  })
  const waiting = promos.map((_, index) => index).filter((index) => !placed.some((p) => p.promo === index))
  for (const slot of siteSlots) {
    const next = waiting[0]
    if (next === undefined) break
    if (!fits(slot)) continue
    take(slot, next)
    waiting.shift()
  }
  return placed.sort((a, b) => a.at - b.at)
}
