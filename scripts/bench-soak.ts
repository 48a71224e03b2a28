/**
 * npm run bench:soak [-- --minutes 10] [-- --connections 10]
 * npm run bench:soak -- --distinct [--requests 20000] [--connections 10]
 *
 * A soak run (issue 16): the production build on a fresh seeded database under --minutes of mixed
 * shopper traffic at --connections: home, search and vehicle pages, the dealer locator, InstantSearch
 * calls to the search endpoint, and one lead in every 20 requests. Prints, for each minute, requests per
 * second, p50/p95, 5xx and other non-2xx answers, and the server's memory, so a leak shows as memory
 * that keeps climbing while throughput stays flat. Limits are raised for the run (all traffic comes
 * from one address); everything else is as shipped. It is a report: exits 0.
 *
 * --distinct (issue 38): instead, --requests requests spread over every car page and make/model
 * search page of the three demo sites (scripts/lib/distinct-soak.ts); prints the server's heap after
 * a full GC at the start, after 2,000 requests, in the middle and at the end, and requests per minute.
 */
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'
import pg from 'pg'

import { stockIndexName } from '../src/domain/stock-index'
import { startAppServer } from '../tests/helpers/app-server'
import { requestFrom } from '../tests/helpers/from-address'
import { formatTable, percentile } from './lib/bench'
import { runDistinctSoak } from './lib/distinct-soak'
import { serverMemoryMb } from './lib/server-memory'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    distinct: { type: 'boolean', default: false },
    requests: { type: 'string', default: '20000' },
  },
})
const MINUTES = Number(values.minutes)
const CONNECTIONS = Number(values.connections)
const SITE = 'ridgeline-toyota'
const HOST = `${SITE}.localhost`

for (const limit of ['LEAD_CLIENT_RATE_LIMIT', 'LEAD_SITE_RATE_LIMIT', 'SEARCH_CLIENT_RATE_LIMIT']) process.env[limit] = '100000000'
// --distinct reads the server's post-GC heap through a signal (scripts/lib/app-server-hooks.mjs).
const memoryFile = path.join(os.tmpdir(), `bench-soak-memory-${process.pid}.json`)
if (values.distinct) {
  process.env.BENCH_MEMORY_FILE = memoryFile
  process.env.APP_NODE_ARGS = `${process.env.APP_NODE_ARGS ?? ''} --expose-gc`.trim()
}
const app = await startAppServer()
const db = new pg.Pool({ connectionString: app.databaseUri, max: 2 })
const base = `http://127.0.0.1:${app.port}`
const hostHeader = `${HOST}:${app.port}`

try {
  if (values.distinct) await runDistinctSoak({ app, requests: Number(values.requests), connections: CONNECTIONS, memoryFile })
  else await mixedSoak()
} finally {
  await db.end()
  await app.stop()
}
process.exit(0)

async function mixedSoak() {
  const { rows } = await db.query<{ slug: string }>(
    `SELECT car->>'slug' AS slug FROM stock_cars WHERE site_slug = $1 AND car->>'status' = 'in_stock' ORDER BY slug LIMIT 5`,
    [SITE],
  )
  const carSlugs = rows.map((row) => row.slug)
  // The lead form's token is fetched when a shopper starts typing; it must be at least 2 s old.
  // fetch cannot set Host; the site comes from X-Forwarded-Host as behind a load balancer.
  const tokenResponse = await fetch(`${base}/api/form-token`, { headers: { 'x-forwarded-host': HOST } })
  const { token } = (await tokenResponse.json()) as { token: string }
  await new Promise((resolve) => setTimeout(resolve, 2100))
  const lead = JSON.stringify({
    form: 'enquiry',
    answers: {
      firstName: 'Soak',
      lastName: 'Shopper',
      email: 'soak.shopper@example.com',
      phone: '0412 345 678',
      postcode: '2800',
      message: 'Is this car still available?',
    },
    context: { carId: carSlugs[0], pageUrl: `http://${HOST}/cars/${carSlugs[0]}`, visitedPages: ['/search/new-cars'], formToken: token },
  })
  const search = (query: string, page: number) =>
    JSON.stringify({
      requests: [
        {
          indexName: stockIndexName(SITE),
          params: `query=${encodeURIComponent(query)}&hitsPerPage=21&page=${page}&facets=${encodeURIComponent('["make","model","body_type","fuel_type"]')}`,
        },
      ],
    })
  const searchHeaders = {
    host: hostHeader,
    'content-type': 'text/plain',
    'x-algolia-application-id': 'dealer-platform',
    'x-algolia-api-key': 'public-search-key',
  }

  // One cycle of 20 requests per connection, repeated: what a browsing shopper's visits look like.
  const cycle: autocannon.Request[] = [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/search/new-cars' },
    { method: 'POST', path: '/1/indexes/*/queries', headers: searchHeaders, body: search('', 0) },
    { method: 'POST', path: '/1/indexes/*/queries', headers: searchHeaders, body: search('hilux', 0) },
    ...carSlugs.map((slug): autocannon.Request => ({ method: 'GET', path: `/cars/${slug}` })),
    { method: 'POST', path: '/1/indexes/*/queries', headers: searchHeaders, body: search('', 1) },
    { method: 'GET', path: '/dealer-locator' },
    { method: 'GET', path: `/api/cars/${carSlugs[1]}/similar` },
    { method: 'GET', path: '/search/used-cars' },
    { method: 'POST', path: '/1/indexes/*/queries', headers: searchHeaders, body: search('corolla', 0) },
    { method: 'GET', path: `/cars/${carSlugs[2]}` },
    { method: 'GET', path: '/' },
    { method: 'POST', path: '/1/indexes/*/queries', headers: searchHeaders, body: search('4x4', 0) },
    { method: 'GET', path: `/cars/${carSlugs[3]}` },
    { method: 'GET', path: '/search/new-cars' },
    { method: 'POST', path: '/api/enquiries', headers: { host: hostHeader, 'content-type': 'application/json' }, body: lead },
  ]

  // Every request of the cycle must work before the load, or the figures would measure refusals.
  for (const request of cycle) {
    const answer = await requestFrom('127.0.0.1', `${base}${request.path}`, {
      method: request.method,
      headers: { host: hostHeader, ...(request.headers as Record<string, string>) },
      body: request.body as string | undefined,
    })
    if (answer.status >= 300) throw new Error(`${request.method} ${request.path} answered ${answer.status} before the load: ${answer.text.slice(0, 200)}`)
  }

  const memory = [serverMemoryMb(app.serverPid)]
  console.log(
    `soak: ${MINUTES} min at ${CONNECTIONS} connections on ${HOST}; ${cycle.length} requests per cycle (pages, search calls, one lead); server memory after start ${memory[0]} MB\n`,
  )
  const table: string[][] = []
  let totalErrors = 0
  for (let minute = 1; minute <= MINUTES; minute++) {
    const latencies: number[] = []
    let serverErrors = 0
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url: base, headers: { host: hostHeader }, connections: CONNECTIONS, duration: 60, requests: cycle }, (error, out) =>
        error ? reject(error) : resolve(out),
      )
      instance.on('response', (_client, status, _bytes, ms) => {
        latencies.push(ms)
        if (status >= 500) serverErrors++
      })
    })
    const rss = serverMemoryMb(app.serverPid)
    memory.push(rss)
    totalErrors += serverErrors + result.errors
    table.push([
      String(minute),
      result.requests.average.toFixed(1),
      `${percentile(latencies, 50).toFixed(0)} ms`,
      `${percentile(latencies, 95).toFixed(0)} ms`,
      String(serverErrors),
      String(result.non2xx - serverErrors),
      String(result.errors + result.timeouts),
      `${rss} MB`,
    ])
    console.log(`minute ${minute}: ${result.requests.average.toFixed(1)} req/s, p95 ${percentile(latencies, 95).toFixed(0)} ms, ${serverErrors} 5xx, ${rss} MB`)
  }
  console.log(`\n${formatTable(['minute', 'req/s', 'p50', 'p95', '5xx', 'other non-2xx', 'socket errors', 'server memory'], table)}`)
  const middle = memory[Math.ceil(MINUTES / 2)]
  console.log(`\nserver memory: start ${memory[0]} MB, middle ${middle} MB, end ${memory.at(-1)} MB; 5xx and socket errors in all: ${totalErrors}`)
  const leads = await db.query<{ count: string }>(`SELECT count(*) FROM leads`)
  console.log(`leads stored: ${leads.rows[0]!.count}`)
}
