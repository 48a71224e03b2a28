import { describe, expect, it } from 'vitest'

import { LISTED_INDEFINITELY } from '@/domain'

import { createEmbeddedBackend } from '../adapters/embedded/embedded-backend'
import type { SearchResponse } from '../port'
import { stockIndexSettings } from './stock-index-settings'
import { stockIndexName } from '@/domain/stock-index'
import { stockCarSchema } from './stock-record'
import { isListedUnderRules, readStockRules, siteIndexNames, withStockRules, type StockRules } from '@/domain/stock-rules'
import { toStockSearchRecord, type StockSearchRecord } from './stock-search-record'

const now = new Date('2026-11-22T10:00:30Z')
const nowSeconds = Math.floor(now.getTime() / 1000)
const daysAgo = (days: number) => nowSeconds - days * 86_400

const car = (id: string, fields: Record<string, unknown>) =>
  stockCarSchema.parse({
    id,
    slug: `car-${id}`,
    name: `Car ${id}`,
    make: 'Kia',
    model: 'Sportage',
    year: 2024,
    car_type: 'used',
    status: 'in_stock',
    price: 30_000,
    stocknum: `S${id}`,
    ...fields,
  })

const context = {
  dealershipNames: new Map([['kia-north', 'Kia North']]),
  soldCarDays: (slug: string | null | undefined) => (slug === 'kia-north' ? 7 : 3),
  now,
}
const cars = [
  car('1', {}),
  car('2', { car_type: 'new', status: 'coming_soon' }),
  car('3', { status: 'sold', sold: true, sold_date_timestamp: daysAgo(2) }),
  car('4', { status: 'sold', sold: true, sold_date_timestamp: daysAgo(5) }),
  car('5', { status: 'sold', sold: true, sold_date_timestamp: daysAgo(5), dealership_slug: 'kia-north' }),
  car('6', { make: 'Nissan', model: 'Navara' }),
  car('7', { price: 0 }),
  car('8', { show_on_dealer_website: false }),
  car('9', { car_type: 'demo', make: 'Mazda', model: 'CX-5', price: null }),
]
const records = cars.map((c) => toStockSearchRecord(c, context))

/** A site that set no stock rules. */
const SITE_DEFAULTS = readStockRules({})

const backend = createEmbeddedBackend()
await backend.publish({ siteSlug: 'site', settings: stockIndexSettings('site'), records, upserted: records, removedIds: [] })

async function visible(rules: StockRules, params: Record<string, unknown> = {}, sort: 'relevance' | 'price-asc' = 'relevance'): Promise<string[]> {
  const [result] = await backend.search('site', [
    { type: 'default', indexName: stockIndexName('site', sort), params: withStockRules({ hitsPerPage: 100, ...params }, rules, { sort, now }) },
  ])
  return (result as SearchResponse<StockSearchRecord>).hits.map((hit) => hit.objectID).sort()
}

describe('stock rules (spec §1 per-site stock filter rules, §4 listing visibility, §5)', () => {
  it('lists available cars, sold cars inside their window (the filter builder argument) and nothing hidden', async () => {
    // Car 3 sold 2 days ago (window 3): listed. Car 4 sold 5 days ago: gone. Car 5 is the same but its dealership keeps sold cars 7 days.
    expect(await visible(SITE_DEFAULTS)).toEqual(['1', '2', '3', '5', '6', '7', '9'])
  })

  it('keeps only the car types and the in-stock cars a site sells', async () => {
    expect(await visible({ ...SITE_DEFAULTS, carTypes: ['used'] })).toEqual(['1', '3', '5', '6', '7'])
    expect(await visible({ ...SITE_DEFAULTS, carTypes: ['new', 'demo'] })).toEqual(['2', '9'])
    expect(await visible({ ...SITE_DEFAULTS, inStockOnly: true })).toEqual(['1', '6', '7', '9'])
  })

  it('leaves out excluded makes and stock numbers', async () => {
    expect(await visible({ ...SITE_DEFAULTS, excludedMakes: ['Nissan', 'Mazda'] })).toEqual(['1', '2', '3', '5', '7'])
    expect(await visible({ ...SITE_DEFAULTS, excludedStockNumbers: ['S1', 'S7'] })).toEqual(['2', '3', '5', '6', '9'])
  })

  it('hides price-zero and unpriced cars on price-ascending sort only when the site asks', async () => {
    const rules = { ...SITE_DEFAULTS, hidePriceZeroOnPriceAscending: true }
    expect(await visible(rules, {}, 'price-asc')).toEqual(['1', '2', '3', '5', '6'])
    expect(await visible(rules, {}, 'relevance')).toEqual(['1', '2', '3', '5', '6', '7', '9'])
    expect(await visible(SITE_DEFAULTS, {}, 'price-asc')).toEqual(['1', '2', '3', '5', '6', '7', '9'])
  })

  it("cannot be widened by the shopper's own filters", async () => {
    const rules = { ...SITE_DEFAULTS, excludedMakes: ['Nissan'] }
    expect(await visible(rules, { filters: 'make:Nissan OR make:Kia' })).toEqual(['1', '2', '3', '5', '7'])
    expect(await visible(rules, { facetFilters: [['make:Nissan', 'make:Kia']], numericFilters: ['listed_until>=0'] })).toEqual(['1', '2', '3', '5', '7'])
    expect(await visible(rules, { facetFilters: 'make:Nissan' })).toEqual([])
  })

  it('rounds the time to the minute so identical searches share a cache entry', () => {
    const params = withStockRules({}, SITE_DEFAULTS, { sort: 'relevance', now })
    expect(params.numericFilters).toEqual([`listed_until>=${Math.floor(nowSeconds / 60) * 60}`])
    expect(withStockRules({}, SITE_DEFAULTS, { sort: 'relevance', now: new Date(now.getTime() + 20_000) })).toEqual(params)
  })
})

describe('readStockRules', () => {
  it('reads a Site document, defaults for everything unset', () => {
    expect(readStockRules({})).toEqual({
      soldCarDays: 3,
      carTypes: [],
      inStockOnly: false,
      excludedMakes: [],
      excludedStockNumbers: [],
      hidePriceZeroOnPriceAscending: false,
    })
    expect(
      readStockRules({
        features: { soldCarDays: 7, hidePriceZeroOnPriceAscending: true, phoneMasking: false },
        stockRules: { carTypes: ['used'], inStockOnly: null, excludedMakes: [{ id: 4, name: 'RAM' }, 12], excludedStockNumbers: ['X1'] },
      }),
    ).toEqual({
      soldCarDays: 7,
      carTypes: ['used'],
      inStockOnly: false,
      excludedMakes: ['RAM'],
      excludedStockNumbers: ['X1'],
      hidePriceZeroOnPriceAscending: true,
    })
  })

  it('names the index and one replica per sort as the only indexes a site may query', () => {
    expect([...siteIndexNames('ridgeline').keys()]).toEqual([
      'stock_ridgeline',
      'stock_ridgeline_price-asc',
      'stock_ridgeline_price-desc',
      'stock_ridgeline_km-asc',
      'stock_ridgeline_year-desc',
      'stock_ridgeline_newest-listed',
    ])
  })
})

describe('toStockSearchRecord', () => {
  it('derives the facets and the listing window', () => {
    const record = records[4]!
    expect(record).toMatchObject({
      objectID: '5',
      make_model: 'Kia Sportage',
      item_type: 'car',
      price_range: '$30,000 to $40,000',
      listed_until: daysAgo(5) + 7 * 86_400,
    })
    expect(records[0]!.listed_until).toBe(LISTED_INDEFINITELY)
    expect(records[7]!.listed_until).toBe(0)
    expect(records[0]!.weekly_price).toBeGreaterThan(0)
    expect(records[0]!.weekly_price_range).toMatch(/per week/)
    expect(records[8]).toMatchObject({ price_range: null, weekly_price: null, dealership_name: null })
  })

  it('ranks available, priced, photographed and newer cars first', () => {
    const rankOf = (fields: Record<string, unknown>) => toStockSearchRecord(car('x', fields), context).custom_rank
    expect(rankOf({})).toBeGreaterThan(rankOf({ status: 'coming_soon' }))
    expect(rankOf({ status: 'coming_soon' })).toBeGreaterThan(rankOf({ status: 'sold' }))
    expect(rankOf({})).toBeGreaterThan(rankOf({ price: null }))
    expect(rankOf({ images: [{ image: { url: '/a.webp' } }] })).toBeGreaterThan(rankOf({}))
    expect(rankOf({ created_at: '2026-11-01T00:00:00Z' })).toBeGreaterThan(rankOf({ created_at: '2026-01-01T00:00:00Z' }))
    expect(rankOf({ price: null, created_at: '2026-11-01T00:00:00Z' })).toBeLessThan(rankOf({ created_at: '2020-01-01T00:00:00Z' }))
  })
})

describe('isListedUnderRules (the vehicle page shows exactly the cars search lists, spec §4 listing visibility)', () => {
  const ruleSets: StockRules[] = [
    SITE_DEFAULTS,
    { ...SITE_DEFAULTS, carTypes: ['used'] },
    { ...SITE_DEFAULTS, inStockOnly: true },
    { ...SITE_DEFAULTS, excludedMakes: ['nissan'], excludedStockNumbers: ['S1'] },
  ]
  it.each(ruleSets.map((rules, i) => [i, rules] as const))('agrees with the engine under rule set %i', async (_, rules) => {
    const listed = records
      .filter((record) => isListedUnderRules(record, rules, now))
      .map((record) => record.objectID)
      .sort()
    expect(listed).toEqual(await visible(rules))
  })
})
