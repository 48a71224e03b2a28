/**
 * npm run bench:insights [-- --url http://localhost:3000] [-- --rate 500] [-- --duration 20] [-- --site ridgeline-toyota]
 *
 * How the marketer-insights beacon (POST /api/insights, issue 44) holds a busy day: beacons of 10
 * events each (page views, car views, searches, promo and block impressions and clicks, flow steps,
 * made by the demo's generator from the site's own cars and promos), each from one of many visits, sent
 * with a desktop browser's user agent to a demo site's host at --rate events a second (default 500, so
 * 50 beacons a second) for --duration seconds (default 20). Against the production build on a fresh
 * seeded database, or with --url a server already running (e.g. `npm run demo`; its database is
 * DATABASE_URI, else the demo's embedded one).
 *
 * Every visit comes from an address of its own (X-Forwarded-For; the bench's own server trusts one
 * proxy hop), as shoppers do, so the per-connection limit (INSIGHTS_CLIENT_RATE_LIMIT) is counted as in
 * production and not hit; a server run with TRUSTED_PROXY_HOPS=0 counts them all as one address and answers 429.
 *
 * Prints the events a second achieved, p50/p95 of the beacon requests, the rows stored against the
 * events sent, then how long rolling up today's events takes (rollUpInsights). A report: exits 0.
 */
import http from 'node:http'
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'

import pg from 'pg'

// ./lib/database first: it settles DATABASE_URI (the demo's embedded database when unset).
import './lib/database'
import { generateInsightsDemo, demoSearchWords, type DemoCar, type DemoInsightEvent } from '../src/domain/insights-demo'
import { insightsDay, rollUpInsights } from '../src/features/insights'
import { startAppServer } from '../tests/helpers/app-server'
import { formatTable, percentile } from './lib/bench'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    rate: { type: 'string', default: '500' },
    duration: { type: 'string', default: '20' },
    site: { type: 'string', default: 'ridgeline-toyota' },
  },
})
const RATE = Number(values.rate)
const DURATION_S = Number(values.duration)
const BATCH = 10
const VISITS = 400
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

// The bench's own server: behind one proxy hop, so each visit's address is counted as its own.
if (!values.url) Object.assign(process.env, { TRUSTED_PROXY_HOPS: '1' })
const app = values.url ? null : await startAppServer()
const base = new URL(values.url ?? `http://127.0.0.1:${app!.port}`)
const db = new pg.Pool({ connectionString: app?.databaseUri ?? process.env.DATABASE_URI, max: 3 })

try {
  const site = (await db.query<{ id: number }>('SELECT id FROM sites WHERE slug = $1', [values.site])).rows[0]
  if (!site) throw new Error(`No site "${values.site}" in the database: seed the demo first (npm run demo).`)
  const host = `${values.site}.localhost${base.port ? `:${base.port}` : ''}`

  // A day of the demo's visits for this site, as templates for the beacons' events.
  const cars = (
    await db.query<{ car: DemoCar & { simple_body?: string } }>('SELECT car FROM stock_cars WHERE site_slug = $1 LIMIT 2000', [values.site])
  ).rows.map(({ car }) => ({ slug: car.slug, name: car.name, make: car.make, model: car.model, body: car.simple_body ?? '' }))
  const promos = (await db.query<{ id: number; title: string }>('SELECT id, title FROM promos WHERE site_id = $1', [site.id])).rows
  const templates = generateInsightsDemo({
    seed: 1,
    today: insightsDay(),
    days: 1,
    material: {
      pages: ['/', '/search/used-cars', '/special-offers', '/finance', '/about-us'],
      cars,
      promos,
      blocks: [],
      searchWords: demoSearchWords(cars),
      promoPaths: ['/', '/search/used-cars', '/special-offers'],
      flows: { checkout: { journey: 'reserve', path: 'checkout' }, tradeIn: true, finance: true },
    },
  }).events
  const run = randomBytes(4).toString('hex')
  const visitPrefix = `bench-${run}-`
  const seqs = new Array<number>(VISITS).fill(0)
  let next = 0
  const beaconBody = (visit: number) => {
    const events = Array.from({ length: BATCH }, () => {
      const event = templates[next++ % templates.length]! as Partial<DemoInsightEvent>
      const sent: Record<string, unknown> = { seq: ++seqs[visit]!, kind: event.kind, path: event.path }
      for (const field of ['subject', 'label', 'query', 'filters', 'resultCount', 'referrerClass', 'campaign'] as const)
        if (event[field] !== null && event[field] !== undefined) sent[field] = event[field]
      return sent
    })
    return JSON.stringify({ visit: `${visitPrefix}${visit}`, events })
  }

  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 })
  const send = (visit: number) =>
    new Promise<{ status: number; ms: number }>((resolve) => {
      const body = beaconBody(visit)
      const started = performance.now()
      const request = http.request(
        {
          host: base.hostname,
          port: base.port || 80,
          path: '/api/insights',
          method: 'POST',
          agent,
          headers: {
            host,
            origin: `http://${host}`,
            'content-type': 'text/plain;charset=UTF-8',
            'content-length': Buffer.byteLength(body),
            'user-agent': USER_AGENT,
            'x-forwarded-for': `198.51.${100 + (visit >> 8)}.${visit & 255}`,
          },
        },
        (response) => {
          response.resume()
          response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }))
        },
      )
      request.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
      request.end(body)
    })

  // Open loop: beacons leave on schedule whatever the answers take, as browsers send them.
  const beacons = Math.round((RATE / BATCH) * DURATION_S)
  const intervalMs = (1000 * BATCH) / RATE
  const pending: Array<Promise<{ status: number; ms: number }>> = []
  const started = performance.now()
  for (let i = 0; i < beacons; i++) {
    const due = started + i * intervalMs
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    pending.push(send(i % VISITS))
  }
  const results = await Promise.all(pending)
  const seconds = (performance.now() - started) / 1000
  agent.destroy()

  const statuses = new Map<number, number>()
  for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const accepted = statuses.get(204) ?? 0
  const latencies = results.map((r) => r.ms)
  const stored = Number(
    (await db.query<{ count: string }>('SELECT count(*) FROM insight_events WHERE site_id = $1 AND visit LIKE $2', [site.id, `${visitPrefix}%`])).rows[0]!
      .count,
  )
  console.log(`POST /api/insights on ${host} (${base.origin}), ${RATE} events/s asked for ${DURATION_S} s in beacons of ${BATCH} from ${VISITS} visits\n`)
  console.log(
    formatTable(
      ['beacons', 'answered 204', 'other answers', 'events/s achieved', 'p50', 'p95', 'events sent', 'rows stored'],
      [
        [
          String(results.length),
          String(accepted),
          [...statuses]
            .filter(([status]) => status !== 204)
            .map(([status, n]) => `${status || 'error'}: ${n}`)
            .join(', ') || '0',
          ((accepted * BATCH) / seconds).toFixed(1),
          `${percentile(latencies, 50).toFixed(1)} ms`,
          `${percentile(latencies, 95).toFixed(1)} ms`,
          String(results.length * BATCH),
          String(stored),
        ],
      ],
    ),
  )

  // The rollup over today's events, as the sweep runs it (every site; a pass under way elsewhere is waited out).
  const today = (await db.query<{ count: string }>('SELECT count(*) FROM insight_events WHERE day = $1::date', [insightsDay()])).rows[0]!.count
  const rollupStarted = performance.now()
  let pass = await rollUpInsights(db, { since: insightsDay(), statementTimeoutMs: 300_000 })
  for (let attempt = 0; !pass.rolledUp && attempt < 30; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    pass = await rollUpInsights(db, { since: insightsDay(), statementTimeoutMs: 300_000 })
  }
  console.log(
    pass.rolledUp
      ? `\nrollUpInsights over today's ${today} events (every site): ${(performance.now() - rollupStarted).toFixed(0)} ms, ${pass.rows} daily rows`
      : '\nrollUpInsights: another server held the rollup for 30 s; not timed',
  )
} finally {
  await db.end()
  await app?.stop()
}
