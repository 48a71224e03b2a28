import net from 'node:net'

import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { RESERVATION_MESSAGES } from '../../src/domain/reservation-refusal'
import { startNextServer } from '../helpers/app-server'
import { at, burst, json } from '../helpers/burst'
import { requestFrom } from '../helpers/from-address'
import { GOOD_CONDITION, knownPlate } from '../helpers/trade-in'

/**
 * Issue 38, from outside against the production build: an app server that never hangs, answers what
 * it cannot do, tells its load balancer the truth and stops when told. Each test is named after what
 * was seen before the fix. Bursts are three times the pool (DATABASE_POOL_SIZE, standard 10).
 */
const port = inject('appPort')
const databaseUri = inject('appDatabaseUri')
const db = new pg.Pool({ connectionString: databaseUri, max: 4 })
afterAll(() => db.end())

const POOL_SIZE = 10
const BURST = 3 * POOL_SIZE
const RIDGELINE = 'ridgeline-toyota.localhost'
const HARBOUR = 'harbour-city-auto.localhost'
const shopperAddress = (group: number, i: number) => `127.0.${group}.${i + 1}`

/** A trade-in valued online on Ridgeline: its signed token and reference. */
async function offeredValuation(from: string, serverPort = port) {
  const plate = await knownPlate(db)
  const { rows } = await db.query<{ id: number }>(
    "SELECT l.id FROM locations l JOIN sites s ON s.id = l.site_id WHERE s.slug = 'ridgeline-toyota' ORDER BY l.id LIMIT 1",
  )
  const body = {
    step: 'details',
    answers: {
      car: { plate: plate.regplate, state: plate.rego_state },
      condition: { km: String(plate.km), answers: GOOD_CONDITION },
      details: {
        firstName: 'Burst',
        lastName: 'Tester',
        email: `burst-${Date.now()}@resilience.example`,
        phone: '0412 345 678',
        postcode: '2800',
        optIn: false,
        terms: true,
        location: rows[0]!.id,
      },
    },
  }
  const valued = await requestFrom(from, at(RIDGELINE, serverPort)('/api/trade-in'), {
    method: 'POST',
    headers: json(RIDGELINE, serverPort),
    body: JSON.stringify(body),
  })
  expect(valued.status, valued.text).toBe(201)
  const { token, reference, outcome } = JSON.parse(valued.text) as { token: string; reference: string; outcome: string }
  expect(outcome).toBe('offer')
  return { token, reference }
}

async function pageAnswers(serverPort = port) {
  const response = await fetch(at(RIDGELINE, serverPort)('/search/used-cars'), { signal: AbortSignal.timeout(15_000) })
  return response.status
}

describe('an app server that never hangs (issue 38)', () => {
  it('Twenty parallel accepts of one trade-in offer hang the whole server: 30 at once all answer 200, the offer is accepted once, and pages still answer', async () => {
    const from = shopperAddress(1, 0)
    const { token, reference } = await offeredValuation(from)
    const leadOf = async () =>
      (await db.query<{ lead_id: number; status: string }>('SELECT lead_id, status FROM trade_in_valuations WHERE reference = $1', [reference])).rows[0]!
    const { lead_id: leadId } = await leadOf()
    const deliveries = async () =>
      (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM lead_deliveries WHERE lead_id = $1 AND channel <> 'shopper-email'", [leadId])).rows[0]!.n
    const before = await deliveries()

    const answers = await burst(BURST, () =>
      requestFrom(from, at(RIDGELINE)('/api/trade-in/accept'), { method: 'POST', headers: json(RIDGELINE), body: JSON.stringify({ valuation: token }) }),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(200))
    expect((await leadOf()).status).toBe('accepted')
    // The dealer's channels were queued again exactly once, however many presses.
    expect(await deliveries()).toBe(2 * before)
    expect(await pageAnswers()).toBe(200)
    expect((await fetch(at(RIDGELINE)('/api/health/ready'))).status).toBe(200)
  })

  it('Most shoppers who lose a reservation race get a 500: 30 shoppers at once on one car, one 201 and 29 told it was just reserved', async () => {
    const { rows } = await db.query<{ slug: string; id: string }>(
      `SELECT c.slug, c.id FROM stock_cars c WHERE c.site_slug = 'harbour-city-auto' AND c.car->>'status' = 'in_stock' AND (c.car->>'price')::numeric > 0
          AND NOT EXISTS (SELECT 1 FROM reservations r JOIN sites s ON s.id = r.site_id WHERE s.slug = c.site_slug AND r.car_id = c.id)
        ORDER BY c.slug DESC LIMIT 1`,
    )
    const car = rows[0]!
    const answersOf = (i: number) => ({
      details: {
        firstName: `Racer${i}`,
        lastName: 'Shopper',
        email: `racer${i}-${Date.now()}@resilience.example`,
        phone: '0412 345 678',
        postcode: '4217',
        optIn: false,
      },
      tradeIn: { hasTradeIn: false },
      balance: { method: 'cash' },
      pickup: { method: 'pickup' },
    })
    const answers = await burst(BURST, (i) =>
      requestFrom(shopperAddress(2, i), at(HARBOUR)('/api/checkout'), {
        method: 'POST',
        headers: json(HARBOUR),
        body: JSON.stringify({ car: car.slug, journey: 'reserve', step: 'deposit', answers: answersOf(i) }),
      }),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses, answers.map((answer) => answer.text).join('\n')).toEqual([201, ...Array(BURST - 1).fill(409)])
    for (const loser of answers.filter((answer) => answer.status === 409)) expect(JSON.parse(loser.text).message).toContain(RESERVATION_MESSAGES.reserved)
    const held = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM reservations WHERE car_id = $1 AND status IN ('pending-payment', 'paid')", [
      car.id,
    ])
    expect(held.rows[0]!.n).toBe(1)
  })

  it('A NUL character in an id gives a 500: each such field is a 400 that says why, and /cars/a%00b too', async () => {
    const ridgeline = at(RIDGELINE)
    const post = (path: string, body: unknown) =>
      requestFrom(shopperAddress(3, 0), ridgeline(path), { method: 'POST', headers: json(RIDGELINE), body: JSON.stringify(body) })
    const sent = [
      await post('/api/checkout', { car: 'a\u0000b', step: 'details', answers: {} }),
      await post('/api/trade-in', { step: 'car', carId: 'a\u0000b', answers: { car: { make: 'To\u0000yota' } } }),
      await post('/api/finance/pre-approval', { step: 'loan', carId: 'a\u0000b', answers: {} }),
      await post('/api/watchlist/save-car', { car_id: 'a\u0000b' }),
      await requestFrom(shopperAddress(3, 0), ridgeline('/api/trade-in/catalogue?make=To%00yota')),
      await requestFrom(shopperAddress(3, 0), ridgeline('/cars/a%00b')),
    ]
    for (const answer of sent) {
      expect(answer.status, answer.text).toBe(400)
      expect(answer.text.length).toBeGreaterThan(0)
    }
    expect(JSON.parse(sent[0]!.text).message).toMatch(/control characters/)
  })

  it('GET /api/trade-in/catalogue?make= with 100 KB of text resets the connection: 414 for a long address, 431 for large headers, each with a body', async () => {
    const raw = (head: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(head))
        let answer = ''
        socket.setEncoding('latin1')
        socket.on('data', (chunk) => (answer += chunk))
        socket.on('end', () => resolve(answer))
        socket.on('error', reject)
        socket.setTimeout(15_000, () => reject(new Error('no answer')))
      })
    const longAddress = await raw(`GET /api/trade-in/catalogue?make=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: ${RIDGELINE}\r\n\r\n`)
    expect(longAddress).toMatch(/^HTTP\/1\.1 414 /)
    expect(longAddress).toContain('This address is longer than')
    const midAddress = await fetch(at(RIDGELINE)(`/api/trade-in/catalogue?make=${'x'.repeat(10_000)}`))
    expect(midAddress.status).toBe(414)
    const bigHeaders = await raw(`GET / HTTP/1.1\r\nHost: ${RIDGELINE}\r\nCookie: ${'a=b; '.repeat(20_000)}\r\n\r\n`)
    expect(bigHeaders).toMatch(/^HTTP\/1\.1 431 /)
    expect(bigHeaders).toContain('cookies')
    expect(await pageAnswers()).toBe(200)
  })

  it('Nothing tells a load balancer that a server is sick: live and ready answer, name their checks, and are never cached or rate limited', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(at('localhost')('/api/health/ready'))))
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200))
    const ready = (await answers[0]!.json()) as { status: string; checks: Record<string, string> }
    expect(ready).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok', search: 'ok' } })
    expect(answers[0]!.headers.get('cache-control')).toBe('no-store')
    expect(JSON.stringify(ready)).not.toMatch(/postgres:\/\/|password|secret/i)
    const live = await fetch(at('localhost')('/api/health/live'))
    expect(live.status).toBe(200)
    expect(await live.json()).toMatchObject({ status: 'live' })
  })
})

describe('a second app server on the same database, told to stop or starved of connections (issue 38)', () => {
  const serverEnv = (extra: Record<string, string>) => ({
    ...process.env,
    DATABASE_URI: databaseUri,
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef',
    NEXT_TELEMETRY_DISABLED: '1',
    MAILBOX_DIR: inject('appMailboxDir'),
    // No sweeps: this server only answers the test's requests.
    LEAD_OUTBOX_SWEEP_MS: '0',
    SHOPPER_ALERT_SWEEP_MS: '0',
    RESERVATION_EXPIRY_SWEEP_MS: '0',
    FINANCE_DETAILS_ERASE_SWEEP_MS: '0',
    SIGN_IN_AUDIT_PRUNE_SWEEP_MS: '0',
    SCHEDULED_PUBLISH_SWEEP_MS: '0',
    ...extra,
  })

  /** A lock the test holds on a valuation's row: an accept of that offer waits on it. */
  async function holdValuationLock(reference: string) {
    const client = await db.connect()
    await client.query('BEGIN')
    await client.query('SELECT 1 FROM trade_in_valuations WHERE reference = $1 FOR UPDATE', [reference])
    return { release: async () => (await client.query('ROLLBACK'), client.release()) }
  }

  const accept = (serverPort: number, token: string, from: string) =>
    requestFrom(from, at(RIDGELINE, serverPort)('/api/trade-in/accept'), {
      method: 'POST',
      headers: json(RIDGELINE, serverPort),
      body: JSON.stringify({ valuation: token }),
    })

  it('The hung server ignored SIGTERM: with a request stuck on a lock it stops taking connections at once and exits within its drain', async () => {
    const server = await startNextServer(serverEnv({ SHUTDOWN_DRAIN_MS: '2000', DATABASE_LOCK_TIMEOUT_MS: '120000' }))
    try {
      const { token, reference } = await offeredValuation(shopperAddress(4, 0), server.port)
      const lock = await holdValuationLock(reference)
      try {
        const stuck = accept(server.port, token, shopperAddress(4, 1)).catch((error: Error) => ({ status: 0, text: error.message }))
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        const signalled = Date.now()
        process.kill(server.process.pid!, 'SIGTERM')
        await new Promise((resolve) => setTimeout(resolve, 300))
        const afterSignal = await fetch(at('localhost', server.port)('/api/health/ready')).then(
          (response) => response.status,
          () => 'refused',
        )
        expect([503, 'refused']).toContain(afterSignal)
        expect(await server.exited).toBe(1) // it had to cut the stuck request short
        expect(Date.now() - signalled).toBeLessThan(2_000 + 5_000 + 1_500)
        expect((await stuck).status).not.toBe(200)
      } finally {
        await lock.release()
      }
    } finally {
      await server.stop()
    }
  })

  it('SIGTERM drains: a request in flight when the signal comes is answered, and the server then exits 0', async () => {
    const server = await startNextServer(serverEnv({ SHUTDOWN_DRAIN_MS: '10000', DATABASE_LOCK_TIMEOUT_MS: '120000' }))
    try {
      const { token, reference } = await offeredValuation(shopperAddress(5, 0), server.port)
      const lock = await holdValuationLock(reference)
      const inFlight = accept(server.port, token, shopperAddress(5, 1))
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      process.kill(server.process.pid!, 'SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await lock.release()
      const answer = await inFlight
      expect(answer.status, answer.text).toBe(200)
      expect(await server.exited).toBe(0)
    } finally {
      await server.stop()
    }
  })

  it('a request that cannot get a connection answers 503 with Retry-After within the pool wait, and readiness says the database is not answering', async () => {
    const server = await startNextServer(serverEnv({ DATABASE_POOL_SIZE: '2', DATABASE_POOL_WAIT_MS: '500', DATABASE_LOCK_TIMEOUT_MS: '120000' }))
    try {
      const valuations = [await offeredValuation(shopperAddress(6, 0), server.port), await offeredValuation(shopperAddress(6, 1), server.port)]
      const locks = await Promise.all(valuations.map((valuation) => holdValuationLock(valuation.reference)))
      try {
        // Both of the server's connections wait on the test's locks.
        const held = valuations.map((valuation, i) => accept(server.port, valuation.token, shopperAddress(6, 10 + i)))
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        const started = Date.now()
        const starved = await requestFrom(shopperAddress(6, 20), at(RIDGELINE, server.port)('/api/trade-in/catalogue?make=Toyota'))
        expect(starved.status, starved.text).toBe(503)
        expect(starved.headers['retry-after']).toBe('5')
        expect(JSON.parse(starved.text).message).toMatch(/try again/)
        expect(Date.now() - started).toBeLessThan(5_000)
        const ready = await fetch(at('localhost', server.port)('/api/health/ready'))
        expect(ready.status).toBe(503)
        expect(((await ready.json()) as { checks: Record<string, string> }).checks.database).not.toBe('ok')
        await Promise.all(locks.map((lock) => lock.release()))
        expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200])
        // Ready again once connections are free (a first check also loads this server's search indexes).
        await expect.poll(async () => (await fetch(at('localhost', server.port)('/api/health/ready'))).status, { timeout: 30_000, interval: 500 }).toBe(200)
      } finally {
        await Promise.all(locks.map((lock) => lock.release().catch(() => undefined)))
      }
    } finally {
      await server.stop()
    }
  })
})
