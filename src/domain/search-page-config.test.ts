import { describe, expect, it } from 'vitest'

import {
  DEFAULT_SEARCH_FILTERS,
  facetValueLabel,
  facetValueOrder,
  rangeSliderBounds,
  receivedFilter,
  sentFilter,
  type SearchFilter,
} from './search-page-config'

const values = (names: Array<[string, number]>) => names.map(([name, count]) => ({ name, count }))
const order =
  (...args: Parameters<typeof facetValueOrder>) =>
  (list: Array<[string, number]>) =>
    values(list)
      .sort(facetValueOrder(...args))
      .map((v) => v.name)

describe('facet value order (spec §2 "Facet sort options")', () => {
  it('by count: most cars first, ties by name', () => {
    expect(
      order(
        'make',
        'count',
      )([
        ['Mazda', 20],
        ['Kia', 31],
        ['Audi', 20],
      ]),
    ).toEqual(['Kia', 'Audi', 'Mazda'])
  })

  it('by name: natural order, so 7 seats come before 10 and case does not matter', () => {
    expect(
      order(
        'seats',
        'name',
      )([
        ['10', 1],
        ['7', 4],
        ['2', 9],
      ]),
    ).toEqual(['2', '7', '10'])
    expect(
      order(
        'model',
        'name',
      )([
        ['bZ4X', 1],
        ['Camry', 4],
        ['86', 2],
      ]),
    ).toEqual(['86', 'bZ4X', 'Camry'])
  })

  it('by price label: money order, "Under" first and "and over" last', () => {
    expect(
      order(
        'weekly_price_range',
        'price-label',
      )([
        ['$500 per week and over', 1],
        ['$100 to $150 per week', 5],
        ['Under $100 per week', 9],
      ]),
    ).toEqual(['Under $100 per week', '$100 to $150 per week', '$500 per week and over'])
  })

  it('§9: car types always new, demo, used, whatever the sort', () => {
    expect(
      order(
        'car_type',
        'count',
      )([
        ['used', 300],
        ['new', 10],
        ['demo', 50],
      ]),
    ).toEqual(['new', 'demo', 'used'])
  })

  it('labels values in shopper words', () => {
    expect(facetValueLabel('car_type', 'demo')).toBe('Demo')
    expect(facetValueLabel('status', 'sold')).toBe('Recently sold')
    expect(facetValueLabel('seats', '7')).toBe('7 seats')
    expect(facetValueLabel('make', 'Toyota')).toBe('Toyota')
  })
})

describe('range slider bounds (spec §5; issue 41)', () => {
  it('issue 41: an empty page shows no kilometre, year or price slider ("0 km to 5,000 km+", "Year 0 to 1")', () => {
    // What InstantSearch reports for a range when no car was found.
    const none = { min: 0, max: 0 }
    expect(rangeSliderBounds('km', none, false)).toBeNull()
    expect(rangeSliderBounds('year', none, false)).toBeNull()
    expect(rangeSliderBounds('price', none, false)).toBeNull()
  })

  it('no slider when every car found has the same value: there is nothing to choose between', () => {
    expect(rangeSliderBounds('km', { min: 0, max: 0 }, false)).toBeNull()
    expect(rangeSliderBounds('year', { min: 2024, max: 2024 }, false)).toBeNull()
  })

  it('§5: prices always span $5,000 to $250,000', () => {
    expect(rangeSliderBounds('price', { min: 12_990, max: 89_990 }, false)).toEqual({ lowest: 5_000, highest: 250_000 })
  })

  it('kilometres and years span the cars found, from whole steps and never above the usual lowest', () => {
    expect(rangeSliderBounds('km', { min: 12, max: 187_400 }, false)).toEqual({ lowest: 0, highest: 187_400 })
    expect(rangeSliderBounds('year', { min: 2015, max: 2025 }, false)).toEqual({ lowest: 1990, highest: 2025 })
    expect(rangeSliderBounds('year', { min: 1984, max: 2025 }, false)).toEqual({ lowest: 1984, highest: 2025 })
  })

  it('a bound the shopper set keeps its slider when no car is left, over the usual range, so it can be moved back', () => {
    expect(rangeSliderBounds('year', { min: 0, max: 0 }, true)).toEqual({ lowest: 1990, highest: 2027 })
    expect(rangeSliderBounds('km', { min: 0, max: 0 }, true)).toEqual({ lowest: 0, highest: 300_000 })
  })
})

describe('filters as the search page sends them to the browser', () => {
  it('sends a usual filter as its attribute alone and an adjusted one with only what differs; the browser gets each back whole', () => {
    const filters: SearchFilter[] = [
      ...DEFAULT_SEARCH_FILTERS,
      { attribute: 'make_model', label: 'Make and model', display: 'menu', sort: 'make-model' },
      { attribute: 'colour', label: 'Paint', display: 'dropdown', sort: 'count' },
    ]
    const sent = filters.map(sentFilter)
    expect(sent.slice(0, 3)).toEqual([{ attribute: 'car_type', sort: 'name' }, 'make', { attribute: 'model', sort: 'name' }])
    expect(sent.at(-2)).toEqual({ attribute: 'make_model', display: 'menu', sort: 'make-model' })
    expect(sent.at(-1)).toEqual({ attribute: 'colour', label: 'Paint' })
    expect(sent.map(receivedFilter)).toEqual(filters)
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(filters).length / 2)
  })
})
