import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { quoteFinance } from '../../src/domain/finance-quote'
import { createRateTableQuoteSource } from '../../src/features/finance-quotes/quote-source'
import { importStockFeed } from '../../src/features/search/stock/stock-store'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'
import { databasePoolOf } from '../../src/platform/database'

const { carViewResponse, visitorSaltFrom } = await import('../../src/features/vehicle/page/car-views-endpoint')
const { phoneRevealResponse } = await import('../../src/features/vehicle/page/phone-reveal-endpoint')
const { financeQuoteResponse } = await import('../../src/features/finance-quotes/quote-endpoint')

/** Issue 7 "Views", "Phone reveal" and "Finance quote" (spec §4, §7, §8). */
const SITE = 'ridgeline-toyota'
const salt = visitorSaltFrom('integration-test-secret')
const browser = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'
let payload: Payload
let pool: Pool

const CAR = feedCar('view-1', {
  slug: 'car-views-test-1',
  views: 40,
  price: 27_990,
  photos_count: null,
  images: [1, 2, 3].map((n) => ({ image: { url: `/demo-stock/suv-white-${n}.webp` } })),
})
const RATE_CAR = feedCar('view-2', { slug: 'car-views-test-2', views: 0 })

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  pool = databasePoolOf(payload)
  await importStockFeed(pool, SITE, [CAR, RATE_CAR], 'partial')
})

// As behind the load balancer: the site comes from x-forwarded-host (or host), the shopper from x-forwarded-for.
const viewRequest = (slug: string, ip: string, userAgent = browser, host = `${SITE}.localhost`) =>
  new Request(`http://${host}/api/cars/${slug}/view.json`, { headers: { 'x-forwarded-host': host, 'x-forwarded-for': ip, 'user-agent': userAgent } })
const storedViews = async (slug: string) =>
  (await pool.query<{ visitor: string; day: string }>('SELECT visitor, day::text AS day FROM car_views WHERE site_slug = $1 AND car_slug = $2', [SITE, slug]))
    .rows

describe('GET /api/cars/{slug}/view.json (spec §7)', () => {
  const on = (iso: string) => ({ pool, siteSlug: SITE, salt, now: () => new Date(iso) })
  const views = async (response: Response) => ((await response.json()) as { views: number }).views

  it('counts one view per visitor per day, on top of the feed’s views, and twice for two visitors', async () => {
    const first = await carViewResponse(viewRequest(CAR.slug as string, '203.0.113.10'), CAR.slug as string, on('2026-03-02T09:00:00+10:00'))
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(await views(first)).toBe(41)
    expect(await views(await carViewResponse(viewRequest(CAR.slug as string, '203.0.113.10'), CAR.slug as string, on('2026-03-02T17:00:00+10:00')))).toBe(41)
    expect(await views(await carViewResponse(viewRequest(CAR.slug as string, '203.0.113.11'), CAR.slug as string, on('2026-03-02T17:05:00+10:00')))).toBe(42)
    // The same shopper the next day (on the dealer's calendar: 23:30 UTC is already the 3rd in Sydney).
    expect(await views(await carViewResponse(viewRequest(CAR.slug as string, '203.0.113.10'), CAR.slug as string, on('2026-03-02T23:30:00Z')))).toBe(43)

    const rows = await storedViews(CAR.slug as string)
    expect(rows.map((row) => row.day).sort()).toEqual(['2026-03-02', '2026-03-02', '2026-03-03'])
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[0-9a-f]{64}$/)
      expect(row.visitor).not.toContain('203.0.113')
    }
    // Hashes differ by day: one shopper cannot be followed from day to day.
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(3)
  })

  it('answers fresh car fields: photos, last change, status and price', async () => {
    const response = await carViewResponse(viewRequest(CAR.slug as string, '203.0.113.12'), CAR.slug as string, on('2026-03-04T10:00:00+10:00'))
    const body = (await response.json()) as { car_fields: Record<string, unknown> }
    expect(body.car_fields).toMatchObject({ photos_count: 3, status: 'in_stock', price: 27_990 })
    const { rows } = await pool.query<{ updated_at: Date }>('SELECT updated_at FROM stock_cars WHERE site_slug = $1 AND slug = $2', [SITE, CAR.slug])
    expect(body.car_fields.updated_at).toBe(rows[0]!.updated_at.toISOString())
  })

  it('does not count crawlers', async () => {
    const before = (await storedViews(CAR.slug as string)).length
    const response = await carViewResponse(
      viewRequest(CAR.slug as string, '66.249.66.1', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
      CAR.slug as string,
      on('2026-03-04T10:00:00+10:00'),
    )
    expect(response.status).toBe(200)
    expect(await views(response)).toBe(40 + before)
    expect(await storedViews(CAR.slug as string)).toHaveLength(before)
  })

  it('answers 404 for a car the site does not have, another site’s car, or an unknown site', async () => {
    const unknown = await carViewResponse(viewRequest('no-such-car', '203.0.113.13'), 'no-such-car', on('2026-03-04T10:00:00+10:00'))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Car not found.', status: 404 })
    const otherSite = await carViewResponse(viewRequest(CAR.slug as string, '203.0.113.13'), CAR.slug as string, {
      ...on('2026-03-04T10:00:00+10:00'),
      siteSlug: 'harbour-city-auto',
    })
    expect(otherSite.status).toBe(404)
    const noSite = await carViewResponse(viewRequest(CAR.slug as string, '203.0.113.13'), CAR.slug as string, {
      ...on('2026-03-04T10:00:00+10:00'),
      siteSlug: null,
    })
    expect(noSite.status).toBe(404)
    expect(await storedViews('no-such-car')).toHaveLength(0)
  })

  it('over the rate limit answers the count without counting: a shopper never sees an error', async () => {
    const slug = RATE_CAR.slug as string
    const at = on('2026-03-05T10:00:00+10:00')
    for (let i = 0; i < 120; i++) expect((await carViewResponse(viewRequest(slug, '198.51.100.7', `${browser} tab-${i}`), slug, at)).status).toBe(200)
    expect(await storedViews(slug)).toHaveLength(120)
    const over = await carViewResponse(viewRequest(slug, '198.51.100.7', `${browser} one-more`), slug, at)
    expect(over.status).toBe(200)
    expect(await views(over)).toBe(120)
    expect(await storedViews(slug)).toHaveLength(120)
    // Another shopper is not held back by that one.
    expect(await views(await carViewResponse(viewRequest(slug, '198.51.100.8'), slug, at))).toBe(121)
  })

  it('is wired to the route: the site comes from the Host header', async () => {
    const { GET } = await import('../../src/app/api/cars/[slug]/view.json/route')
    const response = await GET(viewRequest(CAR.slug as string, '203.0.113.14'), { params: Promise.resolve({ slug: CAR.slug as string }) })
    expect(response.status).toBe(200)
    const elsewhere = await GET(viewRequest(CAR.slug as string, '203.0.113.14', browser, 'harbour-city-auto.localhost'), {
      params: Promise.resolve({ slug: CAR.slug as string }),
    })
    expect(elsewhere.status).toBe(404)
  })
})

const jsonPost = (path: string, ip: string, body: unknown, contentType = 'application/json') =>
  new Request(`http://${SITE}.localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-host': `${SITE}.localhost`, 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('POST /api/phone-reveals (spec §4 "Phone reveal", §7 "Phone-reveal record")', () => {
  const reveals = async () =>
    (
      await pool.query<{ site_slug: string; car_id: string | null; dealership_id: string | null; website_id: string }>(
        'SELECT site_slug, car_id, dealership_id, website_id FROM phone_reveals ORDER BY id',
      )
    ).rows
  const reveal = (ip: string, body: unknown, contentType?: string) =>
    phoneRevealResponse(jsonPost('/api/phone-reveals', ip, body, contentType), { pool, siteSlug: SITE })

  it('stores a reveal and answers 201', async () => {
    const before = (await reveals()).length
    const response = await reveal('192.0.2.1', { car_id: 'view-1', dealership_id: 7, website_id: SITE })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect((await reveals()).slice(before)).toEqual([{ site_slug: SITE, car_id: 'view-1', dealership_id: '7', website_id: SITE }])
    expect((await reveal('192.0.2.1', { website_id: SITE })).status).toBe(201)
    expect((await reveals()).at(-1)).toMatchObject({ car_id: null, dealership_id: null })
  })

  it('rejects another site’s website_id, bad JSON, a missing website_id and other content types, and stores nothing', async () => {
    const before = (await reveals()).length
    const wrongSite = await reveal('192.0.2.2', { car_id: 'view-1', website_id: 'harbour-city-auto' })
    expect(wrongSite.status).toBe(400)
    expect(await wrongSite.json()).toEqual({ message: `website_id: must be this site (${SITE}).`, status: 400 })
    const badJson = await reveal('192.0.2.2', '{"website_id": ')
    expect(badJson.status).toBe(400)
    expect(((await badJson.json()) as { message: string }).message).toBe('The request body is not valid JSON.')
    const missing = await reveal('192.0.2.2', { car_id: 'view-1' })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toMatch(/^website_id: /)
    const form = await reveal('192.0.2.2', `website_id=${SITE}`, 'application/x-www-form-urlencoded')
    expect(form.status).toBe(415)
    expect(await reveals()).toHaveLength(before)
  })

  it('answers 429 with a clear message past 20 reveals from one shopper, and stores nothing more', async () => {
    for (let i = 0; i < 20; i++) expect((await reveal('192.0.2.50', { website_id: SITE })).status).toBe(201)
    const before = (await reveals()).length
    const over = await reveal('192.0.2.50', { website_id: SITE })
    expect(over.status).toBe(429)
    expect(await over.json()).toEqual({ message: 'Too many phone number reveals. Please wait a few minutes and try again.', status: 429 })
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await reveals()).toHaveLength(before)
  })

  it('is wired to the route, and refuses an unknown site', async () => {
    const { POST } = await import('../../src/app/api/phone-reveals/route')
    expect((await POST(jsonPost('/api/phone-reveals', '192.0.2.3', { website_id: SITE }))).status).toBe(201)
    expect((await phoneRevealResponse(jsonPost('/api/phone-reveals', '192.0.2.3', { website_id: SITE }), { pool, siteSlug: null })).status).toBe(404)
  })
})

describe('POST /api/youx/quote (spec §7, offline rate table)', () => {
  const now = new Date('2026-03-01T10:00:00+10:00')
  const source = createRateTableQuoteSource(() => now)
  let ip = 0
  const quote = (body: unknown) => financeQuoteResponse(jsonPost('/api/youx/quote', `192.0.2.${100 + ++ip}`, body), { siteSlug: SITE, source })

  it('answers the weekly repayment and rates the domain’s finance maths give', async () => {
    const response = await quote({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 35_000,
      loanTerm: 5,
      year: 2024,
      vin: 'JTMW1RFV40D012345',
      nvic: 'ABC123',
      whoIsHelping: 'Sam',
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual(quoteFinance({ creditScore: 'GREAT', purchasePrice: 35_000, loanTermYears: 5, year: 2024 }, now))
    expect(body).toEqual({ weeklyRepaymentAmount: 161, advertisedRate: 6.29, comparisonRate: 7.41 })
  })

  it('defaults to a GREAT score over 5 years and prices other bands and terms', async () => {
    const defaults = await (await quote({ purchasePrice: 35_000, year: 2024 })).json()
    expect(defaults).toEqual(quoteFinance({ creditScore: 'GREAT', purchasePrice: 35_000, loanTermYears: 5, year: 2024 }, now))
    const fair = await (await quote({ selfAssessedCreditScore: 'fair', purchasePrice: 18_500, loanTerm: 3, year: 2015 })).json()
    expect(fair).toEqual(quoteFinance({ creditScore: 'FAIR', purchasePrice: 18_500, loanTermYears: 3, year: 2015 }, now))
  })

  it('rejects bad input with 400 and the field at fault', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ purchasePrice: '35000', year: 2024 }, /^purchasePrice: /],
      [{ purchasePrice: 400, year: 2024 }, /^purchasePrice: /],
      [{ purchasePrice: 35_000, year: 2024, loanTerm: 9 }, /^loanTerm: /],
      [{ purchasePrice: 35_000, year: 2024, selfAssessedCreditScore: 'EXCELLENT' }, /^selfAssessedCreditScore: /],
      [{ purchasePrice: 35_000 }, /^year: /],
      [{ purchasePrice: 35_000, year: 2024, vin: 'NOT-A-VIN' }, /^vin: must be a 17-character VIN$/],
    ]
    for (const [body, message] of cases) {
      const response = await quote(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(message)
    }
  })

  it('answers 422 for a car too old to quote', async () => {
    const response = await quote({ purchasePrice: 9_000, year: 2004 })
    expect(response.status).toBe(422)
  })

  it('is wired to the route on the offline source', async () => {
    const { POST } = await import('../../src/app/api/youx/quote/route')
    const response = await POST(jsonPost('/api/youx/quote', '192.0.2.99', { purchasePrice: 35_000, year: 2024 }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(quoteFinance({ creditScore: 'GREAT', purchasePrice: 35_000, loanTermYears: 5, year: 2024 }, new Date()))
  })
})
