import { describe, expect, it } from 'vitest'

import { reportPeriod, tableCsvRecords } from './insights-report'
import { daysInStock, leadCategory, priceChangeText, type DailyTotal, type LeadCount } from './insights-report-rows'
import { shapeInsightsReport } from './insights-report-shape'
import { insightsTables } from './insights-report-tables'

const period = reportPeriod({ range: '7d' }, '2026-03-10') // 3 to 9 March, compared with 24 Feb to 2 March
const NOW = new Date('2026-03-10T01:00:00Z')

const daily = (kind: string, subject: string, events: number, visits: number, extra: Partial<DailyTotal> = {}): DailyTotal => ({
  siteId: 1,
  kind,
  subject,
  current: true,
  label: null,
  events,
  visits,
  resultsMin: null,
  resultsMax: null,
  ...extra,
})
const lead = (day: string, extra: Partial<LeadCount> = {}): LeadCount => ({
  siteId: 1,
  day,
  form: 'enquiry',
  category: 'Vehicle enquiry',
  referrerClass: null,
  campaign: null,
  landingPage: null,
  clicked: null,
  clickedLabel: null,
  carSlug: null,
  leads: 1,
  ...extra,
})

const report = shapeInsightsReport({
  period,
  now: NOW,
  daily: [
    daily('funnel', 'visited', 1000, 400),
    daily('funnel', 'visited', 800, 300, { current: false }),
    daily('funnel', 'searched', 500, 200),
    daily('funnel', 'viewed_car', 600, 100),
    daily('source', 'search', 0, 250),
    daily('source', 'social', 0, 50),
    daily('impression', 'promo:7', 2000, 900, { label: 'EOFY sale' }),
    daily('click', 'promo:7', 40, 38, { label: 'EOFY sale' }),
    daily('impression', 'promo:9', 100, 90, { label: 'Service special' }),
    daily('impression', 'block:hero:abc', 3000, 1000, { label: 'Welcome' }),
    daily('page_view', '/special-offers', 1500, 600),
    daily('page_view', '/', 4000, 350),
    daily('vehicle_view', 'kluger-1', 120, 80, { label: '2018 Toyota Kluger GX' }),
    daily('vehicle_view', 'gone-car', 30, 20, { label: '2015 Mazda 3' }),
    daily('search', 'camper van', 12, 9, { resultsMin: 0, resultsMax: 0 }),
    daily('search', 'hilux sr5', 30, 20, { resultsMin: 0, resultsMax: 42 }),
    daily('search', 'gr yaris', 5, 4, { resultsMin: 1, resultsMax: 2 }),
    daily('search', '', 50, 30, { resultsMin: 0, resultsMax: 0 }),
    daily('step', 'checkout:1', 60, 50, { label: 'Your details' }),
    daily('step', 'checkout:2', 30, 20, { label: 'Deposit' }),
  ],
  leads: [
    lead('2026-03-04', { clicked: 'promo:9', referrerClass: 'social', leads: 1 }),
    lead('2026-03-05', { clicked: 'promo:7', referrerClass: 'search', landingPage: '/special-offers', leads: 3, carSlug: 'kluger-1' }),
    lead('2026-03-09', { form: 'reservation', category: 'Reserve this car', clicked: 'promo:7', campaign: 'eofy', referrerClass: 'campaign' }),
    lead('2026-03-01', { clicked: 'promo:7', leads: 2 }), // the previous period
    lead('2026-03-06', { form: 'test-drive', category: 'Test drive', clicked: 'block:hero:abc', clickedLabel: 'Welcome' }),
  ],
  tradeIns: [
    { siteId: 1, day: '2026-03-04', accepted: 2 },
    { siteId: 2, day: '2026-03-09', accepted: 1 },
    { siteId: 1, day: '2026-02-28', accepted: 1 }, // the previous period
  ],
  stock: [
    {
      siteId: 1,
      slug: 'kluger-1',
      name: '2018 Toyota Kluger GX',
      status: 'available',
      listedAt: '2026-02-08T00:00:00Z',
      soldAt: null,
      price: 29990,
      beforePrice: 31990,
      drop: null,
    },
    { siteId: 1, slug: 'idle-car', name: '2012 Holden Barina', status: 'available', listedAt: null, soldAt: null, price: 9990, beforePrice: null, drop: null },
  ],
})

describe('shapeInsightsReport (issue 44 dashboard figures)', () => {
  it('puts the promo that brought the most leads first, with its leads per thousand views', () => {
    expect(report.promos.map((row) => [row.label, row.leads.current, row.leads.previous, row.perThousand])).toEqual([
      ['EOFY sale', 4, 2, 2],
      ['Service special', 1, 0, 10],
      ['Welcome', 1, 0, 0.3],
    ])
    expect(report.promos[0]).toMatchObject({ kind: 'Promo', impressions: 2000, clicks: 40 })
    expect(report.promos[2]!.kind).toBe('Block: hero')
  })

  it('counts leads per day by category over every day of the period, reservations on their own', () => {
    expect(report.leadsByDay.days).toHaveLength(7)
    expect(report.leadsByDay.categories).toEqual(['Vehicle enquiry', 'Reservation', 'Test drive'])
    expect(report.leadsByDay.days.find((day) => day.day === '2026-03-05')).toEqual({
      day: '2026-03-05',
      total: 3,
      counts: { 'Vehicle enquiry': 3, Reservation: 0, 'Test drive': 0 },
    })
    expect(report.totals.leads).toMatchObject({ current: 6, previous: 2 })
    expect(report.totals.reservations).toMatchObject({ current: 1, previous: 0 })
  })

  it('counts trade-in offers accepted in each period beside the leads, not as a lead category nor a funnel step', () => {
    expect(report.totals.tradeInsAccepted).toEqual({ current: 3, previous: 1, difference: 2, percent: 200 })
    expect(report.categories.map((row) => row.category)).not.toContain('Trade-in offers accepted')
    expect(report.funnel.map((step) => step.key)).not.toContain('tradeInsAccepted')
    const none = shapeInsightsReport({ period, now: NOW, daily: [], leads: [], tradeIns: [], stock: [] })
    expect(none.totals.tradeInsAccepted).toMatchObject({ current: 0, previous: 0 })
  })

  it('follows shoppers from visit to lead to reservation', () => {
    expect(report.funnel.map((step) => [step.key, step.count.current, step.ofPrevious])).toEqual([
      ['visited', 400, null],
      ['searched', 200, 50],
      ['viewed_car', 100, 50],
      ['leads', 6, 6],
      ['reservations', 1, 16.7],
    ])
    expect(report.funnel[0]!.count.previous).toBe(300)
  })

  it('gives visits and leads by where shoppers came from', () => {
    const search = report.sources.find((row) => row.source === 'search')!
    expect(search).toMatchObject({ label: 'Search engines', perThousandVisits: 12 })
    expect(search.visits.current).toBe(250)
    expect(report.sources.find((row) => row.source === 'unknown')!.leads.current).toBe(1)
    expect(report.campaigns).toEqual([{ campaign: 'eofy', leads: expect.objectContaining({ current: 1 }) }])
  })

  it('ranks landing pages by the leads that landed there', () => {
    expect(report.pages.map((row) => [row.path, row.leads.current, row.perThousand])).toEqual([
      ['/special-offers', 3, 2],
      ['/', 0, 0],
    ])
  })

  it('lists cars by views with enquiries, days in stock and a price change; a car gone from stock keeps its views', () => {
    expect(report.cars.map((row) => [row.name, row.views, row.enquiries, row.daysInStock, row.priceChange, row.status])).toEqual([
      ['2018 Toyota Kluger GX', 120, 3, 30, 'Was $31,990, now $29,990', 'available'],
      ['2015 Mazda 3', 30, 0, null, null, 'not in stock'],
      ['2012 Holden Barina', 0, 0, null, null, 'available'],
    ])
  })

  it('lists the words that found no cars or few, not those that found many once, nor filter-only searches', () => {
    expect(report.searches.map((row) => [row.words, row.searches, row.outcome])).toEqual([
      ['camper van', 12, 'none'],
      ['gr yaris', 5, 'few'],
    ])
  })

  it('gives step drop-off per flow, leaving out flows without visits', () => {
    expect(report.flows).toHaveLength(1)
    expect(report.flows[0]!.steps.map((step) => [step.label, step.visits, step.dropped, step.droppedPercent])).toEqual([
      ['Your details', 50, 0, null],
      ['Deposit', 20, 30, 60],
    ])
  })
})

describe('insightsTables', () => {
  const tables = insightsTables(report, { allSites: false, siteName: () => 'Ridgeline' })

  it('makes every chart a table whose CSV has the same rows', () => {
    const [header, first] = tableCsvRecords(tables.promos)
    expect(header).toEqual(['Promo or block', 'Kind', 'Views', 'Clicks', 'Leads', 'Leads, previous period', 'Leads, change', 'Leads per 1,000 views'])
    expect(first).toEqual(['EOFY sale', 'Promo', '2000', '40', '4', '2', '+100%', '2'])
    expect(tables['leads-by-day'].rows).toHaveLength(7)
    expect(tables.steps.rows[1]).toMatchObject({ step: 'Checkout (reserve or buy online), step 2: Deposit', dropped: 30 })
  })

  it('names the site on each row across sites, and leaves out the previous period when not comparing', () => {
    const across = insightsTables({ ...report, period: { ...report.period, compare: false } }, { allSites: true, siteName: (id) => `Site ${id}` })
    expect(tableCsvRecords(across.promos)[0]).toEqual(['Promo or block', 'Site', 'Kind', 'Views', 'Clicks', 'Leads', 'Leads per 1,000 views'])
    expect(across.searches.rows[0]).toMatchObject({ words: 'camper van', site: 'Site 1' })
  })
})

describe('cars and leads as the dashboard names them', () => {
  it('counts days in stock from listing to sale or now', () => {
    expect(daysInStock('2026-03-01T00:00:00Z', null, NOW)).toBe(9)
    expect(daysInStock('2026-03-01T00:00:00Z', '2026-03-04T12:00:00Z', NOW)).toBe(3)
    expect(daysInStock(null, null, NOW)).toBeNull()
  })

  it('marks a price drop an import recorded before the feed’s was price', () => {
    expect(priceChangeText({ drop: { from: 31990, to: 29990, on: '2026-03-05T02:00:00Z' }, price: 29990, beforePrice: null })).toBe(
      'Dropped $31,990 → $29,990 on 05/03/2026',
    )
    expect(priceChangeText({ drop: null, price: 29990, beforePrice: 29990 })).toBeNull()
  })

  it('groups reservations and online purchases by their form', () => {
    expect(leadCategory('reservation', 'Reserve this car')).toBe('Reservation')
    expect(leadCategory('reservation', 'Buy Online')).toBe('Buy online')
    expect(leadCategory('trade-in', null)).toBe('Trade-in')
    expect(leadCategory('contact', ' Service ')).toBe('Service')
  })
})
