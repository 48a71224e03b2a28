/**
 * Test-drive booking times (issue "Leads": appointments): the location's opening hours and special
 * hours on its own clock, cut into slots, minus times already booked and times too soon to prepare a car.
 */
import { TZDate, tz } from '@date-fns/tz'
import { addDays, format } from 'date-fns'

import { hoursOn, type LocationHours } from './opening-hours'
import { DEFAULT_TIME_ZONE } from './time'

export interface TestDriveSlotSettings {
  /** Length of one booking. */
  slotMinutes: number
  /** Days ahead shoppers may book, today included. */
  daysAhead: number
  /** Earliest booking from now, so the car can be cleaned and fuelled. */
  noticeMinutes: number
}

export const TEST_DRIVE_SLOT_DEFAULTS: TestDriveSlotSettings = { slotMinutes: 30, daysAhead: 14, noticeMinutes: 120 }

export interface TestDriveSlot {
  /** ISO 8601 with the location's offset, e.g. 2026-11-24T09:30:00.000+10:00: what the form sends back. */
  startsAt: string
  /** "9:30am" */
  label: string
}

export interface TestDriveDay {
  /** "2026-11-24" in the location's time zone. */
  date: string
  /** "Tue 24 Nov" */
  label: string
  slots: TestDriveSlot[]
}

/**
 * Open days with their free slots. A slot must end by closing time; booked start times (any instant
 * format) are left out. Days without a free slot are left out.
 */
export function testDriveSlots(location: LocationHours, settings: TestDriveSlotSettings, now: Date, booked: readonly (Date | string)[] = []): TestDriveDay[] {
  const timeZone = location.timeZone || DEFAULT_TIME_ZONE
  const taken = new Set(booked.map((instant) => new Date(instant).getTime()))
  const earliest = now.getTime() + settings.noticeMinutes * 60_000
  const step = Math.max(5, Math.round(settings.slotMinutes))
  const today = new TZDate(now, timeZone)
  const days: TestDriveDay[] = []
  for (let offset = 0; offset < settings.daysAhead; offset++) {
    const day = addDays(today, offset)
    const date = format(day, 'yyyy-MM-dd', { in: tz(timeZone) })
    const hours = hoursOn(date, location)
    if (!hours.open || hours.opensAt === null || hours.closesAt === null) continue
    const slots: TestDriveSlot[] = []
    for (let minute = hours.opensAt; minute + step <= hours.closesAt; minute += step) {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number]
      const start = new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, 0, timeZone)
      if (start.getTime() < earliest || taken.has(start.getTime())) continue
      slots.push({ startsAt: start.toISOString(), label: format(start, 'h:mmaaa') })
    }
    if (slots.length) days.push({ date, label: format(day, 'EEE d MMM'), slots })
  }
  return days
}

/** Whether `startsAt` is one of the free slots: the server's check before it books a time. */
export function isFreeTestDriveSlot(startsAt: string, days: readonly TestDriveDay[]): boolean {
  const instant = new Date(startsAt).getTime()
  return Number.isFinite(instant) && days.some((day) => day.slots.some((slot) => new Date(slot.startsAt).getTime() === instant))
}
