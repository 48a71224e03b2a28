import { describe, expect, it } from 'vitest'

import { parseSearchUrl } from './search-route'
import { suggestionGroups, suggestionHref, suggestionLabel, suggestionRequests, wantsSuggestions, SUGGESTIONS_PER_KIND } from './search-suggestions'

const vocabulary = { makes: [{ slug: 'toyota', name: 'Toyota', models: [{ slug: 'hilux', name: 'HiLux' }] }], dealerships: [], locations: [] }

describe('search suggestions', () => {
  it('asks for makes, models and body types in one call, with what the shopper typed', () => {
    expect(suggestionRequests('stock_harbour-city-auto', '  toyta ')).toEqual({
      requests: ['make', 'model', 'body'].map((facet) => ({
        indexName: 'stock_harbour-city-auto',
        type: 'facet',
        facet,
        facetQuery: 'toyta',
        maxFacetHits: SUGGESTIONS_PER_KIND,
      })),
    })
  })

  it("counts within the search page's car types when given", () => {
    const [make] = suggestionRequests('stock_harbour-city-auto', 'toy', [['car_type:used', 'car_type:demo']]).requests
    expect(make).toMatchObject({ facetQuery: 'toy', facetFilters: [['car_type:used', 'car_type:demo']] })
  })

  it('asks nothing for an empty box or a sentence', () => {
    expect(wantsSuggestions('   ')).toBe(false)
    expect(wantsSuggestions('h')).toBe(true)
    expect(wantsSuggestions('a'.repeat(41))).toBe(false)
  })

  it('shows the kinds that have suggestions, in order, and drops what is not a value with a count', () => {
    const answer = {
      results: [
        {
          facetHits: [
            { value: 'Toyota', highlighted: '<em>Toy</em>ota', count: 120 },
            { value: 7, count: 1 },
            { value: 'Gone', count: 0 },
          ],
        },
        { facetHits: [] },
        { facetHits: [{ value: 'Ute', count: 1 }, null] },
      ],
    }
    expect(suggestionGroups(answer)).toEqual([
      { facet: 'make', heading: 'Makes', suggestions: [{ facet: 'make', value: 'Toyota', count: 120 }] },
      { facet: 'body', heading: 'Body types', suggestions: [{ facet: 'body', value: 'Ute', count: 1 }] },
    ])
    expect(suggestionGroups({ message: 'Too many search requests', status: 429 })).toEqual([])
    expect(suggestionGroups(null)).toEqual([])
  })

  it('opens the search for the picked make, model or body, as the search page reads it', () => {
    const open = (facet: 'make' | 'model' | 'body', value: string) =>
      parseSearchUrl(new URL(suggestionHref('/search/new-used-and-demo-cars', { facet, value, count: 3 }), 'https://x.test'), vocabulary, 'harbour-city-auto')
    expect(open('make', 'Toyota')).toMatchObject({ found: true, state: { refinementList: { make: ['Toyota'] } }, canonicalPath: '/search/toyota' })
    expect(open('model', 'HiLux')).toMatchObject({ found: true, state: { refinementList: { model: ['HiLux'] } } })
    expect(open('body', 'Cab Chassis & Co')).toMatchObject({ found: true, state: { refinementList: { body: ['Cab Chassis & Co'] } } })
  })

  it('reads each option as its value and how many cars', () => {
    expect(suggestionLabel({ facet: 'make', value: 'Toyota', count: 120 })).toBe('Toyota, 120 cars')
    expect(suggestionLabel({ facet: 'body', value: 'Ute', count: 1 })).toBe('Ute, 1 car')
  })
})
