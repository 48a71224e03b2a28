import { describe, expect, it } from 'vitest'

import { toDate, yearInTimeZone } from './time'

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
