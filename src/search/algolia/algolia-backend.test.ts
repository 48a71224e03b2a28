import type { EndRequest, Requester, Response } from '@algolia/client-common'
import { describe, expect, it } from 'vitest'

import { clientErrorStatus } from '../port'
import { stockIndexSettings } from '../stock-index-settings'
import { algoliaSettingsFor, createAlgoliaBackend } from './algolia-backend'

/** Issue 5 "Algolia adapter": the exact calls it sends, seen through the client's own custom requester. */
interface Call {
  method: string
  path: string
  body: unknown
  apiKey: string | null
}

function recordingRequester(answer: (call: Call) => { status: number; body: unknown } = () => ({ status: 200, body: { taskID: 1 } })) {
  const calls: Call[] = []
  const requester: Requester = {
    async send(request: EndRequest): Promise<Response> {
      const url = new URL(request.url)
      const call = { method: request.method, path: decodeURIComponent(url.pathname), body: request.data ? JSON.parse(String(request.data)) : undefined, apiKey: request.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key') }
      calls.push(call)
      const { status, body } = call.path.includes('/task/') ? { status: 200, body: { status: 'published' } } : answer(call)
      return { status, content: JSON.stringify(body), isTimedOut: false }
    },
  }
  return { calls, requester, writes: () => calls.filter((call) => !call.path.includes('/task/')) }
}

const options = { appId: 'APP', searchKey: 'search-key', adminKey: 'admin-key' }
const settings = stockIndexSettings('harbour-city-auto')
const records = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ({ objectID: String(from + i), make: 'Kia', price: 20_000 + i }))

describe('search', () => {
  it('sends one multi-query with flattened params and facet searches, with the search key', async () => {
    const { calls, requester } = recordingRequester(() => ({ status: 200, body: { results: [{ hits: [], nbHits: 0 }, { facetHits: [] }] } }))
    const backend = createAlgoliaBackend({ ...options, requester })
    const results = await backend.search('harbour-city-auto', [
      { type: 'default', indexName: 'stock_harbour-city-auto', params: { query: 'kia', facetFilters: [['make:Kia', 'make:Mazda']], numericFilters: ['listed_until>=60'], hitsPerPage: 21 } },
      { type: 'facet', indexName: 'stock_harbour-city-auto', facet: 'make', facetQuery: 'ma', params: { maxFacetHits: 5 } },
    ])
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/1/indexes/*/queries',
        apiKey: 'search-key',
        body: {
          requests: [
            { indexName: 'stock_harbour-city-auto', query: 'kia', facetFilters: [['make:Kia', 'make:Mazda']], numericFilters: ['listed_until>=60'], hitsPerPage: 21 },
            { indexName: 'stock_harbour-city-auto', type: 'facet', facet: 'make', facetQuery: 'ma', maxFacetHits: 5 },
          ],
        },
      },
    ])
    expect(results).toEqual([{ hits: [], nbHits: 0 }, { facetHits: [] }])
  })

  it("keeps Algolia's 4xx status and message, and treats a 5xx as a server failure", async () => {
    const bad = createAlgoliaBackend({ ...options, requester: recordingRequester(() => ({ status: 400, body: { message: 'filters: Unexpected token string(x) expected end of filter at col 12', status: 400 } })).requester })
    const failure = await bad.search('s', [{ type: 'default', indexName: 'stock_s', params: {} }]).catch((error: unknown) => error)
    expect(clientErrorStatus(failure)).toBe(400)
    expect((failure as Error).message).toBe('filters: Unexpected token string(x) expected end of filter at col 12')

    const down = createAlgoliaBackend({ ...options, requester: recordingRequester(() => ({ status: 503, body: { message: 'Service unavailable' } })).requester })
    const outage = await down.search('s', [{ type: 'default', indexName: 'stock_s', params: {} }]).catch((error: unknown) => error)
    expect(clientErrorStatus(outage)).toBeUndefined()
  })
})

describe('publish', () => {
  it('pushes settings to the primary index and each replica, sorted replicas keeping relevance after their sort', async () => {
    const { primary, replicas } = algoliaSettingsFor(settings)
    expect(primary).toEqual({
      searchableAttributes: settings.searchableAttributes,
      attributesForFaceting: settings.attributesForFaceting,
      customRanking: ['desc(custom_rank)'],
      paginationLimitedTo: 1000,
      replicas: ['stock_harbour-city-auto_price-asc', 'stock_harbour-city-auto_price-desc', 'stock_harbour-city-auto_km-asc', 'stock_harbour-city-auto_year-desc', 'stock_harbour-city-auto_newest-listed'],
    })
    expect(replicas['stock_harbour-city-auto_price-asc']!.ranking).toEqual(['asc(price)', 'typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'])
    expect(replicas['stock_harbour-city-auto_newest-listed']!.ranking![0]).toBe('desc(created_at_timestamp)')
    expect(primary.attributesForFaceting).toHaveLength(30)

    const { writes, requester } = recordingRequester()
    await createAlgoliaBackend({ ...options, requester }).publish({ siteSlug: 'harbour-city-auto', settings, records: [], upserted: [], removedIds: [] })
    expect(writes().map((call) => [call.method, call.path, call.apiKey])).toEqual([
      ['PUT', '/1/indexes/stock_harbour-city-auto/settings', 'admin-key'],
      ...Object.keys(replicas).map((name) => ['PUT', `/1/indexes/${name}/settings`, 'admin-key']),
    ])
    expect(writes()[0]!.body).toEqual(primary)
  })

  it('saves changed cars in batches, then deletes removed ones, waiting for each task', async () => {
    const { calls, writes, requester } = recordingRequester()
    const all = records(2_500)
    await createAlgoliaBackend({ ...options, requester, batchSize: 1000 }).publish({ siteSlug: 's', settings: stockIndexSettings('s'), records: all, upserted: all, removedIds: ['x1', 'x2'] })
    const batches = writes().filter((call) => call.path === '/1/indexes/stock_s/batch')
    expect(batches.map((call) => (call.body as { requests: unknown[] }).requests.length)).toEqual([1000, 1000, 500, 2])
    expect((batches[0]!.body as { requests: unknown[] }).requests[0]).toEqual({ action: 'addObject', body: all[0] })
    expect((batches[3]!.body as { requests: unknown[] }).requests).toEqual([
      { action: 'deleteObject', body: { objectID: 'x1' } },
      { action: 'deleteObject', body: { objectID: 'x2' } },
    ])
    expect(calls.filter((call) => call.path.includes('/task/')).length).toBeGreaterThanOrEqual(batches.length)
  })

  it('sends nothing for records when nothing changed', async () => {
    const { writes, requester } = recordingRequester()
    await createAlgoliaBackend({ ...options, requester }).publish({ siteSlug: 's', settings: stockIndexSettings('s'), records: records(3), upserted: [], removedIds: [] })
    expect(writes().every((call) => call.path.endsWith('/settings'))).toBe(true)
  })
})
