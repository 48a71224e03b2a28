import type { Payload, Where } from 'payload'
import type { PoolClient } from 'pg'

import {
  addDays,
  demoSearchWords,
  generateInsightsDemo,
  type DemoCar,
  type DemoInsightEvent,
  type DemoLead,
  type InsightsDemoMaterial,
} from '../domain/insights-demo'
import { insightBlockLabel, insightBlockSubject } from '../domain/insights-rules'
import { DEFAULT_TIME_ZONE } from '../domain/time'
import { insightsDay, rollUpInsights } from '../features/insights'
import { databasePoolOf, withTransaction } from '../platform/database'
import type { Site } from '../payload-types'

/** The demo's seed and window: four weeks ending yesterday. */
export const DEMO_INSIGHTS_SEED = 44
export const DEMO_INSIGHTS_DAYS = 28
/** Rows per INSERT: a few thousand rows in one statement, far below PostgreSQL's limits. */
const CHUNK = 5_000
/** Blocks with nothing to click (a click inside a promo strip counts for its promo). */
const NOT_CLICKED = new Set(['promoStrip', 'richText', 'threeFeatureBanner', 'salesCounter', 'reviewsStrip', 'brandDirectory'])
/** Blocks that show promos: a page holding one shows them, as the search results and Special Offers do. */
const PROMO_BLOCKS = new Set(['promoStrip', 'offers'])

export interface DemoInsightsReport {
  site: string
  events: number
  leads: number
  skipped?: string
}

type StockCarRow = { slug: string; name: string; make: string; model: string; simple_body?: string; status?: string; car_type?: string }

/** The cars the site's search lists: not sold, not of a make or car type its stock rules leave out. */
async function listedCars(payload: Payload, site: Site): Promise<DemoCar[]> {
  const rules = site.stockRules ?? {}
  const excluded = new Set(
    (rules.excludedMakes ?? []).map((make) => (typeof make === 'object' ? make.name.toLowerCase() : null)).filter((name): name is string => name !== null),
  )
  const carTypes = rules.carTypes ?? []
  const { rows } = await databasePoolOf(payload).query<{ car: StockCarRow }>('SELECT car FROM stock_cars WHERE site_slug = $1 ORDER BY id', [site.slug])
  return rows
    .map((row) => row.car)
    .filter((car) => car.status !== 'sold' && !excluded.has(car.make.toLowerCase()) && (carTypes.length === 0 || carTypes.includes(car.car_type as never)))
    .map((car) => ({ slug: car.slug, name: car.name, make: car.make, model: car.model, body: car.simple_body ?? '' }))
}

/** What the site really has: its published pages and their blocks, its live promos, its cars and the searches they answer. */
async function siteMaterial(payload: Payload, site: Site, cars: DemoCar[]): Promise<InsightsDemoMaterial> {
  const published: Where = { and: [{ site: { equals: site.id } }, { _status: { equals: 'published' } }] }
  const { docs: pages } = await payload.find({ collection: 'pages', where: published, depth: 0, limit: 500, pagination: false, overrideAccess: true })
  const { docs: promos } = await payload.find({ collection: 'promos', where: published, depth: 0, limit: 500, pagination: false, overrideAccess: true })
  const pathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}`)
  const ordered = [...pages].sort((a, b) => (a.slug === 'home' ? -1 : b.slug === 'home' ? 1 : 0))
  const blocks = ordered.flatMap((page) =>
    (page.layout ?? []).map((block, index) => ({
      subject: insightBlockSubject(block, index),
      label: insightBlockLabel(block as { blockType: string }),
      path: pathOf(page.slug),
      clickable: !NOT_CLICKED.has(block.blockType),
    })),
  )
  const promoPages = ordered.filter((page) => (page.layout ?? []).some((block) => PROMO_BLOCKS.has(block.blockType))).map((page) => pathOf(page.slug))
  const day = (value: string | null | undefined) => (value ? insightsDay(new Date(value)) : null)
  return {
    pages: [...new Set([...ordered.map((page) => pathOf(page.slug)), '/search/used-cars', '/special-offers'])],
    cars,
    promos: promos.map((promo) => ({
      id: promo.id,
      title: promo.title,
      campaign: promo.campaign ?? null,
      href: promo.content?.href ?? null,
      from: day(promo.start),
      until: day(promo.expiry),
    })),
    blocks,
    searchWords: demoSearchWords(cars),
    promoPaths: [...new Set([...(promoPages.length ? promoPages : ['/']), '/search/used-cars', '/special-offers'])],
    flows: {
      checkout: { journey: site.checkout?.buyOnline ? 'buy-online' : 'reserve', path: site.checkout?.path ?? 'checkout' },
      tradeIn: true,
      finance: true,
    },
  }
}

/** A column of a multi-row insert: its name, its PostgreSQL type and how an item gives its value. */
type InsertColumn<T> = readonly [name: string, type: string, value: (item: T, index: number) => unknown]

/** `unnest($first::type[], …) AS d(name, …)` over `items`, with its parameters: one array per column. */
function unnestRows<T>(columns: readonly InsertColumn<T>[], items: T[], first: number) {
  return {
    from: `unnest(${columns.map(([, type], i) => `$${first + i}::${type}[]`).join(', ')}) AS d(${columns.map(([name]) => name).join(', ')})`,
    params: columns.map(([, , value]) => items.map(value)),
  }
}

const EVENT_COLUMNS: readonly InsertColumn<DemoInsightEvent>[] = [
  ['day', 'date', (e) => e.day],
  ['second', 'int', (e) => e.second],
  ['kind', 'text', (e) => e.kind],
  ['subject', 'text', (e) => e.subject],
  ['label', 'text', (e) => e.label],
  ['path', 'text', (e) => e.path],
  ['query', 'text', (e) => e.query],
  ['filters', 'text', (e) => (e.filters ? JSON.stringify(e.filters) : null)],
  ['result_count', 'int', (e) => e.resultCount],
  ['referrer_class', 'text', (e) => e.referrerClass],
  ['campaign', 'text', (e) => e.campaign],
  ['visit', 'text', (e) => e.visit],
  ['seq', 'int', (e) => e.seq],
]

/** The events in multi-row inserts; a visit and number already stored is skipped. */
async function insertEvents(client: PoolClient, siteId: number, events: DemoInsightEvent[]): Promise<number> {
  let inserted = 0
  for (let start = 0; start < events.length; start += CHUNK) {
    const rows = unnestRows(EVENT_COLUMNS, events.slice(start, start + CHUNK), 3)
    const { rowCount } = await client.query(
      `INSERT INTO insight_events (site_id, at, day, kind, subject, label, path, query, filters, result_count, referrer_class, campaign, visit, seq)
       SELECT $1, (d.day + make_interval(secs => d.second)) AT TIME ZONE $2::text, d.day, d.kind, d.subject, d.label, d.path, d.query,
              d.filters::jsonb, d.result_count, d.referrer_class, d.campaign, d.visit, d.seq
         FROM ${rows.from}
       ON CONFLICT (site_id, visit, seq) DO NOTHING`,
      [siteId, DEFAULT_TIME_ZONE, ...rows.params],
    )
    inserted += rowCount ?? 0
  }
  return inserted
}

const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'William',
  'Isla',
  'Oliver',
  'Mia',
  'Leo',
  'Grace',
  'Henry',
  'Chloe',
  'Lucas',
  'Ava',
  'Thomas',
]
const LAST_NAMES = ['Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Singh', 'Anderson', 'Martin', 'Thompson', 'Walker', 'Chen', 'Kelly', 'Harris']
/** Mobile numbers the regulator (ACMA) keeps for fiction: a demo lead never rings a real phone. */
const FICTION_PHONES = ['0491 570 006', '0491 570 156', '0491 570 157', '0491 570 158', '0491 570 159', '0491 570 110', '0491 570 313', '0491 570 737']

/**
 * The demo leads, inserted with SQL like the rest of the demo's data, so no lead delivery is queued
 * (Payload's afterChange hook on leads queues them): nothing is mailed or posted to a CRM for a
 * made-up shopper. Their delivery status says so (not configured), their source says Demo data. A
 * lead whose visit is already stored is skipped.
 */
async function insertLeads(client: PoolClient, site: Site, leads: DemoLead[]): Promise<number> {
  if (leads.length === 0) return 0
  const { rows } = await client.query<{ visit: string }>(
    'SELECT attribution_visit AS visit FROM leads WHERE site_id = $1 AND attribution_visit = ANY($2::text[])',
    [site.id, leads.map((lead) => lead.visit)],
  )
  const stored = new Set(rows.map((row) => row.visit))
  const fresh = leads.filter((lead) => !stored.has(lead.visit))
  if (fresh.length === 0) return 0
  const host = site.domains?.[0]?.domain ?? `${site.slug}.localhost`
  const people = fresh.map((lead, i) => {
    const number = Number(lead.visit.split('-').at(-1)) + Number(lead.day.replaceAll('-', ''))
    const [first, last] = [FIRST_NAMES[number % FIRST_NAMES.length]!, LAST_NAMES[(number >> 4) % LAST_NAMES.length]!]
    return {
      first,
      last,
      email: `${first}.${last}.${lead.day.replaceAll('-', '')}${i}@example.com`.toLowerCase(),
      phone: FICTION_PHONES[number % FICTION_PHONES.length]!,
    }
  })
  const person = (i: number) => people[i]!
  const inserts = unnestRows<DemoLead>(
    [
      ['form', 'text', (lead) => lead.form],
      ['first_name', 'text', (_, i) => person(i).first],
      ['last_name', 'text', (_, i) => person(i).last],
      ['email', 'text', (_, i) => person(i).email],
      ['phone', 'text', (_, i) => person(i).phone],
      ['category', 'text', (lead) => lead.category],
      ['page_url', 'text', (lead) => `https://${host}${lead.path}`],
      ['car_slug', 'text', (lead) => lead.car?.slug ?? null],
      ['car_make', 'text', (lead) => lead.car?.make ?? null],
      ['car_model', 'text', (lead) => lead.car?.model ?? null],
      ['landing_page', 'text', (lead) => lead.landingPage],
      ['referrer_class', 'text', (lead) => lead.referrerClass],
      ['campaign', 'text', (lead) => lead.campaign],
      ['source', 'text', (lead) => lead.source],
      ['clicked', 'text', (lead) => lead.clicked],
      ['clicked_label', 'text', (lead) => lead.clickedLabel],
      ['visit', 'text', (lead) => lead.visit],
      ['day', 'date', (lead) => lead.day],
      ['second', 'int', (lead) => lead.second],
    ],
    fresh,
    3,
  )
  const { rowCount } = await client.query(
    `INSERT INTO leads (site_id, form, status, delivery_status, first_name, last_name, email, phone, message, category, opt_in, page_url, source,
                        car_slug, car_make, car_model, attribution_landing_page, attribution_referrer_class, attribution_campaign, attribution_source,
                        attribution_clicked, attribution_clicked_label, attribution_visit, created_at, updated_at)
     SELECT $1, d.form::enum_leads_form, 'new', 'not-configured', d.first_name, d.last_name, d.email, d.phone,
            'A demo lead the demo seed made up for Insights: nothing was sent.', d.category, false, d.page_url, 'Demo data',
            d.car_slug, d.car_make, d.car_model, d.landing_page, d.referrer_class, d.campaign, d.source, d.clicked, d.clicked_label, d.visit,
            (d.day + make_interval(secs => d.second)) AT TIME ZONE $2::text, (d.day + make_interval(secs => d.second)) AT TIME ZONE $2::text
       FROM ${inserts.from}`,
    [site.id, DEFAULT_TIME_ZONE, ...inserts.params],
  )
  return rowCount ?? 0
}

/**
 * The demo's insights (issue 44): four weeks of shopper visits ending yesterday for each site that has
 * stock (`npm run demo` runs it after the demo stock), made from the site's own pages, blocks, promos
 * and cars, with the leads those visits sent, then rolled up into the daily totals the dashboard reads.
 * Safe to run again: a site whose yesterday is already there is left alone, and what is stored is
 * never stored twice (visit ids come from the seed and the day).
 */
export async function seedDemoInsights(
  payload: Payload,
  {
    sites: only,
    now = new Date(),
    days = DEMO_INSIGHTS_DAYS,
    log = () => {},
  }: { sites?: string[]; now?: Date; days?: number; log?: (line: string) => void } = {},
): Promise<DemoInsightsReport[]> {
  const pool = databasePoolOf(payload)
  const today = insightsDay(now)
  const { docs: sites } = await payload.find({ collection: 'sites', depth: 1, limit: 1000, pagination: false, overrideAccess: true })
  const reports: DemoInsightsReport[] = []
  for (const site of sites.filter((s) => !only || only.includes(s.slug))) {
    const started = Date.now()
    const done = await pool.query(`SELECT 1 FROM insight_events WHERE site_id = $1 AND day = $2::date AND visit LIKE 'demo-%' LIMIT 1`, [
      site.id,
      addDays(today, -1),
    ])
    const cars = done.rowCount ? [] : await listedCars(payload, site)
    const skipped = done.rowCount ? 'already seeded' : cars.length === 0 ? 'no stock' : undefined
    if (skipped) {
      reports.push({ site: site.slug, events: 0, leads: 0, skipped })
      continue
    }
    const { events, leads } = generateInsightsDemo({ seed: DEMO_INSIGHTS_SEED, today, days, material: await siteMaterial(payload, site, cars) })
    const stored = await withTransaction(
      pool,
      async (client) => ({ events: await insertEvents(client, site.id, events), leads: await insertLeads(client, site, leads) }),
      {
        statementTimeoutMs: 120_000,
      },
    )
    reports.push({ site: site.slug, ...stored })
    log(`Demo insights for ${site.slug}: ${stored.events} events, ${stored.leads} leads (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
  if (reports.some((report) => report.events > 0)) {
    // Once for every site seeded. A sweep of a running server may be rolling up at this moment: its pass ends within seconds.
    const started = Date.now()
    for (let attempt = 0; attempt < 20 && !(await rollUpInsights(pool, { since: addDays(today, -days), now, statementTimeoutMs: 120_000 })).rolledUp; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 500))
    log(`Demo insights rolled up into daily totals (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
  return reports
}
