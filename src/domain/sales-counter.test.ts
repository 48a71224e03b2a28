import { describe, expect, it } from 'vitest'

import { SALES_COUNTER, salesCounter } from './sales-counter'

describe('sales counter (spec §9 "Sales counter")', () => {
  it('is (day of month - 1) x 192 + seconds into the day / 450, in Brisbane time', () => {
    // 2025-03-10 00:00 in Brisbane (UTC+10) is 2025-03-09 14:00 UTC.
    expect(salesCounter(new Date('2025-03-09T14:00:00Z'))).toBe(9 * 192)
    // 15 minutes later: 900 s / 450 = 2 sales.
    expect(salesCounter(new Date('2025-03-09T14:15:00Z'))).toBe(9 * 192 + 2)
    // 23:59:59 on the 1st: 86399 / 450 = 191.99 -> 191.
    expect(salesCounter(new Date('2025-03-01T13:59:59Z'))).toBe(191)
  })

  it('starts again from 0 on the first of the month, Brisbane time', () => {
    expect(salesCounter(new Date('2025-02-28T14:00:00Z'))).toBe(0) // 1 March 00:00 in Brisbane
  })

  it('refreshes every 150 s and counts up over 2 s', () => {
    expect(SALES_COUNTER).toMatchObject({ timeZone: 'Australia/Brisbane', refreshSeconds: 150, countUpMs: 2000 })
  })
})
