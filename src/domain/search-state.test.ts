import { describe, expect, it } from 'vitest'

import { LIST_FACETS, searchParamsForState } from './search-state'
import { STOCK_FACETS } from './stock-index'

describe('LIST_FACETS (spec §3 "Search facets")', () => {
  it('§3: is every stock facet but price, km and year, in the spec order', () => {
    expect(LIST_FACETS).toEqual(STOCK_FACETS.filter((facet) => !['price', 'km', 'year'].includes(facet)))
    expect(LIST_FACETS).toHaveLength(STOCK_FACETS.length - 3)
  })
})

describe('searchParamsForState (facet link tile counts)', () => {
  it('ORs the values of one facet, ANDs facets and turns ranges into inclusive numeric filters', () => {
    expect(searchParamsForState({ query: 'hilux', refinementList: { make: ['Toyota', 'Ford'], body: ['Dual Cab'] }, range: { price: '5000:20000', km: ':50000' } })).toEqual({
      query: 'hilux',
      facetFilters: [['make:Toyota', 'make:Ford'], ['body:Dual Cab']],
      numericFilters: ['price>=5000', 'price<=20000', 'km<=50000'],
    })
    expect(searchParamsForState({})).toEqual({ query: '', facetFilters: [], numericFilters: [] })
  })
})
