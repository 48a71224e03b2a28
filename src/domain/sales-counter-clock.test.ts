import { describe, expect, it } from 'vitest'

import { SALES_COUNTER, salesCounter } from './sales-counter'
import { salesCounterAt, salesCounterFrame, salesCounterTarget } from './sales-counter-clock'

describe('sales counter in the browser (spec §9 "Sales counter: timezone Brisbane")', () => {
  it('gives the same figure as the server rule at every instant, across days and months', () => {
    const start = Date.parse('2026-01-31T13:00:00Z')
    // Every 10 minutes 13 seconds for 70 days: day starts, month ends and February included.
    for (let t = start; t < start + 70 * 86_400_000; t += 613_000) {
      expect(salesCounterAt(t, SALES_COUNTER)).toBe(salesCounter(new Date(t)))
    }
  })

  it("never takes a sale back when the browser's clock runs a little behind, but restarts with the month", () => {
    expect(salesCounterTarget(1000, 1003, SALES_COUNTER)).toBe(1003)
    expect(salesCounterTarget(1000, 999, SALES_COUNTER)).toBe(1000)
    expect(salesCounterTarget(5951, 0, SALES_COUNTER)).toBe(0)
  })

  it('starts again from 0 at midnight on the first, Brisbane time', () => {
    expect(salesCounterAt(Date.parse('2026-02-28T13:59:59Z'), SALES_COUNTER)).toBe(27 * 192 + 191)
    expect(salesCounterAt(Date.parse('2026-02-28T14:00:00Z'), SALES_COUNTER)).toBe(0)
  })
})

describe('sales counter count-up (spec §9 "counts up over 2 s")', () => {
  const { countUpMs } = SALES_COUNTER

  it('goes from the old figure to the new one over 2 s, easing out', () => {
    expect(salesCounterFrame(1000, 1010, 0, countUpMs)).toBe(1000)
    const halfway = salesCounterFrame(1000, 1010, countUpMs / 2, countUpMs)
    expect(halfway).toBeGreaterThan(1005)
    expect(halfway).toBeLessThan(1010)
    expect(salesCounterFrame(1000, 1010, countUpMs, countUpMs)).toBe(1010)
    expect(salesCounterFrame(1000, 1010, countUpMs + 500, countUpMs)).toBe(1010)
  })

  it('never counts down: a new month shows its figure at once', () => {
    expect(salesCounterFrame(5000, 3, 100, countUpMs)).toBe(3)
  })

  it('shows the new figure at once when there is no animation (reduced motion)', () => {
    expect(salesCounterFrame(1000, 1010, 0, 0)).toBe(1010)
  })
})
