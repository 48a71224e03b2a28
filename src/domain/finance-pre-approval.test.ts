import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { STANDARD_LENDER_PANEL, type LenderProduct } from './finance-lenders'
import {
  livingCostFloor,
  monthlyAmount,
  PRE_APPROVAL_DEFAULTS,
  PRE_APPROVAL_LIMITS,
  preApprovalAnswer,
  serviceability,
  type PreApprovalInput,
  type ServiceabilityInput,
} from './finance-pre-approval'

// Issue 21 "Pre-approval": serviceability, band to rate, the three answers. Spec §5 frequencies (52, 26, 12).
const noFees: LenderProduct = { ...STANDARD_LENDER_PANEL[1]!, establishmentFee: 0, monthlyFee: 0 }
const base: ServiceabilityInput = {
  netIncome: { amount: 6_000, frequency: 'monthly' },
  livingExpenses: { amount: 2_500, frequency: 'monthly' },
  otherRepayments: { amount: 0, frequency: 'monthly' },
  household: { relationship: 'single', dependants: 0 },
  annualRate: 7,
  termYears: 5,
  balloonDollars: 0,
  lender: { establishmentFee: 0, monthlyFee: 0 },
  settings: PRE_APPROVAL_DEFAULTS,
}

describe('income and expense frequencies (spec §5: weekly 52, fortnightly 26, monthly 12)', () => {
  it('turns each into the same monthly figure', () => {
    expect(monthlyAmount({ amount: 1_200, frequency: 'weekly' })).toBeCloseTo(5_200, 9)
    expect(monthlyAmount({ amount: 2_400, frequency: 'fortnightly' })).toBeCloseTo(5_200, 9)
    expect(monthlyAmount({ amount: 5_200, frequency: 'monthly' })).toBe(5_200)
  })

  it('counts a negative or unreadable amount as nothing', () => {
    expect(monthlyAmount({ amount: -500, frequency: 'weekly' })).toBe(0)
    expect(monthlyAmount({ amount: Number.NaN, frequency: 'monthly' })).toBe(0)
  })

  it('gives the same borrowing power whichever frequency the shopper answers in', () => {
    const weekly = serviceability({
      ...base,
      netIncome: { amount: (6_000 * 12) / 52, frequency: 'weekly' },
      livingExpenses: { amount: (2_500 * 12) / 26, frequency: 'fortnightly' },
    })
    expect(weekly.borrowingPower).toBe(serviceability(base).borrowingPower)
  })
})

describe('living costs count at no less than the household floor', () => {
  it('adds a partner and each dependant to the floor', () => {
    const floor = PRE_APPROVAL_DEFAULTS.livingCostFloor
    expect(livingCostFloor({ relationship: 'single', dependants: 0 }, floor)).toBe(floor.firstAdult)
    expect(livingCostFloor({ relationship: 'couple', dependants: 2 }, floor)).toBe(floor.firstAdult + floor.secondAdult + 2 * floor.perDependant)
  })

  it('uses the floor when the shopper declares less, and their own figure when it is more', () => {
    const low = serviceability({ ...base, livingExpenses: { amount: 300, frequency: 'monthly' } })
    expect(low.livingCostsFromFloor).toBe(true)
    expect(low.monthlyLivingCosts).toBe(PRE_APPROVAL_DEFAULTS.livingCostFloor.firstAdult)
    const high = serviceability(base)
    expect(high.livingCostsFromFloor).toBe(false)
    expect(high.monthlyLivingCosts).toBe(2_500)
  })

  it('counts other loan and card repayments in full, on top of living costs', () => {
    const withCard = serviceability({ ...base, otherRepayments: { amount: 500, frequency: 'monthly' } })
    expect(withCard.monthlySurplus).toBe(6_000 - 2_500 - 500)
  })
})

describe('borrowing power', () => {
  it('is the loan the surplus repays at the rate plus the buffer', () => {
    // $3,500 a month at 10% p.a. (7 + 3) over 60 months: 3500 × (1 − 1.008333^−60) / 0.008333 = 164,728.79 (worked out separately in Python).
    const result = serviceability(base)
    expect(result.assessmentRate).toBe(10)
    expect(result.borrowingPower).toBe(164_728)
  })

  it('is lower with a larger buffer, and takes the fees off', () => {
    expect(serviceability({ ...base, settings: { ...PRE_APPROVAL_DEFAULTS, assessmentBufferPercent: 5 } }).borrowingPower).toBeLessThan(
      serviceability(base).borrowingPower,
    )
    const withFees = serviceability({ ...base, lender: { establishmentFee: 401, monthlyFee: 8 } })
    // $3,492 a month at 10% over 60 months is 164,352.27; less the $401 fee.
    expect(withFees.borrowingPower).toBe(163_951)
  })

  it('adds the balloon at its value today', () => {
    const withBalloon = serviceability({ ...base, balloonDollars: 10_000 })
    // 10,000 × 1.008333^−60 = 6,077.89
    expect(withBalloon.borrowingPower - serviceability(base).borrowingPower).toBeGreaterThanOrEqual(6_077)
    expect(withBalloon.borrowingPower - serviceability(base).borrowingPower).toBeLessThanOrEqual(6_079)
  })

  it('is 0, never negative, when expenses reach or pass income, or there is no income', () => {
    expect(serviceability({ ...base, netIncome: { amount: 0, frequency: 'monthly' } }).borrowingPower).toBe(0)
    expect(serviceability({ ...base, livingExpenses: { amount: 9_000, frequency: 'monthly' } }).borrowingPower).toBe(0)
    expect(
      serviceability({
        ...base,
        netIncome: { amount: 3_000, frequency: 'monthly' },
        livingExpenses: { amount: 2_995, frequency: 'monthly' },
        lender: { establishmentFee: 401, monthlyFee: 8 },
      }).borrowingPower,
    ).toBe(0)
  })

  it('never goes negative and never rises with higher expenses, whatever the answers', () => {
    const amount = fc.double({ min: -1_000, max: 50_000, noNaN: true })
    const frequency = fc.constantFrom('weekly' as const, 'fortnightly' as const, 'monthly' as const)
    fc.assert(
      fc.property(
        amount,
        frequency,
        amount,
        frequency,
        fc.double({ min: 0, max: 5_000, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (income, incomeEvery, expenses, expensesEvery, more, rate) => {
          const input = {
            ...base,
            annualRate: rate,
            netIncome: { amount: income, frequency: incomeEvery },
            livingExpenses: { amount: expenses, frequency: expensesEvery },
          }
          const power = serviceability(input).borrowingPower
          expect(power).toBeGreaterThanOrEqual(0)
          expect(serviceability({ ...input, otherRepayments: { amount: more, frequency: 'monthly' } }).borrowingPower).toBeLessThanOrEqual(power)
        },
      ),
    )
  })
})

const application: PreApprovalInput = {
  priceDollars: 35_000,
  depositDollars: 5_000,
  termYears: 5,
  balloonDollars: 0,
  creditBand: 'GOOD',
  carAgeYears: 2,
  netIncome: base.netIncome,
  livingExpenses: base.livingExpenses,
  otherRepayments: base.otherRepayments,
  household: base.household,
  lender: noFees,
  settings: PRE_APPROVAL_DEFAULTS,
}

describe('the credit band sets the rate (the lender settings)', () => {
  it("quotes the lender's rate for the band, and assesses at it plus the buffer", () => {
    for (const band of ['GREAT', 'GOOD', 'FAIR'] as const) {
      const answer = preApprovalAnswer({ ...application, creditBand: band })
      expect(answer.kind).toBe('pre-approved')
      if (answer.kind !== 'pre-approved') continue
      expect(answer.quote.interestRate).toBe(noFees.rates[band])
      expect(answer.serviceability.assessmentRate).toBeCloseTo(noFees.rates[band]! + PRE_APPROVAL_DEFAULTS.assessmentBufferPercent, 9)
    }
  })

  it('a better band never lowers the borrowing power', () => {
    const power = (band: 'GREAT' | 'GOOD' | 'FAIR') => {
      const answer = preApprovalAnswer({ ...application, creditBand: band, netIncome: { amount: 3_200, frequency: 'monthly' } })
      return answer.serviceability?.borrowingPower ?? 0
    }
    expect(power('GREAT')).toBeGreaterThan(power('GOOD'))
    expect(power('GOOD')).toBeGreaterThan(power('FAIR'))
  })

  it('sends a lender that does not lend to the band, or for the car’s age, to the finance team', () => {
    const mutual = STANDARD_LENDER_PANEL.find((lender) => lender.id === 'community-mutual')!
    expect(preApprovalAnswer({ ...application, lender: mutual, creditBand: 'FAIR', carAgeYears: 9 })).toMatchObject({
      kind: 'talk-to-finance-team',
      reason: 'lender',
    })
  })
})

describe('the three answers', () => {
  it('pre-approves up to the borrowing power, rounded down to $500, when it covers the loan', () => {
    const answer = preApprovalAnswer(application)
    expect(answer.kind).toBe('pre-approved')
    if (answer.kind !== 'pre-approved') return
    expect(answer.loanDollars).toBe(30_000)
    expect(answer.upToDollars % PRE_APPROVAL_LIMITS.roundUpToDollars).toBe(0)
    expect(answer.upToDollars).toBeLessThanOrEqual(answer.serviceability.borrowingPower)
    expect(answer.upToDollars).toBeGreaterThan(answer.serviceability.borrowingPower - 500)
    // The weekly repayment of the $30,000 the car needs at 8.99% over 5 years (260 weeks): 143.31, rounded up.
    expect(answer.quote.paymentWeek).toBe(144)
  })

  it('says "likely with a larger deposit" when the gap is at most a fifth of the price, naming the extra deposit', () => {
    // $1,400 a month over the floor at 11.99% (8.99 + 3) supports about $62,900; the car needs $70,000.
    const answer = preApprovalAnswer({
      ...application,
      priceDollars: 75_000,
      netIncome: { amount: 3_250, frequency: 'monthly' },
      livingExpenses: { amount: 0, frequency: 'monthly' },
    })
    expect(answer.kind).toBe('larger-deposit')
    if (answer.kind !== 'larger-deposit') return
    expect(answer.extraDepositDollars % 500).toBe(0)
    expect(answer.extraDepositDollars).toBeGreaterThanOrEqual(answer.loanDollars - answer.serviceability.borrowingPower)
    expect(answer.extraDepositDollars).toBeLessThanOrEqual(75_000 * PRE_APPROVAL_DEFAULTS.largerDepositShare)
    expect(answer.quote?.deposit).toBe(5_000 + answer.extraDepositDollars)
  })

  it('says "talk to our finance team" past that gap, for a poor self-assessment, and for a loan under $5,000', () => {
    expect(
      preApprovalAnswer({
        ...application,
        priceDollars: 120_000,
        netIncome: { amount: 3_250, frequency: 'monthly' },
        livingExpenses: { amount: 0, frequency: 'monthly' },
      }),
    ).toMatchObject({ kind: 'talk-to-finance-team', reason: 'serviceability' })
    expect(preApprovalAnswer({ ...application, creditBand: 'POOR', netIncome: { amount: 50_000, frequency: 'monthly' } })).toMatchObject({
      kind: 'talk-to-finance-team',
      reason: 'credit',
    })
    expect(preApprovalAnswer({ ...application, priceDollars: 8_000, depositDollars: 4_000 })).toMatchObject({ kind: 'talk-to-finance-team', reason: 'amount' })
  })

  it('sends a shopper whose borrowing power is under the smallest loan to the finance team, however small the gap', () => {
    const answer = preApprovalAnswer({
      ...application,
      priceDollars: 6_000,
      depositDollars: 0,
      netIncome: { amount: 1_900, frequency: 'monthly' },
      livingExpenses: { amount: 0, frequency: 'monthly' },
    })
    expect(answer).toMatchObject({ kind: 'talk-to-finance-team', reason: 'serviceability' })
  })
})
