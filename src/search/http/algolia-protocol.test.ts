import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { createEmbeddedBackend } from '../embedded/embedded-backend'
import { fixtureSettings, makeFixture } from '../engine/fixture.test-data'
import { facetCounts, ids, rank } from '../engine/reference.test-data'
import type { SearchResponse } from '../engine'
import type { StockQuery } from '../port'
import { answerSearchCall, decodeParamsString, decodeSearchCall, MAX_QUERIES_PER_CALL, type AlgoliaHttpRequest } from './algolia-protocol'

/** Issue 5 "HTTP endpoint": the protocol as algoliasearch v5 and InstantSearch speak it. */
const cars = makeFixture()
const backend = createEmbeddedBackend()
await backend.publish({ siteSlug: 'fixture', settings: fixtureSettings, records: cars, upserted: cars, removedIds: [] })

const credentials = { appId: 'app', apiKey: 'key' }
const headers = new Headers({ 'x-algolia-application-id': 'app', 'x-algolia-api-key': 'key', 'content-type': 'text/plain' })
const call = (body: unknown, path = '/1/indexes/*/queries', extra: Partial<AlgoliaHttpRequest> = {}) =>
  answerSearchCall(
    { method: 'POST', path, query: new URLSearchParams(), headers, body: typeof body === 'string' ? body : JSON.stringify(body), ...extra },
    credentials,
    (queries) => backend.search('fixture', queries),
  )
const results = (answer: { body: unknown }) => (answer.body as { results: SearchResponse<Record<string, unknown>>[] }).results

describe('decoding requests', () => {
  it('reads the params string: numbers and arrays as JSON, text params as text', () => {
    expect(decodeParamsString('query=2020&hitsPerPage=21&facets=%5B%22make%22%5D&facetFilters=%5B%5B%22make%3AKia%22%5D%5D&filters=year%3D2020&page=0&highlightPreTag=%3Cmark%3E')).toEqual({
      query: '2020',
      hitsPerPage: 21,
      facets: ['make'],
      facetFilters: [['make:Kia']],
      filters: 'year=2020',
      page: 0,
      highlightPreTag: '<mark>',
    })
    expect(decodeParamsString('facets=make,model')).toEqual({ facets: 'make,model' })
  })

  it('accepts flattened params (v5) and the older params string, flattened values winning', () => {
    const request = (body: unknown): AlgoliaHttpRequest => ({ method: 'POST', path: '/1/indexes/*/queries', query: new URLSearchParams(), headers, body: JSON.stringify(body) })
    const { queries } = decodeSearchCall(request({ requests: [{ indexName: 'cars', query: 'kia', hitsPerPage: 5 }, { indexName: 'cars', params: 'query=mazda&hitsPerPage=3', hitsPerPage: 4 }] }))
    expect(queries).toEqual([
      { type: 'default', indexName: 'cars', params: { query: 'kia', hitsPerPage: 5 } },
      { type: 'default', indexName: 'cars', params: { query: 'mazda', hitsPerPage: 4 } },
    ])
  })

  it('turns type "facet" requests into facet-value searches', () => {
    const { queries } = decodeSearchCall({ method: 'POST', path: '/1/indexes/*/queries', query: new URLSearchParams(), headers, body: JSON.stringify({ requests: [{ indexName: 'cars', type: 'facet', facet: 'make', facetQuery: 'toy', maxFacetHits: 5 }] }) })
    expect(queries).toEqual<StockQuery[]>([{ type: 'facet', indexName: 'cars', facet: 'make', facetQuery: 'toy', params: { maxFacetHits: 5 } }])
  })

  it('serves the single-index and facet-search paths too', () => {
    const base = { method: 'POST', query: new URLSearchParams(), headers }
    expect(decodeSearchCall({ ...base, path: '/1/indexes/cars_price_asc/query', body: '{"params":"query=kia"}' })).toEqual({ shape: 'single', queries: [{ type: 'default', indexName: 'cars_price_asc', params: { query: 'kia' } }] })
    expect(decodeSearchCall({ ...base, path: '/1/indexes/cars/facets/make/query', body: '{"facetQuery":"ma"}' }).queries[0]).toEqual({ type: 'facet', indexName: 'cars', facet: 'make', facetQuery: 'ma', params: {} })
  })
})

describe('answers', () => {
  it('answers a multi-query in order, like Algolia', async () => {
    const answer = await call({ requests: [{ indexName: 'cars', filters: 'make:Toyota', hitsPerPage: 3, facets: ['body'] }, { indexName: 'cars_price_asc', hitsPerPage: 2 }] })
    expect(answer.status).toBe(200)
    const [first, second] = results(answer)
    const toyotas = rank(cars, (car) => car.make === 'Toyota')
    expect(first!.hits.map((hit) => hit.objectID)).toEqual(ids(toyotas.slice(0, 3)))
    expect(first!.nbHits).toBe(toyotas.length)
    expect(Object.entries(first!.facets?.body ?? {})).toEqual(facetCounts(toyotas, 'body'))
    expect(second!.index).toBe('cars_price_asc')
  })

  it('accepts credentials as query parameters', async () => {
    const query = new URLSearchParams({ 'x-algolia-application-id': 'app', 'x-algolia-api-key': 'key' })
    const answer = await call({ requests: [{ indexName: 'cars' }] }, '/1/indexes/*/queries', { headers: new Headers(), query })
    expect(answer.status).toBe(200)
  })

  it('caps hitsPerPage at 1000 and returns nothing past paginationLimitedTo, as Algolia does', async () => {
    const [capped, deep] = results(await call({ requests: [{ indexName: 'cars', hitsPerPage: 5000 }, { indexName: 'cars', page: 5000, hitsPerPage: 20 }] }))
    expect(capped!.hitsPerPage).toBe(1000)
    expect(capped!.hits).toHaveLength(Math.min(cars.length, 1000))
    expect(deep!.hits).toEqual([])
    expect(deep!.nbHits).toBe(cars.length)
  })
})

describe('errors: 4xx with an Algolia-style message, never a crash', () => {
  it.each([
    ['a bad filter', { requests: [{ indexName: 'cars', filters: 'make:Toyota AND' }] }, 400, "filters: Unexpected end of filter expected filter at col 15"],
    ['an OR mixing facet and numeric filters', { requests: [{ indexName: 'cars', filters: 'make:Mazda OR price < 5000' }] }, 400, 'filters: Cannot mix facet and numeric filters in the same OR group at col 14'],
    ['an unknown index', { requests: [{ indexName: 'nope' }] }, 404, 'Index nope does not exist'],
    ['too many queries', { requests: Array.from({ length: MAX_QUERIES_PER_CALL + 1 }, () => ({ indexName: 'cars' })) }, 400, 'requests: too many queries (51), the maximum is 50 per call'],
    ['no queries', { requests: [] }, 400, 'requests: at least one query is needed'],
    ['no requests list', { queries: [] }, 400, 'Invalid body: expected { "requests": [...] }'],
    ['a request without index', { requests: [{ query: 'x' }] }, 400, 'Invalid request 0: indexName Invalid input: expected string, received undefined'],
    ['a wrongly typed parameter', { requests: [{ indexName: 'cars', hitsPerPage: 'lots' }] }, 400, 'Invalid value for parameter hitsPerPage in request 0: Invalid input: expected number, received string'],
    ['a negative page', { requests: [{ indexName: 'cars', page: -1 }] }, 400, 'Invalid value for parameter page in request 0: Too small: expected number to be >=0'],
    ['a facet search on a non-searchable facet', { requests: [{ indexName: 'cars', type: 'facet', facet: 'body', facetQuery: 's' }] }, 400, 'Cannot search in `body` attribute, you need to add `searchable(body)` to attributesForFaceting.'],
    ['invalid JSON', '{"requests": [', 400, 'Invalid JSON'],
  ])('%s', async (_name, body, status, message) => {
    const answer = await call(body)
    expect(answer).toEqual({ status, body: { message, status } })
  })

  it('refuses missing or wrong credentials with 403', async () => {
    const answer = await call({ requests: [{ indexName: 'cars' }] }, '/1/indexes/*/queries', { headers: new Headers({ 'x-algolia-application-id': 'app', 'x-algolia-api-key': 'wrong' }) })
    expect(answer).toEqual({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } })
  })

  it('never accepts writes', async () => {
    expect((await call({ requests: [] }, '/1/indexes/cars/batch')).status).toBe(404)
    expect((await call({}, '/1/indexes/cars', { method: 'PUT' })).status).toBe(405)
    expect((await call({}, '/1/indexes/cars/settings', { method: 'GET' })).status).toBe(405)
  })

  it('answers random and truncated filter strings with 200 or a 4xx, never a server error', async () => {
    const pieces = ['make', 'price', 'year', ':', '"', "'", '(', ')', ' AND ', ' OR ', 'NOT ', ' TO ', '<', '<=', '=', '!=', '>=', '>', '-', '1e3', '2015', 'Toyota', '\\', ' ', '_tags', 'ü']
    const filterString = fc.oneof(fc.string({ maxLength: 40 }), fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((parts) => parts.join('')))
    const nested: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({ node: fc.oneof({ depthSize: 'small' }, fc.string({ maxLength: 12 }), fc.integer(), fc.constant(null), fc.array(tie('node'), { maxLength: 3 })) })).node
    await fc.assert(
      fc.asyncProperty(filterString, nested, fc.nat(60), async (filters, facetFilters, cut) => {
        for (const body of [{ requests: [{ indexName: 'cars', filters }] }, { requests: [{ indexName: 'cars', facetFilters, numericFilters: facetFilters }] }]) {
          const text = JSON.stringify(body)
          for (const payload of [text, text.slice(0, cut)]) {
            const answer = await call(payload)
            expect(answer.status === 200 || (answer.status >= 400 && answer.status < 500)).toBe(true)
            if (answer.status !== 200) expect(typeof (answer.body as { message: unknown }).message).toBe('string')
          }
        }
      }),
      { numRuns: 400 },
    )
  })
})
