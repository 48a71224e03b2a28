import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { marketComparison, type CarForMarketComparison } from '../../src/domain/market-comparison'
import { priceComparisonPanel, type PriceComparisonResult } from '../../src/domain/price-comparison'
import { answerAutogauge } from '../../src/features/price-comparison/autogauge-endpoint'
import { createStockPriceComparison } from '../../src/features/price-comparison/stock-comparison'
import { createEmbeddedBackend } from '../../src/features/search/adapters/embedded/embedded-backend'
import { VEHICLE_CARD_FIELDS } from '../../src/features/search/page/search-page-widgets'
import { answerSimilarCars, type SimilarCar } from '../../src/features/vehicle/similar-cars/similar-cars'
import { createStockSearch, replaceSiteStock, type StockSearch } from '../../src/features/search/stock/stock-search'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'

/**
 * Issue 7 "Price comparison" and "Similar cars" on a real stock import and the embedded engine
 * (spec §4 Price comparison, §5 hide rules, §7 autogauge and multi-query rows, §8, §9).
 */
const SITE = 'harbour-city-auto'

const car = (id: string, fields: Record<string, unknown>) =>
  feedCar(id, { slug: id, name: `${fields.year ?? 2022} ${fields.make ?? 'Kia'} ${fields.model ?? 'Sportage'} ${id}`, ...fields })

/** 14 Sportages a car of 2022 with 40,000 km compares with: ±2 years, 20,000 to 60,000 km, about $31,000 at its age. */
const sportages = Array.from({ length: 14 }, (_, i) => {
  const year = 2020 + (i % 5)
  const km = 20_000 + ((i * 7) % 5) * 10_000
  const wobble = 1 + (((i * 5) % 7) - 3) * 0.02
  const price = Math.round((31_000 * 1.07 ** (year - 2022) * 0.98 ** ((km - 40_000) / 10_000) * wobble) / 10) * 10
  return car(`sportage-${i + 1}`, { make: 'Kia', model: 'Sportage', year, km, price, simple_body: 'SUV' })
})

const feed = [
  car('sportage-subject', { make: 'Kia', model: 'Sportage', year: 2022, km: 40_000, price: 30_000, simple_body: 'SUV' }),
  ...sportages,
  // Not comparable: too old, other model, too many km, no price.
  car('sportage-2018', { make: 'Kia', model: 'Sportage', year: 2018, km: 40_000, price: 15_000, simple_body: 'SUV' }),
  car('seltos', { make: 'Kia', model: 'Seltos', year: 2022, km: 40_000, price: 26_000, simple_body: 'SUV' }),
  car('sportage-high-km', { make: 'Kia', model: 'Sportage', year: 2022, km: 200_000, price: 18_000, simple_body: 'SUV' }),
  car('sportage-no-price', { make: 'Kia', model: 'Sportage', year: 2022, km: 40_000, price: 0, simple_body: 'SUV' }),
  // Nothing to compare with.
  car('brz-lonely', { make: 'Subaru', model: 'BRZ', year: 2021, km: 30_000, price: 40_000, simple_body: 'Coupe' }),
  // Two comparables only.
  car('gv70-subject', { make: 'Genesis', model: 'GV70', year: 2022, km: 30_000, price: 60_000, simple_body: 'SUV' }),
  car('gv70-a', { make: 'Genesis', model: 'GV70', year: 2022, km: 25_000, price: 61_000, simple_body: 'SUV' }),
  car('gv70-b', { make: 'Genesis', model: 'GV70', year: 2021, km: 35_000, price: 58_000, simple_body: 'SUV' }),
  // Similar cars for a Tucson at $35,000 (band $25,000 to $45,000).
  car('tucson-subject', { make: 'Hyundai', model: 'Tucson', year: 2021, km: 50_000, price: 35_000, simple_body: 'SUV' }),
  car('tucson-cheaper', { make: 'Hyundai', model: 'Tucson', year: 2020, km: 60_000, price: 33_000, simple_body: 'SUV' }),
  car('tucson-newer', { make: 'Hyundai', model: 'Tucson', year: 2022, km: 30_000, price: 38_000, simple_body: 'SUV' }),
  car('tucson-sold', {
    make: 'Hyundai',
    model: 'Tucson',
    year: 2021,
    km: 45_000,
    price: 34_000,
    simple_body: 'SUV',
    status: 'sold',
    sold: true,
    sold_date_timestamp: Math.floor(Date.now() / 1000) - 3600,
  }),
  car('tucson-coming', { make: 'Hyundai', model: 'Tucson', year: 2023, km: 10, price: 36_000, simple_body: 'SUV', status: 'coming_soon' }),
  car('tucson-dear', { make: 'Hyundai', model: 'Tucson', year: 2024, km: 5_000, price: 60_000, simple_body: 'SUV' }),
  car('i30-hatch', { make: 'Hyundai', model: 'i30', year: 2020, km: 45_000, price: 25_000, simple_body: 'Hatch' }),
  car('i30-cheap', { make: 'Hyundai', model: 'i30', year: 2015, km: 140_000, price: 9_000, simple_body: 'Hatch' }),
  // In the feed but not on the website: no page, so no comparison and no similar cars either.
  car('hidden-sportage', { make: 'Kia', model: 'Sportage', year: 2015, km: 90_000, price: 12_000, simple_body: 'SUV', show_on_dealer_website: false }),
]

let payload: Payload
let stock: StockSearch

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  stock = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
  const report = await replaceSiteStock(stock, SITE, feed)
  expect(report.rejected).toEqual([])
})

afterEach(() => vi.restoreAllMocks())

const autogauge = (slug: string) => answerAutogauge({ stockSearch: stock, comparison: createStockPriceComparison(stock) }, SITE, slug)
const asComparable = (entry: Record<string, unknown>): CarForMarketComparison => ({
  id: String(entry.id),
  make: String(entry.make),
  model: String(entry.model),
  year: Number(entry.year),
  km: entry.km as number,
  price: entry.price as number,
})

describe('GET /api/cars/{slug}/autogauge, offline (spec §4 Price comparison, §7 autogauge row)', () => {
  it('compares a car with many comparables: a market range around its price, confident enough to show', async () => {
    const response = await autogauge('sportage-subject')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    const result = (await response.json()) as PriceComparisonResult
    expect(result.comparable_count).toBe(14)
    expect(result.listing_price).toBe(30_000)
    expect(result.market_range_min).toBeGreaterThan(27_000)
    expect(result.market_range_min).toBeLessThan(30_000)
    expect(result.market_range_max).toBeGreaterThan(30_000)
    expect(result.market_range_max).toBeLessThan(35_000)
    expect(result.fill).toBeCloseTo(
      ((result.market_range_max as number) - 30_000) / ((result.market_range_max as number) - (result.market_range_min as number)),
      3,
    )
    expect(result.confidence).toBeGreaterThan(0.5)
    // The search found exactly the cars the domain's rule picks from the whole feed.
    expect(result).toEqual(marketComparison(asComparable(feed[0]!), feed.map(asComparable)))
    expect(priceComparisonPanel(result)).toMatchObject({ listingPrice: 30_000, band: expect.any(String), dealLabel: expect.any(String) })
  })

  it('answers 404 "No data returned" for a car nothing compares with (spec §8)', async () => {
    const response = await autogauge('brz-lonely')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'No data returned', status: 404 })
  })

  it('answers a low confidence for a car with two comparables, which hides the panel (spec §5, §9 0.2)', async () => {
    const response = await autogauge('gv70-subject')
    expect(response.status).toBe(200)
    const result = (await response.json()) as PriceComparisonResult
    expect(result).toMatchObject({ comparable_count: 2, confidence: 0.2 })
    expect(priceComparisonPanel(result)).toBeNull()
  })

  it('answers 404 for a car the site does not have or does not list', async () => {
    const response = await autogauge('no-such-car')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Car not found.', status: 404 })
    expect((await autogauge('hidden-sportage')).status).toBe(404)
    const otherSite = await answerAutogauge({ stockSearch: stock, comparison: createStockPriceComparison(stock) }, 'ridgeline-toyota', 'sportage-subject')
    expect(otherSite.status).toBe(404)
  })

  it('logs a failing service and answers 502 without caching (spec §8 "failure logged, panel hidden")', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failing = { compare: () => Promise.reject(new Error('autogauge timed out')) }
    const response = await answerAutogauge({ stockSearch: stock, comparison: failing }, SITE, 'sportage-subject')
    expect(response.status).toBe(502)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sportage-subject'), 'autogauge timed out')
  })
})

describe('GET /api/cars/{slug}/similar (spec §7 multi-query row, §9 Similar cars)', () => {
  const similar = async (slug: string) => {
    const response = await answerSimilarCars(stock, SITE, slug)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    return ((await response.json()) as { cars: SimilarCar[] }).cars
  }

  it('puts the same model first, then cars of the same body or make, in stock and inside the price band, 6 at most', async () => {
    const cars = await similar('tucson-subject')
    const ids = cars.map((c) => c.objectID)
    expect(cars).toHaveLength(6)
    expect(new Set(ids.slice(0, 2))).toEqual(new Set(['tucson-cheaper', 'tucson-newer']))
    expect(ids).not.toContain('tucson-subject')
    expect(new Set(ids).size).toBe(ids.length)
    for (const c of cars) {
      expect(c.status, c.objectID).toBe('in_stock')
      expect(c.price, c.objectID).toBeGreaterThanOrEqual(25_000)
      expect(c.price, c.objectID).toBeLessThanOrEqual(45_000)
    }
    for (const excluded of ['tucson-sold', 'tucson-coming', 'tucson-dear', 'i30-cheap']) expect(ids).not.toContain(excluded)
    for (const c of cars.slice(2)) expect(c.body === 'SUV' || c.make === 'Hyundai', c.objectID).toBe(true)
  })

  it('answers the fields of a vehicle card', async () => {
    const [first] = await similar('tucson-subject')
    expect(Object.keys(first!).sort()).toEqual(['objectID', ...VEHICLE_CARD_FIELDS].sort())
  })

  it('uses the ±25,000 band from $50,000 and never returns the car itself', async () => {
    const cars = await similar('gv70-subject')
    const ids = cars.map((c) => c.objectID)
    expect(ids.slice(0, 2).sort()).toEqual(['gv70-a', 'gv70-b'])
    expect(ids).not.toContain('gv70-subject')
    expect(ids).toContain('tucson-dear')
    for (const c of cars) expect(c.price as number).toBeGreaterThanOrEqual(35_000)
  })

  it('answers 404 for a car the site does not have or does not list', async () => {
    const response = await answerSimilarCars(stock, SITE, 'no-such-car')
    expect(response.status).toBe(404)
    expect((await answerSimilarCars(stock, SITE, 'hidden-sportage')).status).toBe(404)
  })
})
