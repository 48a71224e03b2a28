import { describe, expect, it } from 'vitest'

import { canEstimateTradeInOnline, tradeInYears, usedCarReturnEligibility, type UsedCarReturnClaim } from './trade-in'

describe('trade-in online estimate (spec §5 "Trade-in FAQ")', () => {
  const now = new Date('2025-03-10T00:00:00Z')

  it('estimates cars up to 7 years old and 100,000 km', () => {
    expect(canEstimateTradeInOnline({ year: 2018, km: 100000 }, now)).toBe(true)
    expect(canEstimateTradeInOnline({ year: 2017, km: 50000 }, now)).toBe(false)
    expect(canEstimateTradeInOnline({ year: 2022, km: 100001 }, now)).toBe(false)
  })
})

describe('the trade-in pick list\'s years (issue 41)', () => {
  it('the year list ends at this year: 2027 is not offered in 2026', () => {
    const years = tradeInYears(new Date('2026-06-15T00:00:00Z'))
    expect(years[0]).toBe(2026)
    expect(years).not.toContain(2027)
    expect(years).toHaveLength(40)
    expect(years.at(-1)).toBe(1987)
  })

  it('turns to the new year on the dealer\'s clock, not the server\'s', () => {
    // 14:00 UTC on 31 December is already New Year's Day in Sydney.
    expect(tradeInYears(new Date('2026-12-31T14:00:00Z'))[0]).toBe(2027)
    expect(tradeInYears(new Date('2026-12-31T12:00:00Z'))[0]).toBe(2026)
  })
})

describe('used-car 14-day money-back return (spec §5)', () => {
  const claim: UsedCarReturnClaim = {
    consumerBuyer: true,
    purchasedAt: new Date('2025-03-01T01:00:00Z'),
    noticeGivenAt: new Date('2025-03-15T05:00:00Z'),
    kmDriven: 500,
    fuelTank: 0.25,
    allKeysAndAccessories: true,
    hasLien: false,
  }

  it('accepts a claim meeting every condition, on the 14th day', () => {
    expect(usedCarReturnEligibility(claim)).toEqual({ eligible: true, failures: [] })
  })

  it('lists every condition not met', () => {
    const result = usedCarReturnEligibility({ ...claim, consumerBuyer: false, noticeGivenAt: new Date('2025-03-16T01:00:00Z'), kmDriven: 501, fuelTank: 0.2, allKeysAndAccessories: false, hasLien: true })
    expect(result).toEqual({ eligible: false, failures: ['notConsumer', 'noticeLate', 'tooManyKm', 'lowFuel', 'missingKeysOrAccessories', 'lien'] })
  })

  it('counts calendar days on the dealer clock', () => {
    // 14:30 UTC on 15 March is already 16 March in Sydney: day 15.
    expect(usedCarReturnEligibility({ ...claim, noticeGivenAt: new Date('2025-03-15T14:30:00Z') }).failures).toEqual(['noticeLate'])
    expect(usedCarReturnEligibility({ ...claim, noticeGivenAt: new Date('2025-03-15T14:30:00Z') }, 'Australia/Perth').eligible).toBe(true)
    expect(usedCarReturnEligibility({ ...claim, noticeGivenAt: new Date('2025-02-20T00:00:00Z') }).failures).toEqual(['noticeLate'])
  })
})
