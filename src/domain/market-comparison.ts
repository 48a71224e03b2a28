/**
 * The platform's own market comparison (the offline autogauge, spec §3 "Price comparison result",
 * §4 "Price comparison"): where a car's price sits among comparable cars for sale.
 *
 * 1. Comparable: same make and model (case-insensitive), model year within ±2, kilometres within
 *    ±max(30,000, half the car's km) (any km when the car's km is unknown), priced above 0, not the car.
 * 2. Each comparable's price is adjusted to the car's year and km: +7% of value per model year the car
 *    is newer, -2% per 10,000 km the car has more (compounded), so a 2-year-older comparable counts as
 *    it would be priced if it were the car's age.
 * 3. Outliers (a mistyped $300 or $3,000,000) are dropped: adjusted prices further than 3.5 scaled
 *    median absolute deviations from the median.
 * 4. Market range: the 10th and 90th percentiles of what is left (linear interpolation), widened to
 *    whole $100s.
 * 5. fill = (max − listing) / (max − min), clamped to 0..1: 1 at or below the cheap end, 0 at or above
 *    the dear end, so a cheaper listing always has a higher fill. A range of one price gives 1 below
 *    it, 0 above it and 0.5 on it.
 * 6. confidence = count score × spread score, 2 decimals. Count score n / (n + 3) (3 cars 0.5, 12
 *    cars 0.8); spread score 1 − (max − min) / median, floored at 0, so a market that disagrees by as
 *    much as its median price earns none. Fewer than 3 comparables: 0.1 per car, never above 0.2, which
 *    the panel hides (spec §5).
 * 7. description: "Below Market Range" when the listing is under the range (the deal label then says
 *    so instead of Great Deal, spec §4); otherwise none.
 */
import type { PriceComparisonResult } from './price-comparison'
import { DEFAULT_TEXTS, type Texts } from './texts'

export const MARKET_COMPARISON = {
  yearWindow: 2,
  kmWindowMin: 30_000,
  kmWindowShare: 0.5,
  valuePerYear: 0.07,
  valuePer10000Km: 0.02,
  outlierMads: 3.5,
  lowPercentile: 0.1,
  highPercentile: 0.9,
  minComparables: 3,
  fewComparablesConfidence: 0.1,
  maxFewComparablesConfidence: 0.2,
  roundTo: 100,
} as const

export interface CarForMarketComparison {
  id: string
  make: string
  model: string
  year: number
  km?: number | null
  price?: number | null
}

export interface ComparableCriteria {
  make: string
  model: string
  yearMin: number
  yearMax: number
  /** Null when the car's km is unknown: km does not narrow the comparison then. */
  km: { min: number; max: number } | null
}

/** The search a comparison needs (the caller also checks each result with isComparable). */
export function comparableCriteria(car: CarForMarketComparison): ComparableCriteria {
  const years = MARKET_COMPARISON.yearWindow
  const km = typeof car.km === 'number' ? car.km : null
  const kmWindow = km === null ? 0 : Math.max(MARKET_COMPARISON.kmWindowMin, km * MARKET_COMPARISON.kmWindowShare)
  return {
    make: car.make,
    model: car.model,
    yearMin: car.year - years,
    yearMax: car.year + years,
    km: km === null ? null : { min: Math.max(0, Math.floor(km - kmWindow)), max: Math.ceil(km + kmWindow) },
  }
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
const priced = (price: number | null | undefined): price is number => typeof price === 'number' && Number.isFinite(price) && price > 0

export function isComparable(car: CarForMarketComparison, other: CarForMarketComparison): boolean {
  const criteria = comparableCriteria(car)
  if (other.id === car.id || !priced(other.price) || !same(other.make, car.make) || !same(other.model, car.model)) return false
  if (other.year < criteria.yearMin || other.year > criteria.yearMax) return false
  if (!criteria.km) return true
  return typeof other.km === 'number' && other.km >= criteria.km.min && other.km <= criteria.km.max
}

/** A comparable's price as if it were the car's year and km (step 2 above). */
export function adjustedComparablePrice(car: CarForMarketComparison, other: CarForMarketComparison & { price: number }): number {
  const years = car.year - other.year
  const km = typeof car.km === 'number' && typeof other.km === 'number' ? car.km - other.km : 0
  return other.price * (1 + MARKET_COMPARISON.valuePerYear) ** years * (1 - MARKET_COMPARISON.valuePer10000Km) ** (km / 10_000)
}

/** The p-th percentile (0..1) of ascending values, interpolating between neighbours; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, p))
  const low = Math.floor(at)
  const lower = sorted[low] as number
  const upper = sorted[Math.min(sorted.length - 1, low + 1)] as number
  return lower + (at - low) * (upper - lower)
}

/** Drops values further than 3.5 scaled MADs from the median (none when most values agree exactly). */
export function withoutOutliers(sorted: readonly number[]): number[] {
  const median = percentile(sorted, 0.5)
  const deviations = sorted.map((value) => Math.abs(value - median)).sort((a, b) => a - b)
  const scaledMad = 1.4826 * percentile(deviations, 0.5)
  if (!(scaledMad > 0)) return [...sorted]
  return sorted.filter((value) => Math.abs(value - median) <= MARKET_COMPARISON.outlierMads * scaledMad)
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places

/** Confidence from how many cars agree and how closely (step 6 above). */
export function comparisonConfidence(count: number, min: number, max: number, median: number): number {
  if (count < MARKET_COMPARISON.minComparables)
    return Math.min(MARKET_COMPARISON.maxFewComparablesConfidence, round(count * MARKET_COMPARISON.fewComparablesConfidence, 2))
  const countScore = count / (count + MARKET_COMPARISON.minComparables)
  const spreadScore = median > 0 ? Math.max(0, 1 - (max - min) / median) : 0
  return round(countScore * spreadScore, 2)
}

/**
 * The autogauge answer for a car from cars for sale, or null when the car has no price or nothing
 * compares (the endpoint's "No data returned"). Candidates that are not comparable are ignored.
 */
export function marketComparison(
  car: CarForMarketComparison,
  candidates: readonly CarForMarketComparison[],
  texts: Texts = DEFAULT_TEXTS,
): PriceComparisonResult | null {
  if (!priced(car.price)) return null
  const listing = car.price
  const adjusted = candidates
    .filter((other) => isComparable(car, other))
    .map((other) => adjustedComparablePrice(car, other as CarForMarketComparison & { price: number }))
    .sort((a, b) => a - b)
  if (adjusted.length === 0) return null
  const kept = withoutOutliers(adjusted)
  const step = MARKET_COMPARISON.roundTo
  const min = Math.floor(percentile(kept, MARKET_COMPARISON.lowPercentile) / step) * step
  const max = Math.ceil(percentile(kept, MARKET_COMPARISON.highPercentile) / step) * step
  const fill = max > min ? Math.min(1, Math.max(0, (max - listing) / (max - min))) : listing < min ? 1 : listing > max ? 0 : 0.5
  return {
    fill: round(fill, 3),
    listing_price: listing,
    market_range_min: min,
    market_range_max: max,
    confidence: comparisonConfidence(kept.length, min, max, percentile(kept, 0.5)),
    description: listing < min ? texts.priceComparisonBelowMarket : null,
    comparable_count: kept.length,
  }
}
