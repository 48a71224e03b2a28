import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { algoliasearch } from 'algoliasearch'
import algoliasearchHelper from 'algoliasearch-helper'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createEmbeddedBackend } from '../../src/search/embedded/embedded-backend'
import { createSearchProtocolServer } from '../../src/search/http/node-server'
import { stockIndexName } from '../../src/search/stock-index-settings'
import { createStockSearch } from '../../src/search/stock-search'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'

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
  await stock.importFeed(SITE, feed, 'full')
  server = createSearchProtocolServer(credentials, (queries) => stock.search(SITE, queries))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  client = algoliasearch(credentials.appId, credentials.apiKey, { hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }] })
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

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
    const [toyotas, cheapest] = results as Array<{ hits: Array<{ price: number; make: string; objectID: string }>; nbHits: number; facets?: Record<string, Record<string, number>> }>
    const expected = listed.filter((car) => car.make === 'Toyota' && (car.price as number) >= 10_000 && (car.price as number) <= 40_000)
    expect(toyotas!.nbHits).toBe(expected.length)
    expect(toyotas!.facets?.make).toEqual({ Toyota: expected.length })
    expect(cheapest!.hits.map((hit) => hit.price)).toEqual(listed.map((car) => car.price as number).sort((a, b) => a - b).slice(0, 3))
  })

  it('searches one index and facet values', async () => {
    const single = await client.searchSingleIndex({ indexName: stockIndexName(SITE), searchParams: { query: 'mazda', hitsPerPage: 1000 } })
    expect(single.nbHits).toBe(listed.filter((car) => car.make === 'Mazda').length)
    const facetHits = await client.searchForFacetValues({ indexName: stockIndexName(SITE), facetName: 'make', searchForFacetValuesRequest: { facetQuery: 'to' } })
    expect(facetHits.facetHits).toEqual([{ value: 'Toyota', highlighted: '<em>To</em>yota', count: listed.filter((car) => car.make === 'Toyota').length }])
  })

  it('gets Algolia-style errors back as ApiError', async () => {
    await expect(client.search({ requests: [{ indexName: stockIndexName(SITE), filters: 'make:Toyota OR' }] })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^filters: Unexpected end of filter expected filter at col 14/) })
    await expect(client.search({ requests: [{ indexName: 'stock_other-site' }] })).rejects.toMatchObject({ status: 404 })
  })

  it('cannot write', async () => {
    await expect(client.saveObject({ indexName: stockIndexName(SITE), body: { objectID: 'x' } })).rejects.toMatchObject({ status: 404 })
  })
})

describe('disjunctive faceting, the way InstantSearch asks for it', () => {
  it('shows each refined facet’s other values with counts that ignore that facet’s own refinements', async () => {
    const helper = algoliasearchHelper(client as never, stockIndexName(SITE), { disjunctiveFacets: ['make', 'body'], facets: ['car_type'], maxValuesPerFacet: 50 })
    helper.addDisjunctiveFacetRefinement('make', 'Toyota').addDisjunctiveFacetRefinement('make', 'Ford').addDisjunctiveFacetRefinement('body', 'SUV').addFacetRefinement('car_type', 'used')
    const { content } = await helper.searchOnce({})
    const used = listed.filter((car) => car.car_type === 'used')
    const inMakes = (car: (typeof feed)[number]) => car.make === 'Toyota' || car.make === 'Ford'
    const result = used.filter((car) => inMakes(car) && car.simple_body === 'SUV')
    expect(content.nbHits).toBe(result.length)
    const shown = (facet: string) => Object.fromEntries((content.getFacetValues(facet, {}) as Array<{ name: string; count: number }>).map((value) => [value.name, value.count]))
    // Make counts: every make, among used SUVs. Body counts: every body, among used Toyotas and Fords.
    expect(shown('make')).toEqual(counts(used.filter((car) => car.simple_body === 'SUV'), 'make'))
    expect(shown('body')).toEqual(counts(used.filter(inMakes), 'simple_body'))
    expect(shown('car_type')).toEqual(counts(result, 'car_type'))
  })
})
