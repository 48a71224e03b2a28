import { describe, expect, it } from 'vitest'

import { listingFinance } from './listing-finance'
import { testCar as car, now } from './vehicle-page.test-data'

describe('listing finance (spec §4 finance-estimate eligibility, §5 finance box, §9 estimate)', () => {
  it('uses the lender weekly figure when the finance box applies', () => {
    const lender = { interestRate: 8.99, comparisonRate: 9.87, paymentWeek: 101.2 }
    expect(listingFinance(car({ finance_lenders: { angle: lender } }), { provider: 'angle', estimateEnabled: true, now })).toEqual({
      kind: 'lender',
      weekly: 102,
      lender,
    })
  })

  it('falls back to the 5-year weekly estimate at the default rate, only for in-stock unreserved cars over $200', () => {
    const estimate = listingFinance(car(), { provider: 'angle', estimateEnabled: true, now })
    expect(estimate).toMatchObject({ kind: 'estimate', termYears: 5, interestRate: 10 })
    expect(estimate!.weekly).toBeGreaterThan(27_990 / 260)
    expect(listingFinance(car(), { estimateEnabled: false, now })).toBeNull()
    expect(listingFinance(car({ reserved: true }), { estimateEnabled: true, now })).toBeNull()
    expect(listingFinance(car({ price: 150 }), { estimateEnabled: true, now })).toBeNull()
  })
})
