import { describe, expect, it } from 'vitest'

import { facetValueLabel, facetValueOrder } from './search-page-config'
import { searchWidgetParams } from './search-page-widgets'

const values = (names: Array<[string, number]>) => names.map(([name, count]) => ({ name, count }))
const order = (...args: Parameters<typeof facetValueOrder>) => (list: Array<[string, number]>) => values(list).sort(facetValueOrder(...args)).map((v) => v.name)

describe('facet value order (spec §2 "Facet sort options")', () => {
  it('by count: most cars first, ties by name', () => {
    expect(order('make', 'count')([['Mazda', 20], ['Kia', 31], ['Audi', 20]])).toEqual(['Kia', 'Audi', 'Mazda'])
  })

  it('by name: natural order, so 7 seats come before 10 and case does not matter', () => {
    expect(order('seats', 'name')([['10', 1], ['7', 4], ['2', 9]])).toEqual(['2', '7', '10'])
    expect(order('model', 'name')([['bZ4X', 1], ['Camry', 4], ['86', 2]])).toEqual(['86', 'bZ4X', 'Camry'])
  })

  it('by price label: money order, "Under" first and "and over" last', () => {
    expect(order('weekly_price_range', 'price-label')([['$500 per week and over', 1], ['$100 to $150 per week', 5], ['Under $100 per week', 9]])).toEqual([
      'Under $100 per week',
      '$100 to $150 per week',
      '$500 per week and over',
    ])
  })

  it('§9: car types always new, demo, used, whatever the sort', () => {
    expect(order('car_type', 'count')([['used', 300], ['new', 10], ['demo', 50]])).toEqual(['new', 'demo', 'used'])
  })

  it('labels values in shopper words', () => {
    expect(facetValueLabel('car_type', 'demo')).toBe('Demo')
    expect(facetValueLabel('status', 'sold')).toBe('Recently sold')
    expect(facetValueLabel('seats', '7')).toBe('7 seats')
    expect(facetValueLabel('make', 'Toyota')).toBe('Toyota')
  })
})

describe('search page widgets (one description for the server and the browser)', () => {
  const filters = [
    { attribute: 'make', label: 'Make', display: 'dropdown', sort: 'count' },
    { attribute: 'body', label: 'Body type', display: 'select', sort: 'name' },
  ] as const

  it('asks for every make, the page size of spec §9, a sort replica per order and only card fields', () => {
    const widgets = searchWidgetParams('harbour-city-auto', filters)
    expect(widgets.configure.hitsPerPage).toBe(21)
    expect(widgets.configure.attributesToHighlight).toEqual([])
    expect(widgets.configure.attributesToRetrieve).toContain('primary_image_url')
    expect(widgets.refinementLists).toEqual([
      { attribute: 'make', operator: 'or', limit: 200 },
      { attribute: 'body', operator: 'or', limit: 50 },
    ])
    expect(widgets.sortBy.items.map((item) => item.value)).toEqual([
      'stock_harbour-city-auto',
      'stock_harbour-city-auto_price-asc',
      'stock_harbour-city-auto_price-desc',
      'stock_harbour-city-auto_km-asc',
      'stock_harbour-city-auto_year-desc',
      'stock_harbour-city-auto_newest-listed',
    ])
  })

  it('keeps URL refinements on facets the site shows no filter for, once each', () => {
    expect(searchWidgetParams('s', filters, ['make', 'status', 'status']).hiddenRefinementLists).toEqual([{ attribute: 'status', operator: 'or', limit: 50 }])
  })
})
