/**
 * npm run bench:search [-- --count 50000 --rounds 10]
 *
 * Builds a stock index of `count` demo cars (the deterministic demo-stock generator) and replays a
 * fixed mix of realistic shopper searches, each as the whole batch InstantSearch sends (the hits
 * query with all 27 facets, plus one query per refined disjunctive facet):
 *   - in-process: only the embedded engine's own code is timed;
 *   - HTTP: the app's Algolia-protocol handler behind a local HTTP server, timed from the client
 *     (JSON encoding, parsing and serialisation included);
 *   - Orama (@orama/orama) loaded with the same cars, answering the same mix (typo tolerance 1 on
 *     text), for comparison.
 * The mix ends with text as shoppers type it (typos, joined and split words, issue 40); those are
 * also timed alone, and once more with the engine's query cache emptied before each batch.
 * Prints p50/p95/p99 per batch, throughput, index build time and the engine's resident memory.
 * Targets (issue 5): p95 <= 5 ms in-process, <= 10 ms over HTTP, >= 3x Orama's throughput, < 400 MB RSS;
 * (issue 40) a typo'd two-word query with all facets under 5 ms in-process.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { create, insertMultiple, search as oramaSearch, type AnyOrama } from '@orama/orama'

import { createEmbeddedBackend } from '../src/features/search/adapters/embedded/embedded-backend'
import { buildIndex, search, type EngineIndex } from '../src/features/search/engine'
import type { SearchParams } from '../src/features/search/port'
import { createSearchProtocolServer } from '../src/features/search/http/node-server'
import { generateDemoStock, type DemoStockSite } from '../src/demo-stock'
import { stockIndexSettings } from '../src/features/search/stock/stock-index-settings'
import { STOCK_FACETS, stockIndexName, STOCK_SORTS, type StockSort } from '../src/domain/stock-index'
import { stockCarSchema } from '../src/features/search/stock/stock-record'
import { toStockSearchRecord, type StockSearchRecord } from '../src/features/search/stock/stock-search-record'

const { values } = parseArgs({ options: { count: { type: 'string', default: '50000' }, rounds: { type: 'string', default: '10' } } })
const COUNT = Number(values.count)
const ROUNDS = Number(values.rounds)
const SITE = 'bench'
const HITS_PER_PAGE = 21
const gc = (globalThis as { gc?: () => void }).gc
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`
const now = new Date('2026-11-22T00:00:00Z')

// ---------------------------------------------------------------- the cars
const BENCH_SITE: DemoStockSite = {
  slug: SITE,
  itemTypes: ['car', 'caravan', 'motorcycle'],
  carTypes: ['new', 'demo', 'used'],
  locations: [
    ['brisbane', 'Brisbane', 'QLD', '4000', ['Toyota', 'Mazda']],
    ['gold-coast', 'Southport', 'QLD', '4215', ['Kia', 'Hyundai']],
    ['sydney', 'Parramatta', 'NSW', '2150', ['Ford', 'Volkswagen']],
    ['melbourne', 'Dandenong', 'VIC', '3175', ['Toyota', 'Nissan']],
    ['perth', 'Osborne Park', 'WA', '6017', []],
    ['adelaide', 'Adelaide', 'SA', '5000', ['Mitsubishi', 'Subaru']],
  ].map(([slug, city, state, postcode, makes]) => ({
    slug: `bench-${slug}`,
    name: `Bench Motors ${city}`,
    city: city as string,
    state: state as string,
    postcode: postcode as string,
    dealershipSlug: `bench-${slug}`,
    dealershipName: `Bench Motors ${city}`,
    makes: makes as string[],
  })),
}

let started = performance.now()
const generated = generateDemoStock({ sites: [BENCH_SITE], count: COUNT, seed: 7, now })
const cars = generated.map(({ car }) => stockCarSchema.parse(car))
const names = new Map(BENCH_SITE.locations.map((l) => [l.dealershipSlug, l.dealershipName]))
const records: StockSearchRecord[] = cars.map((car) => toStockSearchRecord(car, { dealershipNames: names, soldCarDays: () => 3, now }))
console.log(`Generated and validated ${records.length} cars in ${Math.round(performance.now() - started)} ms`)
cars.length = 0
generated.length = 0

gc?.()
const rssBefore = process.memoryUsage().rss
started = performance.now()
const settings = stockIndexSettings(SITE)
const index: EngineIndex<StockSearchRecord> = buildIndex(records, settings)
const buildMs = performance.now() - started
gc?.()
const memory = process.memoryUsage()
console.log(`Embedded index built in ${Math.round(buildMs)} ms; process RSS ${mb(memory.rss)} (records + index; ${mb(memory.rss - rssBefore)} for the index), heap used ${mb(memory.heapUsed)}${gc ? '' : ' (run with --expose-gc for steadier figures)'}`)

// The figure that matters: an app server holding these records and their index, measured in a
// process of its own (this one also generated and validated the feed, whose memory V8 keeps).
const recordsFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-search-')), 'records.json')
writeFileSync(recordsFile, JSON.stringify(records))
const measured = spawnSync(process.execPath, ['--expose-gc', path.join(import.meta.dirname, 'run.mjs'), path.join(import.meta.dirname, 'lib', 'index-memory.ts'), recordsFile, SITE], { encoding: 'utf8' })
rmSync(path.dirname(recordsFile), { recursive: true, force: true })
const serverMemory = measured.status === 0 ? (JSON.parse(measured.stdout.trim().split('\n').pop()!) as { rss: number; heapUsed: number }) : null
console.log(serverMemory ? `An app server holding the ${records.length} records and their index: RSS ${mb(serverMemory.rss)}, heap used ${mb(serverMemory.heapUsed)}` : `Could not measure the index alone: ${measured.stderr}`)

// ---------------------------------------------------------------- the shopper mix
/** Most common values of a facet, to refine on values that exist. */
function topValues(attribute: keyof StockSearchRecord, n: number): string[] {
  const counts = new Map<string, number>()
  for (const record of records) {
    const value = record[attribute]
    for (const item of Array.isArray(value) ? value : [value]) if (item !== null && item !== undefined) counts.set(String(item), (counts.get(String(item)) ?? 0) + 1)
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([value]) => value)
}

interface Shopper {
  label: string
  query?: string
  refine?: Partial<Record<(typeof STOCK_FACETS)[number], string[]>>
  ranges?: Partial<Record<'price' | 'km' | 'year', [number, number]>>
  sort?: StockSort
  page?: number
}

const [make1, make2, make3, make4] = topValues('make', 4) as [string, string, string, string]
const [model1] = topValues('model', 1) as [string]
const [body1, body2] = topValues('body', 2) as [string, string]
const [location1] = topValues('location_name', 1) as [string]
const [dealership2] = topValues('dealership_name', 2).slice(1) as [string]
const [colour1] = topValues('colour', 1) as [string]
const [feature1, feature2] = topValues('filtered_features', 2) as [string, string]
const [tag1] = topValues('tag', 1) as [string]
const [weekly1] = topValues('weekly_price_range', 1) as [string]
const [category1] = topValues('categories', 1) as [string]

/** Text as shoppers type it (issue 40): typos, two words for one, one for two. */
const TEXT_MIX: Shopper[] = [
  { label: 'typos: toyta hilux', query: 'toyta hilux' },
  { label: 'joined: land cruiser', query: 'land cruiser' },
  { label: 'split: cx5', query: 'cx5' },
  { label: 'make and number: mazda 3', query: 'mazda 3' },
  { label: 'typos: corola hybrd', query: 'corola hybrd' },
]

const MIX: Shopper[] = [
  { label: 'landing: everything' },
  { label: 'text: one model', query: model1.toLowerCase() },
  { label: 'text: make model badge', query: `${make1} ${model1}`.toLowerCase() },
  { label: 'text prefix', query: make2.slice(0, 3).toLowerCase() },
  { label: 'make + body + price', refine: { make: [make1], body: [body1] }, ranges: { price: [20_000, 50_000] } },
  { label: 'two makes, used, km, price asc', refine: { make: [make1, make2], car_type: ['used'] }, ranges: { km: [0, 100_000] }, sort: 'price-asc' },
  { label: 'make model drive transmission, price desc', refine: { make: [make1], model: [model1], transmission: ['Automatic'] }, sort: 'price-desc' },
  { label: 'new cars of one make', refine: { car_type: ['new'], make: [make3] } },
  { label: 'body state year, km asc', refine: { body: [body2], state: ['QLD'] }, ranges: { year: [2018, 2026] }, sort: 'km-asc' },
  { label: 'colour seats category', refine: { colour: [colour1], categories: [category1] } },
  { label: 'newest listings', sort: 'newest-listed' },
  { label: 'deep page', page: 40 },
  { label: 'cheap cars, page 4', ranges: { price: [5_000, 15_000] }, sort: 'price-asc', page: 3 },
  { label: 'text + state', query: model1.toLowerCase(), refine: { state: ['WA', 'QLD'] } },
  { label: 'location and dealership', refine: { location_name: [location1], dealership_name: [dealership2] } },
  { label: 'four makes, SUV, automatic, year desc', refine: { make: [make1, make2, make3, make4], body: [body1], transmission: ['Automatic'] }, sort: 'year-desc' },
  { label: 'features and price', refine: { filtered_features: [feature1, feature2] }, ranges: { price: [10_000, 80_000] } },
  { label: 'caravans', refine: { item_type: ['caravan'] }, ranges: { price: [30_000, 90_000] } },
  { label: 'coming soon', refine: { status: ['coming_soon'] } },
  { label: 'tagged used certified', refine: { tag: [tag1], car_type: ['used'] } },
  { label: 'weekly budget, price asc, page 11', refine: { weekly_price_range: [weekly1] }, sort: 'price-asc', page: 10 },
  { label: 'six refinements + text', query: body1.toLowerCase(), refine: { make: [make1, make2], car_type: ['used', 'demo'], state: ['QLD', 'NSW', 'VIC'], fuel: ['Petrol', 'Diesel'], transmission: ['Automatic'], seats: ['5', '7'] }, ranges: { km: [0, 150_000] } },
  ...TEXT_MIX,
]

/** The queries InstantSearch sends for one page view: hits with every facet, plus one per refined facet. */
function instantSearchBatch(shopper: Shopper): Array<{ indexName: string; params: SearchParams }> {
  const refinements = Object.entries(shopper.refine ?? {}) as Array<[string, string[]]>
  const facetFilters = (except?: string) => refinements.filter(([facet]) => facet !== except).map(([facet, values]) => values.map((value) => `${facet}:${value}`))
  const numericFilters = Object.entries(shopper.ranges ?? {}).flatMap(([attribute, [low, high]]) => [`${attribute}>=${low}`, `${attribute}<=${high}`])
  const indexName = stockIndexName(SITE, shopper.sort ?? 'relevance')
  const base = { query: shopper.query ?? '', numericFilters, maxValuesPerFacet: 20 }
  return [
    { indexName, params: { ...base, facets: [...STOCK_FACETS], facetFilters: facetFilters(), hitsPerPage: HITS_PER_PAGE, page: shopper.page ?? 0, highlightPreTag: '<mark>', highlightPostTag: '</mark>' } },
    ...refinements.map(([facet]) => ({ indexName, params: { ...base, facets: [facet], facetFilters: facetFilters(facet), hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false } })),
  ]
}

const batches = MIX.map(instantSearchBatch)
const queriesPerRound = batches.reduce((sum, batch) => sum + batch.length, 0)
console.log(`Mix: ${MIX.length} shopper searches, ${queriesPerRound} queries per round (hits + disjunctive-facet queries, all ${STOCK_FACETS.length} facets), ${ROUNDS} rounds`)

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
  return { p50: at(50), p95: at(95), p99: at(99) }
}

/** Throughput only for a whole run (`totalMs`); a subset of its samples reports latency alone. */
function report(label: string, samples: number[], totalMs?: number) {
  const { p50, p95, p99 } = percentiles(samples)
  const throughput = totalMs === undefined ? 0 : samples.length / (totalMs / 1000)
  console.log(`${label.padEnd(22)} per batch p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms${totalMs === undefined ? '' : `  throughput ${throughput.toFixed(0)} batches/s`}`)
  return { p50, p95, p99, throughput }
}

/** The samples of the TEXT_MIX batches (the last of each round). */
const textSamples = (samples: number[]) => samples.filter((_, k) => k % batches.length >= batches.length - TEXT_MIX.length)

async function timeRounds(run: (batch: (typeof batches)[number], shopper: Shopper) => Promise<void> | void): Promise<{ samples: number[]; totalMs: number }> {
  for (let i = 0; i < batches.length; i++) await run(batches[i]!, MIX[i]!) // warm-up
  const samples: number[] = []
  const start = performance.now()
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < batches.length; i++) {
      const t = performance.now()
      await run(batches[i]!, MIX[i]!)
      samples.push(performance.now() - t)
    }
  }
  return { samples, totalMs: performance.now() - start }
}

// ---------------------------------------------------------------- in-process
let checksum = 0
const inProcess = await timeRounds((batch) => {
  for (const query of batch) checksum += search(index, query.params, query.indexName).nbHits
})
const embedded = report('embedded in-process', inProcess.samples, inProcess.totalMs)
const typed = report('  text as typed', textSamples(inProcess.samples))
// The mix repeats its queries, so the text above is answered from the query cache: now without it.
const uncached: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  for (const batch of batches.slice(-TEXT_MIX.length)) {
    index.queryCache.clear()
    const t = performance.now()
    for (const query of batch) checksum += search(index, query.params, query.indexName).nbHits
    uncached.push(performance.now() - t)
  }
}
const typedUncached = report('  text, cache emptied', uncached)
console.log(`${''.padEnd(22)} hits: ${TEXT_MIX.map((shopper) => `${shopper.query} ${search(index, { query: shopper.query, hitsPerPage: 0 }).nbHits}`).join(', ')}`)

// ---------------------------------------------------------------- HTTP
const backend = createEmbeddedBackend()
await backend.publish({ siteSlug: SITE, settings, records, upserted: [], removedIds: [] })
const credentials = { appId: 'bench', apiKey: 'bench-key' }
const server = createSearchProtocolServer(credentials, (queries) => backend.search(SITE, queries))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/1/indexes/*/queries`
const headers = { 'content-type': 'text/plain', 'x-algolia-application-id': credentials.appId, 'x-algolia-api-key': credentials.apiKey }
let bytes = 0
const overHttp = await timeRounds(async (batch) => {
  const response = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify({ requests: batch.map((query) => ({ indexName: query.indexName, ...query.params })) }) })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${text}`)
  bytes += text.length
  JSON.parse(text)
})
server.close()
const http = report('embedded over HTTP', overHttp.samples, overHttp.totalMs)
console.log(`${''.padEnd(22)} mean response ${Math.round(bytes / overHttp.samples.length / 1024)} KB per batch`)

// ---------------------------------------------------------------- Orama
const NUMERIC_FACETS = new Set(['km', 'price', 'subscription_price', 'seats', 'year'])
const ARRAY_FACETS = new Set(['categories', 'filtered_features'])
const schema: Record<string, string> = { text: 'string', custom_rank: 'number', created_at_timestamp: 'number' }
for (const facet of STOCK_FACETS) schema[facet] = NUMERIC_FACETS.has(facet) ? 'number' : ARRAY_FACETS.has(facet) ? 'enum[]' : facet === 'certified' ? 'boolean' : 'enum'
started = performance.now()
const orama: AnyOrama = create({ schema: schema as never })
await insertMultiple(
  orama,
  records.map((record) => {
    const document: Record<string, unknown> = { text: [record.name, record.make, record.model, record.badge, record.series, record.stocknum, record.colour, record.body, record.location_name, record.vin].filter(Boolean).join(' '), custom_rank: record.custom_rank, created_at_timestamp: record.created_at_timestamp }
    for (const facet of STOCK_FACETS) {
      const value = record[facet]
      if (value !== null && value !== undefined) document[facet] = facet === 'seats' || facet === 'year' ? Number(value) : value
    }
    return document as never
  }),
  1000,
)
console.log(`Orama index built in ${Math.round(performance.now() - started)} ms`)

const ranges = (attribute: string) => {
  const max = attribute === 'km' ? 300_000 : attribute === 'year' ? 2030 : attribute === 'seats' ? 12 : 300_000
  const step = max / 5
  return { ranges: Array.from({ length: 5 }, (_, i) => ({ from: i * step, to: (i + 1) * step })) }
}
const facetDefinition = (facet: string) => (NUMERIC_FACETS.has(facet) ? ranges(facet) : facet === 'certified' ? { true: true, false: true } : { limit: 20 })

function oramaWhere(shopper: Shopper, except?: string) {
  const where: Record<string, unknown> = {}
  for (const [facet, values] of Object.entries(shopper.refine ?? {})) {
    if (facet === except) continue
    if (NUMERIC_FACETS.has(facet)) where[facet] = { between: [Math.min(...values.map(Number)), Math.max(...values.map(Number))] }
    else where[facet] = ARRAY_FACETS.has(facet) ? { containsAll: values } : { in: values }
  }
  for (const [attribute, [low, high]] of Object.entries(shopper.ranges ?? {})) where[attribute] = { between: [low, high] }
  return where
}

const oramaRun = await timeRounds(async (_batch, shopper) => {
  const sort = shopper.sort && shopper.sort !== 'relevance' ? STOCK_SORTS[shopper.sort] : null
  const base = { term: shopper.query ?? '', properties: ['text'] as never, ...(shopper.query ? { tolerance: 1 } : {}) }
  await oramaSearch(orama, {
    ...base,
    where: oramaWhere(shopper) as never,
    facets: Object.fromEntries(STOCK_FACETS.map((facet) => [facet, facetDefinition(facet)])) as never,
    limit: HITS_PER_PAGE,
    offset: (shopper.page ?? 0) * HITS_PER_PAGE,
    sortBy: sort ? ({ property: sort.attribute, order: sort.direction === 'asc' ? 'ASC' : 'DESC' } as never) : ({ property: 'custom_rank', order: 'DESC' } as never),
  })
  for (const facet of Object.keys(shopper.refine ?? {})) {
    await oramaSearch(orama, { ...base, where: oramaWhere(shopper, facet) as never, facets: { [facet]: facetDefinition(facet) } as never, limit: 0 })
  }
})
const oramaFigures = report('Orama in-process', oramaRun.samples, oramaRun.totalMs)
const oramaTyped = report('  text as typed', textSamples(oramaRun.samples))
const oramaHits = await Promise.all(TEXT_MIX.map(async (shopper) => `${shopper.query} ${(await oramaSearch(orama, { term: shopper.query, properties: ['text'] as never, tolerance: 1, limit: 0 })).count}`))
console.log(`${''.padEnd(22)} hits: ${oramaHits.join(', ')}`)

console.log('')
console.log(`Throughput vs Orama: ${(embedded.throughput / oramaFigures.throughput).toFixed(1)}x in-process, ${(http.throughput / oramaFigures.throughput).toFixed(1)}x over HTTP (target >= 3x)`)
console.log(`Targets: in-process p95 ${embedded.p95.toFixed(2)} ms (<= 5), HTTP p95 ${http.p95.toFixed(2)} ms (<= 10), RSS of an app server with the index ${serverMemory ? mb(serverMemory.rss) : 'not measured'} (< 400 MB)`)
console.log(`Text as typed (issue 40): p95 ${typed.p95.toFixed(2)} ms, ${typedUncached.p95.toFixed(2)} ms with the cache emptied (< 5), Orama ${oramaTyped.p95.toFixed(2)} ms`)
if (checksum < 0) console.log(checksum)
