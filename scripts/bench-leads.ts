/**
 * npm run bench:leads [-- --duration 10]
 *
 * How many leads per second POST /api/enquiries accepts on this machine: the production build on a
 * fresh seeded database, autocannon posting valid vehicle enquiries (each stored with its outbox rows
 * in one transaction) at 1 and at 10 connections for --duration seconds each. The per-connection and
 * per-site rate limits are raised for the run (LEAD_CLIENT_RATE_LIMIT, LEAD_SITE_RATE_LIMIT) so the
 * figure is the endpoint's own capacity; with the defaults a site takes 600 leads per 10 minutes.
 * Every lead carries one form token, asked for from GET /api/form-token as a browser does and used
 * once it is past the 2-second minimum fill time (a token stays valid for 24 hours, however often sent).
 * Then it waits for the outbox to deliver every lead (ADF XML and staff email to the offline mailbox)
 * and prints the delivery rate. It is a report: exits 0.
 */
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'
import pg from 'pg'

import { MIN_FILL_MILLISECONDS } from '../src/features/leads/form-token'
import { startAppServer } from '../tests/helpers/app-server'
import { formatTable, percentile } from './lib/bench'

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' } } })
const DURATION_S = Number(values.duration)
const HOST = 'ridgeline-toyota.localhost'

process.env.LEAD_CLIENT_RATE_LIMIT = '1000000'
process.env.LEAD_SITE_RATE_LIMIT = '1000000'
const app = await startAppServer()
const db = new pg.Pool({ connectionString: app.databaseUri, max: 2 })

try {
  const { rows } = await db.query<{ slug: string }>(
    `SELECT car->>'slug' AS slug FROM stock_cars WHERE site_slug = 'ridgeline-toyota' AND car->>'status' = 'in_stock' ORDER BY slug LIMIT 1`,
  )
  const tokenResponse = await fetch(`http://127.0.0.1:${app.port}/api/form-token`, { headers: { 'x-forwarded-host': HOST } })
  const { token: formToken } = (await tokenResponse.json()) as { token?: string }
  if (!tokenResponse.ok || !formToken) throw new Error(`GET /api/form-token answered ${tokenResponse.status}`)
  await new Promise((r) => setTimeout(r, MIN_FILL_MILLISECONDS + 100))
  const body = JSON.stringify({
    form: 'enquiry',
    answers: {
      firstName: 'Bench',
      lastName: 'Shopper',
      email: 'bench.shopper@example.com',
      phone: '0412 345 678',
      postcode: '2800',
      message: 'Is this car still available?',
    },
    context: { carId: rows[0]!.slug, pageUrl: `http://${HOST}/cars/${rows[0]!.slug}`, visitedPages: ['/search/used-cars'], formToken },
  })

  const table: string[][] = []
  for (const connections of [1, 10]) {
    const latencies: number[] = []
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${app.port}/api/enquiries`,
          method: 'POST',
          headers: { host: `${HOST}:${app.port}`, 'content-type': 'application/json' },
          body,
          connections,
          duration: DURATION_S,
        },
        (error, out) => (error ? reject(error) : resolve(out)),
      )
      instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
    })
    const accepted = result['2xx']
    table.push([
      String(connections),
      String(accepted),
      String(result.non2xx),
      (accepted / DURATION_S).toFixed(1),
      `${percentile(latencies, 50).toFixed(0)} ms`,
      `${percentile(latencies, 95).toFixed(0)} ms`,
    ])
  }
  console.log(`POST /api/enquiries on ${HOST}, ${DURATION_S} s per run\n`)
  console.log(formatTable(['connections', 'accepted (201)', 'other', 'leads/s', 'p50', 'p95'], table))

  // The outbox: every lead delivered right after its response, and swept every 30 s for the rest.
  const started = Date.now()
  const count = async (where: string) => Number((await db.query(`SELECT count(*) FROM lead_deliveries WHERE ${where}`)).rows[0].count)
  // Requests cut off at the end of a run may still be committing: count the total each time round.
  let [total, sent] = [await count('true'), await count(`status = 'sent'`)]
  while (sent < total && Date.now() - started < 120_000) {
    await new Promise((r) => setTimeout(r, 1000))
    ;[total, sent] = [await count('true'), await count(`status = 'sent'`)]
  }
  const seconds = (Date.now() - started) / 1000
  console.log(
    `\noutbox: ${sent} of ${total} deliveries sent ${seconds.toFixed(0)} s after the load ended${sent < total ? ' (not all within 120 s)' : ''}; failed: ${await count(`status IN ('retrying', 'failed')`)}`,
  )
} finally {
  await db.end()
  await app.stop()
}
