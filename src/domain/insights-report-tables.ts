/**
 * Every figure of the insights dashboard (issue 44) as a table: what a chart's "Show as table" shows
 * and what its Download CSV writes, so a chart, its table and its file never disagree.
 */
import { changeText, dayLabel, rangeText, type Cell, type Change, type ReportTable, type TableColumn } from './insights-report'
import type { InsightsReport } from './insights-report-shape'

export interface TableOptions {
  /** Whether the report covers several sites: rows then name theirs. */
  allSites: boolean
  siteName: (siteId: number) => string
}

export const INSIGHTS_TABLE_KEYS = [
  'leads-by-day',
  'leads-by-category',
  'sources',
  'campaigns',
  'funnel',
  'promos',
  'pages',
  'cars',
  'searches',
  'steps',
] as const
export type InsightsTableKey = (typeof INSIGHTS_TABLE_KEYS)[number]

const count = (key: string, label: string, rowHeader = false): TableColumn => ({ key, label, format: 'count', rowHeader })
const rate = (key: string, label: string): TableColumn => ({ key, label, format: 'decimal' })
const text = (key: string, label: string, rowHeader = false): TableColumn => ({ key, label, format: 'text', rowHeader })

/** A changed figure's columns: this period, and with comparison on, the previous one and the change. */
function changeColumns(key: string, label: string, compare: boolean): TableColumn[] {
  const change: TableColumn = { key: `${key}Change`, label: `${label}, change`, format: 'change' }
  return compare ? [count(key, label), count(`${key}Previous`, `${label}, previous period`), change] : [count(key, label)]
}
function changeCells(key: string, change: Change): Record<string, Cell> {
  return { [key]: change.current, [`${key}Previous`]: change.previous, [`${key}Change`]: changeText(change) }
}

export function insightsTables(report: InsightsReport, { allSites, siteName }: TableOptions): Record<InsightsTableKey, ReportTable> {
  const { period } = report
  const compare = period.compare
  const during = rangeText(period.current)
  const siteColumn: TableColumn[] = allSites ? [text('site', 'Site')] : []
  const siteCell = (siteId: number): Record<string, Cell> => (allSites ? { site: siteName(siteId) } : {})

  return {
    'leads-by-day': {
      key: 'leads-by-day',
      caption: `Leads per day by category, ${during}`,
      columns: [
        text('day', 'Day', true),
        ...report.leadsByDay.categories.map((category) => count(`category:${category}`, category)),
        count('total', 'All leads'),
      ],
      rows: report.leadsByDay.days.map((day) => ({
        day: dayLabel(day.day),
        ...Object.fromEntries(Object.entries(day.counts).map(([category, leads]) => [`category:${category}`, leads])),
        total: day.total,
      })),
    },
    'leads-by-category': {
      key: 'leads-by-category',
      caption: `Leads by category, ${during}`,
      columns: [text('category', 'Category', true), ...changeColumns('leads', 'Leads', compare)],
      rows: report.categories.map((row) => ({ category: row.category, ...changeCells('leads', row.leads) })),
    },
    sources: {
      key: 'sources',
      caption: `Visits and leads by where shoppers came from, ${during}`,
      columns: [
        text('source', 'Came from', true),
        ...changeColumns('visits', 'Visits', compare),
        ...changeColumns('leads', 'Leads', compare),
        rate('perThousand', 'Leads per 1,000 visits'),
      ],
      rows: report.sources.map((row) => ({
        source: row.label,
        ...changeCells('visits', row.visits),
        ...changeCells('leads', row.leads),
        perThousand: row.perThousandVisits,
      })),
    },
    campaigns: {
      key: 'campaigns',
      caption: `Leads by campaign (utm_campaign), ${during}`,
      columns: [text('campaign', 'Campaign', true), ...changeColumns('leads', 'Leads', compare)],
      rows: report.campaigns.map((row) => ({ campaign: row.campaign, ...changeCells('leads', row.leads) })),
    },
    funnel: {
      key: 'funnel',
      caption: `From visit to lead, ${during}: visits at each step`,
      columns: [
        text('step', 'Step', true),
        ...changeColumns('visits', 'Visits', compare),
        { key: 'ofPrevious', label: 'Of the step before', format: 'percent' },
      ],
      rows: report.funnel.map((row) => ({ step: row.label, ...changeCells('visits', row.count), ofPrevious: row.ofPrevious })),
    },
    promos: {
      key: 'promos',
      caption: `Promos and page blocks by leads, ${during}`,
      columns: [
        text('label', 'Promo or block', true),
        ...siteColumn,
        text('kind', 'Kind'),
        count('impressions', 'Views'),
        count('clicks', 'Clicks'),
        ...changeColumns('leads', 'Leads', compare),
        rate('perThousand', 'Leads per 1,000 views'),
      ],
      rows: report.promos.map((row) => ({
        label: row.label,
        ...siteCell(row.siteId),
        kind: row.kind,
        impressions: row.impressions,
        clicks: row.clicks,
        ...changeCells('leads', row.leads),
        perThousand: row.perThousand,
      })),
    },
    pages: {
      key: 'pages',
      caption: `Landing pages by leads, ${during}`,
      columns: [
        text('path', 'Page', true),
        ...siteColumn,
        count('views', 'Views'),
        ...changeColumns('leads', 'Leads that landed here', compare),
        rate('perThousand', 'Leads per 1,000 views'),
      ],
      rows: report.pages.map((row) => ({
        path: row.path,
        ...siteCell(row.siteId),
        views: row.views,
        ...changeCells('leads', row.leads),
        perThousand: row.perThousand,
      })),
    },
    cars: {
      key: 'cars',
      caption: `Cars by views, ${during}`,
      columns: [
        text('name', 'Car', true),
        ...siteColumn,
        count('views', 'Views'),
        count('enquiries', 'Enquiries'),
        count('daysInStock', 'Days in stock'),
        text('priceChange', 'Price change'),
        text('status', 'Status'),
      ],
      rows: report.cars.map((row) => ({
        name: row.name,
        ...siteCell(row.siteId),
        views: row.views,
        enquiries: row.enquiries,
        daysInStock: row.daysInStock,
        priceChange: row.priceChange,
        status: row.status,
      })),
    },
    searches: {
      key: 'searches',
      caption: `Searches that found no cars or few, ${during}`,
      columns: [
        text('words', 'Words searched', true),
        ...siteColumn,
        count('searches', 'Searches'),
        count('visits', 'Visits'),
        count('fewest', 'Fewest cars found'),
        count('most', 'Most cars found'),
      ],
      rows: report.searches.map((row) => ({
        words: row.words,
        ...siteCell(row.siteId),
        searches: row.searches,
        visits: row.visits,
        fewest: row.fewest,
        most: row.most,
      })),
    },
    steps: {
      key: 'steps',
      caption: `Where shoppers leave checkout, trade-in and finance, ${during}`,
      columns: [
        text('step', 'Step', true),
        count('visits', 'Visits that reached it'),
        { key: 'reached', label: 'Of those who started', format: 'percent' },
        count('dropped', 'Left before it'),
        { key: 'droppedPercent', label: 'Left, of the step before', format: 'percent' },
      ],
      rows: report.flows.flatMap((flow) =>
        flow.steps.map((step) => ({
          step: `${flow.label}, step ${step.step}: ${step.label}`,
          visits: step.visits,
          reached: step.reachedPercent,
          dropped: step.dropped,
          droppedPercent: step.droppedPercent,
        })),
      ),
    },
  }
}
