import { liteClient } from 'algoliasearch/lite'
import algoliasearchHelper from 'algoliasearch-helper'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'

import { suggestionRequests, SUGGESTIONS_PER_KIND } from '@/domain/search-suggestions'

import { createEmbeddedBackend } from '../adapters/embedded/embedded-backend'
import { fixtureSettings, makeFixture } from '../engine/fixture.test-data'
import { facetCounts, ids, rank } from '../engine/reference.test-data'
import type { SearchResponse } from '../port'
import type { StockQuery } from '../port'
import { FILTER_ATTRIBUTES, type FilterAttribute, type SearchFilter } from '../../../domain/search-page-config'
import { searchWidgetParams } from '../page/search-page-widgets'
import { answerSearchCall, decodeParamsString, decodeSearchCall, MAX_QUERIES_PER_CALL, type AlgoliaHttpRequest } from './algolia-protocol'
import { callOverLimits } from './call-limits'

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
    expect(
      decodeParamsString(
        'query=2020&hitsPerPage=21&facets=%5B%22make%22%5D&facetFilters=%5B%5B%22make%3AKia%22%5D%5D&filters=year%3D2020&page=0&highlightPreTag=%3Cmark%3E',
      ),
    ).toEqual({
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
    const request = (body: unknown): AlgoliaHttpRequest => ({
      method: 'POST',
      path: '/1/indexes/*/queries',
      query: new URLSearchParams(),
      headers,
      body: JSON.stringify(body),
    })
    const { queries } = decodeSearchCall(
      request({
        requests: [
          { indexName: 'cars', query: 'kia', hitsPerPage: 5 },
          { indexName: 'cars', params: 'query=mazda&hitsPerPage=3', hitsPerPage: 4 },
        ],
      }),
    )
    expect(queries).toEqual([
      { type: 'default', indexName: 'cars', params: { query: 'kia', hitsPerPage: 5 } },
      { type: 'default', indexName: 'cars', params: { query: 'mazda', hitsPerPage: 4 } },
    ])
  })

  it('turns type "facet" requests into facet-value searches', () => {
    const { queries } = decodeSearchCall({
      method: 'POST',
      path: '/1/indexes/*/queries',
      query: new URLSearchParams(),
      headers,
      body: JSON.stringify({ requests: [{ indexName: 'cars', type: 'facet', facet: 'make', facetQuery: 'toy', maxFacetHits: 5 }] }),
    })
    expect(queries).toEqual<StockQuery[]>([{ type: 'facet', indexName: 'cars', facet: 'make', facetQuery: 'toy', params: { maxFacetHits: 5 } }])
  })

  it("decodes the search box's suggestion call into a facet-value search per kind, within the page's car types", () => {
    const body = JSON.stringify(suggestionRequests('cars', 'toyta', [['car_type:used']]))
    const { queries } = decodeSearchCall({ method: 'POST', path: '/1/indexes/*/queries', query: new URLSearchParams(), headers, body })
    expect(queries).toEqual<StockQuery[]>(
      ['make', 'model', 'body'].map((facet) => ({
        type: 'facet',
        indexName: 'cars',
        facet,
        facetQuery: 'toyta',
        params: { maxFacetHits: SUGGESTIONS_PER_KIND, facetFilters: [['car_type:used']] },
      })),
    )
  })

  it('serves the single-index and facet-search paths too', () => {
    const base = { method: 'POST', query: new URLSearchParams(), headers }
    expect(decodeSearchCall({ ...base, path: '/1/indexes/cars_price_asc/query', body: '{"params":"query=kia"}' })).toEqual({
      shape: 'single',
      queries: [{ type: 'default', indexName: 'cars_price_asc', params: { query: 'kia' } }],
    })
    expect(decodeSearchCall({ ...base, path: '/1/indexes/cars/facets/make/query', body: '{"facetQuery":"ma"}' }).queries[0]).toEqual({
      type: 'facet',
      indexName: 'cars',
      facet: 'make',
      facetQuery: 'ma',
      params: {},
    })
  })
})

describe('query-time text settings (issue 40)', () => {
  const request = (params: Record<string, unknown>): AlgoliaHttpRequest => ({
    method: 'POST',
    path: '/1/indexes/*/queries',
    query: new URLSearchParams(),
    headers,
    body: JSON.stringify({ requests: [{ indexName: 'cars', ...params }] }),
  })
  const text = {
    typoTolerance: 'min',
    minWordSizefor1Typo: 5,
    minWordSizefor2Typos: 9,
    allowTyposOnNumericTokens: false,
    disableTypoToleranceOnAttributes: ['vin'],
    ignorePlurals: ['en'],
    removeStopWords: true,
    removeWordsIfNoResults: 'lastWords',
    optionalWords: ['used', 'cheap'],
    advancedSyntax: true,
    synonyms: false,
    getRankingInfo: true,
  }

  it('hands a query its text settings exactly as the algoliasearch client sends them', async () => {
    expect(decodeSearchCall(request({ query: 'toyta hilux', ...text })).queries).toEqual([
      { type: 'default', indexName: 'cars', params: { query: 'toyta hilux', ...text } },
    ])
    const seen: StockQuery[] = []
    const answer = await answerSearchCall(request(text), credentials, async (queries) => {
      seen.push(...queries)
      return queries.map(() => ({ facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 }))
    })
    expect(answer.status).toBe(200)
    expect(seen.map((query) => query.params)).toEqual([text])
  })

  it('reads them from the older params string too, a lone number in optionalWords staying a word', () => {
    const params =
      'typoTolerance=min&getRankingInfo=true&ignorePlurals=%5B%22en%22%5D&removeStopWords=false&removeWordsIfNoResults=allOptional&advancedSyntax=true&synonyms=false&optionalWords=2020'
    expect(decodeSearchCall(request({ params })).queries[0]!.params).toEqual({
      typoTolerance: 'min',
      getRankingInfo: true,
      ignorePlurals: ['en'],
      removeStopWords: false,
      removeWordsIfNoResults: 'allOptional',
      advancedSyntax: true,
      synonyms: false,
      optionalWords: '2020',
    })
    expect(decodeParamsString('optionalWords=%5B%22used%22%2C%22cheap%22%5D&typoTolerance=true&ignorePlurals=true')).toEqual({
      optionalWords: ['used', 'cheap'],
      typoTolerance: true,
      ignorePlurals: true,
    })
  })

  it('accepts Algolia\'s "true" and "false" strings where its client types allow them', () => {
    expect(decodeSearchCall(request({ typoTolerance: 'false', ignorePlurals: 'true' })).queries[0]!.params).toEqual({
      typoTolerance: 'false',
      ignorePlurals: 'true',
    })
    expect(
      decodeSearchCall(request({ typoTolerance: 'strict', ignorePlurals: false, removeStopWords: ['en', 'pt-br'], optionalWords: 'used' })).queries[0]!.params,
    ).toMatchObject({ typoTolerance: 'strict', removeStopWords: ['en', 'pt-br'], optionalWords: 'used' })
  })

  it.each([
    [{ typoTolerance: 'sometimes' }, 'typoTolerance in request 0: expected true, false, "min" or "strict"'],
    [{ typoTolerance: 1 }, 'typoTolerance in request 0: expected true, false, "min" or "strict"'],
    [{ removeWordsIfNoResults: 'some' }, 'removeWordsIfNoResults in request 0: Invalid option: expected one of "none"|"lastWords"|"firstWords"|"allOptional"'],
    [{ getRankingInfo: 'yes' }, 'getRankingInfo in request 0: Invalid input: expected boolean, received string'],
    [{ advancedSyntax: 1 }, 'advancedSyntax in request 0: Invalid input: expected boolean, received number'],
    [{ synonyms: 'no' }, 'synonyms in request 0: Invalid input: expected boolean, received string'],
    [{ allowTyposOnNumericTokens: null }, 'allowTyposOnNumericTokens in request 0: Invalid input: expected boolean, received null'],
    [{ ignorePlurals: 'en' }, 'ignorePlurals in request 0: expected true, false or a list of language codes such as ["en"]'],
    [{ ignorePlurals: ['english'] }, 'ignorePlurals.0 in request 0: expected a language code such as "en"'],
    [{ removeStopWords: 'true' }, 'removeStopWords in request 0: expected true, false or a list of language codes such as ["en"]'],
    [{ optionalWords: 5 }, 'optionalWords in request 0: expected a word or a list of words'],
    [{ minWordSizefor1Typo: -1 }, 'minWordSizefor1Typo in request 0: Too small: expected number to be >=0'],
    [{ minWordSizefor2Typos: 2.5 }, 'minWordSizefor2Typos in request 0: Invalid input: expected int, received number'],
    [{ disableTypoToleranceOnAttributes: 'vin' }, 'disableTypoToleranceOnAttributes in request 0: Invalid input: expected array, received string'],
  ])('refuses %j with a 400 naming the parameter and what it takes', async (params, message) => {
    expect(await call({ requests: [{ indexName: 'cars', ...params }] })).toEqual({
      status: 400,
      body: { message: `Invalid value for parameter ${message}`, status: 400 },
    })
  })
})

describe('answers', () => {
  it('answers a multi-query in order, like Algolia', async () => {
    const answer = await call({
      requests: [
        { indexName: 'cars', filters: 'make:Toyota', hitsPerPage: 3, facets: ['body'] },
        { indexName: 'cars_price_asc', hitsPerPage: 2 },
      ],
    })
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
    // Two calls: together they would pass the 1,000 hits one call may ask for (call-limits.ts).
    const [capped] = results(await call({ requests: [{ indexName: 'cars', hitsPerPage: 5000 }] }))
    const [deep] = results(await call({ requests: [{ indexName: 'cars', page: 5000, hitsPerPage: 20 }] }))
    expect(capped!.hitsPerPage).toBe(1000)
    expect(capped!.hits).toHaveLength(Math.min(cars.length, 1000))
    expect(deep!.hits).toEqual([])
    expect(deep!.nbHits).toBe(cars.length)
  })
})

describe('errors: 4xx with an Algolia-style message, never a crash', () => {
  it.each([
    ['a bad filter', { requests: [{ indexName: 'cars', filters: 'make:Toyota AND' }] }, 400, 'filters: Unexpected end of filter expected filter at col 15'],
    [
      'an OR mixing facet and numeric filters',
      { requests: [{ indexName: 'cars', filters: 'make:Mazda OR price < 5000' }] },
      400,
      'filters: Cannot mix facet and numeric filters in the same OR group at col 14',
    ],
    ['an unknown index', { requests: [{ indexName: 'nope' }] }, 404, 'Index nope does not exist'],
    [
      'too many queries',
      { requests: Array.from({ length: MAX_QUERIES_PER_CALL + 1 }, () => ({ indexName: 'cars' })) },
      400,
      'requests: too many queries (51), the maximum is 50 per call',
    ],
    ['no queries', { requests: [] }, 400, 'requests: at least one query is needed'],
    ['no requests list', { queries: [] }, 400, 'Invalid body: expected { "requests": [...] }'],
    ['a request without index', { requests: [{ query: 'x' }] }, 400, 'Invalid request 0: indexName Invalid input: expected string, received undefined'],
    [
      'a wrongly typed parameter',
      { requests: [{ indexName: 'cars', hitsPerPage: 'lots' }] },
      400,
      'Invalid value for parameter hitsPerPage in request 0: Invalid input: expected number, received string',
    ],
    [
      'a negative page',
      { requests: [{ indexName: 'cars', page: -1 }] },
      400,
      'Invalid value for parameter page in request 0: Too small: expected number to be >=0',
    ],
    [
      'a facet search on a non-searchable facet',
      { requests: [{ indexName: 'cars', type: 'facet', facet: 'body', facetQuery: 's' }] },
      400,
      'Cannot search in `body` attribute, you need to add `searchable(body)` to attributesForFaceting.',
    ],
    ['invalid JSON', '{"requests": [', 400, 'Invalid JSON'],
  ])('%s', async (_name, body, status, message) => {
    const answer = await call(body)
    expect(answer).toEqual({ status, body: { message, status } })
  })

  it('refuses missing or wrong credentials with 403', async () => {
    const answer = await call({ requests: [{ indexName: 'cars' }] }, '/1/indexes/*/queries', {
      headers: new Headers({ 'x-algolia-application-id': 'app', 'x-algolia-api-key': 'wrong' }),
    })
    expect(answer).toEqual({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } })
  })

  it('never accepts writes', async () => {
    expect((await call({ requests: [] }, '/1/indexes/cars/batch')).status).toBe(404)
    expect((await call({}, '/1/indexes/cars', { method: 'PUT' })).status).toBe(405)
    expect((await call({}, '/1/indexes/cars/settings', { method: 'GET' })).status).toBe(405)
  })

  it('answers random and truncated filter strings with 200 or a 4xx, never a server error', async () => {
    const pieces = [
      'make',
      'price',
      'year',
      ':',
      '"',
      "'",
      '(',
      ')',
      ' AND ',
      ' OR ',
      'NOT ',
      ' TO ',
      '<',
      '<=',
      '=',
      '!=',
      '>=',
      '>',
      '-',
      '1e3',
      '2015',
      'Toyota',
      '\\',
      ' ',
      '_tags',
      'ü',
    ]
    const filterString = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((parts) => parts.join('')),
    )
    const nested: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.string({ maxLength: 12 }), fc.integer(), fc.constant(null), fc.array(tie('node'), { maxLength: 3 })),
    })).node
    await fc.assert(
      fc.asyncProperty(filterString, nested, fc.nat(60), async (filters, facetFilters, cut) => {
        for (const body of [
          { requests: [{ indexName: 'cars', filters }] },
          { requests: [{ indexName: 'cars', facetFilters, numericFilters: facetFilters }] },
        ]) {
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

/** `value` inside `levels` arrays, as JSON text (JSON.stringify itself overflows past a few thousand levels). */
const nestedText = (levels: number, leaf = '"make:Toyota"') => `${'['.repeat(levels)}${leaf}${']'.repeat(levels)}`
const withParam = (name: string, json: string) => `{"requests":[{"indexName":"cars","${name}":${json}}]}`

describe('issue 16 item 4: filters nested too deeply answer 400, never a crash', () => {
  it.each(['facetFilters', 'numericFilters', 'tagFilters'])('%s nested 4,000 arrays deep answers 400, not 500', async (name) => {
    expect(await call(withParam(name, nestedText(4_000)))).toEqual({
      status: 400,
      body: { message: `${name}: nested too deeply (at most 2 levels) in request 0`, status: 400 },
    })
  })

  it('facetFilters nested 50,000 and 100,000 arrays deep answer 400 without overflowing the stack, also inside the params string', async () => {
    for (const levels of [50_000, 100_000]) {
      expect(await call(withParam('facetFilters', nestedText(levels)))).toMatchObject({
        status: 400,
        body: { message: 'facetFilters: nested too deeply (at most 2 levels) in request 0' },
      })
      expect(await call(withParam('params', JSON.stringify(`numericFilters=${encodeURIComponent(nestedText(levels, '"price>1"'))}`)))).toMatchObject({
        status: 400,
        body: { message: 'numericFilters: nested too deeply (at most 2 levels) in request 0' },
      })
    }
  })

  it('an unknown parameter nested 50,000 deep answers 400, not 500 (the params echo would overflow serialising it)', async () => {
    expect(await call(withParam('userData', nestedText(50_000, '{}')))).toEqual({
      status: 400,
      body: { message: 'Invalid value for parameter userData in request 0: nested too deeply (at most 10 levels)', status: 400 },
    })
    expect(await call(withParam('userData', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`))).toMatchObject({ status: 400 })
  })

  it('still answers what InstantSearch sends (an AND list of OR lists), and refuses a third level as Algolia does', async () => {
    const answer = await call({
      requests: [
        { indexName: 'cars', facetFilters: [['make:Toyota', 'make:Mazda'], 'car_type:used'], numericFilters: [['year<2014', 'year>2023'], 'price>=1000'] },
      ],
    })
    expect(answer.status).toBe(200)
    expect(results(answer)[0]!.nbHits).toBe(
      rank(
        cars,
        (car) => (car.make === 'Toyota' || car.make === 'Mazda') && car.car_type === 'used' && (car.year < 2014 || car.year > 2023) && (car.price ?? 0) >= 1000,
      ).length,
    )
    expect(await call({ requests: [{ indexName: 'cars', facetFilters: [[['make:Toyota']]] }] })).toMatchObject({
      status: 400,
      body: { message: 'facetFilters: nested too deeply (at most 2 levels) in request 0' },
    })
  })

  it('a body JSON.parse gives up on (RangeError) answers 400, not 500', async () => {
    const parse = vi.spyOn(JSON, 'parse').mockImplementationOnce(() => {
      throw new RangeError('Maximum call stack size exceeded')
    })
    try {
      expect(await call({ requests: [{ indexName: 'cars' }] })).toEqual({ status: 400, body: { message: 'Invalid JSON', status: 400 } })
    } finally {
      parse.mockRestore()
    }
  })

  it('a path that is not valid percent-encoding answers 404, not 500', async () => {
    expect(await call({ requests: [{ indexName: 'cars' }] }, '/1/indexes/%E0%A4%A/query')).toMatchObject({ status: 404 })
  })
})

describe('issue 16 item 7: what one call may ask for', () => {
  const many = (count: number, query: Record<string, unknown>) => Array.from({ length: count }, () => ({ indexName: 'cars', ...query }))

  it('50 queries of 1,000 hits each answer 400, not 112 MB', async () => {
    expect(await call({ requests: many(50, { hitsPerPage: 1000, facets: ['*'] }) })).toEqual({
      status: 400,
      body: { message: 'requests: too many hits (50000), the maximum is 1000 per call, counting hitsPerPage (or length) over all queries', status: 400 },
    })
  })

  it('counts hits over the whole call: 1,000 in all is answered, 1,020 is not; length counts like hitsPerPage', async () => {
    expect((await call({ requests: many(2, { hitsPerPage: 500 }) })).status).toBe(200)
    // A query that does not say asks for Algolia's default of 20.
    expect(await call({ requests: [...many(2, { hitsPerPage: 500 }), { indexName: 'cars' }] })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^requests: too many hits \(1020\)/) },
    })
    expect(
      await call({
        requests: [
          { indexName: 'cars', offset: 0, length: 1000 },
          { indexName: 'cars', hitsPerPage: 0, offset: 10 },
        ],
      }),
    ).toMatchObject({ status: 200 })
    expect(
      callOverLimits([
        { type: 'default', indexName: 'cars', params: { offset: 0, length: 1000 } },
        { type: 'default', indexName: 'cars', params: { offset: 0, length: 1 } },
      ]),
    ).toMatch(/too many hits \(1001\)/)
  })

  it('counts facets over the whole call: 50 queries for every facet answer 400', async () => {
    expect(await call({ requests: many(50, { hitsPerPage: 0, facets: ['*'] }) })).toEqual({
      status: 400,
      body: { message: "requests: too many facets (1500), the maximum is 300 per call, counting each query's facets ('*' as 30)", status: 400 },
    })
    expect(callOverLimits([{ type: 'default', indexName: 'cars', params: { facets: 'make, model,make' } }])).toBeUndefined()
  })

  it('counts facet values over the whole call: facets × maxValuesPerFacet, and maxFacetHits for facet searches', async () => {
    const valuesEach = (facets: string[], maxValuesPerFacet: number): StockQuery => ({
      type: 'default',
      indexName: 'cars',
      params: { hitsPerPage: 0, facets, maxValuesPerFacet },
    })
    expect(callOverLimits(Array.from({ length: 50 }, () => valuesEach(['make'], 1000)))).toBeUndefined()
    expect(callOverLimits([...Array.from({ length: 49 }, () => valuesEach(['make'], 1000)), valuesEach(['make', 'body'], 1000)])).toBe(
      'requests: too many facet values (51000), the maximum is 50000 per call, counting facets × maxValuesPerFacet (maxFacetHits for facet searches) over all queries',
    )
    // Values past Algolia's maxima count at the maximum, since that is all the engine returns.
    expect(callOverLimits(Array.from({ length: 50 }, () => valuesEach(['make'], 5000)))).toBeUndefined()
    const facetSearch: StockQuery = { type: 'facet', indexName: 'cars', facet: 'make', facetQuery: 't', params: { maxFacetHits: 5000 } }
    expect(callOverLimits([...Array.from({ length: 49 }, () => valuesEach(['make'], 1000)), facetSearch])).toBeUndefined()
    expect(callOverLimits([...Array.from({ length: 49 }, () => valuesEach(['make'], 1000)), valuesEach(['body'], 901), facetSearch])).toMatch(
      /too many facet values \(50001\)/,
    )
    expect(
      await call({
        requests: Array.from({ length: 10 }, () => ({
          indexName: 'cars',
          hitsPerPage: 0,
          facets: Array.from({ length: 10 }, (_, i) => `f${i}`),
          maxValuesPerFacet: 1000,
        })),
      }),
    ).toMatchObject({ status: 400 })
  })

  it('answers the search page’s largest call: every filter a site can show and every range refined (27 queries)', async () => {
    const filters: SearchFilter[] = (Object.keys(FILTER_ATTRIBUTES) as FilterAttribute[]).map((attribute) => ({
      attribute,
      label: attribute,
      display: 'dropdown',
      sort: 'count',
    }))
    const widgets = searchWidgetParams('fixture', filters)
    const ranges = widgets.ranges.map((range) => range.attribute)
    const bodies: string[] = []
    const client = liteClient('app', 'key', {
      hosts: [{ url: 'in-process.invalid', accept: 'read', protocol: 'https' }],
      requester: {
        async send(request) {
          const body = typeof request.data === 'string' ? request.data : ''
          bodies.push(body)
          // Throws (and fails the test) if the call is over any limit.
          const { queries } = decodeSearchCall({ method: request.method, path: new URL(request.url).pathname, query: new URLSearchParams(), headers, body })
          const empty = {
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: 0,
            processingTimeMS: 0,
            exhaustiveNbHits: true,
            query: '',
            params: '',
            facets: {},
          }
          return { status: 200, content: JSON.stringify({ results: queries.map(() => empty) }), isTimedOut: false }
        },
      },
    })
    const helper = algoliasearchHelper(client as never, 'stock_fixture', {
      ...widgets.configure,
      query: 'toyota hilux',
      disjunctiveFacets: [...filters.map((filter) => filter.attribute), ...ranges],
      maxValuesPerFacet: Math.max(...widgets.refinementLists.map((list) => list.limit)),
      disjunctiveFacetsRefinements: Object.fromEntries(filters.map((filter) => [filter.attribute, ['Value one', 'Value two']])),
      numericRefinements: Object.fromEntries(ranges.map((attribute) => [attribute, { '>=': [1000], '<=': [200_000] }])),
    })
    await helper.searchOnce({})
    expect(bodies).toHaveLength(1)
    const { requests } = JSON.parse(bodies[0]!) as { requests: unknown[] }
    expect(requests).toHaveLength(1 + filters.length + ranges.length)
    // The endpoint reads at most 128 KB of body (src/app/(site)/[host]/1/[...path]/route.ts).
    expect(bodies[0]!.length).toBeLessThan(64 * 1024) // half the limit: room for more refinements
  })
})
