/**
 * The admin's hours editor (issue 9 "a weekday editor that cannot produce an impossible entry"): the
 * problems a marketer must fix before a location saves. Spec §3 "Opening-hour entry" and
 * "Special-hours entry"; the site reads the same entries with opening-hours.ts.
 */
import { minutesOfDay, specialDateKey, type OpeningHourEntry, type SpecialHoursEntry } from './opening-hours'
import { DEFAULT_TIME_ZONE } from './time'

export interface HoursProblem {
  /** Row of the entry in the editor, from 0. */
  index: number
  message: string
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const isOpen = (status: string | null | undefined) => status?.trim().toLowerCase() === 'open'
const given = (time: string | null | undefined) => Boolean(time?.trim())

/** One entry's times: both for an Open day, readable, closing after opening. */
function timeProblems(name: string, status: string | null | undefined, open: string | null | undefined, close: string | null | undefined): string | null {
  for (const time of [open, close]) {
    if (given(time) && minutesOfDay(time) === null) return `${name}: "${time!.trim()}" is not a time. Use 24-hour time, e.g. 08:30 or 17:00.`
  }
  if (!given(open) && !given(close)) return isOpen(status) ? `${name} is Open but has no hours. Add the opening and closing times, or set it to Closed.` : null
  if (!given(close)) return `${name}: add a closing time.`
  if (!given(open)) return `${name}: add an opening time.`
  const [opens, closes] = [minutesOfDay(open)!, minutesOfDay(close)!]
  if (closes <= opens) return `${name}: it closes at ${close!.trim()}, ${closes === opens ? 'when' : 'before'} it opens at ${open!.trim()}.`
  return null
}

/** The weekly hours: one entry per weekday, each Open day with an opening time before its closing time. */
export function openingHoursProblems(entries: readonly OpeningHourEntry[] | null | undefined): HoursProblem[] {
  const problems: HoursProblem[] = []
  const seen = new Set<number>()
  ;(entries ?? []).forEach((entry, index) => {
    const day = String(entry.weekday ?? '').trim() === '' ? Number.NaN : Number(entry.weekday)
    const name = Number.isInteger(day) ? DAY_NAMES[day] : undefined
    if (!name) {
      problems.push({ index, message: `Row ${index + 1}: choose a weekday.` })
      return
    }
    if (seen.has(day)) problems.push({ index, message: `${name} is listed twice. Keep one entry per weekday.` })
    seen.add(day)
    const problem = timeProblems(name, entry.status, entry.open, entry.close)
    if (problem) problems.push({ index, message: problem })
  })
  return problems
}

const displayDate = (key: string) => key.split('-').reverse().join('/')

/** The special dates: each with a date, no date twice (read in the location's time zone), Open ones with valid hours. */
export function specialHoursProblems(
  entries: readonly SpecialHoursEntry[] | null | undefined,
  timeZone: string | null | undefined = DEFAULT_TIME_ZONE,
): HoursProblem[] {
  const problems: HoursProblem[] = []
  const seen = new Set<string>()
  ;(entries ?? []).forEach((entry, index) => {
    const key = entry.date?.trim() && !Number.isNaN(Date.parse(entry.date)) ? specialDateKey(entry.date.trim(), timeZone || DEFAULT_TIME_ZONE) : null
    if (!key) {
      problems.push({ index, message: `Row ${index + 1}: choose a date.` })
      return
    }
    const name = displayDate(key)
    if (seen.has(key)) problems.push({ index, message: `${name} is listed twice. Keep one entry per date.` })
    seen.add(key)
    const problem = timeProblems(name, entry.status, entry.open ?? entry.start_hour ?? entry.hours?.begin, entry.close ?? entry.end_hour ?? entry.hours?.end)
    if (problem) problems.push({ index, message: problem })
  })
  return problems
}

/** A Payload `validate` answer: true, or every problem in one message. */
export function hoursValidationResult(problems: readonly HoursProblem[]): true | string {
  return problems.length ? problems.map((problem) => problem.message).join(' ') : true
}
