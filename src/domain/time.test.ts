import { describe, expect, it } from 'vitest'

import { clockInTimeZone, toDate, yearInTimeZone } from './time'

describe('dates from search records and the CMS', () => {
  it('reads Unix seconds (search records) and milliseconds', () => {
    expect(toDate(1_700_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z')
    expect(toDate(1_700_000_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z')
  })

  it('reads ISO strings and Dates', () => {
    expect(toDate('2025-06-15T16:00:00+10:00')?.toISOString()).toBe('2025-06-15T06:00:00.000Z')
    const date = new Date('2025-01-01T00:00:00Z')
    expect(toDate(date)?.getTime()).toBe(date.getTime())
  })

  it('gives null for missing or unreadable input', () => {
    expect(toDate(null)).toBeNull()
    expect(toDate(undefined)).toBeNull()
    expect(toDate('')).toBeNull()
    expect(toDate('not a date')).toBeNull()
  })
})

describe("the year on a dealer's clock (spec §5 finance box: car age by the current year)", () => {
  it("turns at midnight in the dealer's zone, not in UTC", () => {
    // 31 Dec 2025 14:00 UTC is already 1 Jan 2026 01:00 in Sydney (UTC+11 in summer).
    expect(yearInTimeZone(new Date('2025-12-31T14:00:00Z'))).toBe(2026)
    expect(yearInTimeZone(new Date('2025-12-31T12:59:59Z'))).toBe(2025)
    expect(yearInTimeZone(new Date('2025-12-31T14:00:00Z'), 'Australia/Perth')).toBe(2025)
    expect(yearInTimeZone(new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe(2026)
  })
})

describe("the date and time of day on a dealer's clock (opening hours)", () => {
  it('reads the zone’s own date and minutes across midnight and daylight saving', () => {
    // 13:30 UTC on 31 Dec is 00:30 on 1 Jan in Sydney (UTC+11), still 21:30 on 31 Dec in Perth (UTC+8).
    expect(clockInTimeZone(new Date('2025-12-31T13:30:00Z'))).toEqual({ day: '2026-01-01', minutes: 30 })
    expect(clockInTimeZone(new Date('2025-12-31T13:30:00Z'), 'Australia/Perth')).toEqual({ day: '2025-12-31', minutes: 21 * 60 + 30 })
    // Sydney's clocks go back at 03:00 on 5 April 2026: 16:30 UTC is 02:30 (UTC+10) after it, and Brisbane keeps UTC+10.
    expect(clockInTimeZone(new Date('2026-04-04T16:30:00Z'))).toEqual({ day: '2026-04-05', minutes: 2 * 60 + 30 })
    expect(clockInTimeZone(new Date('2026-01-10T00:00:00Z'), 'Australia/Brisbane')).toEqual({ day: '2026-01-10', minutes: 10 * 60 })
    // Midnight is minute 0, never 24:00.
    expect(clockInTimeZone(new Date('2026-06-30T14:00:00Z'))).toEqual({ day: '2026-07-01', minutes: 0 })
  })
})
