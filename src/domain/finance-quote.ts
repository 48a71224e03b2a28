/**
 * Indicative personal finance quotes for a car (spec §7 "POST /api/youx/quote", §9 "Finance"): what the
 * offline quote adapter answers when no lender service is configured. The loan is priced with the
 * domain's finance maths; the rates and fees come from the documented table below.
 */

import { amortisedPayment, annuityFactor, ceilDollars, PERIODS_PER_YEAR } from './finance'
import { DEFAULT_TIME_ZONE, yearInTimeZone } from './time'

/** The shopper's self-assessed credit score. The site sends GREAT (spec §7); the others are accepted too. */
export const CREDIT_SCORE_BANDS = ['GREAT', 'GOOD', 'FAIR', 'POOR'] as const
export type CreditScoreBand = (typeof CREDIT_SCORE_BANDS)[number]

export const FINANCE_QUOTE_DEFAULTS = { creditScore: 'GREAT', loanTermYears: 5 } as const satisfies { creditScore: CreditScoreBand; loanTermYears: number }

/**
 * The offline rate table.
 * - Advertised rate (% p.a.) by credit band; GREAT is the spec's example secured loan (6.29% p.a., §9).
 * - Age loading added for older cars (age = this year minus the car's year; next year's models count as 0).
 *   The bands are inclusive upper ages; a car older than the last band gets no quote.
 * - Fees are the spec's indicative dealer fees (§9): establishment 395 and security registration 6,
 *   both added to the loan, and an 8 dollar monthly account fee paid with the repayments.
 * - The comparison rate is worked out on the benchmark loan the spec's comparison note assumes
 *   ($30,000 over 5 years, §9), as Australia's National Credit Code requires for secured loans.
 */
export const FINANCE_QUOTE_RATES = {
  advertisedRate: { GREAT: 6.29, GOOD: 8.49, FAIR: 11.99, POOR: 15.99 },
  ageLoading: [
    { maxAge: 3, loading: 0 },
    { maxAge: 7, loading: 0.75 },
    { maxAge: 12, loading: 1.75 },
    { maxAge: 20, loading: 3.25 },
  ],
  fees: { establishment: 395, securityRegistration: 6, monthlyAccount: 8 },
  comparisonBenchmark: { amount: 30_000, termYears: 5 },
} as const satisfies {
  advertisedRate: Record<CreditScoreBand, number>
  ageLoading: ReadonlyArray<{ maxAge: number; loading: number }>
  fees: { establishment: number; securityRegistration: number; monthlyAccount: number }
  comparisonBenchmark: { amount: number; termYears: number }
}

export interface FinanceQuoteRequest {
  creditScore: CreditScoreBand
  purchasePrice: number
  loanTermYears: number
  /** The car's model year. */
  year: number
}

/** The quote as the lender service answers it (spec §3 Car `youxQuote`). */
export interface FinanceQuote {
  /** Whole dollars, rounded up, account fee included. */
  weeklyRepaymentAmount: number
  /** % p.a., two decimals. */
  comparisonRate: number
  /** % p.a., two decimals. */
  advertisedRate: number
}

const roundRate = (rate: number) => Math.round(rate * 100) / 100

/** The table's rate for a band and a car's age in years, or null when the car is too old to quote. */
export function advertisedRateFor(creditScore: CreditScoreBand, carAgeYears: number): number | null {
  const age = Math.max(0, Math.floor(carAgeYears))
  const band = FINANCE_QUOTE_RATES.ageLoading.find((entry) => age <= entry.maxAge)
  return band ? roundRate(FINANCE_QUOTE_RATES.advertisedRate[creditScore] + band.loading) : null
}

export interface ComparisonRateInput {
  /** What the borrower receives: the amount borrowed without fees. */
  amount: number
  /** Advertised rate, % p.a. */
  annualRate: number
  termYears: number
  /** Fees added to the loan at the start. */
  upfrontFees?: number
  /** Fee paid with each monthly repayment. */
  monthlyFee?: number
}

/** Present value of `periods` equal payments at `rate` per period. */
function presentValue(payment: number, rate: number, periods: number): number {
  return payment * annuityFactor(rate, periods)
}

/**
 * The comparison rate (% p.a., unrounded): the annual rate, compounded monthly, at which the monthly
 * outgoings (repayment of the loan with its fees, plus the monthly fee) are worth exactly the amount
 * borrowed without fees. Present value falls as the rate rises, so bisection finds it.
 */
export function comparisonRate({ amount, annualRate, termYears, upfrontFees = 0, monthlyFee = 0 }: ComparisonRateInput): number {
  const periods = Math.max(1, Math.round(termYears * PERIODS_PER_YEAR.monthly))
  const outgoing = amortisedPayment(amount + upfrontFees, annualRate / 100 / 12, periods) + monthlyFee
  if (presentValue(outgoing, 0, periods) <= amount) return 0
  let low = 0
  let high = 1 // 1200% p.a.: far above any fee structure a lender could advertise
  while (presentValue(outgoing, high, periods) > amount) high *= 2
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const middle = (low + high) / 2
    if (presentValue(outgoing, middle, periods) > amount) low = middle
    else high = middle
  }
  return ((low + high) / 2) * 12 * 100
}

/** An indicative quote from the rate table, or null when the car is too old (or its year is in the future). */
export function quoteFinance(request: FinanceQuoteRequest, now: Date): FinanceQuote | null {
  const thisYear = yearInTimeZone(now, DEFAULT_TIME_ZONE)
  if (request.year > thisYear + 1) return null
  const advertisedRate = advertisedRateFor(request.creditScore, thisYear - request.year)
  if (advertisedRate === null) return null
  const { establishment, securityRegistration, monthlyAccount } = FINANCE_QUOTE_RATES.fees
  const upfrontFees = establishment + securityRegistration
  const weeks = Math.max(1, Math.round(request.loanTermYears * PERIODS_PER_YEAR.weekly))
  const weeklyLoanPayment = amortisedPayment(request.purchasePrice + upfrontFees, advertisedRate / 100 / PERIODS_PER_YEAR.weekly, weeks)
  const weeklyAccountFee = (monthlyAccount * PERIODS_PER_YEAR.monthly) / PERIODS_PER_YEAR.weekly
  const benchmark = FINANCE_QUOTE_RATES.comparisonBenchmark
  return {
    weeklyRepaymentAmount: ceilDollars(weeklyLoanPayment + weeklyAccountFee),
    comparisonRate: roundRate(
      comparisonRate({ amount: benchmark.amount, termYears: benchmark.termYears, annualRate: advertisedRate, upfrontFees, monthlyFee: monthlyAccount }),
    ),
    advertisedRate,
  }
}
