import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { algoliasearch } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'
import algoliasearchHelper from 'algoliasearch-helper'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { searchCredentials } from '../../src/platform/env'
import { createEmbeddedBackend } from '../../src/features/search/adapters/embedded/embedded-backend'
import { createSearchProtocolServer } from '../../src/features/search/http/node-server'
import { stockIndexName } from '../../src/domain/stock-index'
import { createStockSearch, replaceSiteStock } from '../../src/features/search/stock/stock-search'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'

// A search rate limit small enough to reach in a test; read when src/platform/rate-limit.ts loads.
const { SEARCH_RATE_LIMIT, previousRateLimit } = vi.hoisted(() => {
  const previousRateLimit = process.env.SEARCH_CLIENT_RATE_LIMIT
  process.env.SEARCH_CLIENT_RATE_LIMIT = '5'
  return { SEARCH_RATE_LIMIT: 5, previousRateLimit }
})

const { POST } = await import('../../src/app/(site)/[host]/1/[...path]/route')
const { BODY_MESSAGES } = await import('../../src/platform/request-body')

/**
 * Issue 5: the unmodified algoliasearch v5 client, and InstantSearch's helper with disjunctive
 * facets, against the app's search protocol over real HTTP and the embedded engine.
 */
const SITE = 'sunset-coast-cars-and-caravans'
const credentials = { appId: 'test-app', apiKey: 'test-key' }
const MAKES = ['Toyota', 'Mazda', 'Ford', 'RAM', 'Hyundai']
const BODIES = ['SUV', 'Ute', 'Hatch', 'Sedan']
const feed = Array.from({ length: 240 }, (_, i) =>
  feedCar(i + 1, {
    make: MAKES[i % MAKES.length],
    model: `Model ${i % 7}`,
    slug: `car-${i + 1}`,
    simple_body: BODIES[(i * 7) % BODIES.length],
    price: 8_000 + ((i * 7919) % 90_000),
    year: 2012 + (i % 13),
    km: (i * 4_321) % 180_000,
    car_type: i % 9 === 0 ? 'new' : 'used',
  }),
)
/** What the site lists: everything except RAM, which the Sunset Coast seed excludes (site-seeds stockRules). */
const listed = feed.filter((car) => car.make !== 'RAM')

let payload: Payload
let server: Server
let client: ReturnType<typeof algoliasearch>

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  const stock = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
  await replaceSiteStock(stock, SITE, feed)
  server = createSearchProtocolServer(credentials, (queries) => stock.search(SITE, queries))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  client = algoliasearch(credentials.appId, credentials.apiKey, { hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }] })
})

afterAll(async () => {
  if (previousRateLimit === undefined) delete process.env.SEARCH_CLIENT_RATE_LIMIT
  else process.env.SEARCH_CLIENT_RATE_LIMIT = previousRateLimit
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const counts = (cars: typeof feed, attribute: string) => {
  const out: Record<string, number> = {}
  for (const car of cars) out[String(car[attribute])] = (out[String(car[attribute])] ?? 0) + 1
  return out
}

describe('the real algoliasearch v5 client', () => {
  it('runs a multi-query with a filter, facets and a replica sort', async () => {
    const { results } = await client.search<{ price: number; make: string }>({
      requests: [
        { indexName: stockIndexName(SITE), filters: 'make:Toyota AND price:10000 TO 40000', facets: ['body', 'make'], hitsPerPage: 5 },
        { indexName: stockIndexName(SITE, 'price-asc'), hitsPerPage: 3 },
      ],
    })
    const [toyotas, cheapest] = results as Array<{
      hits: Array<{ price: number; make: string; objectID: string }>
      nbHits: number
      facets?: Record<string, Record<string, number>>
    }>
    const expected = listed.filter((car) => car.make === 'Toyota' && (car.price as number) >= 10_000 && (car.price as number) <= 40_000)
    expect(toyotas!.nbHits).toBe(expected.length)
    expect(toyotas!.facets?.make).toEqual({ Toyota: expected.length })
    expect(cheapest!.hits.map((hit) => hit.price)).toEqual(
      listed
        .map((car) => car.price as number)
        .sort((a, b) => a - b)
        .slice(0, 3),
    )
  })

  it('searches one index and facet values', async () => {
    const single = await client.searchSingleIndex({ indexName: stockIndexName(SITE), searchParams: { query: 'mazda', hitsPerPage: 1000 } })
    expect(single.nbHits).toBe(listed.filter((car) => car.make === 'Mazda').length)
    const facetHits = await client.searchForFacetValues({
      indexName: stockIndexName(SITE),
      facetName: 'make',
      searchForFacetValuesRequest: { facetQuery: 'to' },
    })
    expect(facetHits.facetHits).toEqual([{ value: 'Toyota', highlighted: '<em>To</em>yota', count: listed.filter((car) => car.make === 'Toyota').length }])
  })

  it('gets Algolia-style errors back as ApiError', async () => {
    await expect(client.search({ requests: [{ indexName: stockIndexName(SITE), filters: 'make:Toyota OR' }] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^filters: Unexpected end of filter expected filter at col 14/),
    })
    await expect(client.search({ requests: [{ indexName: 'stock_other-site' }] })).rejects.toMatchObject({ status: 404 })
  })

  it('cannot write', async () => {
    await expect(client.saveObject({ indexName: stockIndexName(SITE), body: { objectID: 'x' } })).rejects.toMatchObject({ status: 404 })
  })
})

describe('disjunctive faceting, the way InstantSearch asks for it', () => {
  it('shows each refined facet’s other values with counts that ignore that facet’s own refinements', async () => {
    const helper = algoliasearchHelper(client as never, stockIndexName(SITE), {
      disjunctiveFacets: ['make', 'body'],
      facets: ['car_type'],
      maxValuesPerFacet: 50,
    })
    helper
      .addDisjunctiveFacetRefinement('make', 'Toyota')
      .addDisjunctiveFacetRefinement('make', 'Ford')
      .addDisjunctiveFacetRefinement('body', 'SUV')
      .addFacetRefinement('car_type', 'used')
    const { content } = await helper.searchOnce({})
    const used = listed.filter((car) => car.car_type === 'used')
    const inMakes = (car: (typeof feed)[number]) => car.make === 'Toyota' || car.make === 'Ford'
    const result = used.filter((car) => inMakes(car) && car.simple_body === 'SUV')
    expect(content.nbHits).toBe(result.length)
    const shown = (facet: string) =>
      Object.fromEntries((content.getFacetValues(facet, {}) as Array<{ name: string; count: number }>).map((value) => [value.name, value.count]))
    // Make counts: every make, among used SUVs. Body counts: every body, among used Toyotas and Fords.
    expect(shown('make')).toEqual(
      counts(
        used.filter((car) => car.simple_body === 'SUV'),
        'make',
      ),
    )
    expect(shown('body')).toEqual(counts(used.filter(inMakes), 'simple_body'))
    expect(shown('car_type')).toEqual(counts(result, 'car_type'))
  })
})

/**
 * Issue 16 items 4, 5 and 7: the real Next route handler for this site's host, as the proxy calls it
 * (host and path from the rewrite), each call from its own address unless a test says otherwise.
 */
const HOST = `${SITE}.localhost`
let address = 0
const nextAddress = () => `198.51.100.${++address}`

async function callRoute(body: BodyInit, { headers = {}, path = ['indexes', '*', 'queries'] }: { headers?: Record<string, string>; path?: string[] } = {}) {
  const request = new Request(`http://${HOST}/1/${path.join('/')}`, {
    method: 'POST',
    headers: {
      'x-algolia-application-id': searchCredentials.appId,
      'x-algolia-api-key': searchCredentials.apiKey,
      'content-type': 'text/plain',
      'x-forwarded-for': nextAddress(),
      ...headers,
    },
    body,
  })
  const response = await POST(request, { params: Promise.resolve({ host: HOST, path }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
}

const nested = (name: string, levels: number) =>
  `{"requests":[{"indexName":"${stockIndexName(SITE)}","${name}":${'['.repeat(levels)}"make:Toyota"${']'.repeat(levels)}}]}`
const batch = {
  requests: [
    { indexName: stockIndexName(SITE), facetFilters: [['make:Toyota', 'make:Ford']], facets: ['make', 'body'], hitsPerPage: 5 },
    { indexName: stockIndexName(SITE, 'price-asc'), hitsPerPage: 3 },
  ],
}

describe('the search route refuses bad input with 4xx, never 500 (issue 16 items 4 and 5)', () => {
  it.each(['facetFilters', 'numericFilters'])('%s nested 4,000 arrays deep answers 400, not 500', async (name) => {
    expect(await callRoute(nested(name, 4_000))).toMatchObject({
      status: 400,
      body: { message: `${name}: nested too deeply (at most 2 levels) in request 0`, status: 400 },
    })
  })

  it('facetFilters nested 30,000 arrays deep (60 KB, inside the body limit) answers 400, not 500', async () => {
    expect(await callRoute(nested('facetFilters', 30_000))).toMatchObject({
      status: 400,
      body: { message: 'facetFilters: nested too deeply (at most 2 levels) in request 0' },
    })
  })

  it('a body marked gzip that is not gzip answers 400, not 500', async () => {
    expect(await callRoute(JSON.stringify(batch), { headers: { 'content-encoding': 'gzip' } })).toMatchObject({
      status: 400,
      body: { message: BODY_MESSAGES.badEncoding, status: 400 },
    })
  })

  it('a gzipped body that is valid gzip is still answered, the same as the plain one', async () => {
    const plain = await callRoute(JSON.stringify(batch))
    const gzipped = await callRoute(gzipSync(JSON.stringify(batch)), { headers: { 'content-encoding': 'gzip' } })
    expect(plain.status).toBe(200)
    expect(withoutTimings(gzipped.body)).toEqual(withoutTimings(plain.body))
  })
})

describe('the search route bounds what one call costs (issue 16 item 7)', () => {
  it('a 51 KB gzip body that expands to 50 MB answers 413 (it used to be read in full)', async () => {
    const bomb = gzipSync(`{"requests":[{"indexName":"${stockIndexName(SITE)}","query":"${' '.repeat(50 * 1024 * 1024)}"}]}`, { level: 9 })
    expect(bomb.byteLength).toBeLessThan(52 * 1024)
    expect(await callRoute(bomb, { headers: { 'content-encoding': 'gzip' } })).toMatchObject({
      status: 413,
      body: { message: BODY_MESSAGES.tooLarge, status: 413 },
    })
  })

  it('a plain body over 128 KB answers 413', async () => {
    const body = JSON.stringify({ requests: [{ indexName: stockIndexName(SITE), query: 'x'.repeat(128 * 1024) }] })
    expect(await callRoute(body)).toMatchObject({ status: 413, body: { message: BODY_MESSAGES.tooLarge, status: 413 } })
  })

  it('50 queries of 1,000 hits with every facet answer 400, not 112 MB', async () => {
    const requests = Array.from({ length: 50 }, () => ({ indexName: stockIndexName(SITE), hitsPerPage: 1000, facets: ['*'] }))
    expect(await callRoute(JSON.stringify({ requests }))).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^requests: too many hits \(50000\), the maximum is 1000 per call/), status: 400 },
    })
  })

  it(`answers 429 with retry-after once one address has made the limit's calls in a minute (here ${SEARCH_RATE_LIMIT})`, async () => {
    const shopper = { 'x-forwarded-for': '203.0.113.77' }
    for (let i = 0; i < SEARCH_RATE_LIMIT; i++) expect((await callRoute(JSON.stringify(batch), { headers: shopper })).status).toBe(200)
    const refused = await callRoute(JSON.stringify(batch), { headers: shopper })
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Too many search requests/), status: 429 } })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    // Another shopper is not held back.
    expect((await callRoute(JSON.stringify(batch))).status).toBe(200)
  })

  it('a normal InstantSearch batch still answers 200, with the same results as the protocol without the route', async () => {
    const routeClient = liteClient(searchCredentials.appId, searchCredentials.apiKey, {
      hosts: [{ url: HOST, accept: 'read', protocol: 'http' }],
      requester: {
        async send(request) {
          const url = new URL(request.url)
          const response = await POST(
            new Request(url, {
              method: request.method,
              headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
              body: typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data),
            }),
            {
              params: Promise.resolve({ host: HOST, path: url.pathname.split('/').filter(Boolean).slice(1) }),
            },
          )
          return { status: response.status, content: await response.text(), isTimedOut: false }
        },
      },
    })
    // The search page's shape: 21 hits, disjunctive filters and a price range, the make list's 200 values.
    const state = { hitsPerPage: 21, disjunctiveFacets: ['make', 'body', 'car_type', 'price'], maxValuesPerFacet: 200 }
    const search = async (searchClient: unknown) => {
      const helper = algoliasearchHelper(searchClient as never, stockIndexName(SITE), state)
      helper
        .addDisjunctiveFacetRefinement('make', 'Toyota')
        .addDisjunctiveFacetRefinement('make', 'Ford')
        .addDisjunctiveFacetRefinement('body', 'SUV')
        .addNumericRefinement('price', '>=', 20_000)
      const { content } = await helper.searchOnce({})
      return content
    }
    const viaRoute = await search(routeClient)
    const direct = await search(client)
    const raw = (content: unknown) => (content as { _rawResults: Array<Record<string, unknown>> })._rawResults.map(withoutTimings)
    expect(raw(viaRoute)).toHaveLength(4)
    expect(raw(viaRoute)).toEqual(raw(direct))
    const expected = listed.filter((car) => (car.make === 'Toyota' || car.make === 'Ford') && car.simple_body === 'SUV' && (car.price as number) >= 20_000)
    expect(viaRoute.nbHits).toBe(expected.length)
    expect(viaRoute.hits).toHaveLength(Math.min(21, expected.length))
  })
})

function withoutTimings(result: Record<string, unknown>): Record<string, unknown> {
  const { processingTimeMS: _time, serverTimeMS: _server, results, ...rest } = result
  return Array.isArray(results) ? { ...rest, results: results.map((item) => withoutTimings(item as Record<string, unknown>)) } : rest
}
