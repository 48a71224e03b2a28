import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addSearchSynonym, insightsCsvResponse, loadInsightsReport, type InsightsPage } from '../../src/features/insights'
import { databasePoolOf } from '../../src/platform/database'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'

/**
 * Issue 44: the admin's insights dashboard reads insight_daily and the leads for the sites the signed-in
 * user may see: a site's editor gets their site's figures only and is refused another site's, a super
 * admin gets every site. The days are in March 2025, long before the demo seed's weeks, so the figures
 * are this test's own.
 */
const SUPER_ADMIN = { email: 'platform@insights-dashboard.test', password: 'super-admin-pass-123' }
const EDITOR = { email: 'editor@ridgeline-toyota.test', password: 'demo-editor-pass' }
const NOW = new Date('2025-03-10T01:00:00Z') // 10 March in Sydney: "Last 7 days" is 3 to 9 March
const WEEK = { range: '7d' }
const MARK = '@insights-dashboard.test'
const VALUATION = 'V-INSIGHTS-DASHBOARD-'
const CAR = feedCar('insights-9001', {
  slug: '2019-toyota-kluger-gx-insights-9001',
  name: '2019 Toyota Kluger GX',
  created_at: '2025-02-08T00:00:00Z',
  price: 38990,
})

let payload: Payload
let pool: Pool
let ridgeline: { id: number; slug: string }
let harbour: { id: number; slug: string }
let editor: PayloadRequest['user']
let superAdmin: PayloadRequest['user']
let editorToken: string
let savedSearch: unknown
let harbourName: string

const userOf = async (token: string) => (await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user
const allowed = (page: InsightsPage) => {
  if (!page.allowed) throw new Error(`refused: ${page.message}`)
  return page
}

async function daily(
  siteId: number,
  day: string,
  kind: string,
  subject: string,
  events: number,
  visits: number,
  extra: { label?: string; results?: number } = {},
) {
  await pool.query(
    `INSERT INTO insight_daily (site_id, day, kind, subject, label, events, visits, results_min, results_max) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (site_id, day, kind, subject) DO UPDATE SET label = EXCLUDED.label, events = EXCLUDED.events, visits = EXCLUDED.visits, results_min = EXCLUDED.results_min, results_max = EXCLUDED.results_max`,
    [siteId, day, kind, subject, extra.label ?? null, events, visits, extra.results ?? null],
  )
}

async function lead(siteId: number, createdAt: string, attribution: Record<string, string>, extra: Record<string, unknown> = {}): Promise<number> {
  const { id } = await payload.create({
    collection: 'leads',
    data: {
      site: siteId,
      form: 'enquiry',
      firstName: 'Sam',
      email: `shopper${MARK}`,
      phone: '0412 345 678',
      message: 'Still there?',
      attribution,
      ...extra,
    } as never,
    overrideAccess: true,
  })
  await pool.query('UPDATE leads SET created_at = $2 WHERE id = $1', [id, createdAt])
  return id
}

/** A trade-in valuation with no more than its NOT NULL columns, its lead, and when it was accepted. */
async function valuation(siteId: number, reference: string, leadId: number, acceptedAt: string | null) {
  await pool.query(`INSERT INTO trade_in_valuations (site_id, reference, status, lead_id, accepted_at) VALUES ($1, $2, $3, $4, $5)`, [
    siteId,
    `${VALUATION}${reference}`,
    acceptedAt ? 'accepted' : 'offered',
    leadId,
    acceptedAt,
  ])
}

beforeAll(async () => {
  payload = await getTestPayload()
  pool = databasePoolOf(payload)
  await runSeed(payload, demoSeedFiles(), { superAdmin: SUPER_ADMIN })
  const sites = await payload.find({ collection: 'sites', where: { slug: { in: ['ridgeline-toyota', 'harbour-city-auto'] } }, depth: 0, overrideAccess: true })
  const site = (slug: string) => sites.docs.find((doc) => doc.slug === slug)!
  ridgeline = { id: site('ridgeline-toyota').id, slug: 'ridgeline-toyota' }
  harbour = { id: site('harbour-city-auto').id, slug: 'harbour-city-auto' }
  savedSearch = site('ridgeline-toyota').search
  harbourName = site('harbour-city-auto').name

  editorToken = (await payload.login({ collection: 'users', data: EDITOR })).token!
  editor = await userOf(editorToken)
  superAdmin = await userOf((await payload.login({ collection: 'users', data: SUPER_ADMIN })).token!)

  // Ridgeline: the EOFY promo is seen often and brings three leads; the service promo is seen rarely
  // and brings one (a higher rate, fewer leads). Harbour: a promo of its own with leads.
  await daily(ridgeline.id, '2025-03-04', 'impression', 'promo:901', 5000, 2000, { label: 'EOFY sale' })
  await daily(ridgeline.id, '2025-03-04', 'click', 'promo:901', 60, 55, { label: 'EOFY sale' })
  await daily(ridgeline.id, '2025-03-05', 'impression', 'promo:902', 100, 90, { label: 'Service special' })
  await daily(ridgeline.id, '2025-03-05', 'funnel', 'visited', 900, 800)
  await daily(ridgeline.id, '2025-02-26', 'funnel', 'visited', 700, 600) // the previous period
  await daily(ridgeline.id, '2025-03-05', 'search', 'camper trailer', 14, 11, { results: 0 })
  await daily(ridgeline.id, '2025-03-05', 'vehicle_view', CAR.slug as string, 75, 60, { label: '2019 Toyota Kluger GX' })
  await daily(ridgeline.id, '2025-03-06', 'step', 'checkout:1', 40, 30, { label: 'Your details' })
  await daily(ridgeline.id, '2025-03-06', 'step', 'checkout:2', 12, 9, { label: 'Deposit' })
  await daily(harbour.id, '2025-03-04', 'impression', 'promo:903', 8000, 3000, { label: 'Harbour clearance' })
  await daily(harbour.id, '2025-03-05', 'search', 'harbour only words', 9, 9, { results: 0 })

  const eofy = { clicked: 'promo:901', clickedLabel: 'EOFY sale', landingPage: '/special-offers', referrerClass: 'search' }
  const ridgelineLeads = [
    await lead(ridgeline.id, '2025-03-05T02:00:00Z', eofy, { car: { slug: CAR.slug } }),
    await lead(ridgeline.id, '2025-03-06T02:00:00Z', eofy),
    await lead(ridgeline.id, '2025-03-07T02:00:00Z', eofy),
  ]
  await lead(ridgeline.id, '2025-03-05T03:00:00Z', { clicked: 'promo:902', clickedLabel: 'Service special', referrerClass: 'social' })
  await lead(ridgeline.id, '2025-02-27T03:00:00Z', eofy) // the previous period
  const harbourLeads: number[] = []
  for (const day of ['2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08']) {
    harbourLeads.push(await lead(harbour.id, `${day}T01:00:00Z`, { clicked: 'promo:903', clickedLabel: 'Harbour clearance' }))
  }

  // Trade-in offers on those leads: accepted in the week, only offered, accepted at 01:30 on 10 March in
  // Sydney (past the week, though still 9 March in UTC), and one accepted on Harbour.
  await valuation(ridgeline.id, '1', ridgelineLeads[0]!, '2025-03-06T03:00:00Z')
  await valuation(ridgeline.id, '2', ridgelineLeads[1]!, null)
  await valuation(ridgeline.id, '3', ridgelineLeads[2]!, '2025-03-09T14:30:00Z')
  await valuation(harbour.id, '4', harbourLeads[0]!, '2025-03-05T03:00:00Z')

  await pool.query(
    `INSERT INTO stock_cars (site_slug, id, slug, car, content_hash) VALUES ($1, $2, $3, $4, repeat('0', 64)) ON CONFLICT (site_slug, id) DO UPDATE SET car = EXCLUDED.car`,
    [ridgeline.slug, CAR.id, CAR.slug, JSON.stringify(CAR)],
  )
  await pool.query(
    `INSERT INTO stock_changes (site_slug, car_id, kind, price_before, price_after, version, created_at, processed_at) VALUES ($1, $2, 'price-drop', 41990, 38990, 1, $3, $3)`,
    [ridgeline.slug, CAR.id, '2025-03-06T00:00:00Z'],
  )
})

afterAll(async () => {
  await pool.query('DELETE FROM trade_in_valuations WHERE reference LIKE $1', [`${VALUATION}%`])
  await pool.query("DELETE FROM insight_daily WHERE day BETWEEN '2025-02-20' AND '2025-03-10'")
  await pool.query('DELETE FROM stock_changes WHERE site_slug = $1 AND car_id = $2', [ridgeline.slug, CAR.id])
  await pool.query('DELETE FROM stock_cars WHERE site_slug = $1 AND id = $2', [ridgeline.slug, CAR.id])
  await payload.delete({ collection: 'leads', where: { email: { equals: `shopper${MARK}` } }, overrideAccess: true })
  await payload.update({ collection: 'sites', id: ridgeline.id, data: { search: savedSearch as never }, overrideAccess: true })
})

describe("an editor sees their own site's insights (issue 44)", () => {
  it('gets only their site, with its promo that brought the most leads first', async () => {
    const page = allowed(await loadInsightsReport({ payload, user: editor }, WEEK, NOW))
    expect(page.sites.map((site) => site.slug)).toEqual(['ridgeline-toyota'])
    expect(page.period.current).toEqual({ from: '2025-03-03', to: '2025-03-09', days: 7 })
    const promos = page.report.promos.map((row) => [row.label, row.leads.current, row.leads.previous, row.perThousand])
    expect(promos).toEqual([
      ['EOFY sale', 3, 1, 0.6],
      ['Service special', 1, 0, 10],
    ])
    expect(page.tables.promos.rows[0]).toMatchObject({ label: 'EOFY sale', leads: 3 })
    expect(page.report.totals.leads).toMatchObject({ current: 4, previous: 1 })
    expect(page.report.totals.tradeInsAccepted).toMatchObject({ current: 1, previous: 0 })
    expect(page.report.funnel[0]!.count).toMatchObject({ current: 800, previous: 600 })
    expect(page.report.searches.map((row) => row.words)).toEqual(['camper trailer'])
  })

  it('shows the car with its views, enquiries, days in stock and price drop', async () => {
    const page = allowed(await loadInsightsReport({ payload, user: editor }, WEEK, NOW))
    expect(page.report.cars.find((row) => row.slug === CAR.slug)).toMatchObject({
      name: '2019 Toyota Kluger GX',
      views: 75,
      enquiries: 1,
      daysInStock: 30,
      priceChange: 'Dropped $41,990 → $38,990 on 06/03/2025',
    })
    expect(page.report.flows[0]!.steps.map((step) => [step.label, step.visits, step.dropped])).toEqual([
      ['Your details', 30, 0],
      ['Deposit', 9, 21],
    ])
  })

  it("refuses another site's id, and one that does not exist, in the same words", async () => {
    const other = await loadInsightsReport({ payload, user: editor }, { ...WEEK, site: String(harbour.id) }, NOW)
    const missing = await loadInsightsReport({ payload, user: editor }, { ...WEEK, site: '999999' }, NOW)
    expect(other).toMatchObject({ allowed: false, message: expect.stringMatching(/not one of yours/) })
    expect(missing).toMatchObject({ allowed: false, message: (other as { message: string }).message })
    expect(other).not.toHaveProperty('report')
    // "All" for an editor is all of their own sites.
    expect(allowed(await loadInsightsReport({ payload, user: editor }, { ...WEEK, site: 'all' }, NOW)).sites.map((site) => site.id)).toEqual([ridgeline.id])
  })

  it('refuses anyone not signed in to the admin', async () => {
    expect(await loadInsightsReport({ payload, user: null }, WEEK, NOW)).toMatchObject({ allowed: false })
  })
})

describe('a super admin sees every site', () => {
  it('gets all sites by default, each row naming its site, and can pick one', async () => {
    const all = allowed(await loadInsightsReport({ payload, user: superAdmin }, WEEK, NOW))
    expect(all.selected).toBe('all')
    expect(all.report.promos.map((row) => [row.label, row.leads.current])).toEqual([
      ['Harbour clearance', 5],
      ['EOFY sale', 3],
      ['Service special', 1],
    ])
    expect(all.tables.promos.rows[0]).toMatchObject({ site: harbourName })
    const one = allowed(await loadInsightsReport({ payload, user: superAdmin }, { ...WEEK, site: String(harbour.id) }, NOW))
    expect(one.report.promos.map((row) => row.label)).toEqual(['Harbour clearance'])
    expect(one.report.searches.map((row) => row.words)).toEqual(['harbour only words'])
    expect(all.report.totals.tradeInsAccepted.current).toBe(2)
    expect(one.report.totals.tradeInsAccepted.current).toBe(1)
  })
})

describe('Add a synonym from a search with no results', () => {
  it("saves a one-way synonym on the editor's own site, extending the row for the same words", async () => {
    const viewer = { payload, user: editor }
    expect(await addSearchSynonym(viewer, { siteId: String(ridgeline.id), word: 'Camper  Trailer', alsoFind: 'pop top, Caravan' })).toMatchObject({ ok: true })
    expect(await addSearchSynonym(viewer, { siteId: String(ridgeline.id), word: 'camper trailer', alsoFind: 'caravan, off road van' })).toMatchObject({
      ok: true,
    })
    const site = await payload.findByID({ collection: 'sites', id: ridgeline.id, depth: 0 })
    const rows = (site.search?.synonyms ?? []).filter((row) => row.word === 'camper trailer')
    expect(rows).toEqual([expect.objectContaining({ type: 'oneWaySynonym', words: ['pop top', 'caravan', 'off road van'] })])
  })

  it('two editors adding synonyms at the same moment keep both rows (each save reads the other’s)', async () => {
    const viewer = { payload, user: editor }
    const words = Array.from({ length: 6 }, (_, i) => `burst word ${i}`)
    const saved = await Promise.all(words.map((word, i) => addSearchSynonym(viewer, { siteId: String(ridgeline.id), word, alsoFind: `meaning ${i}` })))
    expect(saved.map((result) => result.ok)).toEqual(words.map(() => true))
    const site = await payload.findByID({ collection: 'sites', id: ridgeline.id, depth: 0 })
    const stored = (site.search?.synonyms ?? []).filter((row) => row.word?.startsWith('burst word '))
    expect(stored.map((row) => [row.word, row.words]).sort()).toEqual(words.map((word, i) => [word, [`meaning ${i}`]]))
  })

  it("refuses another site's search settings and an empty meaning", async () => {
    const viewer = { payload, user: editor }
    expect(await addSearchSynonym(viewer, { siteId: String(harbour.id), word: 'ute', alsoFind: 'pickup truck' })).toMatchObject({ ok: false, field: 'site' })
    expect(await addSearchSynonym(viewer, { siteId: String(ridgeline.id), word: 'ute', alsoFind: ' , ' })).toMatchObject({ ok: false, field: 'words' })
    const harbourSite = await payload.findByID({ collection: 'sites', id: harbour.id, depth: 0 })
    expect((harbourSite.search?.synonyms ?? []).some((row) => row.words?.includes('pickup truck'))).toBe(false)
  })
})

describe('GET /api/insights/export.csv', () => {
  const get = (query: string, token?: string) =>
    insightsCsvResponse(
      new Request(`http://localhost/api/insights/export.csv?${query}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }),
      payload,
      NOW,
    )

  it("writes the table's rows for the editor's site, the same as the dashboard shows", async () => {
    const response = await get('table=promos&range=7d&compare=1', editorToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="insights-promos-2025-03-03-to-2025-03-09.csv"')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // the UTF-8 byte-order mark, for Excel
    const lines = new TextDecoder().decode(bytes).trim().split('\n')
    expect(lines[0]).toBe('Promo or block,Kind,Views,Clicks,Leads,"Leads, previous period","Leads, change","Leads per 1,000 views"')
    expect(lines[1]).toBe('EOFY sale,Promo,5000,60,3,1,+200%,0.6')
    expect(lines).toHaveLength(3)
  })

  it('refuses the signed out, another site and an unknown table', async () => {
    expect((await get('table=promos')).status).toBe(401)
    expect((await get(`table=promos&site=${harbour.id}`, editorToken)).status).toBe(403)
    expect((await get('table=secrets', editorToken)).status).toBe(404)
  })
})
