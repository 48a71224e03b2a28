import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { amortisedPayment, calculateRepayment } from './finance'
import { advertisedRateFor, comparisonRate, FINANCE_QUOTE_RATES, quoteFinance, type FinanceQuoteRequest } from './finance-quote'

// Reference figures below were worked out separately (Python, Newton's method on the monthly rate).
const presentValue = (payment: number, annualRate: number, months: number) => {
  const rate = annualRate / 100 / 12
  // log1p/expm1: the plain (1 - (1 + r) ** -n) / r loses its precision for rates near 0.
  return rate === 0 ? payment * months : (payment * -Math.expm1(-months * Math.log1p(rate))) / rate
}

describe('comparison rate (spec §9 "comparison note assumes $30,000 5-year loan")', () => {
  it('equals the advertised rate when there are no fees', () => {
    expect(comparisonRate({ amount: 30_000, annualRate: 10, termYears: 5 })).toBeCloseTo(10, 8)
  })

  it("prices the spec's example lender: 6.29% p.a. with the 1360.50 establishment fee compares at 8.16%", () => {
    // The spec's disclaimer quotes 8.19% for 6.29% p.a.; its 1360.50 fee alone accounts for 8.16%.
    expect(comparisonRate({ amount: 30_000, annualRate: 6.29, termYears: 5, upfrontFees: 1360.5 })).toBeCloseTo(8.1553, 3)
  })

  it('counts upfront and monthly fees: the offline table’s GREAT rate compares at 7.41%', () => {
    expect(comparisonRate({ amount: 30_000, annualRate: 6.29, termYears: 5, upfrontFees: 401, monthlyFee: 8 })).toBeCloseTo(7.4092, 3)
  })

  it('is the rate at which the monthly outgoings are worth exactly the amount borrowed without fees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2_000, max: 500_000 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.integer({ min: 1, max: 7 }),
        fc.double({ min: 0, max: 3_000, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (amount, annualRate, termYears, upfrontFees, monthlyFee) => {
          const rate = comparisonRate({ amount, annualRate, termYears, upfrontFees, monthlyFee })
          const months = termYears * 12
          const outgoing = amortisedPayment(amount + upfrontFees, annualRate / 100 / 12, months) + monthlyFee
          expect(Math.abs(presentValue(outgoing, rate, months) - amount)).toBeLessThan(0.01)
          expect(rate).toBeGreaterThanOrEqual(annualRate - 1e-6)
        },
      ),
    )
  })

  it('rises with the fees', () => {
    const base = { amount: 30_000, annualRate: 7, termYears: 5 }
    const rates = [0, 400, 1_000, 2_000].map((upfrontFees) => comparisonRate({ ...base, upfrontFees }))
    expect(rates).toEqual([...rates].sort((a, b) => a - b))
    expect(new Set(rates).size).toBe(4)
  })
})

describe('advertised rate table', () => {
  it('prices by credit band, GREAT being the spec’s 6.29% example', () => {
    expect(advertisedRateFor('GREAT', 0)).toBe(6.29)
    expect(advertisedRateFor('GOOD', 0)).toBe(8.49)
    expect(advertisedRateFor('FAIR', 0)).toBe(11.99)
    expect(advertisedRateFor('POOR', 0)).toBe(15.99)
  })

  it('adds an age loading for older cars and quotes nothing past 20 years', () => {
    expect([0, 3, 4, 7, 8, 12, 13, 20].map((age) => advertisedRateFor('GREAT', age))).toEqual([6.29, 6.29, 7.04, 7.04, 8.04, 8.04, 9.54, 9.54])
    expect(advertisedRateFor('GREAT', 21)).toBeNull()
    expect(advertisedRateFor('GOOD', -1)).toBe(8.49)
  })
})

describe('quoteFinance (spec §7 "POST /api/youx/quote")', () => {
  const now = new Date('2026-03-01T00:00:00+10:00')
  const request = (fields: Partial<FinanceQuoteRequest> = {}): FinanceQuoteRequest => ({
    creditScore: 'GREAT',
    purchasePrice: 35_000,
    loanTermYears: 5,
    year: 2024,
    ...fields,
  })

  it('answers the weekly repayment with fees, the advertised and the comparison rate', () => {
    // 35,401 over 260 weeks at 6.29% is 158.77 a week, plus 8 x 12 / 52 = 1.85 account fee: 160.62, rounded up.
    expect(quoteFinance(request(), now)).toEqual({ weeklyRepaymentAmount: 161, advertisedRate: 6.29, comparisonRate: 7.41 })
  })

  it('agrees with the calculator maths for the loan part of the repayment', () => {
    const quote = quoteFinance(request({ purchasePrice: 20_000, loanTermYears: 3 }), now)!
    const loanOnly = calculateRepayment({
      purchasePrice: 20_000,
      establishmentFee: 401,
      interestRate: quote.advertisedRate,
      termYears: 3,
      frequency: 'weekly',
    }).repayment
    expect(quote.weeklyRepaymentAmount - loanOnly).toBeGreaterThanOrEqual(1)
    expect(quote.weeklyRepaymentAmount - loanOnly).toBeLessThanOrEqual(2)
  })

  it('charges more for a weaker credit band and an older car', () => {
    const great = quoteFinance(request(), now)!
    const fair = quoteFinance(request({ creditScore: 'FAIR' }), now)!
    const older = quoteFinance(request({ year: 2016 }), now)!
    expect(fair.weeklyRepaymentAmount).toBeGreaterThan(great.weeklyRepaymentAmount)
    expect(fair.comparisonRate).toBeGreaterThan(great.comparisonRate)
    expect(older.advertisedRate).toBeCloseTo(6.29 + FINANCE_QUOTE_RATES.ageLoading[2].loading, 10)
  })

  it('refuses cars older than the table and model years past next year', () => {
    expect(quoteFinance(request({ year: 2005 }), now)).toBeNull()
    expect(quoteFinance(request({ year: 2006 }), now)).not.toBeNull()
    expect(quoteFinance(request({ year: 2027 }), now)).not.toBeNull()
    expect(quoteFinance(request({ year: 2028 }), now)).toBeNull()
  })
})
