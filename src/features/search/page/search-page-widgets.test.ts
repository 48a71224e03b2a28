import { describe, expect, it } from 'vitest'

import { searchWidgetParams } from './search-page-widgets'

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
