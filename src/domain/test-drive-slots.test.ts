import { describe, expect, it } from 'vitest'

import type { LocationHours, OpeningHourEntry, SpecialHoursEntry } from './opening-hours'
import { isFreeTestDriveSlot, TEST_DRIVE_SLOT_DEFAULTS, testDriveSlots, type TestDriveSlotSettings } from './test-drive-slots'

const open = (weekday: number, from: string, to: string): OpeningHourEntry => ({ weekday, status: 'Open', open: from, close: to })
/** Mon-Fri 9 to 5, Saturday 9 to 12, Sunday closed. */
const WEEK: OpeningHourEntry[] = [...[1, 2, 3, 4, 5].map((day) => open(day, '09:00', '17:00')), open(6, '09:00', '12:00'), { weekday: 0, status: 'Closed' }]
const yard = (timeZone: string | null, specialHours: SpecialHoursEntry[] = [], openingHours: OpeningHourEntry[] = WEEK): LocationHours => ({
  openingHours,
  specialHours,
  timeZone,
})

const HOURLY: TestDriveSlotSettings = { slotMinutes: 60, daysAhead: 1, noticeMinutes: 0 }
const WEEKDAY_HOURS = ['9:00am', '10:00am', '11:00am', '12:00pm', '1:00pm', '2:00pm', '3:00pm', '4:00pm']

const labels = (days: ReturnType<typeof testDriveSlots>, index = 0) => days[index]?.slots.map((slot) => slot.label)

describe('test-drive slots (issue 8 "Test-drive slots come from a real appointments endpoint"; spec §3 "Test-drive form", §7 appointments)', () => {
  it('has defaults of 30-minute slots, 14 days ahead, 2 hours notice', () => {
    expect(TEST_DRIVE_SLOT_DEFAULTS).toEqual({ slotMinutes: 30, daysAhead: 14, noticeMinutes: 120 })
  })

  it('cuts a day into slots from opening time, labelled on the location clock', () => {
    // Wed 25 Nov 2026, 07:00 in Sydney (AEDT, +11:00)
    const days = testDriveSlots(yard('Australia/Sydney'), HOURLY, new Date('2026-11-24T20:00:00Z'))
    expect(days).toHaveLength(1)
    expect(days[0]).toMatchObject({ date: '2026-11-25', label: 'Wed 25 Nov' })
    expect(labels(days)).toEqual(WEEKDAY_HOURS)
    expect(days[0]!.slots[0]).toEqual({ startsAt: '2026-11-25T09:00:00.000+11:00', label: '9:00am' })
    expect(days[0]!.slots.at(-1)).toEqual({ startsAt: '2026-11-25T16:00:00.000+11:00', label: '4:00pm' })
  })

  it("follows each location's own time zone: Perth and Sydney at the same instant (spec §3 opening-hour entry)", () => {
    // 14:00 UTC: already Wed 25 Nov 01:00 in Sydney, still Tue 24 Nov 22:00 in Perth
    const now = new Date('2026-11-24T14:00:00Z')
    const settings = { ...HOURLY, daysAhead: 2 }
    const sydney = testDriveSlots(yard('Australia/Sydney'), settings, now)
    const perth = testDriveSlots(yard('Australia/Perth'), settings, now)
    expect(sydney.map((day) => day.date)).toEqual(['2026-11-25', '2026-11-26'])
    // Perth's today has closed; its two days are Tuesday (nothing left) and Wednesday
    expect(perth.map((day) => day.date)).toEqual(['2026-11-25'])
    expect(perth[0]!.slots[0]!.startsAt).toBe('2026-11-25T09:00:00.000+08:00')
    expect(labels(perth)).toEqual(WEEKDAY_HOURS)
    const gap = new Date(perth[0]!.slots[0]!.startsAt).getTime() - new Date(sydney[0]!.slots[0]!.startsAt).getTime()
    expect(gap).toBe(3 * 60 * 60_000)
  })

  it('uses Sydney time when the location gives no time zone', () => {
    const now = new Date('2026-11-24T14:00:00Z')
    expect(testDriveSlots(yard(null), HOURLY, now)).toEqual(testDriveSlots(yard('Australia/Sydney'), HOURLY, now))
    expect(testDriveSlots(yard(''), HOURLY, now)[0]!.slots[0]!.startsAt).toBe('2026-11-25T09:00:00.000+11:00')
  })

  it('keeps Brisbane on +10:00 across the change to daylight saving that moves Sydney to +11:00 (4 Oct 2026)', () => {
    // Fri 2 Oct 2026, 08:00 on both clocks (both +10:00 before the change)
    const now = new Date('2026-10-01T22:00:00Z')
    const settings = { ...HOURLY, daysAhead: 4 }
    const brisbane = testDriveSlots(yard('Australia/Brisbane'), settings, now)
    const sydney = testDriveSlots(yard('Australia/Sydney'), settings, now)
    // Friday, Saturday, (Sunday closed), Monday
    expect(brisbane.map((day) => day.date)).toEqual(['2026-10-02', '2026-10-03', '2026-10-05'])
    expect(sydney.map((day) => day.date)).toEqual(['2026-10-02', '2026-10-03', '2026-10-05'])
    expect(brisbane[0]!.slots[0]!.startsAt).toBe('2026-10-02T09:00:00.000+10:00')
    expect(sydney[0]!.slots[0]!.startsAt).toBe('2026-10-02T09:00:00.000+10:00')
    // Monday 9am: Brisbane stays on +10:00, Sydney is now +11:00, an hour earlier in UTC
    expect(brisbane[2]!.slots[0]!.startsAt).toBe('2026-10-05T09:00:00.000+10:00')
    expect(sydney[2]!.slots[0]!.startsAt).toBe('2026-10-05T09:00:00.000+11:00')
    expect(new Date(brisbane[2]!.slots[0]!.startsAt).toISOString()).toBe('2026-10-04T23:00:00.000Z')
    expect(new Date(sydney[2]!.slots[0]!.startsAt).toISOString()).toBe('2026-10-04T22:00:00.000Z')
    // both still open 9 to 5 on their own clocks
    expect(labels(brisbane, 2)).toEqual(WEEKDAY_HOURS)
    expect(labels(sydney, 2)).toEqual(WEEKDAY_HOURS)
    expect(labels(brisbane, 1)).toEqual(['9:00am', '10:00am', '11:00am'])
  })

  it('a special-hours holiday closes an otherwise open day (spec §3 special-hours entry)', () => {
    // Thu 24 Dec 2026, 07:00 in Sydney; Christmas Day is a Friday
    const now = new Date('2026-12-23T20:00:00Z')
    const settings = { ...HOURLY, daysAhead: 3 }
    expect(testDriveSlots(yard('Australia/Sydney'), settings, now).map((day) => day.date)).toEqual(['2026-12-24', '2026-12-25', '2026-12-26'])
    const christmas = testDriveSlots(yard('Australia/Sydney', [{ date: '2026-12-25', status: 'Closed', label: 'Christmas Day' }]), settings, now)
    expect(christmas.map((day) => day.date)).toEqual(['2026-12-24', '2026-12-26'])
    // the feed's ISO timestamp form of the date, read in the location's zone (midnight 25 Dec in Sydney)
    const fromFeed = testDriveSlots(yard('Australia/Sydney', [{ date: '2026-12-24T13:00:00.000Z', status: 'Closed' }]), settings, now)
    expect(fromFeed.map((day) => day.date)).toEqual(['2026-12-24', '2026-12-26'])
  })

  it('special hours can open a normally closed Sunday, and shorten a weekday', () => {
    // Sat 28 Nov 2026, 20:00 in Sydney
    const now = new Date('2026-11-28T09:00:00Z')
    const settings = { ...HOURLY, daysAhead: 3 }
    expect(testDriveSlots(yard('Australia/Sydney'), settings, now).map((day) => day.date)).toEqual(['2026-11-30'])
    const special: SpecialHoursEntry[] = [
      { date: '2026-11-29', status: 'Open', start_hour: '10:00', end_hour: '14:00', label: 'Summer sale Sunday' },
      { date: '2026-11-30', status: 'Open', hours: { begin: '13:00', end: '15:00' } },
    ]
    const days = testDriveSlots(yard('Australia/Sydney', special), settings, now)
    expect(days.map((day) => [day.date, day.label])).toEqual([
      ['2026-11-29', 'Sun 29 Nov'],
      ['2026-11-30', 'Mon 30 Nov'],
    ])
    expect(labels(days, 0)).toEqual(['10:00am', '11:00am', '12:00pm', '1:00pm'])
    expect(labels(days, 1)).toEqual(['1:00pm', '2:00pm'])
  })

  it('leaves out times already booked, whether given with Z, with an offset or as a Date', () => {
    const now = new Date('2026-11-24T14:00:00Z')
    const booked = [
      '2026-11-24T22:00:00Z', // 9am in Sydney
      '2026-11-25T11:00:00+11:00',
      new Date('2026-11-25T02:00:00Z'), // 1pm in Sydney
      '2026-11-25T12:00:00.000+08:00', // 3pm in Sydney, written on Perth's clock
      '2026-11-25T10:30:00+11:00', // not a slot start: changes nothing
      'not a date',
    ]
    const days = testDriveSlots(yard('Australia/Sydney'), HOURLY, now, booked)
    expect(labels(days)).toEqual(['10:00am', '12:00pm', '2:00pm', '4:00pm'])
  })

  it('leaves out days with no free slot', () => {
    const now = new Date('2026-11-24T14:00:00Z')
    const wednesday = WEEKDAY_HOURS.map((_, hour) => new Date(Date.UTC(2026, 10, 24, 22 + hour)))
    const days = testDriveSlots(yard('Australia/Sydney'), { ...HOURLY, daysAhead: 2 }, now, wednesday)
    expect(days.map((day) => day.date)).toEqual(['2026-11-26'])
    expect(testDriveSlots(yard('Australia/Sydney', [], []), { ...HOURLY, daysAhead: 14 }, now)).toEqual([])
  })

  it('keeps the notice period: no slot sooner than noticeMinutes from now', () => {
    // Wed 25 Nov 2026, 09:10 in Sydney; two hours' notice means 11:10 at the earliest
    const days = testDriveSlots(yard('Australia/Sydney'), { slotMinutes: 30, daysAhead: 1, noticeMinutes: 120 }, new Date('2026-11-24T22:10:00Z'))
    expect(labels(days)?.[0]).toBe('11:30am')
    expect(labels(days)).toHaveLength(11) // 11:30 to 4:30
    // exactly at the notice limit is allowed
    const onTheDot = testDriveSlots(yard('Australia/Sydney'), { slotMinutes: 30, daysAhead: 1, noticeMinutes: 120 }, new Date('2026-11-24T22:00:00Z'))
    expect(labels(onTheDot)?.[0]).toBe('11:00am')
    // late in the day the notice pushes today out altogether
    const late = testDriveSlots(yard('Australia/Sydney'), { slotMinutes: 30, daysAhead: 2, noticeMinutes: 120 }, new Date('2026-11-25T04:00:00Z'))
    expect(late.map((day) => day.date)).toEqual(['2026-11-26'])
  })

  it('ends every slot by closing time', () => {
    const now = new Date('2026-11-24T14:00:00Z')
    const fortyFive = testDriveSlots(yard('Australia/Sydney'), { slotMinutes: 45, daysAhead: 1, noticeMinutes: 0 }, now)
    expect(labels(fortyFive)?.at(-1)).toBe('3:45pm') // 4:30 would end at 5:15
    const oddClose = testDriveSlots(yard('Australia/Sydney', [], [open(3, '08:30', '16:50')]), { slotMinutes: 30, daysAhead: 1, noticeMinutes: 0 }, now)
    expect(labels(oddClose)?.[0]).toBe('8:30am')
    expect(labels(oddClose)?.at(-1)).toBe('4:00pm')
    const tooShort = testDriveSlots(yard('Australia/Sydney', [], [open(3, '09:00', '09:20')]), { slotMinutes: 30, daysAhead: 1, noticeMinutes: 0 }, now)
    expect(tooShort).toEqual([])
  })

  it('offers at most daysAhead calendar days, today included', () => {
    // Mon 23 Nov 2026, 07:00 in Sydney
    const now = new Date('2026-11-22T20:00:00Z')
    const fortnight = testDriveSlots(yard('Australia/Sydney'), { ...HOURLY, daysAhead: 14 }, now)
    // two Sundays closed
    expect(fortnight).toHaveLength(12)
    expect(fortnight[0]!.date).toBe('2026-11-23')
    expect(fortnight.at(-1)!.date).toBe('2026-12-05')
    expect(fortnight.map((day) => day.date)).not.toContain('2026-11-29')
    expect(testDriveSlots(yard('Australia/Sydney'), { ...HOURLY, daysAhead: 1 }, now).map((day) => day.date)).toEqual(['2026-11-23'])
    expect(testDriveSlots(yard('Australia/Sydney'), { ...HOURLY, daysAhead: 0 }, now)).toEqual([])
  })
})

describe('isFreeTestDriveSlot: the server checks the chosen time before booking it (issue 8 "a booked slot is no longer offered")', () => {
  const now = new Date('2026-11-24T14:00:00Z')
  const days = testDriveSlots(yard('Australia/Sydney'), { ...HOURLY, daysAhead: 2 }, now, ['2026-11-25T10:00:00+11:00'])

  it('accepts a free slot as offered, and the same instant written with another offset', () => {
    expect(isFreeTestDriveSlot('2026-11-25T09:00:00.000+11:00', days)).toBe(true)
    expect(isFreeTestDriveSlot('2026-11-24T22:00:00Z', days)).toBe(true)
    expect(isFreeTestDriveSlot('2026-11-25T08:00:00+10:00', days)).toBe(true)
    expect(isFreeTestDriveSlot('2026-11-26T14:00:00+11:00', days)).toBe(true)
  })

  it('refuses a booked time, a time between slots, a closed or past time, another day and junk', () => {
    expect(isFreeTestDriveSlot('2026-11-25T10:00:00+11:00', days)).toBe(false)
    expect(isFreeTestDriveSlot('2026-11-24T23:00:00Z', days)).toBe(false)
    expect(isFreeTestDriveSlot('2026-11-25T09:30:00+11:00', days)).toBe(false)
    expect(isFreeTestDriveSlot('2026-11-25T17:00:00+11:00', days)).toBe(false)
    expect(isFreeTestDriveSlot('2026-11-24T09:00:00+11:00', days)).toBe(false)
    expect(isFreeTestDriveSlot('2026-11-27T09:00:00+11:00', days)).toBe(false)
    expect(isFreeTestDriveSlot('tomorrow at 9', days)).toBe(false)
    expect(isFreeTestDriveSlot('', days)).toBe(false)
    expect(isFreeTestDriveSlot('2026-11-25T09:00:00.000+11:00', [])).toBe(false)
  })
})
