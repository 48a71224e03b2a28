import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { runSeed } from '../../src/seed/run-seed'
import { databasePoolOf } from '../../src/platform/database'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'

// The offline mailbox (no SMTP_URL) in a folder of this test's own, set before src/platform/env loads.
const MAILBOX = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/shopper-alerts-mailbox-${process.pid}-${Date.now()}`
  process.env.MAILBOX_DIR = dir
  delete process.env.SMTP_URL
  return dir
})

const accounts = await import('../../src/features/accounts')
const { createSession } = await import('../../src/features/accounts/sessions')
const { saveToWatchlist } = await import('../../src/features/accounts/watchlist-store')
const { unsubscribeToken } = await import('../../src/features/accounts/alerts/send-alerts')
const { getStockSearch } = await import('../../src/features/search')

/**
 * Issue 18 "Alerts, beyond the spec": a stock import that lowers a watched car's price, sells it, or
 * adds cars a saved search finds sends the shopper one email through the alert queue, never two,
 * each with a one-click unsubscribe no one can forge for another shopper.
 */
const SITE = 'ridgeline-toyota'
let payload: Payload
let pool: Pool
let siteId: number
/** The site's first domain: alert links point there, as the shopper reaches the site. */
const ORIGIN = 'https://ridgelinetoyota.com.au'
let ip = 20

const customer = async (email: string, alertsEnabled = true) =>
  (await payload.create({ collection: 'customers', data: { site: siteId, email, firstName: 'Sam', alertsEnabled }, overrideAccess: true, depth: 0 })).id
const importCars = async (cars: Array<Record<string, unknown>>) => (await getStockSearch()).importFeed(SITE, cars, 'partial')
/** One sweep as every app server runs it (changes are taken at once: the test's index is this process's own). */
const sweep = async () => {
  await accounts.collectStockAlerts(pool, new Date(), { settleMs: 0 })
  return accounts.sendDueShopperAlerts({ payload, pool, random: () => 0 })
}
const alertsOf = async (customerId: number) =>
  (
    await pool.query<{ id: string; kind: string; status: string; details: Record<string, unknown> }>(
      'SELECT id, kind, status, details FROM shopper_alerts WHERE customer_id = $1 ORDER BY id',
      [customerId],
    )
  ).rows
const mails = (to: string) =>
  readdirSync(MAILBOX)
    .filter((name) => name.includes('shopper-alert-'))
    .map((name) => ({
      name,
      raw: readFileSync(path.join(MAILBOX, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    }))
    .filter(({ raw }) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'im').test(raw))

const request = (pathname: string, { body, cookie, form, origin = true }: { body?: unknown; cookie?: string; form?: string; origin?: boolean } = {}) => {
  const host = `${SITE}.localhost:3000`
  const headers: Record<string, string> = {
    host,
    'x-forwarded-for': `198.51.100.${ip++}`,
    'content-type': form === undefined ? 'application/json' : 'application/x-www-form-urlencoded',
  }
  if (origin) headers.origin = `http://${host}`
  if (cookie) headers.cookie = cookie
  return new Request(`http://${host}${pathname}`, { method: 'POST', headers, body: form ?? JSON.stringify(body ?? {}) })
}
const signedIn = async (customerId: number) => `shopper_session=${await createSession(pool, { customerId, siteId, userAgent: null })}`

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  pool = databasePoolOf(payload)
  siteId = (await payload.find({ collection: 'sites', where: { slug: { equals: SITE } }, limit: 1, depth: 0 })).docs[0]!.id
  // Whatever earlier imports left in the change log is not this test's.
  await pool.query('UPDATE stock_changes SET processed_at = now() WHERE processed_at IS NULL')
})

afterAll(() => rmSync(MAILBOX, { recursive: true, force: true }))

const WATCHED = feedCar('alert-1', { slug: 'alerts-test-watched-1', name: '2022 Kia Sportage SX', price: 40_000 })

describe('watched cars (issue 18 alerts)', () => {
  let watcher: number
  let quiet: number

  beforeAll(async () => {
    await importCars([WATCHED])
    watcher = await customer('watcher@example.com')
    quiet = await customer('quiet@example.com', false)
    for (const customerId of [watcher, quiet])
      await saveToWatchlist(pool, { customerId, siteId, car: { id: 'alert-1', slug: String(WATCHED.slug), name: String(WATCHED.name), price: 40_000 } })
    await sweep()
  })

  it('a price drop imported twice sends one email, with the old and new price, the car and a one-click unsubscribe', async () => {
    const dropped = { ...WATCHED, price: 37_990 }
    await importCars([dropped])
    await importCars([dropped])
    await sweep()
    await sweep()
    const alerts = await alertsOf(watcher)
    expect(alerts.map((a) => [a.kind, a.status])).toEqual([['price-drop', 'sent']])
    const sent = mails('watcher@example.com')
    expect(sent).toHaveLength(1)
    const raw = sent[0]!.raw
    expect(raw).toContain('Subject: Price drop: 2022 Kia Sportage SX is now $37,990')
    expect(raw).toContain('from $40,000 to $37,990')
    expect(raw).toContain(`${ORIGIN}/cars/alerts-test-watched-1`)
    expect(raw).toContain(`${ORIGIN}/pages/unsubscribe?token=`)
    expect(raw).toMatch(/^List-Unsubscribe:\s*<https:\/\/ridgelinetoyota\.com\.au\/api\/account\/unsubscribe\?token=/m)
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)

    // A retry (the server died after sending) writes the same message again, not a second one.
    await pool.query(`UPDATE shopper_alerts SET status = 'retrying', next_attempt_at = now() - interval '1 minute' WHERE id = $1`, [alerts[0]!.id])
    await sweep()
    expect(mails('watcher@example.com')).toHaveLength(1)
  })

  it('a sold car alerts once; a shopper with alert emails off hears nothing', async () => {
    await importCars([{ ...WATCHED, price: 37_990, status: 'sold', sold: true }])
    await sweep()
    await sweep()
    expect((await alertsOf(watcher)).map((a) => a.kind)).toEqual(['price-drop', 'sold'])
    expect(mails('watcher@example.com').filter(({ raw }) => raw.includes('has been sold'))).toHaveLength(1)
    expect(await alertsOf(quiet)).toEqual([])
    expect(mails('quiet@example.com')).toEqual([])
  })

  it('an alert queued before the shopper turned emails off is not sent', async () => {
    const late = await customer('late@example.com')
    const car = feedCar('alert-2', { slug: 'alerts-test-watched-2', price: 30_000 })
    await importCars([car])
    await saveToWatchlist(pool, { customerId: late, siteId, car: { id: 'alert-2', slug: String(car.slug), name: String(car.name), price: 30_000 } })
    await importCars([{ ...car, price: 28_000 }])
    await accounts.collectStockAlerts(pool, new Date(), { settleMs: 0 })
    await pool.query('UPDATE customers SET alerts_enabled = false WHERE id = $1', [late])
    await accounts.sendDueShopperAlerts({ payload, pool })
    expect((await alertsOf(late)).map((a) => a.status)).toEqual(['cancelled'])
    expect(mails('late@example.com')).toEqual([])
  })
})

describe('saved searches (issue 18 alerts)', () => {
  const PATH = '/search/used-cars?price=10000:20000'
  let searcher: number
  let cookie: string
  let savedId: number

  beforeAll(async () => {
    searcher = await customer('searcher@example.com')
    cookie = await signedIn(searcher)
    // Already in stock when the search is saved: never an alert.
    await importCars([feedCar('alert-10', { slug: 'alerts-test-10', price: 12_000 })])
    const response = await accounts.createSavedSearchResponse(request('/api/account/saved-searches', { cookie, body: { path: PATH } }))
    expect(response.status).toBe(201)
    const saved = (await response.json()) as { id: number; name: string; path: string }
    savedId = saved.id
    // Kept as the search page writes its own URL.
    expect(decodeURIComponent(saved.path)).toBe(PATH)
    expect(saved.name).toBe('Used cars')
  })

  it('alerts only for new cars that match, once per import', async () => {
    await importCars([
      feedCar('alert-11', { slug: 'alerts-test-11', name: '2019 Kia Rio S', price: 15_000 }),
      feedCar('alert-12', { slug: 'alerts-test-12', price: 25_000 }),
      feedCar('alert-13', { slug: 'alerts-test-13', price: 15_000, car_type: 'new' }),
    ])
    await sweep()
    await sweep()
    const first = await alertsOf(searcher)
    expect(first).toHaveLength(1)
    expect(first[0]!.details).toMatchObject({
      kind: 'saved-search',
      savedSearchId: savedId,
      total: 1,
      cars: [{ id: 'alert-11', name: '2019 Kia Rio S', price: 15_000 }],
    })
    const sent = mails('searcher@example.com')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.raw).toContain(`${ORIGIN}/search/used-cars?price=10000%3A20000`)
    expect(sent[0]!.raw).toContain(`${ORIGIN}/cars/alerts-test-11`)

    await importCars([feedCar('alert-14', { slug: 'alerts-test-14', price: 19_000 })])
    await sweep()
    expect((await alertsOf(searcher)).map((a) => (a.details.cars as Array<{ id: string }>).map((car) => car.id))).toEqual([['alert-11'], ['alert-14']])
  })

  it('another shopper cannot switch off or delete the search', async () => {
    const other = await signedIn(await customer('other@example.com'))
    expect(
      (
        await accounts.savedSearchAlertsResponse(
          request(`/api/account/saved-searches/${savedId}`, { cookie: other, body: { alertsEnabled: false } }),
          String(savedId),
        )
      ).status,
    ).toBe(404)
    expect(
      (await accounts.deleteSavedSearchResponse(request(`/api/account/saved-searches/${savedId}/delete`, { cookie: other }), String(savedId))).status,
    ).toBe(404)
    expect(
      (await accounts.savedSearchAlertsResponse(request(`/api/account/saved-searches/${savedId}`, { cookie, body: { alertsEnabled: false } }), String(savedId)))
        .status,
    ).toBe(200)
    await importCars([feedCar('alert-15', { slug: 'alerts-test-15', price: 11_000 })])
    await sweep()
    expect(await alertsOf(searcher)).toHaveLength(2)
  })

  it('refuses a path that is not a search of this site', async () => {
    for (const path of ['https://evil.example/search', '//evil.example/search', '/cars/alerts-test-11']) {
      expect((await accounts.createSavedSearchResponse(request('/api/account/saved-searches', { cookie, body: { path } }))).status).toBe(400)
    }
  })
})

describe('unsubscribe (issue 18 alerts; spec §2 /pages/unsubscribe)', () => {
  const enabled = async (id: number) =>
    (await pool.query<{ alerts_enabled: boolean }>('SELECT alerts_enabled FROM customers WHERE id = $1', [id])).rows[0]!.alerts_enabled
  const oneClick = (token: string) =>
    accounts.unsubscribeResponse(request(`/api/account/unsubscribe?token=${encodeURIComponent(token)}`, { form: 'List-Unsubscribe=One-Click', origin: false }))

  it("one customer's token cannot unsubscribe another (a forged token is refused)", async () => {
    const mine = await customer('mine@example.com')
    const theirs = await customer('theirs@example.com')
    const token = unsubscribeToken(mine, { kind: 'sold', carId: 'x', carName: 'x', carSlug: 'x' })
    const forged = token.replace(`${mine}:`, `${theirs}:`)
    expect((await oneClick(forged)).status).toBe(400)
    expect(await enabled(theirs)).toBe(true)

    const response = await oneClick(token)
    expect(response.status).toBe(200)
    expect(await enabled(mine)).toBe(false)
    expect(await enabled(theirs)).toBe(true)
  })

  it("the page's button (a form POST) turns off one saved search and returns to the page", async () => {
    const owner = await customer('form@example.com')
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO saved_searches (site_id, customer_id, name, path) VALUES ($1, $2, 'Used cars', '/search/used-cars') RETURNING id`,
      [siteId, owner],
    )
    const token = unsubscribeToken(owner, {
      kind: 'saved-search',
      savedSearchId: rows[0]!.id,
      name: 'Used cars',
      path: '/search/used-cars',
      total: 0,
      cars: [],
    })
    const response = await accounts.unsubscribeResponse(request('/api/account/unsubscribe', { form: new URLSearchParams({ token }).toString() }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/pages/unsubscribe?token=${encodeURIComponent(token)}`)
    expect((await pool.query('SELECT alerts_enabled FROM saved_searches WHERE id = $1', [rows[0]!.id])).rows[0].alerts_enabled).toBe(false)
    expect(await enabled(owner)).toBe(true)
  })
})
