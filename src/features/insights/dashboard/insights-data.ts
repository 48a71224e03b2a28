/**
 * The insights dashboard's data (issue 44): four grouped queries over the sites a user may see, for
 * the report's period and the one before it: the daily rollups (insight_daily), the leads with what
 * brought them (attribution_*), the trade-in offers accepted, and the stock's dates and prices. Price
 * changes come from the stock change log (an import's price drops, kept about a week after the alert
 * sweep reads them) and the feed's "was" price; a rise in price is recorded nowhere, so it is not shown.
 */
import 'server-only'

import type { Pool } from 'pg'

import { FEW_RESULTS, reportPeriod, todayIn, type ReportPeriod, type ReportQuery } from '@/domain/insights-report'
import type { DailyTotal, LeadCount, StockCarFacts, TradeInCount } from '@/domain/insights-report-rows'
import { shapeInsightsReport, type InsightsReport } from '@/domain/insights-report-shape'
import { insightsTables, type InsightsTableKey } from '@/domain/insights-report-tables'
import type { ReportTable } from '@/domain/insights-report'
import { DEFAULT_TIME_ZONE } from '@/domain/time'
import { databasePoolOf } from '@/platform/database'

import { selectInsightsSites, type InsightsViewer, type SiteChoice } from './insights-access'

export type InsightsQuery = ReportQuery & { site?: string | string[] }

export type InsightsPage =
  | { allowed: false; message: string; period: ReportPeriod }
  | {
      allowed: true
      period: ReportPeriod
      /** Today on the dealer's calendar: the last day a range may end. */
      today: string
      choices: SiteChoice[]
      sites: SiteChoice[]
      selected: number | 'all'
      report: InsightsReport
      tables: Record<InsightsTableKey, ReportTable>
    }

const last = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.at(-1) : value)

async function dailyTotals(pool: Pool, siteIds: number[], period: ReportPeriod): Promise<DailyTotal[]> {
  // The previous period only for what is compared (visits, by step and by source), and only the words
  // that found few cars: a site's long tail of searches and pages stays in the database.
  const { rows } = await pool.query(
    `SELECT site_id, kind, subject, day >= $2::date AS current,
            (array_agg(label ORDER BY day DESC) FILTER (WHERE label IS NOT NULL))[1] AS label,
            sum(events) AS events, sum(visits) AS visits, min(results_min) AS results_min, max(results_max) AS results_max
       FROM insight_daily
      WHERE site_id = ANY($1::int[])
        AND (day BETWEEN $2::date AND $3::date OR (day BETWEEN $4::date AND $5::date AND kind IN ('funnel', 'source')))
      GROUP BY site_id, kind, subject, current
     HAVING kind <> 'search' OR COALESCE(max(results_max), 0) <= $6`,
    [siteIds, period.current.from, period.current.to, period.previous.from, period.previous.to, FEW_RESULTS],
  )
  return rows.map((row) => ({
    siteId: row.site_id,
    kind: row.kind,
    subject: row.subject,
    current: row.current,
    label: row.label,
    events: Number(row.events),
    visits: Number(row.visits),
    resultsMin: row.results_min,
    resultsMax: row.results_max,
  }))
}

// Each query's fourth parameter is the dealer's time zone: leads, accepted offers and stock changes carry a time, the rollups a day.
const TZ_PARAM = 4
/** The instant a day starts on the dealer's clock. */
const DAY_START = (day: string) => `(${day}::date::timestamp AT TIME ZONE $${TZ_PARAM})`

async function leadCounts(pool: Pool, siteIds: number[], period: ReportPeriod): Promise<LeadCount[]> {
  const { rows } = await pool.query(
    `SELECT site_id, to_char(created_at AT TIME ZONE $${TZ_PARAM}, 'YYYY-MM-DD') AS day, form, category,
            attribution_referrer_class, attribution_campaign, attribution_landing_page, attribution_clicked,
            max(attribution_clicked_label) AS attribution_clicked_label, car_slug, count(*) AS leads
       FROM leads
      WHERE site_id = ANY($1::int[]) AND created_at >= ${DAY_START('$2')} AND created_at < ${DAY_START('($3::date + 1)')}
      GROUP BY site_id, day, form, category, attribution_referrer_class, attribution_campaign, attribution_landing_page, attribution_clicked, car_slug`,
    [siteIds, period.previous.from, period.current.to, DEFAULT_TIME_ZONE],
  )
  return rows.map((row) => ({
    siteId: row.site_id,
    day: row.day,
    form: row.form,
    category: row.category,
    referrerClass: row.attribution_referrer_class,
    campaign: row.attribution_campaign,
    landingPage: row.attribution_landing_page,
    clicked: row.attribution_clicked,
    clickedLabel: row.attribution_clicked_label,
    carSlug: row.car_slug,
    leads: Number(row.leads),
  }))
}

/** Trade-in offers accepted per site and day: the valuation carries its site, so its lead is not joined. */
async function tradeInCounts(pool: Pool, siteIds: number[], period: ReportPeriod): Promise<TradeInCount[]> {
  const { rows } = await pool.query(
    `SELECT site_id, to_char(accepted_at AT TIME ZONE $${TZ_PARAM}, 'YYYY-MM-DD') AS day, count(*) AS accepted
       FROM trade_in_valuations
      WHERE site_id = ANY($1::int[]) AND status = 'accepted'
        AND accepted_at >= ${DAY_START('$2')} AND accepted_at < ${DAY_START('($3::date + 1)')}
      GROUP BY site_id, day`,
    [siteIds, period.previous.from, period.current.to, DEFAULT_TIME_ZONE],
  )
  return rows.map((row) => ({ siteId: row.site_id, day: row.day, accepted: Number(row.accepted) }))
}

const isoOf = (value: Date | null): string | null => (value ? value.toISOString() : null)
const moneyOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null)

async function stockFacts(pool: Pool, siteIds: number[], period: ReportPeriod): Promise<StockCarFacts[]> {
  const { rows } = await pool.query(
    `SELECT s.id AS site_id, c.slug, c.car->>'name' AS name, c.car->>'status' AS status,
            c.car->>'created_at' AS listed_at, h.first_seen_at,
            CASE WHEN jsonb_typeof(c.car->'sold_date_timestamp') = 'number' THEN to_timestamp((c.car->>'sold_date_timestamp')::numeric) END AS sold_at,
            c.car->'price' AS price, c.car->'before_price' AS before_price,
            d.price_before, d.price_after, d.created_at AS dropped_at
       FROM stock_cars c
       JOIN sites s ON s.slug = c.site_slug
       LEFT JOIN stock_history h ON h.site_slug = c.site_slug AND h.car_id = c.id
       LEFT JOIN (
         SELECT DISTINCT ON (site_slug, car_id) site_slug, car_id, price_before, price_after, created_at
           FROM stock_changes
          WHERE kind = 'price-drop' AND created_at >= ${DAY_START('$2')} AND created_at < ${DAY_START('($3::date + 1)')}
          ORDER BY site_slug, car_id, created_at DESC
       ) d ON d.site_slug = c.site_slug AND d.car_id = c.id
      WHERE s.id = ANY($1::int[])`,
    [siteIds, period.current.from, period.current.to, DEFAULT_TIME_ZONE],
  )
  return rows.map((row) => ({
    siteId: row.site_id,
    slug: row.slug,
    name: row.name,
    status: row.status,
    listedAt: row.listed_at || isoOf(row.first_seen_at),
    soldAt: isoOf(row.sold_at),
    price: moneyOf(row.price),
    beforePrice: moneyOf(row.before_price),
    drop:
      row.price_before !== null && row.price_after !== null
        ? { from: Number(row.price_before), to: Number(row.price_after), on: isoOf(row.dropped_at)! }
        : null,
  }))
}

/** The figures of the sites and period asked for, as the user may see them; refused for a site that is not theirs. */
export async function loadInsightsReport(viewer: InsightsViewer, query: InsightsQuery, now: Date = new Date()): Promise<InsightsPage> {
  const today = todayIn(now)
  const period = reportPeriod(query, today)
  const selection = await selectInsightsSites(viewer, last(query.site))
  if (!selection.allowed) return { allowed: false, message: selection.message, period }
  const pool = databasePoolOf(viewer.payload)
  const siteIds = selection.sites.map((site) => site.id)
  const [daily, leads, tradeIns, stock] = await Promise.all([
    dailyTotals(pool, siteIds, period),
    leadCounts(pool, siteIds, period),
    tradeInCounts(pool, siteIds, period),
    stockFacts(pool, siteIds, period),
  ])
  const report = shapeInsightsReport({ period, now, daily, leads, tradeIns, stock })
  const names = new Map(selection.choices.map((site) => [site.id, site.name]))
  const tables = insightsTables(report, { allSites: selection.sites.length > 1, siteName: (id) => names.get(id) ?? `Site ${id}` })
  return { allowed: true, period, today, choices: selection.choices, sites: selection.sites, selected: selection.selected, report, tables }
}
