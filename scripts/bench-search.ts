/**
 * npm run bench:search [-- --count 50000 --rounds 10 --peer-seconds 60]
 *
 * Builds a stock index of `count` demo cars (the deterministic demo-stock generator) and replays a
 * fixed mix of realistic shopper searches, each as the whole batch InstantSearch sends (the hits
 * query with all 27 facets, plus one query per refined disjunctive facet):
 *   - in-process: only the embedded engine's own code is timed;
 *   - HTTP: the app's Algolia-protocol handler behind a local HTTP server, timed from the client
 *     (JSON encoding, parsing and serialisation included);
 *   - Orama (scripts/lib/search-peer.ts) loaded with the same cars, answering the same mix, for comparison.
 * The mix ends with text as shoppers type it (typos, joined and split words, synonyms; issue 40); each
 * of those is also timed alone, with the engine's query cache emptied first (each keystroke is a new
 * query), beside Orama answering it with the same facets.
 * Prints p50/p95/p99 per batch, throughput, and the index's build time and memory with and without its
 * text part (in a process of its own). Beside wall-clock times it prints the process's CPU time, which
 * leaves out other processes on shared cores but counts V8's helper threads (GC, compiler) too.
 * Targets (issue 5): p95 <= 5 ms in-process, <= 10 ms over HTTP, >= 3x Orama's throughput, < 400 MB RSS;
 * (issue 40) the mix's p95 <= 4 ms in-process and <= 8 ms over HTTP, a typo'd two-word query with all
 * facets under 5 ms in-process, the text index adding at most 25% to the index's memory.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { serialize } from 'node:v8'

import { createEmbeddedBackend } from '../src/features/search/adapters/embedded/embedded-backend'
import { buildIndex, search, type EngineIndex } from '../src/features/search/engine'
import type { SearchParams } from '../src/features/search/port'
import { createSearchProtocolServer } from '../src/features/search/http/node-server'
import { generateDemoStock, type DemoStockSite } from '../src/demo-stock'
import { stockIndexSettings } from '../src/features/search/stock/stock-index-settings'
import { STOCK_FACETS, stockIndexName } from '../src/domain/stock-index'
import { stockCarSchema } from '../src/features/search/stock/stock-record'
import { toStockSearchRecord, type StockSearchRecord } from '../src/features/search/stock/stock-search-record'
import { formatTable, percentile } from './lib/bench'
import { createOramaPeer, type PeerSearch } from './lib/search-peer'

const { values } = parseArgs({
  options: { count: { type: 'string', default: '50000' }, rounds: { type: 'string', default: '10' }, 'peer-seconds': { type: 'string', default: '60' } },
})
const COUNT = Number(values.count)
const ROUNDS = Number(values.rounds)
/** Orama answers a batch over every car in seconds: its mix stops after the round that passes this. */
const PEER_BUDGET_MS = Number(values['peer-seconds']) * 1000
/** Samples per text query timed alone. */
const TEXT_ROUNDS = 3 * ROUNDS
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
console.log(
  `Embedded index built in ${Math.round(buildMs)} ms; process RSS ${mb(memory.rss)} (records + index; ${mb(memory.rss - rssBefore)} for the index), heap used ${mb(memory.heapUsed)}${gc ? '' : ' (run with --expose-gc for steadier figures)'}`,
)

// The figures that matter: an app server holding these records and their index, measured in a
// process of its own (this one also generated and validated the feed, whose memory V8 keeps); once
// as the site has it and once without searchable attributes, which is what the text index costs.
interface IndexMemory {
  buildMs: number
  indexBytes: number
  rss: number
}
const recordsFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-search-')), 'records.bin')
writeFileSync(recordsFile, serialize(records))
const measureIndex = (...variant: string[]): IndexMemory | string => {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', path.join(import.meta.dirname, 'run.mjs'), path.join(import.meta.dirname, 'lib', 'index-memory.ts'), recordsFile, SITE, ...variant],
    { encoding: 'utf8' },
  )
  return child.status === 0 ? (JSON.parse(child.stdout.trim().split('\n').pop()!) as IndexMemory) : child.stderr
}
const withText = measureIndex()
const withoutText = measureIndex('no-text')
rmSync(path.dirname(recordsFile), { recursive: true, force: true })
const serverMemory = typeof withText === 'string' ? null : withText
if (typeof withText === 'string' || typeof withoutText === 'string')
  console.log(`Could not measure the index alone: ${typeof withText === 'string' ? withText : withoutText}`)
else {
  console.log(`The index of ${records.length} cars in a process of its own (memory: V8 heap plus typed arrays, records excluded):`)
  console.log(
    formatTable(
      ['index', 'build', 'memory', 'process RSS'],
      [
        ['with the text index (stock settings)', `${Math.round(withText.buildMs)} ms`, mb(withText.indexBytes), mb(withText.rss)],
        ['without (no searchable attributes)', `${Math.round(withoutText.buildMs)} ms`, mb(withoutText.indexBytes), mb(withoutText.rss)],
      ],
    ),
  )
  console.log(
    `The text index adds ${Math.round(withText.buildMs - withoutText.buildMs)} ms to the build and ${mb(withText.indexBytes - withoutText.indexBytes)} (+${Math.round((100 * (withText.indexBytes - withoutText.indexBytes)) / withoutText.indexBytes)}%, at most 25%) to the memory`,
  )
}

// ---------------------------------------------------------------- the shopper mix
/** Most common values of a facet, to refine on values that exist. */
function topValues(attribute: keyof StockSearchRecord, n: number): string[] {
  const counts = new Map<string, number>()
  for (const record of records) {
    const value = record[attribute]
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== null && item !== undefined) counts.set(String(item), (counts.get(String(item)) ?? 0) + 1)
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([value]) => value)
}

interface Shopper extends PeerSearch {
  label: string
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

/** Text as shoppers type it (issue 40): typos, two words for one, one for two, synonyms; with every facet, as the search page asks. */
const TEXT_MIX: Shopper[] = [
  { label: 'typo', query: 'hilx' },
  { label: 'typo, two words', query: 'toyta hilux' },
  { label: 'joined', query: 'land cruiser' },
  { label: 'split', query: 'cx5' },
  { label: 'make and number', query: 'mazda 3' },
  { label: 'model and fuel', query: 'corolla hybrid' },
  { label: 'synonym and fuel', query: 'ute diesel' },
  { label: 'split, two models', query: 'rav 4 cruiser' },
]
/** The typo'd two-word query of the target. */
const TYPO_TARGET = 'toyta hilux'

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
  {
    label: 'four makes, SUV, automatic, year desc',
    refine: { make: [make1, make2, make3, make4], body: [body1], transmission: ['Automatic'] },
    sort: 'year-desc',
  },
  { label: 'features and price', refine: { filtered_features: [feature1, feature2] }, ranges: { price: [10_000, 80_000] } },
  { label: 'caravans', refine: { item_type: ['caravan'] }, ranges: { price: [30_000, 90_000] } },
  { label: 'coming soon', refine: { status: ['coming_soon'] } },
  { label: 'tagged used certified', refine: { tag: [tag1], car_type: ['used'] } },
  { label: 'weekly budget, price asc, page 11', refine: { weekly_price_range: [weekly1] }, sort: 'price-asc', page: 10 },
  {
    label: 'six refinements + text',
    query: body1.toLowerCase(),
    refine: {
      make: [make1, make2],
      car_type: ['used', 'demo'],
      state: ['QLD', 'NSW', 'VIC'],
      fuel: ['Petrol', 'Diesel'],
      transmission: ['Automatic'],
      seats: ['5', '7'],
    },
    ranges: { km: [0, 150_000] },
  },
  ...TEXT_MIX,
]

/** The queries InstantSearch sends for one page view: hits with every facet, plus one per refined facet. */
function instantSearchBatch(shopper: Shopper): Array<{ indexName: string; params: SearchParams }> {
  const refinements = Object.entries(shopper.refine ?? {}) as Array<[string, string[]]>
  const facetFilters = (except?: string) =>
    refinements.filter(([facet]) => facet !== except).map(([facet, values]) => values.map((value) => `${facet}:${value}`))
  const numericFilters = Object.entries(shopper.ranges ?? {}).flatMap(([attribute, [low, high]]) => [`${attribute}>=${low}`, `${attribute}<=${high}`])
  const indexName = stockIndexName(SITE, shopper.sort ?? 'relevance')
  const base = { query: shopper.query ?? '', numericFilters, maxValuesPerFacet: 20 }
  return [
    {
      indexName,
      params: {
        ...base,
        facets: [...STOCK_FACETS],
        facetFilters: facetFilters(),
        hitsPerPage: HITS_PER_PAGE,
        page: shopper.page ?? 0,
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    },
    ...refinements.map(([facet]) => ({
      indexName,
      params: { ...base, facets: [facet], facetFilters: facetFilters(facet), hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false },
    })),
  ]
}

const batches = MIX.map(instantSearchBatch)
const queriesPerRound = batches.reduce((sum, batch) => sum + batch.length, 0)
console.log(
  `Mix: ${MIX.length} shopper searches, ${queriesPerRound} queries per round (hits + disjunctive-facet queries, all ${STOCK_FACETS.length} facets), ${ROUNDS} rounds`,
)

const percentiles = (samples: readonly number[]) => ({ p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) })

/** Wall-clock and process CPU milliseconds per sample (see the header). */
interface Samples {
  wall: number[]
  cpu: number[]
}

async function timeOne(run: () => Promise<unknown> | unknown, into: Samples): Promise<void> {
  const cpu = process.cpuUsage()
  const start = performance.now()
  await run()
  into.wall.push(performance.now() - start)
  const used = process.cpuUsage(cpu)
  into.cpu.push((used.user + used.system) / 1000)
}

/** Throughput only for a whole run (`totalMs`). */
function report(label: string, samples: Samples, totalMs?: number) {
  const { p50, p95, p99 } = percentiles(samples.wall)
  const cpu = percentiles(samples.cpu)
  const throughput = totalMs === undefined ? 0 : samples.wall.length / (totalMs / 1000)
  console.log(
    `${label.padEnd(22)} per batch p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms${totalMs === undefined ? '' : `  throughput ${throughput.toFixed(0)} batches/s`}  (CPU p50 ${cpu.p50.toFixed(2)} ms  p95 ${cpu.p95.toFixed(2)} ms)`,
  )
  return { p50, p95, p99, throughput, cpu }
}

/** The whole mix, round after round (after a warm-up round unless `warmUp` is false), stopping after the round that passes `budgetMs`. */
async function timeRounds(
  run: (batch: (typeof batches)[number], shopper: Shopper) => Promise<unknown> | void,
  { budgetMs = Infinity, warmUp = true } = {},
): Promise<{ samples: Samples; totalMs: number; rounds: number }> {
  if (warmUp) for (let i = 0; i < batches.length; i++) await run(batches[i]!, MIX[i]!)
  const samples: Samples = { wall: [], cpu: [] }
  const start = performance.now()
  let rounds = 0
  while (rounds < ROUNDS && performance.now() - start < budgetMs) {
    for (let i = 0; i < batches.length; i++) await timeOne(() => run(batches[i]!, MIX[i]!), samples)
    rounds++
  }
  return { samples, totalMs: performance.now() - start, rounds }
}

/** Each text query alone, TEXT_ROUNDS times after a warm-up, round after round while within `budgetMs`: samples and hits per query. */
async function timeText(run: (shopper: Shopper) => Promise<number> | number, { budgetMs = Infinity, beforeEach = () => {} } = {}) {
  const hits: number[] = []
  for (const shopper of TEXT_MIX) hits.push(await run(shopper))
  const samples = TEXT_MIX.map((): Samples => ({ wall: [], cpu: [] }))
  const start = performance.now()
  for (let round = 0; round < TEXT_ROUNDS && performance.now() - start < budgetMs; round++) {
    for (const [i, shopper] of TEXT_MIX.entries()) {
      beforeEach()
      await timeOne(() => run(shopper), samples[i]!)
    }
  }
  return { hits, samples }
}

// ---------------------------------------------------------------- in-process
// Each timed phase starts with the bench's own garbage (the records' file above, the previous phase) collected.
gc?.()
let checksum = 0
const inProcess = await timeRounds((batch) => {
  for (const query of batch) checksum += search(index, query.params, query.indexName).nbHits
})
const embedded = report('embedded in-process', inProcess.samples, inProcess.totalMs)
// The mix repeats its queries, so its text is answered from the query cache; a shopper's next keystroke is a new query.
gc?.()
const embeddedText = await timeText(
  (shopper) => {
    const [main, ...rest] = instantSearchBatch(shopper)
    for (const query of rest) search(index, query.params, query.indexName)
    return search(index, main!.params, main!.indexName).nbHits
  },
  { beforeEach: () => index.queryCache.clear() },
)

// ---------------------------------------------------------------- HTTP
const backend = createEmbeddedBackend()
await backend.publish({ siteSlug: SITE, settings, records, upserted: [], removedIds: [] })
const credentials = { appId: 'bench', apiKey: 'bench-key' }
const server = createSearchProtocolServer(credentials, (queries) => backend.search(SITE, queries))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/1/indexes/*/queries`
const headers = { 'content-type': 'text/plain', 'x-algolia-application-id': credentials.appId, 'x-algolia-api-key': credentials.apiKey }
let bytes = 0
gc?.()
const overHttp = await timeRounds(async (batch) => {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers,
    body: JSON.stringify({ requests: batch.map((query) => ({ indexName: query.indexName, ...query.params })) }),
  })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${text}`)
  bytes += text.length
  JSON.parse(text)
})
server.close()
const http = report('embedded over HTTP', overHttp.samples, overHttp.totalMs)
console.log(`${''.padEnd(22)} mean response ${Math.round(bytes / overHttp.samples.wall.length / 1024)} KB per batch`)

// ---------------------------------------------------------------- Orama
started = performance.now()
const peer = await createOramaPeer(records, settings.searchableAttributes, HITS_PER_PAGE)
console.log(`Orama index built in ${Math.round(performance.now() - started)} ms`)
// Text first: it also warms Orama up (it builds its sort indexes on first use) for the mix.
const oramaText = await timeText((shopper) => peer.searchPage(shopper), { budgetMs: PEER_BUDGET_MS })
const oramaRun = await timeRounds((_batch, shopper) => peer.searchPage(shopper), { budgetMs: PEER_BUDGET_MS, warmUp: false })
const oramaFigures = report('Orama in-process', oramaRun.samples, oramaRun.totalMs)
console.log(`${''.padEnd(22)} ${oramaRun.rounds} of ${ROUNDS} rounds within ${PEER_BUDGET_MS / 1000} s (an all-facet batch over every car takes Orama seconds)`)

console.log('')
const { hits: embeddedHits, samples: embeddedSamples } = embeddedText
console.log(
  `Text as typed with all ${STOCK_FACETS.length} facets, one query at a time (the engine's query cache emptied before each); Orama with the same facets`,
)
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(2)} ms`)
const textRows = TEXT_MIX.map((shopper, i) => {
  const ours = percentiles(embeddedSamples[i]!.wall)
  const oursCpu = percentiles(embeddedSamples[i]!.cpu)
  const theirs = percentiles(oramaText.samples[i]!.wall)
  const cells = [
    shopper.query!,
    shopper.label,
    String(embeddedHits[i]),
    ms(ours.p50),
    ms(ours.p95),
    ms(oursCpu.p50),
    ms(oursCpu.p95),
    String(oramaText.hits[i]),
    ms(theirs.p50),
    ms(theirs.p95),
  ]
  return { shopper, ours, oursCpu, theirs, cells }
})
console.log(
  formatTable(
    ['query', 'what', 'hits', 'p50', 'p95', 'CPU p50', 'CPU p95', 'Orama hits', 'Orama p50', 'Orama p95'],
    textRows.map((row) => row.cells),
  ),
)
console.log(`${embeddedSamples[0]!.wall.length} samples per query, Orama ${oramaText.samples[0]!.wall.length}`)
const target = textRows.find((row) => row.shopper.query === TYPO_TARGET)!

console.log('')
console.log(
  `Throughput vs Orama: ${(embedded.throughput / oramaFigures.throughput).toFixed(1)}x in-process, ${(http.throughput / oramaFigures.throughput).toFixed(1)}x over HTTP (target >= 3x)`,
)
console.log(
  `Targets: in-process p95 ${embedded.p95.toFixed(2)} ms, CPU ${embedded.cpu.p95.toFixed(2)} ms (<= 4), HTTP p95 ${http.p95.toFixed(2)} ms (<= 8), RSS of an app server with the index ${serverMemory ? mb(serverMemory.rss) : 'not measured'} (< 400 MB)`,
)
console.log(
  `Typo'd two-word query '${TYPO_TARGET}' with all facets: p95 ${target.ours.p95.toFixed(2)} ms in-process, CPU ${target.oursCpu.p95.toFixed(2)} ms (< 5), Orama ${target.theirs.p95.toFixed(2)} ms`,
)
if (checksum < 0) console.log(checksum)
