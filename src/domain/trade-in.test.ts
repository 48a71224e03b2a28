import { describe, expect, it } from 'vitest'

import { canEstimateTradeInOnline, DEFAULT_TRADE_IN_FAQ, tradeInYears } from './trade-in'

describe('trade-in online estimate (spec §5 "Trade-in FAQ")', () => {
  const now = new Date('2025-03-10T00:00:00Z')

  it('estimates cars up to 7 years old and 100,000 km', () => {
    expect(canEstimateTradeInOnline({ year: 2018, km: 100000 }, now)).toBe(true)
    expect(canEstimateTradeInOnline({ year: 2017, km: 50000 }, now)).toBe(false)
    expect(canEstimateTradeInOnline({ year: 2022, km: 100001 }, now)).toBe(false)
  })
})

describe("the trade-in pick list's years (issue 41)", () => {
  it('the year list ends at this year: 2027 is not offered in 2026', () => {
    const years = tradeInYears(new Date('2026-06-15T00:00:00Z'))
    expect(years[0]).toBe(2026)
    expect(years).not.toContain(2027)
    expect(years).toHaveLength(40)
    expect(years.at(-1)).toBe(1987)
  })

  it("turns to the new year on the dealer's clock, not the server's", () => {
    // 14:00 UTC on 31 December is already New Year's Day in Sydney.
    expect(tradeInYears(new Date('2026-12-31T14:00:00Z'))[0]).toBe(2027)
    expect(tradeInYears(new Date('2026-12-31T12:00:00Z'))[0]).toBe(2026)
  })
})

describe('used-car 14-day money-back return (spec §5)', () => {
  it('is answered in the trade-in FAQ with every condition', () => {
    const answer = DEFAULT_TRADE_IN_FAQ.find((entry) => entry.question === 'Can I return a used car I buy from you?')?.answer
    expect(answer).toBe(
      'Yes, within 14 days: our money-back return applies to consumer buyers who give notice within the period, have driven no more than 500 km, return it with at least a quarter tank of fuel and all keys and accessories, and have no lien on the car.',
    )
  })
})
