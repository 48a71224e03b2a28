import { rmSync } from 'node:fs'

import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { runSeed } from '../../src/seed/run-seed'
import { importStockFeed } from '../../src/features/search/stock/stock-store'
import { databasePoolOf } from '../../src/platform/database'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { mailedSignIn } from '../helpers/shopper-sign-in'
import { feedCar } from '../helpers/stock'

const MAILBOX = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/accounts-mailbox-${process.pid}-${Date.now()}`
  process.env.MAILBOX_DIR = dir
  delete process.env.SMTP_URL
  return dir
})

const accounts = await import('../../src/features/accounts')
const { issueSignInCode, redeemSignInCode } = await import('../../src/features/accounts/sign-in-codes')

/**
 * Issue 18 "Accounts" and "Watchlist" (spec §4 "Watchlist", §6 roles, §7 watchlist calls): the
 * endpoints as a browser calls them, on two demo sites with accounts (Ridgeline Toyota, Harbour City).
 */
const RIDGELINE = 'ridgeline-toyota'
const HARBOUR = 'harbour-city-auto'
let payload: Payload
let pool: Pool
let ip = 10

const RIDGELINE_CAR = feedCar('acct-1', { slug: 'accounts-test-ridgeline-1', price: 41_990 })
const SOLD_CAR = feedCar('acct-2', { slug: 'accounts-test-ridgeline-2', status: 'sold', sold: true })
const HARBOUR_CAR = feedCar('acct-9', { slug: 'accounts-test-harbour-9' })

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  pool = databasePoolOf(payload)
  await importStockFeed(pool, RIDGELINE, [RIDGELINE_CAR, SOLD_CAR], 'partial')
  await importStockFeed(pool, HARBOUR, [HARBOUR_CAR], 'partial')
})

afterAll(() => rmSync(MAILBOX, { recursive: true, force: true }))

type Call = { site?: string; body?: unknown; cookie?: string; origin?: string | null; method?: 'GET' | 'POST'; ip?: string }
const request = (pathname: string, { site = RIDGELINE, body, cookie, origin, method = body === undefined ? 'GET' : 'POST', ip: from }: Call = {}) => {
  const host = `${site}.localhost:3000`
  const headers: Record<string, string> = { host, 'x-forwarded-for': from ?? `198.51.100.${ip++}`, 'user-agent': 'accounts-int' }
  if (method === 'POST') headers['content-type'] = 'application/json'
  if (origin !== null && method === 'POST') headers.origin = origin ?? `http://${host}`
  if (cookie) headers.cookie = cookie
  return new Request(`http://${host}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}
const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith('shopper_session='))!
    .split(';')[0]!

/** The code and link in the newest sign-in mail to `email` (the offline mailbox, as the admin shows it). */
const mailedCode = (email: string) => mailedSignIn(MAILBOX, email)!

async function signIn(email: string, site = RIDGELINE): Promise<string> {
  expect((await accounts.signInCodeResponse(request('/api/account/sign-in/code', { site, body: { email } }))).status).toBe(202)
  const response = await accounts.signInResponse(request('/api/account/sign-in', { site, body: { email, code: mailedCode(email).code } }))
  expect(response.status).toBe(200)
  return sessionCookie(response)
}

const me = async (cookie: string, site = RIDGELINE) =>
  ((await (await accounts.accountResponse(request('/api/account', { site, cookie }))).json()) as { shopper: { id: number; email: string } | null }).shopper

describe('accounts belong to one site (issue 18 "Accounts")', () => {
  it('the same email makes two accounts on two sites, and a session of one site is refused on the other', async () => {
    const email = 'same.person@accounts-int.example'
    const onRidgeline = await signIn(email, RIDGELINE)
    const onHarbour = await signIn(email, HARBOUR)
    const customers = await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
    expect(customers.totalDocs).toBe(2)
    expect(new Set(customers.docs.map((c) => c.site))).toHaveProperty('size', 2)
    expect((await me(onRidgeline, RIDGELINE))?.email).toBe(email)
    expect(await me(onRidgeline, HARBOUR)).toBeNull()
    expect((await me(onHarbour, HARBOUR))?.id).not.toBe((await me(onRidgeline, RIDGELINE))?.id)
  })

  it('a site without accounts answers 404 to every account call', async () => {
    const response = await accounts.signInCodeResponse(
      request('/api/account/sign-in/code', { site: 'sunset-coast-cars-and-caravans', body: { email: 'a@accounts-int.example' } }),
    )
    expect(response.status).toBe(404)
  })

  it("refuses a write without the site's own Origin (403) and bad input with a clear 400", async () => {
    expect((await accounts.signInCodeResponse(request('/api/account/sign-in/code', { body: { email: 'x@accounts-int.example' }, origin: null }))).status).toBe(
      403,
    )
    expect(
      (await accounts.signInCodeResponse(request('/api/account/sign-in/code', { body: { email: 'x@accounts-int.example' }, origin: 'http://evil.example' })))
        .status,
    ).toBe(403)
    const bad = await accounts.signInCodeResponse(request('/api/account/sign-in/code', { body: { email: 'not an email' } }))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: 'email: Please enter a valid email address.' })
  })
})

describe('sign-in codes (issue 18: hashed, 10 minutes, 5 tries, no enumeration)', () => {
  it('answers a known and an unknown email identically', async () => {
    await signIn('known@accounts-int.example')
    const known = await accounts.signInCodeResponse(request('/api/account/sign-in/code', { body: { email: 'known@accounts-int.example' } }))
    const unknown = await accounts.signInCodeResponse(request('/api/account/sign-in/code', { body: { email: 'nobody-yet@accounts-int.example' } }))
    expect([known.status, unknown.status]).toEqual([202, 202])
    expect(await known.json()).toEqual(await unknown.json())
  })

  it('stores only a hash of the code and link', async () => {
    await accounts.signInCodeResponse(request('/api/account/sign-in/code', { body: { email: 'hashed@accounts-int.example' } }))
    const { code, token } = mailedCode('hashed@accounts-int.example')
    const { rows } = await pool.query('SELECT code_hash, link_hash FROM shopper_sign_in_codes WHERE email = $1', ['hashed@accounts-int.example'])
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain(code)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('locks after five wrong codes, even for the right one', async () => {
    const email = 'five.tries@accounts-int.example'
    await accounts.signInCodeResponse(request('/api/account/sign-in/code', { body: { email } }))
    const { code } = mailedCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await accounts.signInResponse(request('/api/account/sign-in', { body: { email, code: wrong } })))
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 429])
    expect(((await answers[0]!.json()) as { message: string }).message).toBe('That code is not right. 4 tries left.')
    const right = await accounts.signInResponse(request('/api/account/sign-in', { body: { email, code } }))
    expect(right.status).toBe(429)
    expect(right.headers.getSetCookie()).toEqual([])
    // Each refusal is in the admin's sign-in audit, with the shopper's connection.
    const audit = await payload.find({
      collection: 'sign-in-failures',
      where: { email: { equals: email } },
      overrideAccess: true,
      sort: 'createdAt',
      limit: 10,
    })
    expect(audit.docs.map((row) => [row.accounts, row.reason])).toEqual([
      ...Array(4).fill(['customers', 'wrong-credentials']),
      ['customers', 'throttled'],
      ['customers', 'throttled'],
    ])
    expect(audit.docs[0]!.clientAddress).toMatch(/^198\.51\.100\./)
  })

  it('the sign-in audit keeps a failure SIGN_IN_AUDIT_RETENTION_DAYS (standard 180), then the sweep every app server runs deletes it, a backlog in batches', async () => {
    const { pruneSignInAudit } = await import('../../src/platform/sign-in-audit-retention')
    const now = new Date()
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
    const failure = async (email: string, age: number) => {
      const row = await payload.create({
        collection: 'sign-in-failures',
        overrideAccess: true,
        data: { email, accounts: 'users', reason: 'wrong-credentials', clientAddress: '203.0.113.9' },
      })
      await pool.query('UPDATE sign_in_failures SET created_at = $2 WHERE id = $1', [row.id, daysAgo(age)])
      return row.id
    }
    await failure('old@audit-int.example', 181)
    const kept = await failure('kept@audit-int.example', 179)
    // A backlog larger than one statement's batch (5,000).
    await pool.query(
      `INSERT INTO sign_in_failures (email, accounts, reason, updated_at, created_at) SELECT 'bulk' || n || '@audit-int.example', 'users', 'wrong-credentials', $1, $1 FROM generate_series(1, 5001) n`,
      [daysAgo(400)],
    )
    expect(await pruneSignInAudit(pool, { now })).toBe(5002)
    const left = async () =>
      (await pool.query<{ id: number }>("SELECT id FROM sign_in_failures WHERE email LIKE '%@audit-int.example' ORDER BY id")).rows.map((row) => row.id)
    expect(await left()).toEqual([kept])
    // Running again (another app server) changes nothing; a shorter period applies to what is kept.
    expect(await pruneSignInAudit(pool, { now })).toBe(0)
    expect(await pruneSignInAudit(pool, { now, retentionDays: 178 })).toBe(1)
    expect(await left()).toEqual([])
  })

  it('a code expires after 10 minutes, and asking again replaces the old one', async () => {
    const site = (await payload.find({ collection: 'sites', where: { slug: { equals: RIDGELINE } }, overrideAccess: true, depth: 0 })).docs[0]!
    const issuedAt = new Date('2026-11-24T10:00:00Z')
    const first = await issueSignInCode(pool, { siteId: site.id, email: 'expiry@accounts-int.example', now: issuedAt })
    expect(
      await redeemSignInCode(pool, { siteId: site.id, email: 'expiry@accounts-int.example', code: first.code, now: new Date('2026-11-24T10:10:01Z') }),
    ).toEqual({ ok: false, reason: 'expired' })
    const second = await issueSignInCode(pool, { siteId: site.id, email: 'expiry@accounts-int.example', now: issuedAt })
    const third = await issueSignInCode(pool, { siteId: site.id, email: 'expiry@accounts-int.example', now: issuedAt })
    if (second.code !== third.code)
      expect(await redeemSignInCode(pool, { siteId: site.id, email: 'expiry@accounts-int.example', code: second.code, now: issuedAt })).toMatchObject({
        ok: false,
        reason: 'wrong',
      })
    expect(
      await redeemSignInCode(pool, { siteId: site.id, email: 'expiry@accounts-int.example', code: third.code, now: new Date('2026-11-24T10:09:59Z') }),
    ).toEqual({ ok: true })
  })

  it('the emailed link signs in once', async () => {
    const email = 'link@accounts-int.example'
    await accounts.signInCodeResponse(request('/api/account/sign-in/code', { body: { email } }))
    const { token } = mailedCode(email)
    const first = await accounts.signInResponse(request('/api/account/sign-in', { body: { token } }))
    expect(first.status).toBe(200)
    expect((await me(sessionCookie(first)))?.email).toBe(email)
    expect((await accounts.signInResponse(request('/api/account/sign-in', { body: { token } }))).status).toBe(400)
  })

  it('signing out everywhere ends every session of the account', async () => {
    const phone = await signIn('two.devices@accounts-int.example')
    const laptop = await signIn('two.devices@accounts-int.example')
    expect((await accounts.signOutResponse(request('/api/account/sign-out', { body: { everywhere: true }, cookie: laptop }))).status).toBe(200)
    expect(await me(phone)).toBeNull()
    expect(await me(laptop)).toBeNull()
  })
})

describe('watchlist calls (spec §7; issue 18 "Watchlist")', () => {
  const save = (cookie: string, car_id: string, phone_number = '0412 345 678', site = RIDGELINE) =>
    accounts.saveCarResponse(request('/api/watchlist/save-car', { site, cookie, body: { phone_number, car_id } }))

  it('saves with the mobile number (setting it on the account), lists it, and removes it', async () => {
    const cookie = await signIn('watcher@accounts-int.example')
    const saved = await save(cookie, String(RIDGELINE_CAR.id))
    expect(saved.status).toBe(201)
    expect(await saved.json()).toMatchObject({ success: true, saved: true })
    expect((await save(cookie, String(RIDGELINE_CAR.id))).status).toBe(200)
    const list = (await (await accounts.watchlistResponse(request('/api/watchlist', { cookie }))).json()) as {
      phone_number: string
      cars: Array<{ carId: string; savedPrice: number; now: { state: string; price: number } }>
    }
    expect(list.phone_number).toBe('0412 345 678')
    expect(list.cars).toEqual([
      expect.objectContaining({ carId: String(RIDGELINE_CAR.id), savedPrice: 41_990, now: expect.objectContaining({ state: 'available', price: 41_990 }) }),
    ])
    expect((await save(cookie, String(RIDGELINE_CAR.id), '0499 999 999')).status).toBe(400)
    const removed = await accounts.removeCarResponse(
      request('/api/watchlist/remove-car', { cookie, body: { phone_number: '0412345678', car_id: String(RIDGELINE_CAR.id) } }),
    )
    expect(await removed.json()).toMatchObject({ success: true, saved: false })
  })

  it("a save without a phone number, or with no car, answers a sentence the shopper can act on, not zod's words (issue 41)", async () => {
    const cookie = await signIn('no.phone@accounts-int.example')
    const call = async (body: unknown) => {
      const response = await accounts.saveCarResponse(request('/api/watchlist/save-car', { cookie, body }))
      return { status: response.status, body: (await response.json()) as { success: boolean; message: string } }
    }
    expect(await call({ car_id: String(RIDGELINE_CAR.id) })).toEqual({
      status: 400,
      body: expect.objectContaining({ success: false, message: 'Please enter a valid Australian mobile number, e.g. 0412 345 678.' }),
    })
    expect(await call({ phone_number: 412345678, car_id: String(RIDGELINE_CAR.id) })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid Australian mobile number, e.g. 0412 345 678.' },
    })
    expect(await call({ phone_number: '0412 345 678' })).toMatchObject({
      status: 400,
      body: { success: false, message: 'Choose a car from this site to save.' },
    })
    expect(await call({ phone_number: '0412 345 678', car_id: String(RIDGELINE_CAR.id), extra: true })).toMatchObject({
      status: 400,
      body: { message: 'Send the mobile number and the car to save.' },
    })
    const count = await pool.query('SELECT count(*)::int AS n FROM watchlist_entries we JOIN customers c ON c.id = we.customer_id WHERE c.email = $1', [
      'no.phone@accounts-int.example',
    ])
    expect(count.rows[0].n).toBe(0)
  })

  it("refuses another site's car, a sold car, and a signed-out shopper, each with success false and a message", async () => {
    const cookie = await signIn('careful@accounts-int.example')
    const otherSite = await save(cookie, String(HARBOUR_CAR.id))
    expect(otherSite.status).toBe(404)
    expect(await otherSite.json()).toMatchObject({ success: false, message: 'This car is no longer in stock.' })
    expect(await (await save(cookie, String(SOLD_CAR.id))).json()).toMatchObject({ success: false, message: 'This car has been sold, so it cannot be saved.' })
    const signedOut = await accounts.saveCarResponse(
      request('/api/watchlist/save-car', { body: { phone_number: '0412 345 678', car_id: String(RIDGELINE_CAR.id) } }),
    )
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toMatchObject({ success: false })
    const count = await pool.query('SELECT count(*)::int AS n FROM watchlist_entries we JOIN customers c ON c.id = we.customer_id WHERE c.email = $1', [
      'careful@accounts-int.example',
    ])
    expect(count.rows[0].n).toBe(0)
  })
})

describe('deleting an account (issue 18 "My garage")', () => {
  it('removes the account and its watchlist; its leads stay with the dealer, unlinked', async () => {
    const cookie = await signIn('leaving@accounts-int.example')
    const shopper = (await me(cookie))!
    await save(cookie)
    const site = (await payload.find({ collection: 'sites', where: { slug: { equals: RIDGELINE } }, overrideAccess: true, depth: 0 })).docs[0]!
    const lead = await payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: { site: site.id, form: 'enquiry', firstName: 'Lee', email: 'leaving@accounts-int.example', phone: '0412 345 678', customer: shopper.id },
    })
    expect((await accounts.accountDeleteResponse(request('/api/account/delete', { cookie, body: { confirm: true } }))).status).toBe(200)
    expect((await payload.find({ collection: 'customers', where: { id: { equals: shopper.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await pool.query('SELECT count(*)::int AS n FROM watchlist_entries WHERE customer_id = $1', [shopper.id])).rows[0].n).toBe(0)
    const kept = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 0 })
    expect(kept.email).toBe('leaving@accounts-int.example')
    expect(kept.customer ?? null).toBeNull()
    expect(await me(cookie)).toBeNull()
  })

  async function save(cookie: string) {
    expect(
      (await accounts.saveCarResponse(request('/api/watchlist/save-car', { cookie, body: { phone_number: '0412 345 678', car_id: String(RIDGELINE_CAR.id) } })))
        .status,
    ).toBe(201)
  }
})

describe('the data download (issue 18 "My garage"; issue 20 valuations)', () => {
  it('includes the trade-in valuations claimed by the shopper, and only theirs', async () => {
    const cookie = await signIn('valued@accounts-int.example')
    const shopper = (await me(cookie))!
    const other = (await me(await signIn('someone.else@accounts-int.example')))!
    const site = (await payload.find({ collection: 'sites', where: { slug: { equals: RIDGELINE } }, overrideAccess: true, depth: 0 })).docs[0]!
    const valuation = (customer: number, reference: string) =>
      payload.create({
        collection: 'trade-in-valuations',
        overrideAccess: true,
        data: {
          site: site.id,
          reference,
          status: 'offered',
          customer,
          carName: '2021 Toyota Corolla Ascent Sport',
          car: { year: 2021, make: 'Toyota', model: 'Corolla', km: 42_000 },
          offerLowDollars: 19_500,
          offerHighDollars: 21_000,
          validUntil: '2026-12-01T12:59:59.000Z',
        },
      })
    await valuation(shopper.id, 'V-ACCTMN2')
    await valuation(other.id, 'V-ACCTMN3')
    const response = await accounts.accountExportResponse(request('/api/account/export', { cookie }))
    expect(response.status).toBe(200)
    const data = (await response.json()) as {
      tradeInValuations: Array<{ reference: string; carName: string; status: string; offerLowDollars: number; offerHighDollars: number; car: { km: number } }>
    }
    expect(data.tradeInValuations).toEqual([
      expect.objectContaining({
        reference: 'V-ACCTMN2',
        carName: '2021 Toyota Corolla Ascent Sport',
        status: 'offered',
        offerLowDollars: 19_500,
        offerHighDollars: 21_000,
        car: expect.objectContaining({ km: 42_000 }),
      }),
    ])
  })
})

describe('customers in the admin (issue 18 "Admin")', () => {
  it("an editor sees only their own site's customers, each with their watchlist and leads", async () => {
    const email = 'admin.view@accounts-int.example'
    const cookie = await signIn(email, HARBOUR)
    const onRidgeline = await signIn(email, RIDGELINE)
    expect(
      (
        await accounts.saveCarResponse(
          request('/api/watchlist/save-car', { site: HARBOUR, cookie, body: { phone_number: '0412 345 678', car_id: String(HARBOUR_CAR.id) } }),
        )
      ).status,
    ).toBe(201)
    expect(onRidgeline).toBeTruthy()
    const editor = (await payload.find({ collection: 'users', where: { email: { equals: 'editor@harbour-city-auto.test' } }, overrideAccess: true, depth: 0 }))
      .docs[0]!
    const seen = await payload.find({
      collection: 'customers',
      where: { email: { equals: email } },
      overrideAccess: false,
      user: { ...editor, collection: 'users' },
      depth: 1,
    })
    expect(seen.docs).toHaveLength(1)
    const harbourSite = (await payload.find({ collection: 'sites', where: { slug: { equals: HARBOUR } }, overrideAccess: true, depth: 0 })).docs[0]!
    expect(typeof seen.docs[0]!.site === 'object' ? seen.docs[0]!.site?.id : seen.docs[0]!.site).toBe(harbourSite.id)
    const watchlist = seen.docs[0]!.watchlist?.docs ?? []
    expect(watchlist.map((entry) => (typeof entry === 'object' ? entry.carId : entry))).toEqual([String(HARBOUR_CAR.id)])
  })
})
