/** Opening hours of a location (spec §2 "Opening hours on a card", §3 hour entries): summary lines and open now. */
import { format } from 'date-fns'

import { DEFAULT_TEXTS, type Texts } from './texts'
import { clockInTimeZone, DEFAULT_TIME_ZONE } from './time'

/** weekday 0 is Sunday, 6 Saturday. open/close are "08:30"; formated_hours, when the feed has it, wins. */
export interface OpeningHourEntry {
  weekday: number | string
  status?: string | null
  open?: string | null
  close?: string | null
  formated_hours?: string | null
  /** Shown instead of "Closed", e.g. "By appointment only". */
  note?: string | null
}

/** A date that overrides the weekly hours: a holiday, a stocktake, a late night. */
export interface SpecialHoursEntry {
  /** "2025-12-25", or an ISO timestamp read in the location's time zone. */
  date: string
  status?: string | null
  label?: string | null
  open?: string | null
  close?: string | null
  start_hour?: string | null
  end_hour?: string | null
  hours?: { begin?: string | null; end?: string | null } | null
}

export interface HoursLine {
  /** "Mon-Fri", "Mon" ... "Sun". */
  label: string
  text: string
  days: number[]
}

const DAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const WEEKDAYS = [1, 2, 3, 4, 5]

/** "08:30", "8:30:00" or "8:30 pm" as minutes after midnight; null when unreadable. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm)?$/i.exec(time?.trim() ?? '')
  if (!match) return null
  const [hours, minutes, meridiem] = [Number(match[1]), Number(match[2]), match[3]?.toLowerCase()]
  if (hours > 23 || minutes > 59) return null
  return ((hours % (meridiem ? 12 : 24)) + (meridiem === 'pm' ? 12 : 0)) * 60 + minutes
}

/** "8:30am", or the text as given when it is not a time. */
export function formatHour(time: string): string {
  const minutes = minutesOfDay(time)
  if (minutes === null) return time
  return format(new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60), 'h:mmaaa')
}

const isOpen = (entry: { status?: string | null } | undefined) => entry?.status?.trim().toLowerCase() === 'open'

/** One day's text: the hours when Open, otherwise the note ("By appointment only") or the status text. */
export function dayHoursText(entry: OpeningHourEntry | undefined, texts: Texts = DEFAULT_TEXTS): string {
  if (!entry || !isOpen(entry)) return entry?.note?.trim() || entry?.status?.trim() || texts.hoursClosed
  if (entry.formated_hours?.trim()) return entry.formated_hours.trim()
  return entry.open && entry.close ? `${formatHour(entry.open)} - ${formatHour(entry.close)}` : texts.hoursOpen
}

function entryFor(entries: readonly OpeningHourEntry[], day: number): OpeningHourEntry | undefined {
  return entries.find((entry) => Number(entry.weekday) === day)
}

/** Mon-Fri on one line when all five days read the same, else a line each; then Saturday and Sunday. */
export function openingHoursSummary(entries: readonly OpeningHourEntry[], texts: Texts = DEFAULT_TEXTS): HoursLine[] {
  const line = (day: number): HoursLine => ({ label: DAY_LABELS[day]!, text: dayHoursText(entryFor(entries, day), texts), days: [day] })
  const weekdays = WEEKDAYS.map(line)
  const same = weekdays.every((day) => day.text === weekdays[0]!.text)
  return [...(same ? [{ label: 'Mon-Fri', text: weekdays[0]!.text, days: WEEKDAYS }] : weekdays), line(6), line(0)]
}

export interface LocationHours {
  openingHours?: readonly OpeningHourEntry[] | null
  specialHours?: readonly SpecialHoursEntry[] | null
  /** IANA zone of the location, e.g. "Australia/Perth"; Sydney when missing. */
  timeZone?: string | null
}

export interface DayHours {
  open: boolean
  /** Minutes after midnight, local time; null when closed or unknown. */
  opensAt: number | null
  closesAt: number | null
  text: string
  /** The special-hours label ("Christmas Day") when a special date applies. */
  specialLabel: string | null
}

/** The calendar date ("2025-12-25") a special-hours entry is for, read in the location's time zone. */
export function specialDateKey(date: string, timeZone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date
  const instant = new Date(date)
  return Number.isNaN(instant.getTime()) ? date : clockInTimeZone(instant, timeZone).day
}

/** The hours that apply on a calendar date ("2025-12-25") at the location: a special date overrides the weekday. */
export function hoursOn(date: string, location: LocationHours, texts: Texts = DEFAULT_TEXTS): DayHours {
  const timeZone = location.timeZone || DEFAULT_TIME_ZONE
  const special = location.specialHours?.find((entry) => specialDateKey(entry.date, timeZone) === date)
  if (special) {
    const [from, to] = [special.start_hour ?? special.hours?.begin ?? special.open, special.end_hour ?? special.hours?.end ?? special.close]
    const [opensAt, closesAt] = [minutesOfDay(from), minutesOfDay(to)]
    const open = isOpen(special) && opensAt !== null && closesAt !== null
    const text = open ? `${formatHour(from!)} - ${formatHour(to!)}` : texts.hoursClosed
    return { open, opensAt: open ? opensAt : null, closesAt: open ? closesAt : null, text, specialLabel: special.label?.trim() || null }
  }
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
  const entry = entryFor(location.openingHours ?? [], weekday)
  const opensAt = minutesOfDay(entry?.open)
  const closesAt = minutesOfDay(entry?.close)
  const open = isOpen(entry) && opensAt !== null && closesAt !== null
  return { open, opensAt: open ? opensAt : null, closesAt: open ? closesAt : null, text: dayHoursText(entry, texts), specialLabel: null }
}

export interface OpenNow {
  open: boolean
  /** "Open now" or "Closed now". */
  label: string
  today: DayHours
}

/** When "open now" may next change: it only changes on a whole minute (every time zone's offset is whole minutes). */
export const openNowChangesBy = (now: Date): Date => new Date((Math.floor(now.getTime() / 60_000) + 1) * 60_000)

/** Whether the location is open at `now`, read on the location's own clock. */
export function openNow(location: LocationHours, now: Date, texts: Texts = DEFAULT_TEXTS): OpenNow {
  const { day, minutes } = clockInTimeZone(now, location.timeZone || DEFAULT_TIME_ZONE)
  const today = hoursOn(day, location, texts)
  const open = today.open && today.opensAt !== null && today.closesAt !== null && minutes >= today.opensAt && minutes < today.closesAt
  return { open, label: open ? texts.openNow : texts.closedNow, today }
}
