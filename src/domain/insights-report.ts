/**
 * The marketer's insights dashboard (issue 44), its arithmetic: which days a report covers and the
 * period it is compared with, how much a figure changed, leads per thousand views, where shoppers drop
 * out of a step flow, which searches found too little, and a table as CSV records. Days are plain
 * 'yyyy-MM-dd' dates on the dealer's calendar (insight_daily.day, Australia/Sydney).
 */
import { tz } from '@date-fns/tz'
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns'

import { csvSafe } from './lead-csv'
import { formatCount } from './money'
import { DEFAULT_TIME_ZONE } from './time'

export const RANGE_PRESETS = {
  '7d': { days: 7, label: 'Last 7 days' },
  '28d': { days: 28, label: 'Last 28 days' },
  '90d': { days: 90, label: 'Last 90 days' },
} as const
export type RangePreset = keyof typeof RANGE_PRESETS
export const DEFAULT_RANGE: RangePreset = '28d'
/** Daily totals are kept long; two years is as far as one report reaches back in one go. */
export const MAX_RANGE_DAYS = 731

/** From and to, both included. */
export interface DayRange {
  from: string
  to: string
  days: number
}

export interface ReportPeriod {
  preset: RangePreset | 'custom'
  /** Presets end yesterday (whole days, fair to compare) unless the marketer asks to include today so far. */
  endsToday: boolean
  current: DayRange
  /** The same number of days just before. */
  previous: DayRange
  compare: boolean
  /** Why the custom dates asked for were not used, for the marketer; null when they were (or none were asked). */
  problem: string | null
}

/** The report's query string as the dashboard's GET form writes it; a repeated key counts by its last value. */
export interface ReportQuery {
  range?: string | string[]
  from?: string | string[]
  to?: string | string[]
  end?: string | string[]
  compare?: string | string[]
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const last = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value.at(-1) ?? '') : (value ?? '')).trim()
const isDay = (value: string): boolean => {
  const date = DAY.test(value) ? parseISO(value) : null
  return date !== null && !Number.isNaN(date.getTime()) && format(date, 'yyyy-MM-dd') === value
}
const shift = (day: string, days: number): string => format(addDays(parseISO(day), days), 'yyyy-MM-dd')
const span = (from: string, to: string): DayRange => ({ from, to, days: differenceInCalendarDays(parseISO(to), parseISO(from)) + 1 })

/** Today on the dealer's calendar. */
export function todayIn(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return format(now, 'yyyy-MM-dd', { in: tz(timeZone) })
}

/** The days just before `range`, as many as it has. */
export function previousPeriod(range: DayRange): DayRange {
  return span(shift(range.from, -range.days), shift(range.from, -1))
}

/** Every day of the range, oldest first. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: range.days }, (_, index) => shift(range.from, index))
}

function customRange(from: string, to: string, today: string): DayRange | string {
  if (!isDay(from) || !isDay(to)) return 'Pick both dates of a custom range.'
  if (from > to) return 'The first day of a custom range must come before its last day.'
  if (to > today) return 'A custom range cannot end after today.'
  const range = span(from, to)
  return range.days > MAX_RANGE_DAYS ? `A custom range covers at most ${MAX_RANGE_DAYS} days.` : range
}

/** The period a report covers: a preset ending yesterday or today, or custom days; anything unreadable falls back to the standard 28 days. */
export function reportPeriod(query: ReportQuery, today: string): ReportPeriod {
  const endsToday = last(query.end) === 'today'
  const compare = last(query.compare) !== '0'
  const requested = last(query.range)
  const from = last(query.from)
  const to = last(query.to)
  const presetPeriod = (preset: RangePreset, problem: string | null = null): ReportPeriod => {
    const end = endsToday ? today : shift(today, -1)
    const current = span(shift(end, 1 - RANGE_PRESETS[preset].days), end)
    return { preset, endsToday, current, previous: previousPeriod(current), compare, problem }
  }
  if (requested === 'custom' || (!requested && (from || to))) {
    const custom = customRange(from, to, today)
    if (typeof custom === 'string') return presetPeriod(DEFAULT_RANGE, custom)
    return { preset: 'custom', endsToday: custom.to === today, current: custom, previous: previousPeriod(custom), compare, problem: null }
  }
  return presetPeriod(requested in RANGE_PRESETS ? (requested as RangePreset) : DEFAULT_RANGE)
}

/** "3 Mar 2026 to 9 Mar 2026" */
export function rangeText(range: DayRange): string {
  const day = (value: string) => format(parseISO(value), 'd MMM yyyy')
  return range.from === range.to ? day(range.from) : `${day(range.from)} to ${day(range.to)}`
}

/** "Mon 3 Mar", a chart's day label. */
export const dayLabel = (day: string): string => format(parseISO(day), 'EEE d MMM')

export interface Change {
  current: number
  previous: number
  difference: number
  /** Null when there was nothing before to compare with. */
  percent: number | null
}

export function periodChange(current: number, previous: number): Change {
  return { current, previous, difference: current - previous, percent: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10 }
}

/** "+25%", "−10%", "no change", "new" (none before), "none now" (none now, some before), "—" (none either time). */
export function changeText(change: Change): string {
  if (change.previous === 0) return change.current === 0 ? '—' : 'new'
  if (change.current === 0) return 'none now'
  if (change.difference === 0) return 'no change'
  const percent = Math.abs(change.percent ?? 0)
  return `${change.difference > 0 ? '+' : '−'}${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`
}

/** A headline figure's change, in a sentence: "+25% on the previous period (8)", "None in the previous period". */
export function changeSentence(change: Change): string {
  if (change.previous === 0) return change.current === 0 ? 'None in the previous period either' : 'None in the previous period'
  return `${changeText(change)} on the previous period (${formatCount(change.previous)})`
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10

/** Leads for every thousand views (one decimal); null without views, where a rate would mean nothing. */
export function perThousand(count: number, views: number): number | null {
  return views > 0 ? oneDecimal((count / views) * 1000) : null
}

/** `part` as a percentage of `whole` (one decimal); null when `whole` is 0. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? oneDecimal((part / whole) * 100) : null
}

export interface StepVisits {
  step: number
  label: string
  visits: number
}

export interface StepDropOff extends StepVisits {
  /** Of the visits that began the flow, the share that reached this step. */
  reachedPercent: number | null
  /** Visits that reached the step before and not this one (0 for the first step, never negative). */
  dropped: number
  droppedPercent: number | null
}

/** Where shoppers leave a flow: each step with the visits lost since the step before. */
export function stepDropOff(steps: readonly StepVisits[]): StepDropOff[] {
  const ordered = [...steps].sort((a, b) => a.step - b.step)
  const first = ordered[0]?.visits ?? 0
  return ordered.map((step, index) => {
    const before = index === 0 ? step.visits : ordered[index - 1]!.visits
    const dropped = Math.max(0, before - step.visits)
    return { ...step, reachedPercent: percentOf(step.visits, first), dropped, droppedPercent: index === 0 ? null : percentOf(dropped, before) }
  })
}

/** Up to this many cars found counts as few: the shopper saw next to nothing for their words. */
export const FEW_RESULTS = 3
export type SearchOutcome = 'none' | 'few' | 'enough'

/**
 * How a shopper's words fared, from the most cars they found in the period: filters narrow a search, so
 * words that found many cars even once are not what the stock or the synonyms miss.
 */
export function searchOutcome(mostResults: number | null | undefined): SearchOutcome {
  if (mostResults === null || mostResults === undefined || mostResults <= 0) return 'none'
  return mostResults <= FEW_RESULTS ? 'few' : 'enough'
}

/** 'change' cells hold changeText's own words ("+25%"), written to CSV as they are. */
export type CellFormat = 'text' | 'count' | 'percent' | 'decimal' | 'change'
export type Cell = string | number | null
export interface TableColumn {
  key: string
  label: string
  format?: CellFormat
  /** The column that names the row (a `th scope="row"`). */
  rowHeader?: boolean
}
export interface ReportTable {
  key: string
  caption: string
  columns: readonly TableColumn[]
  rows: readonly Record<string, Cell>[]
}

const oneDecimalText = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 })

/** A cell as the dashboard shows it: counts and rates with separators, percentages with %, nothing as "—". */
export function cellText(value: Cell, cellFormat: CellFormat = 'text'): string {
  if (value === null || value === '') return '—'
  if (typeof value === 'string') return value
  if (cellFormat === 'percent') return `${value}%`
  if (cellFormat === 'count') return formatCount(value)
  return cellFormat === 'decimal' ? oneDecimalText.format(value) : String(value)
}

/** The table as CSV records: the header, then each row; numbers plain, nothing empty, text safe from spreadsheet formulas. */
export function tableCsvRecords(table: ReportTable): string[][] {
  const cell = (value: Cell | undefined, column: TableColumn): string => {
    if (value === null || value === undefined) return ''
    return typeof value === 'number' || column.format === 'change' ? String(value) : csvSafe(value)
  }
  return [table.columns.map((column) => column.label), ...table.rows.map((row) => table.columns.map((column) => cell(row[column.key], column)))]
}

/** "insights-promos-2026-03-03-to-2026-03-09.csv" */
export function csvFileName(tableKey: string, range: DayRange): string {
  return `insights-${tableKey.replace(/[^a-z0-9-]/gi, '')}-${range.from}-to-${range.to}.csv`
}
