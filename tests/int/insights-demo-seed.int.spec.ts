import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { carsMatchingWords, type DemoCar } from '../../src/domain/insights-demo-words'
import { databasePoolOf } from '../../src/platform/database'
import { DEMO_INSIGHTS_DAYS, seedDemoInsights, type DemoInsightsReport } from '../../src/seed/insights-demo'
import { getTestPayload } from '../helpers/payload'

/**
 * Issue 44: the demo seeds four weeks of insights for a site from what it really has (its pages and
 * blocks, its live promos, its cars), with the leads those visits sent, mails none of them, and adds
 * nothing when run again. A site of its own, and a "now" in September 2026, so the figures are this test's.
 */
const NOW = new Date('2026-09-20T02:00:00Z')
const SLUG = 'insights-demo-seed'
const MODELS: Array<[string, string, number]> = [
  ['HiLux', 'Ute', 20],
  ['RAV4', 'SUV', 15],
  ['Corolla', 'Hatch', 10],
  ['LandCruiser', 'SUV', 5],
]
const CARS: DemoCar[] = MODELS.flatMap(([model, body, count]) =>
  Array.from({ length: count }, (_, i) => ({ slug: `2022-toyota-${model.toLowerCase()}-${i}`, name: `2022 Toyota ${model} GX`, make: 'Toyota', model, body })),
)

let payload: Payload
let pool: Pool
let siteId: number
let promos: { campaign: number; service: number; ended: number }
let first: DemoInsightsReport

const count = async (sql: string) => Number((await pool.query<{ count: string }>(sql, [siteId])).rows[0]!.count)

beforeAll(async () => {
  payload = await getTestPayload()
  pool = databasePoolOf(payload)
  const site = await payload.create({
    collection: 'sites',
    data: { name: 'Insights demo seed', slug: SLUG, template: 'classic', domains: [{ domain: 'insights-demo-seed.test' }] },
    overrideAccess: true,
  })
  siteId = site.id
  const promo = async (title: string, extra: Record<string, unknown>) =>
    (
      await payload.create({
        collection: 'promos',
        data: { title, site: siteId, content: { heading: title, href: '/search/used-cars' }, _status: 'published', ...extra } as never,
        overrideAccess: true,
      })
    ).id
  promos = {
    campaign: await promo('Winter run-out', { campaign: 'Winter run-out', start: '2026-01-01T00:00:00.000Z' }),
    service: await promo('Service special', { start: '2026-01-01T00:00:00.000Z', content: { heading: 'Service special', href: '/service' } }),
    ended: await promo('EOFY 2025 sale', { start: '2025-06-01T00:00:00.000Z', expiry: '2025-06-30T00:00:00.000Z' }),
  }
  for (const [slug, layout] of [
    [
      'home',
      [
        { blockType: 'hero', heading: 'Toyota on the coast', links: [{ label: 'Shop used', href: '/search/used-cars' }] },
        { blockType: 'promoStrip', heading: 'Current offers' },
      ],
    ],
    ['service', [{ blockType: 'hero', heading: 'Book a service', links: [{ label: 'Book', href: '/service' }] }]],
  ] as const)
    await payload.create({ collection: 'pages', data: { title: slug, slug, site: siteId, layout, _status: 'published' } as never, overrideAccess: true })
  const sold = {
    slug: '2019-toyota-tesla-lookalike-sold',
    name: '2019 Toyota Tesla',
    make: 'Toyota',
    model: 'Tesla',
    simple_body: 'Sedan',
    status: 'sold',
    car_type: 'used',
  }
  for (const car of [...CARS.map((c) => ({ ...c, simple_body: c.body, status: 'in_stock', car_type: 'used' })), sold])
    await pool.query(`INSERT INTO stock_cars (site_slug, id, slug, car, content_hash) VALUES ($1, $2, $2, $3, repeat('0', 64))`, [SLUG, car.slug, car])

  // How long a site takes is printed, never asserted.
  const started = Date.now()
  first = (await seedDemoInsights(payload, { sites: [SLUG], now: NOW }))[0]!
  console.log(`Demo insights for one site: ${first.events} events, ${first.leads} leads in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}, 180_000)

afterAll(async () => {
  await pool.query('DELETE FROM leads WHERE site_id = $1', [siteId])
  await pool.query('DELETE FROM stock_cars WHERE site_slug = $1', [SLUG])
  for (const collection of ['pages', 'promos'] as const) await payload.delete({ collection, where: { site: { equals: siteId } }, overrideAccess: true })
  await payload.delete({ collection: 'sites', id: siteId, overrideAccess: true })
})

describe('the demo seed of insights', () => {
  it('stores four weeks of events ending yesterday, rolled up into daily totals', async () => {
    expect(first.events).toBeGreaterThan(10_000)
    expect(await count('SELECT count(*) FROM insight_events WHERE site_id = $1')).toBe(first.events)
    const { rows } = await pool.query<{ first: string; last: string; days: number }>(
      `SELECT to_char(min(day), 'YYYY-MM-DD') AS first, to_char(max(day), 'YYYY-MM-DD') AS last, count(DISTINCT day)::int AS days FROM insight_events WHERE site_id = $1`,
      [siteId],
    )
    expect(rows[0]).toEqual({ first: '2026-08-23', last: '2026-09-19', days: DEMO_INSIGHTS_DAYS })
    const visits = await count(`SELECT count(DISTINCT (day, visit)) FROM insight_events WHERE site_id = $1 AND kind = 'page_view'`)
    expect(await count(`SELECT sum(visits) AS count FROM insight_daily WHERE site_id = $1 AND kind = 'funnel' AND subject = 'visited'`)).toBe(visits)
    expect(await count(`SELECT count(DISTINCT day) FROM insight_daily WHERE site_id = $1 AND kind = 'source'`)).toBe(DEMO_INSIGHTS_DAYS)
  })

  it("counts each search's results from the site's listed cars, so the searches with no results are true", async () => {
    const { rows } = await pool.query<{ subject: string; filters: Record<string, string[]> | null; result_count: number }>(
      `SELECT DISTINCT subject, filters, result_count FROM insight_events WHERE site_id = $1 AND kind = 'search'`,
      [siteId],
    )
    for (const search of rows.filter((r) => r.subject))
      expect([search.subject, search.result_count]).toEqual([search.subject, carsMatchingWords(CARS, search.subject).length])
    const none = rows.filter((r) => r.result_count === 0).map((r) => r.subject)
    expect(none).toContain('tesla') // the sold car does not count
    expect(none).not.toContain('hilux')
    expect(rows.find((r) => r.subject === 'hilx')?.result_count).toBe(20)
    expect(rows.some((r) => r.subject === '' && r.filters !== null)).toBe(true)
  })

  it("shows the site's live promos and page blocks", async () => {
    const { rows } = await pool.query<{ subject: string; label: string }>(
      `SELECT DISTINCT subject, label FROM insight_events WHERE site_id = $1 AND kind = 'impression'`,
      [siteId],
    )
    const subjects = new Set(rows.map((r) => r.subject))
    expect(subjects.has(`promo:${promos.campaign}`) && subjects.has(`promo:${promos.service}`)).toBe(true)
    expect(subjects.has(`promo:${promos.ended}`)).toBe(false)
    const { docs } = await payload.find({ collection: 'pages', where: { site: { equals: siteId } }, depth: 0, overrideAccess: true })
    const blockIds = docs.flatMap((page) => page.layout.map((block) => `block:${block.blockType}:${block.id}`))
    expect([...subjects].filter((s) => s.startsWith('block:')).sort()).toEqual(blockIds.sort())
    expect(rows.find((r) => r.subject.startsWith('block:hero'))?.label).toMatch(/Toyota on the coast|Book a service/)
  })

  it('adds leads that point at their visits and the promos clicked, with no delivery queued', async () => {
    expect(first.leads).toBeGreaterThan(DEMO_INSIGHTS_DAYS)
    expect(await count('SELECT count(*) FROM leads WHERE site_id = $1')).toBe(first.leads)
    expect(await count(`SELECT count(*) FROM leads WHERE site_id = $1 AND (delivery_status <> 'not-configured' OR source <> 'Demo data')`)).toBe(0)
    expect(await count('SELECT count(*) FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.site_id = $1')).toBe(0)
    expect(
      await count(
        `SELECT count(*) FROM leads l WHERE l.site_id = $1 AND NOT EXISTS (
           SELECT 1 FROM insight_events e WHERE e.site_id = l.site_id AND e.visit = l.attribution_visit AND e.seq = 1 AND e.path = l.attribution_landing_page)`,
      ),
    ).toBe(0)
    const { rows } = await pool.query<{ clicked: string; leads: number }>(
      `SELECT attribution_clicked AS clicked, count(*)::int AS leads FROM leads
        WHERE site_id = $1 AND attribution_clicked LIKE 'promo:%' AND created_at >= '2026-09-13' GROUP BY 1 ORDER BY 2 DESC`,
      [siteId],
    )
    expect(rows[0]?.clicked).toBe(`promo:${promos.campaign}`)
    expect(rows[0]!.leads).toBeGreaterThanOrEqual(2 * (rows[1]?.leads ?? 0))
  })

  it('adds nothing when run again, and fills in only what is missing', async () => {
    const [events, leads, daily] = await Promise.all([
      count('SELECT count(*) FROM insight_events WHERE site_id = $1'),
      count('SELECT count(*) FROM leads WHERE site_id = $1'),
      count('SELECT count(*) FROM insight_daily WHERE site_id = $1'),
    ])
    expect(await seedDemoInsights(payload, { sites: [SLUG], now: NOW })).toEqual([{ site: SLUG, events: 0, leads: 0, skipped: 'already seeded' }])
    const lastDay = await count(`SELECT count(*) FROM insight_events WHERE site_id = $1 AND day = '2026-09-19'`)
    await pool.query(`DELETE FROM insight_events WHERE site_id = $1 AND day = '2026-09-19'`, [siteId])
    expect(await seedDemoInsights(payload, { sites: [SLUG], now: NOW })).toEqual([{ site: SLUG, events: lastDay, leads: 0 }])
    expect(await count('SELECT count(*) FROM insight_events WHERE site_id = $1')).toBe(events)
    expect(await count('SELECT count(*) FROM leads WHERE site_id = $1')).toBe(leads)
    expect(await count('SELECT count(*) FROM insight_daily WHERE site_id = $1')).toBe(daily)
  })
})
