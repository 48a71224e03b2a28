import { describe, expect, it } from 'vitest'

import { DEFAULT_SITE_SEARCH } from '@/domain/site-search'
import { clientErrorStatus, type StockQuery, type Synonym } from '../../port'
import { stockIndexSettings } from '../../stock/stock-index-settings'
import { algoliaSettingsFor, createAlgoliaBackend, type Requester } from './algolia-backend'

/** Issue 5 "Algolia adapter": the exact calls it sends, seen through the client's own custom requester. */
interface Call {
  method: string
  path: string
  /** Query string without `x-algolia-agent` (it names the Node version). */
  query: Record<string, string>
  body: unknown
  apiKey: string | undefined
}

type Answer = { status: number; body: unknown }

/**
 * A stand-in for Algolia's REST API: writes answer with a fresh taskID, task polls with
 * `published`, the settings read behind `indexExists` with 200 or 404. Every call is recorded.
 */
function fakeAlgolia({ indexExists = true, search }: { indexExists?: boolean; search?: (call: Call) => Answer } = {}) {
  const calls: Call[] = []
  let nextTaskID = 100
  const answer = (call: Call): Answer => {
    if (call.path === '/1/indexes/*/queries') return search ? search(call) : { status: 200, body: { results: [] } }
    if (call.path.includes('/task/')) return { status: 200, body: { status: 'published' } }
    if (call.method === 'GET' && call.path.endsWith('/settings'))
      return indexExists ? { status: 200, body: {} } : { status: 404, body: { message: 'Index does not exist', status: 404 } }
    return { status: 200, body: { taskID: nextTaskID++, updatedAt: '2025-01-01T00:00:00Z' } }
  }
  const requester: Requester = {
    async send(request) {
      const url = new URL(request.url)
      const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'x-algolia-agent'))
      const call: Call = {
        method: request.method,
        path: decodeURIComponent(url.pathname),
        query,
        body: request.data === undefined ? undefined : JSON.parse(String(request.data)),
        apiKey: request.headers['x-algolia-api-key'],
      }
      calls.push(call)
      const { status, body } = answer(call)
      return { status, content: JSON.stringify(body), isTimedOut: false }
    },
  }
  return {
    requester,
    calls,
    /** Calls other than task polls, as `METHOD path`. */
    writes: () => calls.filter((call) => !call.path.includes('/task/')).map((call) => `${call.method} ${call.path}`),
    batches: (indexName: string) =>
      calls
        .filter((call) => call.path === `/1/indexes/${indexName}/batch`)
        .map((call) => (call.body as { requests: Array<{ action: string; body: { objectID: string } }> }).requests),
    /** Task ids handed out by writes, and the ones polled for (ascending). */
    taskIDsGiven: () => Array.from({ length: nextTaskID - 100 }, (_, i) => 100 + i),
    taskIDsPolled: () =>
      [...new Set(calls.filter((call) => call.path.includes('/task/')).map((call) => Number(call.path.split('/').pop())))].sort((a, b) => a - b),
  }
}

const keys = { appId: 'APP', searchKey: 'search-key', adminKey: 'admin-key' }
const SITE = 'harbour-city-auto'
const settings = stockIndexSettings(SITE)
const cars = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ objectID: `car-${from + i}`, make: i % 2 ? 'Kia' : 'Mazda', price: 20_000 + i }))
const query: StockQuery = { type: 'default', indexName: `stock_${SITE}`, params: {} }

describe('search', () => {
  it('sends one multi-query with the search key, params flattened beside each index, and returns results in order', async () => {
    const results = [
      { hits: [{ objectID: 'car-1', make: 'Kia', price: 20_001 }], nbHits: 1 },
      { facetHits: [{ value: 'Mazda', highlighted: '<em>Ma</em>zda', count: 3 }] },
    ]
    const algolia = fakeAlgolia({ search: () => ({ status: 200, body: { results } }) })
    const answered = await createAlgoliaBackend({ ...keys, requester: algolia.requester }).search(SITE, [
      {
        type: 'default',
        indexName: `stock_${SITE}_price-asc`,
        params: { query: 'kia', filters: 'price < 30000', facetFilters: [['make:Kia', 'make:Mazda']], hitsPerPage: 21, facets: ['make', 'body'] },
      },
      { type: 'facet', indexName: `stock_${SITE}`, facet: 'make', facetQuery: 'ma', params: { maxFacetHits: 5, filters: 'status:new' } },
    ])
    expect(algolia.calls).toEqual([
      {
        method: 'POST',
        path: '/1/indexes/*/queries',
        query: {},
        apiKey: 'search-key',
        body: {
          requests: [
            {
              indexName: `stock_${SITE}_price-asc`,
              query: 'kia',
              filters: 'price < 30000',
              facetFilters: [['make:Kia', 'make:Mazda']],
              hitsPerPage: 21,
              facets: ['make', 'body'],
            },
            { indexName: `stock_${SITE}`, type: 'facet', facet: 'make', facetQuery: 'ma', maxFacetHits: 5, filters: 'status:new' },
          ],
        },
      },
    ])
    expect(answered).toEqual(results)
  })

  it("keeps a 400's status and Algolia's message, so the caller is told what was wrong", async () => {
    const message = 'filters: Unexpected token string(x) expected end of filter at col 12'
    const algolia = fakeAlgolia({ search: () => ({ status: 400, body: { message, status: 400 } }) })
    const failure = await createAlgoliaBackend({ ...keys, requester: algolia.requester })
      .search(SITE, [query])
      .catch((error: unknown) => error)
    expect(clientErrorStatus(failure)).toBe(400)
    expect((failure as Error).message).toBe(message)
    expect(algolia.calls).toHaveLength(1) // a 4xx is final: not retried on the other hosts
  })

  it('keeps a 404 for an index Algolia does not have, as the embedded engine does', async () => {
    const algolia = fakeAlgolia({ search: () => ({ status: 404, body: { message: `Index stock_${SITE} does not exist`, status: 404 } }) })
    const failure = await createAlgoliaBackend({ ...keys, requester: algolia.requester })
      .search(SITE, [query])
      .catch((error: unknown) => error)
    expect(clientErrorStatus(failure)).toBe(404)
    expect((failure as Error).message).toBe(`Index stock_${SITE} does not exist`)
  })

  it('treats a 5xx on every host as a server failure', async () => {
    const algolia = fakeAlgolia({ search: () => ({ status: 500, body: { message: 'Internal error' } }) })
    const failure = await createAlgoliaBackend({ ...keys, requester: algolia.requester })
      .search(SITE, [query])
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(clientErrorStatus(failure)).toBeUndefined()
    expect(algolia.calls.length).toBeGreaterThan(1) // the client tried the fallback hosts first
  })

  it('treats a refused search key (403) as a server failure: the configuration is wrong, not the query', async () => {
    const algolia = fakeAlgolia({ search: () => ({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } }) })
    const failure = await createAlgoliaBackend({ ...keys, requester: algolia.requester })
      .search(SITE, [query])
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(clientErrorStatus(failure)).toBeUndefined()
    expect((failure as Error).message).toContain('Invalid Application-ID or API key')
  })
})

describe('algoliaSettingsFor', () => {
  const standard = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']
  /** The stock index's text settings (stock-index-settings.ts), the rest at Algolia's defaults. */
  const stockText = {
    typoTolerance: true,
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    allowTyposOnNumericTokens: false,
    disableTypoToleranceOnAttributes: ['stocknum', 'vin'],
    disableTypoToleranceOnWords: [],
    ignorePlurals: ['en'],
    removeStopWords: false,
    removeWordsIfNoResults: 'none',
    optionalWords: [],
    advancedSyntax: false,
  }

  it('turns the site settings into the primary index settings, naming every sort replica', () => {
    const { primary } = algoliaSettingsFor(settings)
    expect(primary).toEqual({
      searchableAttributes: settings.searchableAttributes,
      attributesForFaceting: settings.attributesForFaceting,
      customRanking: ['desc(custom_rank)'],
      paginationLimitedTo: 1000,
      ranking: standard,
      ...stockText,
      replicas: [`stock_${SITE}_price-asc`, `stock_${SITE}_price-desc`, `stock_${SITE}_km-asc`, `stock_${SITE}_year-desc`, `stock_${SITE}_newest-listed`],
    })
    expect(primary.searchableAttributes[0]).toBe('unordered(name)')
    expect(primary.searchableAttributes.at(-1)).toBe('unordered(vin)')
    expect(primary.attributesForFaceting).toContain('searchable(make)')
    expect(primary.attributesForFaceting).toContain('filterOnly(dealership_slug)')
  })

  it("gives each replica its sort, then Algolia's default criteria, and the same custom ranking and text settings", () => {
    const { replicas } = algoliaSettingsFor(settings)
    const shared = {
      searchableAttributes: settings.searchableAttributes,
      attributesForFaceting: settings.attributesForFaceting,
      customRanking: ['desc(custom_rank)'],
      paginationLimitedTo: 1000,
      ...stockText,
    }
    expect(replicas).toEqual({
      [`stock_${SITE}_price-asc`]: { ...shared, ranking: ['asc(price)', ...standard] },
      [`stock_${SITE}_price-desc`]: { ...shared, ranking: ['desc(price)', ...standard] },
      [`stock_${SITE}_km-asc`]: { ...shared, ranking: ['asc(km)', ...standard] },
      [`stock_${SITE}_year-desc`]: { ...shared, ranking: ['desc(year)', ...standard] },
      [`stock_${SITE}_newest-listed`]: { ...shared, ranking: ['desc(created_at_timestamp)', ...standard] },
    })
  })

  it('keeps a configured pagination limit and an index without replicas', () => {
    const { primary, replicas } = algoliaSettingsFor({
      indexName: 'plain',
      searchableAttributes: ['name'],
      attributesForFaceting: [],
      paginationLimitedTo: 5000,
    })
    expect(primary).toMatchObject({ searchableAttributes: ['name'], attributesForFaceting: [], customRanking: [], paginationLimitedTo: 5000, replicas: [] })
    expect(replicas).toEqual({})
  })

  it("sends Algolia's defaults for text settings left unset, so one dropped here does not live on in the hosted index", () => {
    const { primary } = algoliaSettingsFor({ indexName: 'plain', searchableAttributes: ['name'], attributesForFaceting: [] })
    expect(primary).toEqual({
      searchableAttributes: ['name'],
      attributesForFaceting: [],
      customRanking: [],
      paginationLimitedTo: 1000,
      ranking: standard,
      typoTolerance: true,
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: true,
      disableTypoToleranceOnAttributes: [],
      disableTypoToleranceOnWords: [],
      ignorePlurals: false,
      removeStopWords: false,
      removeWordsIfNoResults: 'none',
      optionalWords: [],
      advancedSyntax: false,
      replicas: [],
    })
  })

  it('passes every text setting the engine honours, and a custom ranking after each replica sort', () => {
    const text = {
      typoTolerance: 'min' as const,
      minWordSizefor1Typo: 5,
      minWordSizefor2Typos: 9,
      allowTyposOnNumericTokens: false,
      disableTypoToleranceOnAttributes: ['vin'],
      disableTypoToleranceOnWords: ['hilux'],
      ignorePlurals: true,
      removeStopWords: ['en'],
      removeWordsIfNoResults: 'allOptional' as const,
      optionalWords: ['used'],
      advancedSyntax: true,
    }
    const ranking = ['words', 'typo', 'exact', 'custom']
    const { primary, replicas } = algoliaSettingsFor({
      indexName: 'cars',
      searchableAttributes: ['name'],
      attributesForFaceting: [],
      ranking,
      replicas: { cars_price: { sort: [{ attribute: 'price', direction: 'asc' }] } },
      ...text,
    })
    expect(primary).toMatchObject({ ...text, ranking })
    expect(replicas.cars_price).toMatchObject({ ...text, ranking: ['asc(price)', ...ranking] })
  })
})

describe('publish', () => {
  const replicaNames = [`stock_${SITE}_price-asc`, `stock_${SITE}_price-desc`, `stock_${SITE}_km-asc`, `stock_${SITE}_year-desc`, `stock_${SITE}_newest-listed`]
  const settingsCalls = [
    `GET /1/indexes/stock_${SITE}/settings`,
    `PUT /1/indexes/stock_${SITE}/settings`,
    ...replicaNames.map((name) => `PUT /1/indexes/${name}/settings`),
    `POST /1/indexes/stock_${SITE}/synonyms/batch`,
  ]

  it('pushes the settings with the admin key, primary first, then the synonyms, waiting for each task; nothing else for an empty site', async () => {
    const algolia = fakeAlgolia()
    await createAlgoliaBackend({ ...keys, requester: algolia.requester }).publish({ siteSlug: SITE, settings, records: [], upserted: [], removedIds: [] })
    expect(algolia.writes()).toEqual(settingsCalls)
    const { primary, replicas } = algoliaSettingsFor(settings)
    const puts = algolia.calls.filter((call) => call.method === 'PUT')
    expect(puts.map((call) => call.body)).toEqual([primary, ...replicaNames.map((name) => replicas[name])])
    expect(algolia.calls.every((call) => call.apiKey === 'admin-key')).toBe(true)
    // Each settings task is awaited before the next call, so replicas exist before they are configured.
    expect(algolia.calls.slice(2).map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /1/indexes/stock_${SITE}/task/100`,
      ...replicaNames.flatMap((name, i) => [`PUT /1/indexes/${name}/settings`, `GET /1/indexes/${name}/task/${101 + i}`]),
      `POST /1/indexes/stock_${SITE}/synonyms/batch`,
      `GET /1/indexes/stock_${SITE}/task/${101 + replicaNames.length}`,
    ])
  })

  it("replaces the hosted index's synonyms with the site's, forwarded to every replica", async () => {
    const algolia = fakeAlgolia()
    const own: Synonym[] = [
      { objectID: 'site-1', type: 'synonym', synonyms: ['van', 'caravan'] },
      { objectID: 'site-2', type: 'oneWaySynonym', input: 'camper', synonyms: ['pop top'] },
      { objectID: 'site-3', type: 'altCorrection1', word: 'jayko', corrections: ['jayco'] },
      { objectID: 'site-4', type: 'placeholder', placeholder: '<berths>', replacements: ['2', '4'] },
    ]
    const siteSettings = stockIndexSettings(SITE, { ...DEFAULT_SITE_SEARCH, synonyms: own })
    await createAlgoliaBackend({ ...keys, requester: algolia.requester }).publish({
      siteSlug: SITE,
      settings: siteSettings,
      records: [],
      upserted: [],
      removedIds: [],
    })
    const batches = algolia.calls.filter((call) => call.path.endsWith('/synonyms/batch'))
    expect(batches).toEqual([
      {
        method: 'POST',
        path: `/1/indexes/stock_${SITE}/synonyms/batch`,
        query: { replaceExistingSynonyms: 'true', forwardToReplicas: 'true' },
        body: own,
        apiKey: 'admin-key',
      },
    ])
  })

  it('sends the standard synonyms to a site that has none of its own', async () => {
    const algolia = fakeAlgolia()
    await createAlgoliaBackend({ ...keys, requester: algolia.requester }).publish({ siteSlug: SITE, settings, records: [], upserted: [], removedIds: [] })
    const sent = algolia.calls.find((call) => call.path.endsWith('/synonyms/batch'))!.body as Synonym[]
    expect(sent).toEqual(DEFAULT_SITE_SEARCH.synonyms)
    expect(sent).toContainEqual({ objectID: 'standard-ute', type: 'synonym', synonyms: ['ute', 'utes', 'utility', 'pickup', 'pickups', 'pick up'] })
  })

  it('applies a small change in batches: saves split by batchSize, then deletes, waiting for every task', async () => {
    const algolia = fakeAlgolia()
    const records = cars(6_000)
    const upserted = records.slice(0, 2_500)
    await createAlgoliaBackend({ ...keys, requester: algolia.requester, batchSize: 1000 }).publish({
      siteSlug: SITE,
      settings,
      records,
      upserted,
      removedIds: ['gone-1', 'gone-2'],
    })

    const batches = algolia.batches(`stock_${SITE}`)
    expect(batches.map((requests) => requests.length)).toEqual([1000, 1000, 500, 2])
    expect(batches.slice(0, 3).flat()).toEqual(upserted.map((car) => ({ action: 'addObject', body: car })))
    expect(batches[3]).toEqual([
      { action: 'deleteObject', body: { objectID: 'gone-1' } },
      { action: 'deleteObject', body: { objectID: 'gone-2' } },
    ])
    expect(algolia.writes()).toEqual([...settingsCalls, ...Array(4).fill(`POST /1/indexes/stock_${SITE}/batch`)])
    expect(algolia.taskIDsPolled()).toEqual(algolia.taskIDsGiven())
  })

  it('honours a smaller batchSize', async () => {
    const algolia = fakeAlgolia()
    const records = cars(100)
    await createAlgoliaBackend({ ...keys, requester: algolia.requester, batchSize: 20 }).publish({
      siteSlug: SITE,
      settings,
      records,
      upserted: records.slice(0, 45),
      removedIds: [],
    })
    expect(algolia.batches(`stock_${SITE}`).map((requests) => requests.length)).toEqual([20, 20, 5])
  })

  it('replaces the whole index through a temporary copy when most of the stock changed', async () => {
    const algolia = fakeAlgolia()
    const records = cars(3_000)
    await createAlgoliaBackend({ ...keys, requester: algolia.requester, batchSize: 1000 }).publish({
      siteSlug: SITE,
      settings,
      records,
      upserted: records.slice(0, 1_501),
      removedIds: ['gone-1'],
    })

    const writes = algolia.writes().slice(settingsCalls.length)
    const temporary = writes[1]!.split('/')[3]!
    expect(temporary).toMatch(new RegExp(`^stock_${SITE}_tmp_\\d+$`))
    expect(writes).toEqual([
      `POST /1/indexes/stock_${SITE}/operation`,
      ...Array(3).fill(`POST /1/indexes/${temporary}/batch`),
      `POST /1/indexes/stock_${SITE}/operation`,
      `POST /1/indexes/${temporary}/operation`,
    ])
    const operations = algolia.calls.filter((call) => call.path.endsWith('/operation')).map((call) => call.body)
    expect(operations).toEqual([
      { operation: 'copy', destination: temporary, scope: ['settings', 'rules', 'synonyms'] },
      { operation: 'copy', destination: temporary, scope: ['settings', 'rules', 'synonyms'] },
      { operation: 'move', destination: `stock_${SITE}` },
    ])
    // The whole stock, not only the upserted cars, goes into the new index; the live one is never written to.
    expect(algolia.batches(temporary).flat()).toEqual(records.map((car) => ({ action: 'addObject', body: car })))
    expect(algolia.batches(`stock_${SITE}`)).toEqual([])
    expect(algolia.taskIDsPolled()).toEqual(algolia.taskIDsGiven())
  })

  it('keeps to batches when exactly half the stock changed', async () => {
    const algolia = fakeAlgolia()
    const records = cars(10)
    await createAlgoliaBackend({ ...keys, requester: algolia.requester }).publish({
      siteSlug: SITE,
      settings,
      records,
      upserted: records.slice(0, 5),
      removedIds: [],
    })
    expect(algolia.writes().slice(settingsCalls.length)).toEqual([`POST /1/indexes/stock_${SITE}/batch`])
  })

  it('loads the whole stock into an index Algolia does not have yet, however small the change', async () => {
    const algolia = fakeAlgolia({ indexExists: false })
    const records = cars(10)
    await createAlgoliaBackend({ ...keys, requester: algolia.requester }).publish({
      siteSlug: SITE,
      settings,
      records,
      upserted: records.slice(0, 1),
      removedIds: [],
    })
    const writes = algolia.writes().slice(settingsCalls.length)
    expect(writes.filter((write) => write.endsWith('/operation'))).toHaveLength(3)
    const temporary = writes[1]!.split('/')[3]!
    expect(
      algolia
        .batches(temporary)
        .flat()
        .map((request) => request.body.objectID),
    ).toEqual(records.map((car) => car.objectID))
  })

  it('empties the index through a swap when the last cars were removed', async () => {
    const algolia = fakeAlgolia()
    await createAlgoliaBackend({ ...keys, requester: algolia.requester }).publish({
      siteSlug: SITE,
      settings,
      records: [],
      upserted: [],
      removedIds: ['car-1', 'car-2'],
    })
    const temporary = (algolia.calls.find((call) => call.path.endsWith('/operation'))!.body as { destination: string }).destination
    expect(algolia.writes().slice(settingsCalls.length)).toEqual([
      `POST /1/indexes/stock_${SITE}/operation`,
      `POST /1/indexes/stock_${SITE}/operation`,
      `POST /1/indexes/${temporary}/operation`,
    ])
    expect(algolia.calls.filter((call) => /^\/1\/indexes\/[^/]+\/batch$/.test(call.path))).toEqual([]) // no records written
  })

  it('sends only settings when no car changed', async () => {
    const algolia = fakeAlgolia()
    await createAlgoliaBackend({ ...keys, requester: algolia.requester }).publish({ siteSlug: SITE, settings, records: cars(3), upserted: [], removedIds: [] })
    expect(algolia.writes()).toEqual(settingsCalls)
  })
})
