import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  calculateRepayment,
  frequencyLabel,
  loanTermText,
  PAYMENT_SUFFIX,
  PERIODS_PER_YEAR,
  repaymentDisplay,
  weeklyFinanceEstimate,
  type LoanInput,
} from './finance'
import { DEFAULT_TEXTS } from './texts'

const loan = (fields: Partial<LoanInput>): LoanInput => ({ purchasePrice: 30000, interestRate: 6.29, termYears: 5, frequency: 'monthly', ...fields })

describe('finance repayment (spec §9 "Repayment")', () => {
  it('amortises $30,000 at 6.29% over 5 years, rounded up to the next whole dollar', () => {
    expect(calculateRepayment(loan({})).repayment).toBe(585) // 584.04
    expect(calculateRepayment(loan({ frequency: 'weekly' })).repayment).toBe(135) // 134.55
    expect(calculateRepayment(loan({ frequency: 'fortnightly' })).repayment).toBe(270) // 269.23
  })

  it('uses 52, 26 and 12 periods a year (spec §5 "Frequencies")', () => {
    expect(PERIODS_PER_YEAR).toMatchObject({ weekly: 52, fortnightly: 26, monthly: 12 })
    expect(calculateRepayment(loan({ frequency: 'weekly', termYears: 5.5 })).periods).toBe(286)
    expect(calculateRepayment(loan({ frequency: 'fortnightly' })).periods).toBe(130)
  })

  it('adds the establishment fee, subtracts the deposit and discounts the residual', () => {
    const result = calculateRepayment(loan({ establishmentFee: 1360.5, deposit: 5000, residual: 9000, interestRate: 8.5 }))
    expect(result.principal).toBe(26360.5)
    expect(result.repayment).toBe(420) // 419.93
    expect(result.totalPayable).toBe(420 * 60 + 9000)
  })

  it('divides evenly at 0% interest', () => {
    expect(calculateRepayment(loan({ interestRate: 0, purchasePrice: 12000 })).repayment).toBe(200)
    expect(calculateRepayment(loan({ interestRate: 0, purchasePrice: 12001 })).repayment).toBe(201)
  })

  it('is 0, never negative, when the deposit or residual covers the loan', () => {
    expect(calculateRepayment(loan({ deposit: 40000 }))).toMatchObject({ repayment: 0, principal: 0 })
    expect(calculateRepayment(loan({ residual: 50000 })).repayment).toBe(0)
  })

  it('quotes a near-zero rate as interest-free instead of NaN (found by the property tests)', () => {
    expect(calculateRepayment(loan({ interestRate: 5e-324, purchasePrice: 12000 })).repayment).toBe(200)
  })

  it('treats unreadable or negative inputs as 0 and a zero term as one period', () => {
    expect(calculateRepayment(loan({ deposit: Number.NaN, establishmentFee: -50 })).principal).toBe(30000)
    expect(calculateRepayment(loan({ termYears: 0, interestRate: 0 }))).toMatchObject({ periods: 1, repayment: 30000 })
  })
})

describe('finance repayment properties (spec §9)', () => {
  const price = fc.integer({ min: 0, max: 300000 })
  const rate = fc.double({ min: 0, max: 25, noNaN: true })
  const term = fc.integer({ min: 2, max: 14 }).map((halfYears) => halfYears / 2)
  const frequency = fc.constantFrom('weekly', 'fortnightly', 'monthly' as const)
  const money = fc.integer({ min: 0, max: 50000 })

  it('never goes negative', () => {
    fc.assert(
      fc.property(price, rate, term, frequency, money, money, money, (p, r, t, f, deposit, fee, residual) => {
        expect(
          calculateRepayment({ purchasePrice: p, interestRate: r, termYears: t, frequency: f, deposit, establishmentFee: fee, residual }).repayment,
        ).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('rises (or stays) with the price and the rate', () => {
    fc.assert(
      fc.property(price, price, rate, rate, term, frequency, (p1, p2, r1, r2, t, f) => {
        const [lowP, highP] = p1 <= p2 ? [p1, p2] : [p2, p1]
        const [lowR, highR] = r1 <= r2 ? [r1, r2] : [r2, r1]
        const pay = (p: number, r: number) => calculateRepayment({ purchasePrice: p, interestRate: r, termYears: t, frequency: f }).repayment
        expect(pay(lowP, lowR)).toBeLessThanOrEqual(pay(highP, lowR))
        expect(pay(lowP, lowR)).toBeLessThanOrEqual(pay(lowP, highR))
      }),
    )
  })

  it('falls (or stays) with a longer term, while the residual is no more than the loan', () => {
    fc.assert(
      fc.property(price, rate, term, term, frequency, money, (p, r, t1, t2, f, residual) => {
        fc.pre(residual <= p)
        const [short, long] = t1 <= t2 ? [t1, t2] : [t2, t1]
        const pay = (t: number) => calculateRepayment({ purchasePrice: p, interestRate: r, termYears: t, frequency: f, residual }).repayment
        expect(pay(long)).toBeLessThanOrEqual(pay(short))
      }),
    )
  })

  it('falls (or stays) with a bigger deposit or residual', () => {
    fc.assert(
      fc.property(price, rate, term, frequency, money, money, (p, r, t, f, a, b) => {
        const [small, big] = a <= b ? [a, b] : [b, a]
        const pay = (extra: Partial<LoanInput>) => calculateRepayment({ purchasePrice: p, interestRate: r, termYears: t, frequency: f, ...extra }).repayment
        expect(pay({ deposit: big })).toBeLessThanOrEqual(pay({ deposit: small }))
        expect(pay({ residual: big })).toBeLessThanOrEqual(pay({ residual: small }))
      }),
    )
  })

  it('equals the closed-form annuity, rounded up, with no fee and no residual', () => {
    fc.assert(
      fc.property(price, fc.double({ min: 0.01, max: 25, noNaN: true }), term, frequency, (p, r, t, f) => {
        const perYear = PERIODS_PER_YEAR[f]
        const i = r / 100 / perYear
        const n = Math.round(t * perYear)
        const annuity = (p * i) / (1 - (1 + i) ** -n)
        const { repayment } = calculateRepayment({ purchasePrice: p, interestRate: r, termYears: t, frequency: f })
        expect(repayment - annuity).toBeGreaterThanOrEqual(-1e-6)
        expect(repayment - annuity).toBeLessThan(1)
      }),
    )
  })
})

describe('repayment display (spec §8 "Repayment of 25 or less", §9 suffixes)', () => {
  it('quotes the payment with its suffix and the total', () => {
    expect(repaymentDisplay({ repayment: 135, totalPayable: 35100 }, 'weekly')).toEqual({ paymentText: '$135', suffix: 'wk', totalText: '$35,100' })
    expect(PAYMENT_SUFFIX).toEqual({ weekly: 'wk', fortnightly: 'fn', monthly: 'mo', yearly: 'yr' })
  })

  it('shows Enquire for Finance and a blank total at 25 or less', () => {
    expect(repaymentDisplay({ repayment: 25, totalPayable: 1300 }, 'monthly')).toEqual({ paymentText: 'Enquire for Finance', suffix: null, totalText: '' })
    expect(repaymentDisplay({ repayment: 26, totalPayable: 1352 }, 'yearly').suffix).toBe('yr')
  })

  it('reads a one-year term as "1 year", every other as years (the calculator said "1 years")', () => {
    expect([1, 1.5, 5].map(loanTermText)).toEqual(['1 year', '1.5 years', '5 years'])
  })

  it('labels the calculator frequencies', () => {
    expect(frequencyLabel('weekly')).toBe('Weekly')
    expect(frequencyLabel('fortnightly')).toBe('Fortnightly')
    expect(frequencyLabel('monthly', { ...DEFAULT_TEXTS, frequencyMonthly: 'Per month' })).toBe('Per month')
  })
})

describe('weekly finance estimate (spec §9 "estimate uses 5-year term, per week, whole dollars")', () => {
  it('is the weekly repayment over 5 years', () => {
    expect(weeklyFinanceEstimate({ price: 30000, interestRate: 6.29 })).toBe(135)
    expect(weeklyFinanceEstimate({ price: 30000, interestRate: 6.29, deposit: 30000 })).toBe(0)
  })
})
