import { describe, expect, it } from 'vitest'

import {
  dayHoursText,
  formatHour,
  hoursOn,
  minutesOfDay,
  openingHoursSummary,
  openNow,
  openNowChangesBy,
  type LocationHours,
  type OpeningHourEntry,
} from './opening-hours'
import { DEFAULT_TEXTS } from './texts'

const open = (weekday: number, from = '08:30', to = '17:00'): OpeningHourEntry => ({ weekday, status: 'Open', open: from, close: to })
const week: OpeningHourEntry[] = [1, 2, 3, 4, 5].map((day) => open(day))
const showroom: OpeningHourEntry[] = [...week, open(6, '09:00', '16:00'), { weekday: 0, status: 'Closed', note: 'By appointment only' }]

describe('opening hours on a card (spec §2 "Opening hours on a card")', () => {
  it('collapses identical Mon-Fri hours to one line, then Saturday and Sunday', () => {
    expect(openingHoursSummary(showroom)).toEqual([
      { label: 'Mon-Fri', text: '8:30am - 5:00pm', days: [1, 2, 3, 4, 5] },
      { label: 'Sat', text: '9:00am - 4:00pm', days: [6] },
      { label: 'Sun', text: 'By appointment only', days: [0] },
    ])
  })

  it('lists each weekday when they differ', () => {
    const lines = openingHoursSummary([...week.slice(0, 3), open(4, '08:30', '20:00'), open(5)])
    expect(lines.map((line) => line.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(lines[3]?.text).toBe('8:30am - 8:00pm')
  })

  it('shows the status text for closed or missing days', () => {
    expect(openingHoursSummary(week).slice(1)).toEqual([
      { label: 'Sat', text: 'Closed', days: [6] },
      { label: 'Sun', text: 'Closed', days: [0] },
    ])
    expect(dayHoursText({ weekday: 0, status: 'Closed' }, { ...DEFAULT_TEXTS, hoursClosed: 'Shut' })).toBe('Closed')
    expect(dayHoursText(undefined, { ...DEFAULT_TEXTS, hoursClosed: 'Shut' })).toBe('Shut')
  })

  it("prefers the feed's formated_hours and reads weekday strings from the CMS", () => {
    expect(dayHoursText({ weekday: '1', status: 'Open', formated_hours: '8:30 AM - 5:00 PM' })).toBe('8:30 AM - 5:00 PM')
    expect(dayHoursText({ weekday: 1, status: 'Open' })).toBe('Open')
    expect(openingHoursSummary([{ ...open(1), weekday: '1' }])[0]?.text).toBe('8:30am - 5:00pm')
  })

  it('reads 24-hour, seconds and am/pm times', () => {
    expect(minutesOfDay('08:30')).toBe(510)
    expect(minutesOfDay('17:00:00')).toBe(1020)
    expect(minutesOfDay('5:30 pm')).toBe(1050)
    expect(minutesOfDay('12:15 am')).toBe(15)
    expect(minutesOfDay('12:00 PM')).toBe(720)
    expect(minutesOfDay('25:00')).toBeNull()
    expect(minutesOfDay('noon')).toBeNull()
    expect(formatHour('noon')).toBe('noon')
  })
})

const brisbane: LocationHours = {
  timeZone: 'Australia/Brisbane',
  openingHours: showroom,
  specialHours: [
    { date: '2025-12-25', status: 'Closed', label: 'Christmas Day' },
    { date: '2025-12-24T12:00:00.000Z', status: 'Open', start_hour: '09:00', end_hour: '13:00', label: 'Christmas Eve' },
    { date: '2025-12-27', status: 'Open', hours: { begin: '10:00', end: '14:00' } },
  ],
}

describe('special and holiday hours override a date (spec §3 "Special-hours entry")', () => {
  it('closes on a closed special date', () => {
    expect(hoursOn('2025-12-25', brisbane)).toEqual({ open: false, opensAt: null, closesAt: null, text: 'Closed', specialLabel: 'Christmas Day' })
  })

  it('uses start_hour/end_hour or hours.begin/end, and reads ISO dates on the local calendar', () => {
    expect(hoursOn('2025-12-24', brisbane)).toMatchObject({ open: true, opensAt: 540, closesAt: 780, text: '9:00am - 1:00pm', specialLabel: 'Christmas Eve' })
    expect(hoursOn('2025-12-27', brisbane)).toMatchObject({ open: true, text: '10:00am - 2:00pm', specialLabel: null })
  })

  it('falls back to the weekday hours on other dates', () => {
    expect(hoursOn('2025-12-22', brisbane)).toMatchObject({ open: true, opensAt: 510, closesAt: 1020, specialLabel: null }) // a Monday
    expect(hoursOn('2025-12-21', brisbane)).toMatchObject({ open: false, text: 'By appointment only' }) // a Sunday
  })
})

describe('open now / closed now in the location time zone (spec §3, @date-fns/tz)', () => {
  it('reads the instant on the location clock', () => {
    // 22:45 UTC Sunday is 08:45 Monday in Brisbane (UTC+10, no daylight saving).
    expect(openNow(brisbane, new Date('2025-12-21T22:45:00Z'))).toMatchObject({ open: true, label: 'Open now' })
    expect(openNow(brisbane, new Date('2025-12-21T22:15:00Z'))).toMatchObject({ open: false, label: 'Closed now' })
  })

  it('changes only on a whole minute, so a page showing it is good until the next one', () => {
    const now = new Date('2025-12-22T06:59:41.250Z') // 16:59:41 Monday in Brisbane, closing at 17:00
    const changesBy = openNowChangesBy(now)
    expect(changesBy.toISOString()).toBe('2025-12-22T07:00:00.000Z')
    expect(openNow(brisbane, new Date(changesBy.getTime() - 1)).open).toBe(openNow(brisbane, now).open)
    expect(openNow(brisbane, changesBy).open).not.toBe(openNow(brisbane, now).open)
  })

  it('closes at the closing minute', () => {
    expect(openNow(brisbane, new Date('2025-12-22T06:59:00Z')).open).toBe(true) // 16:59
    expect(openNow(brisbane, new Date('2025-12-22T07:00:00Z')).open).toBe(false) // 17:00
  })

  it('follows daylight saving in Sydney', () => {
    const sydney: LocationHours = { ...brisbane, timeZone: 'Australia/Sydney', specialHours: [] }
    // 21:45 UTC on a January Sunday is 08:45 Monday in Sydney (UTC+11) but 07:45 in Brisbane (UTC+10).
    expect(openNow(sydney, new Date('2026-01-04T21:45:00Z')).open).toBe(true) // 08:45 AEDT Monday
    expect(openNow(sydney, new Date('2026-01-04T21:15:00Z')).open).toBe(false) // 08:15 AEDT Monday
    expect(openNow({ ...sydney, timeZone: 'Australia/Brisbane' }, new Date('2026-01-04T21:45:00Z')).open).toBe(false) // 07:45 AEST
  })

  it('honours a holiday at the location', () => {
    expect(openNow(brisbane, new Date('2025-12-25T01:00:00Z'))).toMatchObject({ open: false, today: { specialLabel: 'Christmas Day' } })
  })

  it('defaults to Sydney time and treats missing hours as closed', () => {
    expect(openNow({}, new Date('2025-12-22T00:00:00Z')).open).toBe(false)
    expect(openNow({ openingHours: week }, new Date('2025-12-21T22:45:00Z')).open).toBe(true) // 09:45 AEDT Monday
  })
})
