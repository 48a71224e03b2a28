import { describe, expect, it } from 'vitest'

import { parseSearchUrl, searchRouteHref, type SearchVocabulary } from './search-route'
import { stockGridQuery, stockGridState } from './stock-grid'

const SITE = 'harbour-city-auto'
const vocabulary: SearchVocabulary = {
  makes: [
    { slug: 'kia', name: 'Kia', models: [{ slug: 'sportage', name: 'Sportage' }] },
    { slug: 'mazda', name: 'Mazda', models: [{ slug: 'cx-5', name: 'CX-5' }] },
  ],
  dealerships: [{ slug: 'harbour-city-kia', name: 'Harbour City Kia' }],
  locations: [{ slug: 'kia-newstead', name: 'Kia Newstead' }],
}

/** The link's state as the search page reads it back from the URL. */
const readBack = (href: string) => {
  const route = parseSearchUrl(new URL(href, 'https://harbourcityauto.com.au'), vocabulary, SITE)
  if (!route.found) throw new Error(`${href} is not a search page`)
  return route.state
}

describe('the stock grid block: preset refinements to the search URL and to the query (issue 23)', () => {
  it('"Used SUVs under $40,000": the link is the used-car search of SUVs to $40,000, and reads back to the same state', () => {
    const state = stockGridState({ carTypes: ['used'], bodies: ['SUV'], priceMax: 40000 }, SITE)
    const href = searchRouteHref(state, vocabulary, SITE)
    expect(href).toBe('/search/used-cars?body=SUV&price=%3A40000')
    expect(readBack(href)).toEqual(state)
    expect(stockGridQuery(state, SITE)).toEqual({
      indexName: `stock_${SITE}`,
      facetFilters: [['car_type:used'], ['body:SUV']],
      numericFilters: ['price<=40000'],
    })
  })

  it('a make and model with a sort: the pretty path, the sort replica, and the same query from the link as from the preset', () => {
    const state = stockGridState({ makes: ['Kia'], models: ['Sportage'], sort: 'price-asc', kmMax: 20000 }, SITE)
    const href = searchRouteHref(state, vocabulary, SITE)
    expect(href).toBe('/search/kia/sportage?km=%3A20000&sortBy=price-asc')
    expect(stockGridQuery(readBack(href), SITE)).toEqual(stockGridQuery(state, SITE))
    expect(stockGridQuery(state, SITE).indexName).toBe(`stock_${SITE}_price-asc`)
  })

  it('several values of one facet are ORed, facets ANDed; blank values and an empty preset ask for everything', () => {
    const state = stockGridState({ makes: ['Kia', ' Mazda ', ''], carTypes: ['new', 'demo'], priceMin: 20000 }, SITE)
    expect(stockGridQuery(state, SITE).facetFilters).toEqual([
      ['car_type:new', 'car_type:demo'],
      ['make:Kia', 'make:Mazda'],
    ])
    expect(stockGridQuery(state, SITE).numericFilters).toEqual(['price>=20000'])
    expect(readBack(searchRouteHref(state, vocabulary, SITE))).toEqual(state)
    const everything = stockGridState({}, SITE)
    expect(stockGridQuery(everything, SITE)).toEqual({ indexName: `stock_${SITE}`, facetFilters: [], numericFilters: [] })
    expect(searchRouteHref(everything, vocabulary, SITE)).toBe('/search/new-used-and-demo-cars')
  })
})
