import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { databasePoolOf } from '../../src/platform/database'

const { insightBeaconResponse } = await import('../../src/features/insights/ingest-endpoint')
const { getSiteForHost } = await import('../../src/platform/sites')
const { DEFAULT_TIME_ZONE } = await import('../../src/domain/time')
const { RATE_LIMITS } = await import('../../src/platform/rate-limit')

/** Issue 44 "Collection": POST /api/insights stores a tab's beacon once, and nothing for who asked not to be tracked. */
const SITE = 'ridgeline-toyota'
const HOST = `${SITE}.localhost`
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

let payload: Payload
let pool: Pool
let site: { id: number; slug: string }
let ip = 0

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  pool = databasePoolOf(payload)
  const found = (await getSiteForHost(HOST))!
  site = { id: found.id, slug: found.slug }
})

const newVisit = () => `it-${randomUUID()}`
const nextAddress = () => `198.51.100.${++ip}`

/** As navigator.sendBeacon sends a string: text/plain, through the load balancer. */
function beaconRequest(body: unknown, { from = nextAddress(), headers = {} }: { from?: string; headers?: Record<string, string> } = {}) {
  return new Request(`http://${HOST}/api/insights`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-host': HOST, 'x-forwarded-for': from, 'user-agent': BROWSER, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
const send = (body: unknown, options?: Parameters<typeof beaconRequest>[1]) => insightBeaconResponse(beaconRequest(body, options), { pool, site })

interface StoredEvent {
  day: string
  kind: string
  subject: string
  label: string | null
  path: string | null
  query: string | null
  filters: Record<string, string[]> | null
  result_count: number | null
  referrer_class: string | null
  campaign: string | null
  seq: number
}
const stored = async (visit: string) =>
  (
    await pool.query<StoredEvent>(
      `SELECT day::text AS day, kind, subject, label, path, query, filters, result_count, referrer_class, campaign, seq
         FROM insight_events WHERE site_id = $1 AND visit = $2 ORDER BY seq`,
      [site.id, visit],
    )
  ).rows
const sydneyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())

const pageView = (seq: number, path = '/special-offers') => ({ seq, kind: 'page_view', path })

describe('POST /api/insights (issue 44)', () => {
  it('stores a beacon of every kind on the dealer’s day and answers 204, not to be cached', async () => {
    const visit = newVisit()
    const response = await send({
      visit,
      events: [
        { seq: 0, kind: 'page_view', path: '/special-offers?utm_campaign=eofy&email=jo@example.com', referrerClass: 'campaign', campaign: 'eofy' },
        { seq: 1, kind: 'vehicle_view', path: '/cars/2018-toyota-kluger-gx-u00089', subject: '2018-toyota-kluger-gx-u00089', label: '2018 Toyota Kluger GX' },
        { seq: 2, kind: 'search', path: '/cars', query: '  Toyota   HiLux ', filters: { make: ['Toyota'], body: ['Ute'] }, resultCount: 7 },
        { seq: 3, kind: 'impression', path: '/', subject: 'promo:12', label: 'EOFY sale' },
        { seq: 4, kind: 'click', path: '/', subject: 'block:hero:65f0c1', label: 'Drive away today', referrerClass: 'search' },
        { seq: 5, kind: 'step', path: '/finance-pre-approval', subject: 'finance:1', label: 'Your loan' },
      ],
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const today = sydneyToday()
    expect(await stored(visit)).toEqual([
      {
        day: today,
        kind: 'page_view',
        subject: '/special-offers',
        label: null,
        path: '/special-offers',
        query: null,
        filters: null,
        result_count: null,
        referrer_class: 'campaign',
        campaign: 'eofy',
        seq: 0,
      },
      expect.objectContaining({ day: today, kind: 'vehicle_view', subject: '2018-toyota-kluger-gx-u00089', label: '2018 Toyota Kluger GX', seq: 1 }),
      expect.objectContaining({
        kind: 'search',
        subject: 'toyota hilux',
        query: 'toyota hilux',
        filters: { make: ['Toyota'], body: ['Ute'] },
        result_count: 7,
      }),
      expect.objectContaining({ kind: 'impression', subject: 'promo:12', label: 'EOFY sale', path: '/' }),
      expect.objectContaining({ kind: 'click', subject: 'block:hero:65f0c1', label: 'Drive away today', referrer_class: null }),
      expect.objectContaining({ kind: 'step', subject: 'finance:1', label: 'Your loan', path: '/finance-pre-approval' }),
    ])
  })

  it('takes a beacon sent by fetch as JSON too', async () => {
    const visit = newVisit()
    const response = await send({ visit, events: [pageView(0)] }, { headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(204)
    expect(await stored(visit)).toHaveLength(1)
  })

  it('stores a beacon sent five times at once only once, and a later one’s new events alone', async () => {
    const visit = newVisit()
    const body = { visit, events: [pageView(0), pageView(1, '/cars'), { seq: 2, kind: 'impression', path: '/cars', subject: 'promo:3' }] }
    const from = nextAddress()
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(body, { from })))
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204])
    expect((await stored(visit)).map((event) => event.seq)).toEqual([0, 1, 2])

    expect((await send({ visit, events: [pageView(2, '/elsewhere'), pageView(3, '/finance'), pageView(3, '/finance')] }, { from })).status).toBe(204)
    const events = await stored(visit)
    expect(events.map((event) => [event.seq, event.subject])).toEqual([
      [0, '/special-offers'],
      [1, '/cars'],
      [2, 'promo:3'],
      [3, '/finance'],
    ])
  })

  it('stores nothing, and says 204, for a shopper who asked not to be tracked, a bot and a prefetch', async () => {
    const cases: Record<string, Record<string, string>> = {
      'Do Not Track': { dnt: '1' },
      'Global Privacy Control': { 'sec-gpc': '1' },
      'a crawler': { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      'a page tester': { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36' },
      'no user agent': { 'user-agent': '' },
      'a prefetch': { 'sec-purpose': 'prefetch' },
      'a prerender': { purpose: 'prefetch;prerender' },
    }
    for (const [name, headers] of Object.entries(cases)) {
      const visit = newVisit()
      const response = await send({ visit, events: [pageView(0)] }, { headers })
      expect(response.status, name).toBe(204)
      expect(await stored(visit), name).toEqual([])
    }
  })

  it('refuses what is not a beacon (400, 413, 415) and stores nothing', async () => {
    const visit = newVisit()
    const refusals: Array<[string, Response, number, RegExp]> = [
      ['an unknown kind', await send({ visit, events: [{ seq: 0, kind: 'purchase', path: '/' }] }), 400, /^events\.0\.kind: /],
      ['a short visit id', await send({ visit: 'abc', events: [pageView(0)] }), 400, /^visit: /],
      ['no events', await send({ visit, events: [] }), 400, /^events: /],
      [
        'a NUL in a label',
        await send({ visit, events: [{ ...pageView(0), label: 'a\u0000b' }] }),
        400,
        /^events\.0\.label: must not contain control characters/,
      ],
      ['not JSON', await send('visit=abc'), 400, /not valid JSON/],
      ['20 KB', await send({ visit, events: [{ ...pageView(0), label: 'x'.repeat(20 * 1024) }] }), 413, /too large/],
      ['HTML', await send({ visit, events: [pageView(0)] }, { headers: { 'content-type': 'text/html' } }), 415, /application\/json or text\/plain/],
      ['a form', await send(`visit=${visit}`, { headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415, /application\/json/],
    ]
    for (const [name, response, status, message] of refusals) {
      expect(response.status, name).toBe(status)
      expect(((await response.json()) as { message: string }).message, name).toMatch(message)
    }
    expect(await stored(visit)).toEqual([])
  })

  it('answers 404 for a host that is no site', async () => {
    const response = await insightBeaconResponse(beaconRequest({ visit: newVisit(), events: [pageView(0)] }), { pool, site: null })
    expect(response.status).toBe(404)
  })

  it(`answers 429 with retry-after once one connection has sent the limit's beacons (${RATE_LIMITS.insightBeacon.points} in 10 minutes)`, async () => {
    const from = nextAddress()
    const visit = newVisit()
    for (let seq = 0; seq < RATE_LIMITS.insightBeacon.points; seq++) {
      const response = await send({ visit, events: [pageView(seq)] }, { from })
      if (response.status !== 204) throw new Error(`beacon ${seq} answered ${response.status}`)
    }
    const over = await send({ visit, events: [pageView(RATE_LIMITS.insightBeacon.points)] }, { from })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await stored(visit)).toHaveLength(RATE_LIMITS.insightBeacon.points)
    // Another connection is not held back by that one.
    expect((await send({ visit: newVisit(), events: [pageView(0)] })).status).toBe(204)
  })

  it('is wired to the route: the site comes from the Host header', async () => {
    const { POST } = await import('../../src/app/api/insights/route')
    const visit = newVisit()
    expect((await POST(beaconRequest({ visit, events: [pageView(0)] }))).status).toBe(204)
    expect(await stored(visit)).toHaveLength(1)
    const elsewhere = beaconRequest({ visit: newVisit(), events: [pageView(0)] }, { headers: { 'x-forwarded-host': 'no-such-site.example' } })
    expect((await POST(elsewhere)).status).toBe(404)
  })
})
