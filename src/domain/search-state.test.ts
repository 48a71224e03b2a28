import { describe, expect, it } from 'vitest'

import { href, parseUrl } from './search-route.test-data'
import { clearedSearchState, LIST_FACETS, searchParamsForState } from './search-state'
import { STOCK_FACETS } from './stock-index'

describe('LIST_FACETS (spec §3 "Search facets")', () => {
  it('§3: is every stock facet but price, km and year, in the spec order', () => {
    expect(LIST_FACETS).toEqual(STOCK_FACETS.filter((facet) => !['price', 'km', 'year'].includes(facet)))
    expect(LIST_FACETS).toHaveLength(STOCK_FACETS.length - 3)
  })
})

describe('searchParamsForState (facet link tile counts)', () => {
  it('ORs the values of one facet, ANDs facets and turns ranges into inclusive numeric filters', () => {
    expect(
      searchParamsForState({ query: 'hilux', refinementList: { make: ['Toyota', 'Ford'], body: ['Dual Cab'] }, range: { price: '5000:20000', km: ':50000' } }),
    ).toEqual({
      query: 'hilux',
      facetFilters: [['make:Toyota', 'make:Ford'], ['body:Dual Cab']],
      numericFilters: ['price>=5000', 'price<=20000', 'km<=50000'],
    })
    expect(searchParamsForState({})).toEqual({ query: '', facetFilters: [], numericFilters: [] })
  })
})

describe('clearedSearchState (Clear Filters, issue 41)', () => {
  const clearFiltersFrom = (url: string) => {
    const route = parseUrl(url)
    if (!route.found) throw new Error(`${url} is not a search page`)
    return href(clearedSearchState(route.state))
  }

  it('issue 41: Clear Filters on an empty used-car search for "zzqqxxnothing" leads to every car, without the query', () => {
    expect(clearFiltersFrom('/search/used-cars?query=zzqqxxnothing')).toBe('/search/new-used-and-demo-cars')
  })

  it('clears filters, ranges and the page, and keeps the sort the shopper chose', () => {
    expect(clearFiltersFrom('/search/toyota/hilux?query=sr5&body=Ute&price=5000:20000&year=2019:&page=3&sortBy=price-desc')).toBe(
      '/search/new-used-and-demo-cars?sortBy=price-desc',
    )
  })

  it("keeps what else InstantSearch holds in the state (the page's fixed search parameters)", () => {
    const configure = { hitsPerPage: 21 }
    expect(clearedSearchState({ query: 'hilux', refinementList: { make: ['Toyota'] }, configure })).toEqual({ configure })
  })
})
