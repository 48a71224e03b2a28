import { describe, expect, it } from 'vitest'

import { similarCarsQueries } from './similar-cars'

const tucson = { make: 'Hyundai', model: 'Tucson', price: 35_000, simple_body: 'SUV', bodyconfiguration: null }

describe('similar-cars multi-query (spec §7 "POST to search service multi-query endpoint", §9 Similar cars)', () => {
  it('asks for the same make and model first, then the same body type or make, in stock, in the price band, 10 each', () => {
    const [sameModel, sameBodyOrMake] = similarCarsQueries('harbour-city-auto', tucson)
    expect(sameModel).toMatchObject({
      indexName: 'stock_harbour-city-auto',
      params: {
        facetFilters: ['make:Hyundai', 'model:Tucson', 'status:in_stock'],
        numericFilters: ['price>=25000', 'price<=45000'],
        hitsPerPage: 10,
        attributesToHighlight: [],
      },
    })
    expect(sameBodyOrMake?.params).toMatchObject({
      facetFilters: [['body:SUV', 'make:Hyundai'], 'status:in_stock'],
      numericFilters: ['price>=25000', 'price<=45000'],
      hitsPerPage: 10,
    })
  })

  it('uses the ±25,000 band from $50,000, no band without a price, and the make alone without a body', () => {
    expect(similarCarsQueries('s', { ...tucson, price: 60_000 })[0]?.params.numericFilters).toEqual(['price>=35000', 'price<=85000'])
    expect(similarCarsQueries('s', { ...tucson, price: null })[0]?.params.numericFilters).toEqual([])
    expect(similarCarsQueries('s', { ...tucson, simple_body: null })[1]?.params.facetFilters).toEqual(['make:Hyundai', 'status:in_stock'])
  })

  it('escapes a value that starts with a minus sign, which Algolia would read as "not"', () => {
    expect(similarCarsQueries('s', { ...tucson, model: '-X' })[0]?.params.facetFilters).toContain('model:\\-X')
  })
})
