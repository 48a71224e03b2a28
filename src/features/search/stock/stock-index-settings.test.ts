import { describe, expect, it } from 'vitest'

import { buildIndex, search } from '../engine'
import { stockIndexSettings } from './stock-index-settings'
import { STOCK_FACETS, stockIndexName } from '@/domain/stock-index'

const cars = [
  { objectID: 'a', name: '2021 Kia Sportage SX', make: 'Kia', model: 'Sportage', price: 32990, km: 41000, year: 2021, custom_rank: 5, created_at_timestamp: 3, status: 'in_stock', car_type: 'used' },
  { objectID: 'b', name: '2024 Kia EV6 GT-Line', make: 'Kia', model: 'EV6', price: 79990, km: 12, year: 2024, custom_rank: 9, created_at_timestamp: 1, status: 'in_stock', car_type: 'demo' },
  { objectID: 'c', name: '2019 Mazda CX-5 Maxx', make: 'Mazda', model: 'CX-5', price: 24990, km: 88000, year: 2019, custom_rank: 1, created_at_timestamp: 2, status: 'sold', car_type: 'used' },
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
