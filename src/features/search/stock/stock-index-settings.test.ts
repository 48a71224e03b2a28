import { describe, expect, it } from 'vitest'

import { buildIndex, search } from '../engine'
import { stockIndexSettings } from './stock-index-settings'
import { stockCarSchema } from './stock-record'
import { toStockSearchRecord } from './stock-search-record'
import { STOCK_FACETS, stockIndexName } from '@/domain/stock-index'
import { DEFAULT_SEARCHABLE_FIELDS, searchableAttributesFor } from '@/domain/search-attributes'
import { DEFAULT_SITE_SEARCH, readSiteSearch } from '@/domain/site-search'

const cars = [
  {
    objectID: 'a',
    name: '2021 Kia Sportage SX',
    make: 'Kia',
    model: 'Sportage',
    price: 32990,
    km: 41000,
    year: 2021,
    custom_rank: 5,
    created_at_timestamp: 3,
    status: 'in_stock',
    car_type: 'used',
  },
  {
    objectID: 'b',
    name: '2024 Kia EV6 GT-Line',
    make: 'Kia',
    model: 'EV6',
    price: 79990,
    km: 12,
    year: 2024,
    custom_rank: 9,
    created_at_timestamp: 1,
    status: 'in_stock',
    car_type: 'demo',
  },
  {
    objectID: 'c',
    name: '2019 Mazda CX-5 Maxx',
    make: 'Mazda',
    model: 'CX-5',
    price: 24990,
    km: 88000,
    year: 2019,
    custom_rank: 1,
    created_at_timestamp: 2,
    status: 'sold',
    car_type: 'used',
  },
]

describe('stock index settings (spec §3 "Search facets", §7 search service)', () => {
  it('declares all 27 spec facets for faceting', () => {
    expect(STOCK_FACETS).toHaveLength(27)
    const declared = stockIndexSettings('demo').attributesForFaceting.map((entry) => entry.replace(/^(searchable|filterOnly)\((.+)\)$/, '$2'))
    expect(declared).toEqual(expect.arrayContaining([...STOCK_FACETS]))
  })

  it('ranks by custom rank descending and sorts through one replica per order', () => {
    const index = buildIndex(cars, stockIndexSettings('demo'))
    expect(search(index, { query: 'kia' }).hits.map((h) => h.objectID)).toEqual(['b', 'a'])
    expect(search(index, {}, stockIndexName('demo', 'price-asc')).hits.map((h) => h.objectID)).toEqual(['c', 'a', 'b'])
    expect(search(index, {}, stockIndexName('demo', 'km-asc')).hits.map((h) => h.objectID)).toEqual(['b', 'a', 'c'])
    expect(search(index, {}, stockIndexName('demo', 'newest-listed')).hits.map((h) => h.objectID)).toEqual(['a', 'c', 'b'])
  })

  it('counts facet values for the spec facets', () => {
    const index = buildIndex(cars, stockIndexSettings('demo'))
    const { facets } = search(index, { facets: ['make', 'car_type'], filters: 'status:in_stock' })
    expect(facets).toEqual({ make: { Kia: 2 }, car_type: { demo: 1, used: 1 } })
  })
})

describe("what a shopper's words find (issue 40)", () => {
  const record = (id: string, fields: Record<string, unknown>) =>
    toStockSearchRecord(stockCarSchema.parse({ id, slug: `car-${id}`, car_type: 'used', status: 'in_stock', ...fields }), {
      dealershipNames: new Map(),
      soldCarDays: () => 3,
      now: new Date('2026-01-01T00:00:00Z'),
    })
  const stock = [
    record('hilux', {
      name: '2021 Toyota HiLux SR5',
      make: 'Toyota',
      model: 'HiLux',
      year: 2021,
      simple_body: 'Dual Cab',
      simple_drive: '4WD',
      simple_transmission: 'Automatic',
      seats: 5,
    }),
    record('carnival', {
      name: '2020 Kia Carnival S',
      make: 'Kia',
      model: 'Carnival',
      year: 2020,
      simple_body: 'People Mover',
      simple_drive: 'FWD',
      trans: '8 Speed Sports Automatic',
      seats: 8,
    }),
    record('cx5', {
      name: '2019 Mazda CX-5 Maxx',
      make: 'Mazda',
      model: 'CX-5',
      year: 2019,
      simple_body: 'SUV',
      simple_drive: 'AWD',
      trans: 'Constant Variable',
      seats: 5,
      stocknum: 'HC1234',
    }),
    record('i30', {
      name: '2018 Hyundai i30 Go',
      make: 'Hyundai',
      model: 'i30',
      year: 2018,
      simple_body: 'Hatch',
      trans: '6 Speed Manual',
      seats: 5,
      colour: 'Grey',
    }),
  ]
  const find = (query: string, settings = stockIndexSettings('demo')) =>
    search(buildIndex(stock, settings), { query })
      .hits.map((hit) => hit.objectID)
      .sort()

  it('every field a shopper can search by is on the stock record', () => {
    const fields = new Set(Object.keys(stock[0]!))
    for (const entry of searchableAttributesFor(DEFAULT_SEARCHABLE_FIELDS)) expect(fields).toContain(entry.replace(/^unordered\((.+)\)$/, '$1'))
  })

  it('looks in the title first, the VIN last, and carries the site synonyms and text settings', () => {
    const settings = stockIndexSettings('demo')
    expect(settings.searchableAttributes[0]).toBe('unordered(name)')
    expect(settings.searchableAttributes.at(-1)).toBe('unordered(vin)')
    expect(settings.synonyms).toEqual(DEFAULT_SITE_SEARCH.synonyms)
    expect(settings).toMatchObject({ ignorePlurals: ['en'], disableTypoToleranceOnAttributes: ['stocknum', 'vin'], allowTyposOnNumericTokens: false })
  })

  it('"ute", "utes" and "pickup" find the HiLux dual cab; "4x4" the 4WD; "people mover" and "van" the Carnival', () => {
    expect(find('ute')).toEqual(['hilux'])
    expect(find('utes')).toEqual(['hilux'])
    expect(find('pickup')).toEqual(['hilux'])
    expect(find('4x4')).toEqual(['hilux'])
    expect(find('people mover')).toEqual(['carnival'])
    expect(find('van')).toEqual(['carnival'])
  })

  it('"automatic" finds a CVT and a sports automatic, "manual" the manual; "8 seater" the eight-seat Carnival', () => {
    expect(find('automatic')).toEqual(['carnival', 'cx5', 'hilux'])
    expect(find('manual')).toEqual(['i30'])
    expect(find('8 seater')).toEqual(['carnival'])
    expect(find('hatchback')).toEqual(['i30'])
  })

  it('a stock number one character off finds nothing rather than another car', () => {
    expect(find('HC1234')).toEqual(['cx5'])
    expect(find('HC1235')).toEqual([])
  })

  it('a site that leaves out a standard synonym no longer finds by it, and its own work at once', () => {
    const own = stockIndexSettings(
      'demo',
      readSiteSearch({ standardSynonymsOff: ['ute'], synonyms: [{ id: 'r1', type: 'oneWaySynonym', word: 'family car', words: ['people mover'] }] }),
    )
    expect(find('pickup', own)).toEqual([])
    expect(find('family car', own)).toEqual(['carnival'])
  })

  it('a site that searches only by make and model no longer finds by body type', () => {
    const narrow = stockIndexSettings('demo', readSiteSearch({ searchableFields: ['make', 'model'] }))
    expect(find('hatch', narrow)).toEqual([])
    expect(find('hyundai', narrow)).toEqual(['i30'])
  })
})
