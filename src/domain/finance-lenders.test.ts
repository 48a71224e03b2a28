import { describe, expect, it } from 'vitest'

import { calculateRepayment } from './finance'
import { carAgeYears, lenderRate, quoteLender, quoteLenderPanel, STANDARD_LENDER_PANEL, type LoanRequest } from './finance-lenders'
import { quoteFinance } from './finance-quote'

// Issue 21 "Personalised finance": each lender's rate, comparison rate, weekly and monthly repayment, total payable, fees (spec §3 finance lender entry).
const [dealerFinance, noFee, mutual] = STANDARD_LENDER_PANEL as [
  (typeof STANDARD_LENDER_PANEL)[number],
  (typeof STANDARD_LENDER_PANEL)[number],
  (typeof STANDARD_LENDER_PANEL)[number],
]
const loan: LoanRequest = { priceDollars: 32_000, depositDollars: 2_000, termYears: 5, balloonDollars: 0, creditBand: 'GREAT', carAgeYears: 1 }

describe('one lender’s quote', () => {
  it('repays the price less the deposit plus the establishment fee, like the finance calculator', () => {
    const { quote } = quoteLender(noFee, loan) as { quote: NonNullable<ReturnType<typeof quoteLenderPanel>[number]> }
    const calculator = calculateRepayment({ purchasePrice: 32_000, deposit: 2_000, interestRate: 6.99, termYears: 5, frequency: 'monthly' })
    expect(quote.amountFinanced).toBe(30_000)
    expect(quote.paymentMonth).toBe(calculator.repayment)
    expect(quote.termMonths).toBe(60)
    expect(quote.termWeeks).toBe(260)
    expect(quote.totalPayable).toBe(quote.paymentMonth * 60)
  })

  it("agrees with the vehicle page's quote table for the standard dealer lender (same rates and fees)", () => {
    const { quote } = quoteLender(dealerFinance, { ...loan, depositDollars: 0 }) as { quote: NonNullable<ReturnType<typeof quoteLenderPanel>[number]> }
    const table = quoteFinance({ creditScore: 'GREAT', purchasePrice: 32_000, loanTermYears: 5, year: 2025 }, new Date('2026-06-01T00:00:00Z'))!
    expect(quote.paymentWeek).toBe(table.weeklyRepaymentAmount)
    expect(quote.interestRate).toBe(table.advertisedRate)
    expect(quote.comparisonRate).toBe(table.comparisonRate)
    expect(quote.establishmentFees).toBe(401)
  })

  it('discounts the balloon: a balloon lowers the repayment and is paid at the end', () => {
    const plain = quoteLender(noFee, loan) as { quote: { paymentMonth: number } }
    const balloon = quoteLender(noFee, { ...loan, balloonDollars: 9_000 }) as { quote: { paymentMonth: number; totalPayable: number; balloon: number } }
    expect(balloon.quote.paymentMonth).toBeLessThan(plain.quote.paymentMonth)
    expect(balloon.quote.totalPayable).toBe(balloon.quote.paymentMonth * 60 + 9_000)
  })

  it('loads the rate for older cars and refuses past the lender’s age limit or band', () => {
    expect(lenderRate(noFee, 'GOOD', 5)).toEqual({ rate: 9.74 })
    expect(lenderRate(mutual, 'GREAT', 8)).toEqual({ refused: 'age' })
    expect(lenderRate(mutual, 'POOR', 1)).toEqual({ refused: 'band' })
    expect(lenderRate(dealerFinance, 'GREAT', 25)).toEqual({ refused: 'age' })
    expect(quoteLender({ ...noFee, maxTermYears: 5 }, { ...loan, termYears: 6 })).toEqual({ refused: 'term' })
    expect(quoteLender(noFee, { ...loan, depositDollars: 32_000 })).toEqual({ refused: 'nothing-to-finance' })
  })
})

describe('the panel side by side', () => {
  it('lists the lenders that would lend, cheapest total first', () => {
    const quotes = quoteLenderPanel(STANDARD_LENDER_PANEL, loan)
    expect(quotes.map((quote) => quote.lenderId).sort()).toEqual(STANDARD_LENDER_PANEL.map((lender) => lender.id).sort())
    for (let i = 1; i < quotes.length; i++) expect(quotes[i]!.totalPayable).toBeGreaterThanOrEqual(quotes[i - 1]!.totalPayable)
    expect(quoteLenderPanel(STANDARD_LENDER_PANEL, { ...loan, creditBand: 'POOR' }).map((quote) => quote.lenderId)).not.toContain('community-mutual')
  })

  it('counts a car’s age from its model year, next year’s models as new', () => {
    expect(carAgeYears(2019, 2026)).toBe(7)
    expect(carAgeYears(2027, 2026)).toBe(0)
    expect(carAgeYears(null, 2026)).toBe(0)
  })
})
