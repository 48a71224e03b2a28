import { describe, expect, it } from 'vitest'

import { fixtureSettings, makeFixture, type FixtureCar } from './fixture.test-data'
import { buildIndex, EngineError, search, searchForFacetValues } from './index'
import type { SearchParams } from '../port'
import { facetCounts, ids, rank } from './reference.test-data'

const cars = makeFixture()
const index = buildIndex(cars, fixtureSettings)

describe('pagination', () => {
  const ranked = rank(cars, () => true)

  it('returns no hits past the last page but the true nbHits', () => {
    const lastPage = Math.ceil(cars.length / 20) - 1
    const response = search(index, { page: lastPage + 1, hitsPerPage: 20 })
    expect(response).toMatchObject({ hits: [], nbHits: cars.length, page: lastPage + 1, nbPages: lastPage + 1, hitsPerPage: 20 })
    expect(search(index, { page: lastPage, hitsPerPage: 20 }).hits.map((hit) => hit.objectID)).toEqual(ids(ranked.slice(lastPage * 20)))
  })

  it('serves offset/length windows', () => {
    const offset = cars.length - 5
    const response = search(index, { offset, length: 10 })
    expect(response.hits.map((hit) => hit.objectID)).toEqual(ids(ranked.slice(offset)))
    expect(response).toMatchObject({ offset, length: 10, hitsPerPage: 10, page: Math.floor(offset / 10), nbPages: Math.ceil(cars.length / 10) })
    expect(search(index, { offset: 7 }).hits.map((hit) => hit.objectID)).toEqual(ids(ranked.slice(7, 27)))
  })

  it('answers hitsPerPage 0 with counts and facets only', () => {
    const response = search(index, { hitsPerPage: 0, facets: ['make'], filters: 'body:SUV' })
    expect(response).toMatchObject({ hits: [], nbPages: 0, hitsPerPage: 0 })
    expect(response.nbHits).toBe(cars.filter((car) => car.body === 'SUV').length)
    expect(response.facets?.make).toEqual(
      Object.fromEntries(
        facetCounts(
          cars.filter((car) => car.body === 'SUV'),
          'make',
        ),
      ),
    )
  })

  it('caps hitsPerPage and length at 1000', () => {
    expect(search(index, { hitsPerPage: 5000 }).hitsPerPage).toBe(1000)
    expect(search(index, { offset: 0, length: 5000 }).length).toBe(1000)
  })

  it('never returns hits ranked past paginationLimitedTo (1000)', () => {
    const big = makeFixture(1500)
    const bigIndex = buildIndex(big, fixtureSettings)
    const order = ids(rank(big, () => true))
    expect(search(bigIndex, { page: 49, hitsPerPage: 20 }).hits.map((hit) => hit.objectID)).toEqual(order.slice(980, 1000))
    expect(search(bigIndex, { page: 50, hitsPerPage: 20 })).toMatchObject({ hits: [], nbHits: big.length, nbPages: 1000 / 20 })
    expect(search(bigIndex, { offset: 990, length: 20 }).hits.map((hit) => hit.objectID)).toEqual(order.slice(990, 1000))
    expect(search(bigIndex, { page: 1, hitsPerPage: 1000 }).hits).toEqual([])
    const limited = buildIndex(cars, { ...fixtureSettings, paginationLimitedTo: 50 })
    expect(search(limited, { page: 2, hitsPerPage: 20 })).toMatchObject({ nbHits: cars.length, nbPages: Math.ceil(50 / 20) })
    expect(search(limited, { page: 2, hitsPerPage: 20 }).hits.map((hit) => hit.objectID)).toEqual(ids(ranked.slice(40, 50)))
  })

  it('rejects negative, fractional or non-numeric numbers (requests arrive untyped)', () => {
    const invalid: unknown[] = [{ page: -1 }, { hitsPerPage: 2.5 }, { offset: -3 }, { maxValuesPerFacet: '3' }]
    for (const params of invalid) expect(() => search(index, params as SearchParams)).toThrow(EngineError)
  })
})

describe('hits', () => {
  const toyota = cars.find((car) => car.make === 'Toyota' && car.badge === 'GX') as FixtureCar

  it('highlights the matched prefix of each word with match levels', () => {
    // prefixLast: "gx" must be a whole word, "toy" may be the start of one.
    expect(search(index, { query: 'toy gx', filters: `objectID:${toyota.objectID}` }).nbHits).toBe(0)
    const hit = search(index, { query: 'gx toy', filters: `objectID:${toyota.objectID}` }).hits[0]
    const result = hit?._highlightResult
    expect(result?.name).toEqual({
      value: `${toyota.year} <em>Toy</em>ota ${toyota.model} <em>GX</em>`,
      matchLevel: 'full',
      matchedWords: ['gx', 'toy'],
      fullyHighlighted: false,
    })
    expect(result?.make_model).toMatchObject({ value: `<em>Toy</em>ota ${toyota.model}`, matchLevel: 'partial', matchedWords: ['toy'] })
    expect(result?.badge).toEqual({ value: '<em>GX</em>', matchLevel: 'partial', matchedWords: ['gx'], fullyHighlighted: true })
    expect(result?.colour).toEqual({ value: toyota.colour, matchLevel: 'none', matchedWords: [] })
    expect(Array.isArray(result?.categories)).toBe(true)
  })

  it('highlights across accents and with InstantSearch tags', () => {
    const hit = search(index, { query: 'citroen', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__', hitsPerPage: 1 }).hits[0]
    expect(hit?._highlightResult?.make_model).toMatchObject({
      value: expect.stringMatching(/^__ais-highlight__Citroën__\/ais-highlight__ /),
      matchLevel: 'full',
    })
  })

  it('returns the query words it matched, nothing for an empty query', () => {
    const hit = search(index, { hitsPerPage: 1 }).hits[0]
    expect(hit?._highlightResult?.name).toEqual({ value: hit?.name, matchLevel: 'none', matchedWords: [] })
  })

  it('retrieves and highlights only what is asked', () => {
    const [hit] = search(index, { attributesToRetrieve: ['make', 'price'], attributesToHighlight: [], hitsPerPage: 1 }).hits
    expect(Object.keys(hit ?? {}).sort()).toEqual(['make', 'objectID', 'price'].filter((key) => key !== 'price' || hit?.price !== undefined))
    const [rest] = search(index, { attributesToRetrieve: ['*', '-name', '-km'], attributesToHighlight: ['make'], hitsPerPage: 1 }).hits
    expect(rest).not.toHaveProperty('name')
    expect(rest).toHaveProperty('model')
    expect(Object.keys(rest?._highlightResult ?? {})).toEqual(['make'])
  })

  it('echoes query, params and index, and reports exhaustive counts', () => {
    const response = search(index, { query: 'mazda', facetFilters: [['body:SUV']], hitsPerPage: 5 }, 'cars_price_asc')
    expect(new URLSearchParams(response.params).get('facetFilters')).toBe('[["body:SUV"]]')
    expect(response).toMatchObject({ query: 'mazda', index: 'cars_price_asc', exhaustiveNbHits: true, exhaustive: { nbHits: true, facetsCount: true } })
    expect(response.processingTimeMS).toBeGreaterThanOrEqual(0)
  })

  it('answers an unknown index name with a 404', () => {
    expect(() => search(index, {}, 'cars_colour_asc')).toThrow(expect.objectContaining({ status: 404 }))
  })
})

describe('searchForFacetValues', () => {
  it('finds values by word prefix, counted over the filtered records', () => {
    expect(searchForFacetValues(index, 'make', 'rov').facetHits).toEqual([
      { value: 'Land Rover', highlighted: 'Land <em>Rov</em>er', count: cars.filter((car) => car.make === 'Land Rover').length },
    ])
    const citroens = cars.filter((car) => car.make === 'Citroën')
    const response = searchForFacetValues(index, 'model', 'c', { filters: 'make:Citroën' })
    expect(response.facetHits.map(({ value, count }) => [value, count])).toEqual(facetCounts(citroens, 'model'))
    expect(response.exhaustiveFacetsCount).toBe(true)
  })

  it('honours the query, maxFacetHits and the highlight tags', () => {
    const matching = rank(cars, () => true, 'sport')
    const expected = facetCounts(matching, 'filtered_features')
      .filter(([value]) => /(^| )c/i.test(value))
      .slice(0, 2)
    const response = searchForFacetValues(index, 'filtered_features', 'C', { query: 'sport', maxFacetHits: 2, highlightPreTag: '[', highlightPostTag: ']' })
    expect(response.facetHits.map(({ value, count }) => [value, count])).toEqual(expected)
    expect(response.facetHits[0]?.highlighted).toMatch(/\[C\]/)
  })

  it('lists the most frequent values for an empty facet query', () => {
    expect(searchForFacetValues(index, 'make', '').facetHits.map(({ value, count }) => [value, count])).toEqual(facetCounts(cars, 'make', 10))
  })

  it('finds a value typed with a typo or with its words joined, exact matches first', () => {
    const toyotas = cars.filter((car) => car.make === 'Toyota').length
    expect(searchForFacetValues(index, 'make', 'toyta').facetHits).toEqual([{ value: 'Toyota', highlighted: '<em>Toyota</em>', count: toyotas }])
    expect(searchForFacetValues(index, 'make', 'landrov').facetHits.map(({ value }) => value)).toEqual(['Land Rover'])
    expect(searchForFacetValues(index, 'make', 'toyta', { typoTolerance: false }).facetHits).toEqual([])
  })

  it('refuses a facet not declared searchable', () => {
    expect(() => searchForFacetValues(index, 'body', 'su')).toThrow(/searchable\(body\)/)
  })
})

describe('disjunctive faceting as InstantSearch sends it', () => {
  it('answers the hits query and one query per refined facet', () => {
    const refinements: Record<string, string[]> = { make: ['Toyota', 'Mazda', 'Land Rover'], body: ['SUV', 'Ute'] }
    const numericFilters = ['price>=10000', 'price<=90000']
    const facetFilters = (without?: string) =>
      Object.entries(refinements)
        .filter(([facet]) => facet !== without)
        .map(([facet, values]) => values.map((value) => `${facet}:${value}`))
    const batch = [
      search(index, { query: '', facets: ['make', 'body', 'fuel'], facetFilters: facetFilters(), numericFilters, hitsPerPage: 21 }),
      ...Object.keys(refinements).map((facet) =>
        search(index, {
          query: '',
          facets: [facet],
          facetFilters: facetFilters(facet),
          numericFilters,
          hitsPerPage: 0,
          page: 0,
          analytics: false,
          clickAnalytics: false,
        }),
      ),
    ]

    const inRange = (car: FixtureCar) => car.price !== undefined && car.price >= 10000 && car.price <= 90000
    const refined = (car: FixtureCar, without?: string) =>
      Object.entries(refinements).every(([facet, values]) => facet === without || values.includes(String(car[facet])))
    const hits = cars.filter((car) => inRange(car) && refined(car))
    expect(batch[0]?.nbHits).toBe(hits.length)
    expect(batch[0]?.hits.map((hit) => hit.objectID)).toEqual(ids(rank(cars, (car) => inRange(car) && refined(car)).slice(0, 21)))
    expect(batch[0]?.facets?.fuel).toEqual(Object.fromEntries(facetCounts(hits, 'fuel')))
    for (const [i, facet] of Object.keys(refinements).entries()) {
      const others = cars.filter((car) => inRange(car) && refined(car, facet))
      expect(batch[i + 1]?.facets?.[facet]).toEqual(Object.fromEntries(facetCounts(others, facet)))
      expect(batch[i + 1]?.hits).toEqual([])
    }
  })
})

describe('building', () => {
  it('refuses duplicate or missing objectIDs', () => {
    expect(() => buildIndex([...cars, cars[0] as FixtureCar], fixtureSettings)).toThrow(/Duplicate objectID car-000/)
    expect(() => buildIndex([{ objectID: '' }], fixtureSettings)).toThrow(EngineError)
  })

  it('builds a new index beside the old one without touching it', () => {
    const next = buildIndex(cars.slice(0, 10), fixtureSettings)
    expect(Object.isFrozen(index)).toBe(true)
    expect(search(next, {}).nbHits).toBe(10)
    expect(search(index, {}).nbHits).toBe(cars.length)
  })

  it('handles an empty record list', () => {
    const empty = buildIndex([], fixtureSettings)
    expect(search(empty, { query: 'a', facets: ['*'], filters: 'NOT make:x' })).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 })
  })
})
