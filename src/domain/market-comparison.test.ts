import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  adjustedComparablePrice,
  comparableCriteria,
  comparisonConfidence,
  isComparable,
  marketComparison,
  percentile,
  type CarForMarketComparison,
} from './market-comparison'
import { priceComparisonPanel } from './price-comparison'

const car: CarForMarketComparison = { id: 'car', make: 'Kia', model: 'Sportage', year: 2022, km: 40_000, price: 30_000 }
const comparable = (id: number, price: number, fields: Partial<CarForMarketComparison> = {}): CarForMarketComparison => ({
  id: String(id),
  make: 'Kia',
  model: 'Sportage',
  year: 2022,
  km: 40_000,
  price,
  ...fields,
})
/** Twelve same-age, same-km cars from $27,000 to $34,700 in $700 steps. */
const market = Array.from({ length: 12 }, (_, i) => comparable(i + 1, 27_000 + i * 700))

describe('comparable cars (spec §4 "Price comparison": same make and model, similar year and km)', () => {
  it('searches ±2 model years and ±max(30,000, half the km)', () => {
    expect(comparableCriteria(car)).toEqual({ make: 'Kia', model: 'Sportage', yearMin: 2020, yearMax: 2024, km: { min: 10_000, max: 70_000 } })
    expect(comparableCriteria({ ...car, km: 120_000 }).km).toEqual({ min: 60_000, max: 180_000 })
    expect(comparableCriteria({ ...car, km: 5_000 }).km).toEqual({ min: 0, max: 35_000 })
    expect(comparableCriteria({ ...car, km: null }).km).toBeNull()
  })

  it('keeps priced cars of the same make and model inside the windows, never the car itself', () => {
    expect(isComparable(car, comparable(1, 29_000))).toBe(true)
    expect(isComparable(car, comparable(1, 29_000, { make: 'KIA', model: 'sportage ' }))).toBe(true)
    expect(isComparable(car, comparable(1, 29_000, { year: 2020 }))).toBe(true)
    expect(isComparable(car, comparable(1, 29_000, { year: 2019 }))).toBe(false)
    expect(isComparable(car, comparable(1, 29_000, { year: 2025 }))).toBe(false)
    expect(isComparable(car, comparable(1, 29_000, { km: 70_001 }))).toBe(false)
    expect(isComparable(car, comparable(1, 29_000, { km: null }))).toBe(false)
    expect(isComparable(car, comparable(1, 29_000, { model: 'Seltos' }))).toBe(false)
    expect(isComparable(car, comparable(1, 0))).toBe(false)
    expect(isComparable(car, comparable(1, 29_000, { price: null }))).toBe(false)
    expect(isComparable(car, { ...comparable(1, 29_000), id: 'car' })).toBe(false)
    expect(isComparable({ ...car, km: null }, comparable(1, 29_000, { km: 400_000 }))).toBe(true)
  })

  it('adjusts a comparable to the car: +7% per model year newer, -2% per 10,000 km more', () => {
    const at20000 = (fields: Partial<CarForMarketComparison>) => ({ ...comparable(1, 20_000), ...fields, price: 20_000 })
    expect(adjustedComparablePrice(car, at20000({ year: 2021 }))).toBeCloseTo(21_400, 6)
    expect(adjustedComparablePrice(car, at20000({ year: 2024 }))).toBeCloseTo(20_000 / 1.07 ** 2, 6)
    expect(adjustedComparablePrice(car, at20000({ km: 30_000 }))).toBeCloseTo(19_600, 6)
    expect(adjustedComparablePrice({ ...car, km: null }, at20000({ km: 90_000 }))).toBe(20_000)
  })
})

describe('percentile', () => {
  it('interpolates between neighbours', () => {
    expect(percentile([10, 20, 30, 40, 50], 0.5)).toBe(30)
    expect(percentile([10, 20], 0.1)).toBe(11)
    expect(percentile([7], 0.9)).toBe(7)
    expect(percentile([], 0.5)).toBeNaN()
  })
})

describe('market comparison (spec §3 "Price comparison result", §5 hide rules, §9 confidence 0.2)', () => {
  it('gives the market range, fill, confidence and count from twelve comparables', () => {
    // P10 at 1.1 of the way (27,770), P90 at 9.9 (33,930): widened to whole $100s. Fill (34,000 - 30,000) / 6,300;
    // confidence 12 / 15 for the count times 1 - 6,300 / 30,850 (the median) for the spread.
    const result = marketComparison(car, market)
    expect(result).toEqual({
      fill: 0.635,
      listing_price: 30_000,
      market_range_min: 27_700,
      market_range_max: 34_000,
      confidence: 0.64,
      description: null,
      comparable_count: 12,
    })
    expect(priceComparisonPanel(result)).toMatchObject({ dealLabel: 'Good Deal', band: 'high', marketRangeMin: 27_700, marketRangeMax: 34_000 })
  })

  it('says Below Market Range (shown as the deal label) when the listing is under the range', () => {
    const result = marketComparison({ ...car, price: 25_000 }, market)
    expect(result).toMatchObject({ fill: 1, description: 'Below Market Range' })
    expect(priceComparisonPanel(result)?.dealLabel).toBe('Below Market Range')
  })

  it('is hidden when the listing is dearer than the market (spec §5 "market_range_max below listing_price")', () => {
    const result = marketComparison({ ...car, price: 36_000 }, market)
    expect(result?.fill).toBe(0)
    expect(priceComparisonPanel(result)).toBeNull()
  })

  it('answers nothing for a car without a price or without comparables', () => {
    expect(marketComparison({ ...car, price: 0 }, market)).toBeNull()
    expect(marketComparison({ ...car, price: null }, market)).toBeNull()
    expect(marketComparison(car, [])).toBeNull()
    expect(marketComparison(car, [comparable(1, 30_000, { model: 'Seltos' }), { ...comparable(2, 29_000), id: 'car' }])).toBeNull()
  })

  it('has low confidence with fewer than 3 comparables, so the panel hides', () => {
    expect(marketComparison(car, market.slice(0, 1))?.confidence).toBe(0.1)
    expect(marketComparison(car, market.slice(0, 2))?.confidence).toBe(0.2)
    expect(priceComparisonPanel(marketComparison(car, market.slice(0, 2)))).toBeNull()
  })

  it('ignores a mistyped price instead of stretching the range', () => {
    const withTypo = [...market, comparable(99, 300), comparable(98, 3_000_000)]
    expect(marketComparison(car, withTypo)).toMatchObject({ market_range_min: 27_700, market_range_max: 34_000, comparable_count: 12 })
  })

  it('loses confidence when the market disagrees about the price', () => {
    const spread = Array.from({ length: 12 }, (_, i) => comparable(i + 1, 15_000 + i * 2_500))
    const tight = marketComparison(car, market)?.confidence ?? 0
    const wide = marketComparison(car, spread)?.confidence ?? 0
    expect(wide).toBeLessThan(tight)
    expect(comparisonConfidence(12, 10_000, 40_000, 25_000)).toBe(0)
  })

  it('gains confidence with more comparables of the same spread', () => {
    expect(comparisonConfidence(3, 27_000, 33_000, 30_000)).toBe(0.4)
    expect(comparisonConfidence(12, 27_000, 33_000, 30_000)).toBe(0.64)
    expect(comparisonConfidence(30, 27_000, 33_000, 30_000)).toBe(0.73)
  })
})

const arbitraryCar = fc.record({
  id: fc.constant('car'),
  make: fc.constant('Kia'),
  model: fc.constant('Sportage'),
  year: fc.integer({ min: 2010, max: 2025 }),
  km: fc.option(fc.integer({ min: 0, max: 250_000 }), { nil: null }),
  price: fc.integer({ min: 1_000, max: 150_000 }),
})
const arbitraryComparables = fc.array(
  fc.record({
    id: fc.integer({ min: 1, max: 10_000 }).map(String),
    make: fc.constantFrom('Kia', 'kia', 'Hyundai'),
    model: fc.constantFrom('Sportage', 'Tucson'),
    year: fc.integer({ min: 2006, max: 2027 }),
    km: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
    price: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
  }),
  { maxLength: 40 },
)

describe('market comparison properties', () => {
  it('keeps its figures in range: min ≤ max, fill and confidence in 0..1, the listing price unchanged', () => {
    fc.assert(
      fc.property(arbitraryCar, arbitraryComparables, (subject, others) => {
        const result = marketComparison(subject, others)
        if (!result) return
        expect(result.market_range_min).toBeLessThanOrEqual(result.market_range_max as number)
        expect(result.fill).toBeGreaterThanOrEqual(0)
        expect(result.fill).toBeLessThanOrEqual(1)
        expect(result.confidence).toBeGreaterThanOrEqual(0)
        expect(result.confidence).toBeLessThanOrEqual(1)
        expect(result.listing_price).toBe(subject.price)
      }),
    )
  })

  it('gives a cheaper listing at least as high a fill (cheaper = fuller gauge)', () => {
    fc.assert(
      fc.property(arbitraryCar, arbitraryComparables, fc.integer({ min: 1, max: 50_000 }), (subject, others, cut) => {
        const dear = marketComparison(subject, others)
        const cheap = marketComparison({ ...subject, price: Math.max(1, subject.price - cut) }, others)
        if (dear && cheap) expect(cheap.fill).toBeGreaterThanOrEqual(dear.fill as number)
      }),
    )
  })

  it('is not changed by cars that do not compare (other models, years out of the window, unpriced, the car itself)', () => {
    fc.assert(
      fc.property(arbitraryCar, arbitraryComparables, (subject, others) => {
        const noise: CarForMarketComparison[] = [
          { ...subject, price: 1 },
          { id: 'x1', make: 'Kia', model: 'Seltos', year: subject.year, km: subject.km, price: 5_000 },
          { id: 'x2', make: 'Kia', model: 'Sportage', year: subject.year + 3, km: subject.km, price: 500_000 },
          { id: 'x3', make: 'Kia', model: 'Sportage', year: subject.year, km: subject.km, price: 0 },
        ]
        expect(marketComparison(subject, [...others, ...noise])).toEqual(marketComparison(subject, others))
      }),
    )
  })

  it('never shows the panel from fewer than 3 comparables', () => {
    fc.assert(
      fc.property(arbitraryCar, arbitraryComparables, (subject, others) => {
        const result = marketComparison(subject, others)
        if (result && (result.comparable_count as number) < 3) expect(priceComparisonPanel(result)).toBeNull()
      }),
    )
  })
})
