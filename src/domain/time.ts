/**
 * Dates as they arrive from search records and the CMS. Search records carry Unix seconds
 * (created_at, sold_date_timestamp); the CMS sends ISO strings; tests pass Date objects.
 */
export type DateInput = Date | string | number

// 1e11 seconds is the year 5138, 1e11 milliseconds is 1973: anything below is a seconds timestamp.
const SECONDS_LIMIT = 1e11

/** A Date from seconds, milliseconds, an ISO string or a Date; null for missing or unreadable input. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = typeof value === 'number' ? new Date(Math.abs(value) < SECONDS_LIMIT ? value * 1000 : value) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export const DAY_MS = 24 * 60 * 60 * 1000

/** The time zone used for calendar rules when a location gives none (the platform's home market). */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney'

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one (every card asks). */
const yearFormats = new Map<string, Intl.DateTimeFormat>()
const clockFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * The calendar year at `date` on a time zone's clock (a dealer's year turns at its own midnight).
 * Intl is built into every runtime, so browser code that needs only this stays free of a time-zone
 * library.
 */
export function yearInTimeZone(date: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  let format = yearFormats.get(timeZone)
  if (!format) yearFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric' })))
  return Number(format.format(date))
}

/**
 * The calendar date ("2025-12-25") and the minutes since midnight at `date` on a time zone's clock,
 * from one cached formatter: opening hours ask for every location on every page, and date-fns' zoned
 * format builds a zoned date for each call (about 25 µs against 2).
 */
export function clockInTimeZone(date: Date, timeZone: string = DEFAULT_TIME_ZONE): { day: string; minutes: number } {
  let format = clockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    clockFormats.set(timeZone, format)
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const { type, value } of format.formatToParts(date)) part[type] = value
  return { day: `${part.year}-${part.month}-${part.day}`, minutes: Number(part.hour) * 60 + Number(part.minute) }
}
