import { describe, expect, it } from 'vitest'

import { canEstimateTradeInOnline, usedCarReturnEligibility, type UsedCarReturnClaim } from './trade-in'

describe('trade-in online estimate (spec §5 "Trade-in FAQ")', () => {
  const now = new Date('2025-03-10T00:00:00Z')

  it('estimates cars up to 7 years old and 100,000 km', () => {
    expect(canEstimateTradeInOnline({ year: 2018, km: 100000 }, now)).toBe(true)
    expect(canEstimateTradeInOnline({ year: 2017, km: 50000 }, now)).toBe(false)
    expect(canEstimateTradeInOnline({ year: 2022, km: 100001 }, now)).toBe(false)
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
