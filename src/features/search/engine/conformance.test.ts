import { describe, expect, it } from 'vitest'

import { FACETS, fixtureSettings, makeFixture, type FixtureCar } from './fixture.test-data'
import { buildIndex, search } from './index'
import type { SearchParams } from '../port'
import { facetCounts, facetValues, hasFacet, ids, rank, stats } from './reference.test-data'

const cars = makeFixture()
const index = buildIndex(cars, fixtureSettings)

const has = hasFacet
const price = (car: FixtureCar) => car.price
const priced = (test: (n: number) => boolean) => (car: FixtureCar) => car.price !== undefined && test(car.price)
const all = () => true

interface Case {
  name: string
  params: SearchParams
  keep: (car: FixtureCar) => boolean
  indexName?: string
}

/** Every case also asks for these facets, checked against plain counts over the expected hits. */
const CHECKED_FACETS = ['make', 'body', 'categories', 'year', 'certified', 'filtered_features', 'price_range']

const cases: Case[] = [
  { name: 'everything', params: {}, keep: all },
  { name: 'facet', params: { filters: 'make:Toyota' }, keep: (c) => has(c, 'make', 'Toyota') },
  { name: 'quoted multi-word value', params: { filters: 'make:"Land Rover"' }, keep: (c) => c.make === 'Land Rover' },
  { name: 'single-quoted value', params: { filters: "make:'Mercedes-Benz'" }, keep: (c) => c.make === 'Mercedes-Benz' },
  { name: 'case-insensitive value', params: { filters: 'make:CITROËN' }, keep: (c) => c.make === 'Citroën' },
  { name: 'accents matter in facet values', params: { filters: 'make:Citroen' }, keep: () => false },
  { name: 'quoted attribute', params: { filters: '"body":SUV' }, keep: (c) => c.body === 'SUV' },
  {
    name: 'whole filter quoted',
    params: { filters: '"dealership_name:Sunset Coast Cars & Caravans"' },
    keep: (c) => c.dealership_name === 'Sunset Coast Cars & Caravans',
  },
  { name: 'escaped quote in value (no match)', params: { filters: 'badge:"GX\\"L"' }, keep: () => false },
  { name: '<', params: { filters: 'price < 20000' }, keep: priced((n) => n < 20000) },
  { name: '<=', params: { filters: 'price <= 20000' }, keep: priced((n) => n <= 20000) },
  { name: '= 0 (zero prices)', params: { filters: 'price = 0' }, keep: (c) => price(c) === 0 },
  { name: '!= also keeps cars without a price', params: { filters: 'price != 0' }, keep: (c) => price(c) !== 0 },
  { name: '>=', params: { filters: 'price>=100000' }, keep: priced((n) => n >= 100000) },
  { name: '>', params: { filters: 'price>100000' }, keep: priced((n) => n > 100000) },
  { name: '<= and >= include the boundary', params: { filters: 'year <= 2015 OR seats >= 8' }, keep: (c) => c.year <= 2015 || c.seats >= 8 },
  { name: '< and > exclude the boundary', params: { filters: 'year < 2015 OR seats > 7' }, keep: (c) => c.year < 2015 || c.seats > 7 },
  { name: 'range', params: { filters: 'price:20000 TO 40000' }, keep: priced((n) => n >= 20000 && n <= 40000) },
  { name: 'two numeric ranges', params: { filters: 'year:2015 to 2018 AND km < 50000' }, keep: (c) => c.year >= 2015 && c.year <= 2018 && c.km < 50000 },
  { name: 'boolean facet', params: { filters: 'certified:true' }, keep: (c) => c.certified },
  { name: 'boolean as number', params: { filters: 'certified = 0' }, keep: (c) => !c.certified },
  { name: 'numeric facet as text', params: { filters: 'year:2020' }, keep: (c) => c.year === 2020 },
  { name: 'tag', params: { filters: '_tags:featured' }, keep: (c) => c._tags?.includes('featured') === true },
  { name: 'NOT tag', params: { filters: 'NOT _tags:featured' }, keep: (c) => !c._tags?.includes('featured') },
  { name: 'array facet', params: { filters: 'categories:4x4' }, keep: (c) => c.categories.includes('4x4') },
  {
    name: 'two values of one array facet',
    params: { filters: 'filtered_features:"Apple CarPlay" AND filtered_features:Sunroof' },
    keep: (c) => c.filtered_features.includes('Apple CarPlay') && c.filtered_features.includes('Sunroof'),
  },
  {
    name: 'AND binds tighter than OR',
    params: { filters: 'make:Toyota OR make:Mazda AND body:SUV' },
    keep: (c) => c.make === 'Toyota' || (c.make === 'Mazda' && c.body === 'SUV'),
  },
  {
    name: 'parentheses',
    params: { filters: '(make:Toyota OR make:Mazda) AND body:SUV' },
    keep: (c) => (c.make === 'Toyota' || c.make === 'Mazda') && c.body === 'SUV',
  },
  { name: 'NOT binds tighter than AND', params: { filters: 'NOT make:Jayco AND NOT status:sold' }, keep: (c) => c.make !== 'Jayco' && c.status !== 'sold' },
  { name: 'NOT of a group', params: { filters: 'NOT (make:Jayco OR make:Ford)' }, keep: (c) => c.make !== 'Jayco' && c.make !== 'Ford' },
  {
    name: 'lower-case keywords',
    params: { filters: 'make:Toyota and not body:Ute or make:Ford' },
    keep: (c) => (c.make === 'Toyota' && c.body !== 'Ute') || c.make === 'Ford',
  },
  {
    name: 'nested groups',
    params: { filters: '((state:QLD AND (seats = 7 OR seats = 8)) OR (state:WA AND NOT item_type:caravan))' },
    keep: (c) => (c.state === 'QLD' && (c.seats === 7 || c.seats === 8)) || (c.state === 'WA' && c.item_type !== 'caravan'),
  },
  { name: 'objectID', params: { filters: 'objectID:car-007 OR objectID:CAR-008' }, keep: (c) => c.objectID === 'car-007' },
  { name: 'accented value', params: { filters: 'badge:"Élysée"' }, keep: (c) => c.badge === 'Élysée' },
  { name: 'multi-word facet', params: { filters: 'tag:"Test Drive Only"' }, keep: (c) => c.tag === 'Test Drive Only' },
  { name: 'filterOnly attribute', params: { filters: 'created_at > 1703000000' }, keep: (c) => c.created_at > 1703000000 },
  { name: 'attribute not faceted', params: { filters: 'name:anything' }, keep: () => false },
  { name: 'facetFilters: one', params: { facetFilters: ['make:Toyota'] }, keep: (c) => c.make === 'Toyota' },
  {
    name: 'facetFilters: OR group and AND',
    params: { facetFilters: [['make:Toyota', 'make:Mazda'], 'car_type:used'] },
    keep: (c) => (c.make === 'Toyota' || c.make === 'Mazda') && c.car_type === 'used',
  },
  { name: 'facetFilters: negation', params: { facetFilters: ['make:-Jayco', 'status:-sold'] }, keep: (c) => c.make !== 'Jayco' && c.status !== 'sold' },
  { name: 'facetFilters: string', params: { facetFilters: 'status:in_stock' }, keep: (c) => c.status === 'in_stock' },
  {
    name: 'facetFilters: negation inside OR',
    params: { facetFilters: [['make:Toyota', 'certified:-true']] },
    keep: (c) => c.make === 'Toyota' || !c.certified,
  },
  { name: 'numericFilters: AND', params: { numericFilters: ['price>=10000', 'price<=30000'] }, keep: priced((n) => n >= 10000 && n <= 30000) },
  { name: 'numericFilters: OR', params: { numericFilters: [['year<2014', 'year>2023']] }, keep: (c) => c.year < 2014 || c.year > 2023 },
  { name: 'numericFilters: range string', params: { numericFilters: 'seats:7 TO 8' }, keep: (c) => c.seats >= 7 && c.seats <= 8 },
  { name: 'tagFilters', params: { tagFilters: [['featured', 'missing']] }, keep: (c) => c._tags?.includes('featured') === true },
  {
    name: 'all filter parameters together',
    params: { filters: 'NOT status:sold', facetFilters: [['body:SUV', 'body:Wagon']], numericFilters: ['year>=2018'] },
    keep: (c) => c.status !== 'sold' && (c.body === 'SUV' || c.body === 'Wagon') && c.year >= 2018,
  },
  { name: 'query: whole word', params: { query: 'toyota' }, keep: all },
  { name: 'query: prefix of the last word', params: { query: 'toy' }, keep: all },
  { name: 'query: words before the last are whole', params: { query: 'land rov' }, keep: all },
  { name: 'query: trailing space closes the word', params: { query: 'rov ' }, keep: all },
  { name: 'query: trailing space, whole word', params: { query: 'rover ' }, keep: all },
  { name: 'query: one letter ranks by attribute then exactness', params: { query: 'c', hitsPerPage: 200 }, keep: all },
  { name: 'query: lower-priority attribute', params: { query: 'black' }, keep: all },
  { name: 'query: words in different attributes', params: { query: 'family s', hitsPerPage: 100 }, keep: all },
  { name: 'query: accents folded', params: { query: 'CITROEN c5' }, keep: all },
  { name: 'query: hyphenated', params: { query: 'mercedes-benz' }, keep: all },
  { name: 'query: stock number', params: { query: 'stk10035' }, keep: all },
  { name: 'query: array attribute', params: { query: 'luxury' }, keep: all },
  { name: 'query with filters', params: { query: 'sport', filters: 'price > 50000' }, keep: priced((n) => n > 50000) },
  { name: 'query: no match', params: { query: 'zzzz' }, keep: all },
  { name: 'filters: no match', params: { filters: 'make:Lada' }, keep: () => false },
  {
    name: 'replica price asc (missing prices last)',
    params: { filters: 'make:Ford OR make:Jayco', hitsPerPage: 100 },
    keep: (c) => c.make === 'Ford' || c.make === 'Jayco',
    indexName: 'cars_price_asc',
  },
  { name: 'replica price desc', params: { hitsPerPage: 300 }, keep: all, indexName: 'cars_price_desc' },
  { name: 'replica year desc with a query', params: { query: 'mazda', hitsPerPage: 50 }, keep: all, indexName: 'cars_year_desc' },
  { name: 'replica km asc, second page', params: { page: 1, hitsPerPage: 30 }, keep: all, indexName: 'cars_km_asc' },
]

describe('search conformance against plain TypeScript', () => {
  it('has a table of at least 40 queries', () => expect(cases.length).toBeGreaterThanOrEqual(40))

  it.each(cases)('$name', ({ params, keep, indexName = 'cars' }) => {
    const expected = rank(cars, keep, params.query ?? '', indexName)
    const response = search(index, { ...params, facets: CHECKED_FACETS }, indexName)
    const hitsPerPage = params.hitsPerPage ?? 20
    const page = params.page ?? 0
    expect(response.nbHits).toBe(expected.length)
    expect(response.nbPages).toBe(Math.ceil(expected.length / hitsPerPage))
    expect(response.hits.map((hit) => hit.objectID)).toEqual(ids(expected.slice(page * hitsPerPage, (page + 1) * hitsPerPage)))
    for (const facet of CHECKED_FACETS) {
      expect(response.facets?.[facet], facet).toEqual(Object.fromEntries(facetCounts(expected, facet)))
    }
    expect(response.facets_stats?.year).toEqual(stats(expected, 'year'))
    expect(response.index).toBe(indexName)
  })

  it('puts cars without a price last on price sorts, both directions', () => {
    for (const name of ['cars_price_asc', 'cars_price_desc']) {
      const hits = search(index, { hitsPerPage: 1000 }, name).hits
      const firstMissing = hits.findIndex((hit) => hit.price === undefined)
      expect(firstMissing).toBe(hits.length - cars.filter((car) => car.price === undefined).length)
    }
  })

  it('reports every declared facet for *, never filterOnly or undeclared ones', () => {
    const response = search(index, { facets: ['*'], filters: 'body:Ute', hitsPerPage: 0 })
    expect(Object.keys(response.facets ?? {}).sort()).toEqual([...FACETS].sort())
    const expected = cars.filter((car) => car.body === 'Ute')
    for (const facet of FACETS) expect(response.facets?.[facet], facet).toEqual(Object.fromEntries(facetCounts(expected, facet)))
    for (const facet of ['price', 'km', 'seats', 'subscription_price']) expect(response.facets_stats?.[facet], facet).toEqual(stats(expected, facet))
    expect(search(index, { facets: ['created_at', 'name', '_tags'] }).facets ?? {}).toEqual({})
  })

  it('orders facet values by count then value, honouring maxValuesPerFacet and alpha order', () => {
    const response = search(index, { facets: ['make', 'colour'], maxValuesPerFacet: 3, filters: 'NOT make:Jayco' })
    const expected = cars.filter((car) => car.make !== 'Jayco')
    expect(Object.entries(response.facets?.make ?? {})).toEqual(facetCounts(expected, 'make', 3))
    expect(Object.entries(response.facets?.colour ?? {})).toEqual(facetCounts(expected, 'colour', 3))
    const alpha = search(index, { facets: ['make'], sortFacetValuesBy: 'alpha', maxValuesPerFacet: 4 })
    expect(Object.keys(alpha.facets?.make ?? {})).toEqual([...new Set(cars.map((car) => car.make))].sort().slice(0, 4))
  })

  it('keeps the top values of a facet with many distinct values (prices) exact', () => {
    const response = search(index, { facets: ['price', 'km'], maxValuesPerFacet: 10, filters: 'car_type:used' })
    const expected = cars.filter((car) => car.car_type === 'used')
    expect(response.facets?.price).toEqual(Object.fromEntries(facetCounts(expected, 'price', 10)))
    expect(response.facets?.km).toEqual(Object.fromEntries(facetCounts(expected, 'km', 10)))
    expect(facetValues(expected[0] as FixtureCar, 'km')).toHaveLength(1)
  })
})
