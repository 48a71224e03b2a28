import { describe, expect, it } from 'vitest'

import { facetValueLabel, facetValueOrder } from './search-page-config'

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
