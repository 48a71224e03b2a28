import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pruneInsightEvents, rollUpInsights } from '../../src/features/insights'
import { databasePoolOf } from '../../src/platform/database'
import { getTestPayload } from '../helpers/payload'

/**
 * Issue 44: the daily totals of marketer insights are rolled up from the raw events per site and day
 * (counts, distinct visits, the funnel, where visits came from), the same however often and however
 * many servers run it, and raw events go once past their site's retention, never today's. Sites of its
 * own, and days in June 2026 (NOW), so the figures are this test's.
 */
const NOW = new Date('2026-06-15T02:00:00Z') // noon on 15 June in Sydney
const TODAY = '2026-06-15'
const YESTERDAY = '2026-06-14'
const before = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

let payload: Payload
let pool: Pool
const sites: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 }

type RawEvent = {
  day: string
  minute?: number
  kind: string
  subject?: string
  label?: string
  visit: string
  seq: number
  referrerClass?: string
  resultCount?: number
}

async function insertEvents(siteId: number, events: RawEvent[]) {
  for (const e of events)
    await pool.query(
      `INSERT INTO insight_events (site_id, at, day, kind, subject, label, path, referrer_class, result_count, visit, seq)
       VALUES ($1, ($2::date + make_interval(mins => $3::int)) AT TIME ZONE 'Australia/Sydney', $2::date, $4, $5, $6, '/', $7, $8, $9, $10)`,
      [siteId, e.day, e.minute ?? 600 + e.seq, e.kind, e.subject ?? '', e.label ?? null, e.referrerClass ?? null, e.resultCount ?? null, e.visit, e.seq],
    )
}

type DailyRow = {
  day: string
  kind: string
  subject: string
  label: string | null
  events: number
  visits: number
  results_min: number | null
  results_max: number | null
}
async function dailyRows(siteId: number): Promise<DailyRow[]> {
  const { rows } = await pool.query<DailyRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, subject, label, events, visits, results_min, results_max
       FROM insight_daily WHERE site_id = $1 ORDER BY day, kind, subject`,
    [siteId],
  )
  return rows
}
const row = (rows: DailyRow[], day: string, kind: string, subject: string) => rows.find((r) => r.day === day && r.kind === kind && r.subject === subject)

beforeAll(async () => {
  payload = await getTestPayload()
  pool = databasePoolOf(payload)
  for (const key of ['a', 'b', 'c'] as const) {
    const site = await payload.create({
      collection: 'sites',
      data: { name: `Rollup ${key}`, slug: `insights-rollup-${key}`, template: 'classic', domains: [{ domain: `rollup-${key}.insights.test` }] },
      overrideAccess: true,
    })
    sites[key] = site.id
  }
  // a: the standard retention (none set); b: five days; c: one day, less than the two days always kept.
  await pool.query('UPDATE sites SET insights_retention_days = NULL WHERE id = $1', [sites.a])
  await pool.query('UPDATE sites SET insights_retention_days = 5 WHERE id = $1', [sites.b])
  await pool.query('UPDATE sites SET insights_retention_days = 1 WHERE id = $1', [sites.c])

  await insertEvents(sites.a, [
    // Visit a1 lands from a search engine, sees and later clicks a promo renamed in between, views a car, searches, starts the checkout.
    { day: YESTERDAY, kind: 'page_view', subject: '/', visit: 'visit-a1', seq: 1, referrerClass: 'search' },
    { day: YESTERDAY, kind: 'impression', subject: 'promo:7', label: 'Spring sale', visit: 'visit-a1', seq: 2 },
    { day: YESTERDAY, kind: 'vehicle_view', subject: '2020-toyota-hilux-sr5-x1', label: '2020 Toyota HiLux SR5', visit: 'visit-a1', seq: 3 },
    { day: YESTERDAY, kind: 'search', subject: 'hilux', visit: 'visit-a1', seq: 4, resultCount: 5 },
    { day: YESTERDAY, kind: 'page_view', subject: '/special-offers', visit: 'visit-a1', seq: 5, referrerClass: 'internal' },
    { day: YESTERDAY, kind: 'impression', subject: 'promo:7', label: 'Spring sale: 5 years free servicing', visit: 'visit-a1', seq: 6 },
    { day: YESTERDAY, kind: 'click', subject: 'promo:7', label: 'Spring sale: 5 years free servicing', visit: 'visit-a1', seq: 7 },
    { day: YESTERDAY, kind: 'step', subject: 'checkout:1', label: 'Your car', visit: 'visit-a1', seq: 8 },
    // Visit a2, typed in: two searches, one that finds nothing.
    { day: YESTERDAY, kind: 'page_view', subject: '/', visit: 'visit-a2', seq: 1, referrerClass: 'direct' },
    { day: YESTERDAY, kind: 'search', subject: 'hilux', visit: 'visit-a2', seq: 2, resultCount: 3 },
    { day: YESTERDAY, kind: 'search', subject: 'tesla', visit: 'visit-a2', seq: 3, resultCount: 0 },
    // Visit a3 from social straight onto a car's page, twice.
    { day: YESTERDAY, kind: 'page_view', subject: '/cars/2020-toyota-hilux-sr5-x1', visit: 'visit-a3', seq: 1, referrerClass: 'social' },
    { day: YESTERDAY, kind: 'vehicle_view', subject: '2020-toyota-hilux-sr5-x1', label: '2020 Toyota HiLux SR5', visit: 'visit-a3', seq: 2 },
    { day: YESTERDAY, kind: 'vehicle_view', subject: '2020-toyota-hilux-sr5-x1', label: '2020 Toyota HiLux SR5', visit: 'visit-a3', seq: 3 },
    // The day before: one visit.
    { day: before(2), kind: 'page_view', subject: '/', visit: 'visit-a4', seq: 1, referrerClass: 'email' },
  ])
  await insertEvents(sites.b, [
    { day: YESTERDAY, kind: 'page_view', subject: '/', visit: 'visit-b1', seq: 1, referrerClass: 'campaign' },
    { day: YESTERDAY, kind: 'search', subject: 'hilux', visit: 'visit-b1', seq: 2, resultCount: 40 },
    // A visit that goes past midnight lands once each day, by its first page view of the day.
    { day: before(2), minute: 1430, kind: 'page_view', subject: '/', visit: 'visit-b2', seq: 1, referrerClass: 'social' },
    { day: YESTERDAY, minute: 5, kind: 'page_view', subject: '/finance', visit: 'visit-b2', seq: 2, referrerClass: 'internal' },
  ])
})

afterAll(async () => {
  await payload.delete({ collection: 'sites', where: { id: { in: Object.values(sites) } }, overrideAccess: true })
})

describe('rolling up insight events', () => {
  it('counts events and distinct visits per site, day, kind and subject, with the latest label and the search results', async () => {
    expect(await rollUpInsights(pool, { since: before(3), now: NOW })).toMatchObject({ rolledUp: true })
    const a = await dailyRows(sites.a)
    expect(row(a, YESTERDAY, 'page_view', '/')).toMatchObject({ events: 2, visits: 2 })
    expect(row(a, YESTERDAY, 'vehicle_view', '2020-toyota-hilux-sr5-x1')).toMatchObject({ events: 3, visits: 2, label: '2020 Toyota HiLux SR5' })
    expect(row(a, YESTERDAY, 'search', 'hilux')).toMatchObject({ events: 2, visits: 2, results_min: 3, results_max: 5 })
    expect(row(a, YESTERDAY, 'search', 'tesla')).toMatchObject({ events: 1, visits: 1, results_min: 0, results_max: 0 })
    expect(row(a, YESTERDAY, 'impression', 'promo:7')).toMatchObject({ events: 2, visits: 1, label: 'Spring sale: 5 years free servicing' })
    expect(row(a, YESTERDAY, 'click', 'promo:7')).toMatchObject({ events: 1, visits: 1 })
    expect(row(a, YESTERDAY, 'step', 'checkout:1')).toMatchObject({ events: 1, visits: 1, label: 'Your car' })
    expect(row(a, before(2), 'page_view', '/')).toMatchObject({ events: 1, visits: 1 })

    const b = await dailyRows(sites.b)
    expect(row(b, YESTERDAY, 'search', 'hilux')).toMatchObject({ events: 1, visits: 1, results_min: 40 })
    expect(b.filter((r) => r.kind === 'page_view' && r.day === YESTERDAY).map((r) => r.subject)).toEqual(['/', '/finance'])
  })

  it('adds the funnel (visits that viewed a page, searched, viewed a car) and where visits came from', async () => {
    const a = await dailyRows(sites.a)
    const of = (rows: DailyRow[], day: string, kind: string) =>
      Object.fromEntries(rows.filter((r) => r.day === day && r.kind === kind).map((r) => [r.subject, r.visits]))
    expect(of(a, YESTERDAY, 'funnel')).toEqual({ visited: 3, searched: 2, viewed_car: 2 })
    expect(of(a, YESTERDAY, 'source')).toEqual({ search: 1, direct: 1, social: 1 })
    expect(of(a, before(2), 'source')).toEqual({ email: 1 })
    const b = await dailyRows(sites.b)
    expect(of(b, YESTERDAY, 'funnel')).toEqual({ visited: 2, searched: 1 })
    expect(of(b, YESTERDAY, 'source')).toEqual({ campaign: 1, internal: 1 })
    expect(of(b, before(2), 'source')).toEqual({ social: 1 })
  })

  it('gives the same rows when run again, and picks up events that arrived since', async () => {
    const first = [await dailyRows(sites.a), await dailyRows(sites.b)]
    await rollUpInsights(pool, { since: before(3), now: NOW })
    expect([await dailyRows(sites.a), await dailyRows(sites.b)]).toEqual(first)

    await insertEvents(sites.a, [{ day: YESTERDAY, kind: 'page_view', subject: '/', visit: 'visit-a5', seq: 1, referrerClass: 'direct' }])
    await rollUpInsights(pool, { since: YESTERDAY, now: NOW })
    const a = await dailyRows(sites.a)
    expect(row(a, YESTERDAY, 'page_view', '/')).toMatchObject({ events: 3, visits: 3 })
    expect(row(a, YESTERDAY, 'source', 'direct')).toMatchObject({ visits: 2 })
    expect(row(a, before(2), 'page_view', '/')).toMatchObject({ events: 1 }) // before `since`: untouched
  })

  it('skips a pass while another server holds the rollup, and rollups at once neither fail nor count twice', async () => {
    const expected = [await dailyRows(sites.a), await dailyRows(sites.b)]
    const other = await pool.connect()
    try {
      await other.query('BEGIN')
      await other.query(`SELECT pg_advisory_xact_lock(hashtext('insights-rollup'), 0)`)
      expect(await rollUpInsights(pool, { since: before(3), now: NOW })).toEqual({ rolledUp: false, rows: 0 })
    } finally {
      await other.query('ROLLBACK')
      other.release()
    }
    const passes = await Promise.all(Array.from({ length: 4 }, () => rollUpInsights(pool, { since: before(3), now: NOW })))
    expect(passes.some((pass) => pass.rolledUp)).toBe(true)
    expect([await dailyRows(sites.a), await dailyRows(sites.b)]).toEqual(expected)
  })
})

describe('pruning raw insight events', () => {
  const kept = async (siteId: number) =>
    (
      await pool.query<{ day: string }>(`SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM insight_events WHERE site_id = $1 ORDER BY 1`, [siteId])
    ).rows.map((r) => r.day)

  it("deletes only events past each site's retention (30 days unless set), never today's or yesterday's", async () => {
    const old = (siteId: number, days: number[]) =>
      insertEvents(
        siteId,
        days.map((back) => ({ day: before(back), kind: 'page_view', subject: '/', visit: `old-${siteId}-${back}`, seq: 1, referrerClass: 'direct' })),
      )
    await old(sites.a, [31, 30, 0])
    await old(sites.b, [7, 6, 5, 1, 0])
    await old(sites.c, [3, 2, 1, 0])
    // The daily totals of a day stay when its raw events go, and a rollup reaching back does not empty them.
    await pool.query(`INSERT INTO insight_daily (site_id, day, kind, subject, events, visits) VALUES ($1, $2, 'funnel', 'visited', 1, 1)`, [sites.b, before(7)])

    expect(await pruneInsightEvents(pool, { now: NOW })).toBeGreaterThanOrEqual(4)
    expect(await kept(sites.a)).toEqual([before(30), before(2), YESTERDAY, TODAY])
    expect(await kept(sites.b)).toEqual([before(5), before(2), YESTERDAY, TODAY])
    expect(await kept(sites.c)).toEqual([before(2), YESTERDAY, TODAY])
    expect(await pruneInsightEvents(pool, { now: NOW })).toBe(0)

    await rollUpInsights(pool, { since: before(40), now: NOW })
    expect(row(await dailyRows(sites.b), before(7), 'funnel', 'visited')).toMatchObject({ visits: 1 })
  })
})
