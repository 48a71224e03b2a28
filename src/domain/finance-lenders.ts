/**
 * The lenders a dealer's finance team places loans with, and what each would charge for one loan
 * (issue 21: personalised finance side by side, the pre-approval's indicative rate). A site names its
 * own panel in the admin (Sites → Finance applications → Lenders); without one, the standard panel
 * below. Every figure is computed with the domain's finance maths: the repayment by `amortisedPayment`
 * (fee added, deposit taken off, balloon discounted), the comparison rate on the spec's benchmark loan.
 */
import { amortisedPayment, ceilDollars, PERIODS_PER_YEAR } from './finance'
import { comparisonRate, FINANCE_QUOTE_RATES, type CreditScoreBand } from './finance-quote'
import { roundToCents } from './money'

export interface LenderProduct {
  /** Stable id: the pre-approval link and the application name the lender by it. */
  id: string
  name: string
  /** Advertised rate (% p.a.) per credit band; null where the lender does not lend to that band. */
  rates: Readonly<Record<CreditScoreBand, number | null>>
  /** Added to the loan at the start. */
  establishmentFee: number
  /** Paid with every monthly repayment. */
  monthlyFee: number
  maxTermYears: number
  /** Oldest car (years since its model year) the lender finances; null: any age in the rate table. */
  maxCarAgeYears: number | null
  /** The lender's own disclaimer, shown under its quote. */
  disclaimer: string
}

/**
 * The standard panel, for a site that has not named its own. The first is the offline quote table's
 * lender (its rates and fees, so the vehicle page's "Great credit?" line and this panel agree); the
 * other two are the usual alternatives a dealer offers: no establishment fee for a higher rate, and a
 * mutual with low fees that only finances younger cars and does not lend to poor credit.
 */
export const STANDARD_LENDER_PANEL: readonly LenderProduct[] = [
  {
    id: 'dealer-finance',
    name: 'Dealer Finance',
    rates: FINANCE_QUOTE_RATES.advertisedRate,
    establishmentFee: FINANCE_QUOTE_RATES.fees.establishment + FINANCE_QUOTE_RATES.fees.securityRegistration,
    monthlyFee: FINANCE_QUOTE_RATES.fees.monthlyAccount,
    maxTermYears: 7,
    maxCarAgeYears: null,
    disclaimer: 'Secured consumer car loan. Fees: establishment $395, security registration $6, account keeping $8 a month.',
  },
  {
    id: 'no-fee-car-loans',
    name: 'No-Fee Car Loans',
    rates: { GREAT: 6.99, GOOD: 8.99, FAIR: 12.49, POOR: 16.99 },
    establishmentFee: 0,
    monthlyFee: 0,
    maxTermYears: 7,
    maxCarAgeYears: null,
    disclaimer: 'Secured consumer car loan with no establishment or monthly fees.',
  },
  {
    id: 'community-mutual',
    name: 'Community Mutual',
    rates: { GREAT: 6.49, GOOD: 8.29, FAIR: 12.99, POOR: null },
    establishmentFee: 250,
    monthlyFee: 0,
    maxTermYears: 7,
    maxCarAgeYears: 7,
    disclaimer: 'Secured car loan for cars up to 7 years old. Establishment fee $250, no monthly fees.',
  },
]

export interface LoanRequest {
  /** The car's price (or the amount the shopper wants to spend). */
  priceDollars: number
  depositDollars: number
  termYears: number
  /** Paid at the end of the term. */
  balloonDollars: number
  creditBand: CreditScoreBand
  /** Age of the car in years (this year minus its model year; next year's models count as 0). */
  carAgeYears: number
}

/** One lender's figures for one loan, named as the spec's finance lender entry (§3). */
export interface LenderQuote {
  lenderId: string
  lenderName: string
  /** % p.a., two decimals. */
  interestRate: number
  /** % p.a. on the benchmark loan ($30,000 over 5 years), two decimals. */
  comparisonRate: number
  /** Whole dollars, rounded up, the monthly fee included. */
  paymentWeek: number
  paymentMonth: number
  /** Every monthly repayment plus the balloon, cents. */
  totalPayable: number
  termYears: number
  termMonths: number
  termWeeks: number
  establishmentFees: number
  monthlyFee: number
  deposit: number
  balloon: number
  /** What is borrowed: price less deposit, plus the establishment fee. */
  amountFinanced: number
  disclaimer: string
}

export type LenderRefusal = 'band' | 'age' | 'term' | 'nothing-to-finance'

const ageLoading = (carAgeYears: number): number | null => {
  const age = Math.max(0, Math.floor(carAgeYears))
  return FINANCE_QUOTE_RATES.ageLoading.find((band) => age <= band.maxAge)?.loading ?? null
}

/** The lender's rate for a band and a car's age (the quote table's age loading), or why it would not lend. */
export function lenderRate(product: LenderProduct, band: CreditScoreBand, carAgeYears: number): { rate: number } | { refused: LenderRefusal } {
  const base = product.rates[band]
  if (base === null) return { refused: 'band' }
  const loading = ageLoading(carAgeYears)
  if (loading === null || (product.maxCarAgeYears !== null && carAgeYears > product.maxCarAgeYears)) return { refused: 'age' }
  return { rate: Math.round((base + loading) * 100) / 100 }
}

/** The monthly fee as a share of one repayment at `periodsPerYear`. */
const feePerPeriod = (monthlyFee: number, periodsPerYear: number) => (monthlyFee * PERIODS_PER_YEAR.monthly) / periodsPerYear

/**
 * What `product` would charge for the loan, or why it would not lend. Deposit and balloon are taken as
 * given (the request's schema bounds them); a deposit covering the whole price leaves nothing to finance.
 */
export function quoteLender(product: LenderProduct, loan: LoanRequest): { quote: LenderQuote } | { refused: LenderRefusal } {
  if (loan.termYears > product.maxTermYears) return { refused: 'term' }
  const rated = lenderRate(product, loan.creditBand, loan.carAgeYears)
  if ('refused' in rated) return rated
  const principal = loan.priceDollars - loan.depositDollars + product.establishmentFee
  if (loan.priceDollars - loan.depositDollars <= 0) return { refused: 'nothing-to-finance' }
  const payment = (periodsPerYear: number) => {
    const periods = Math.max(1, Math.round(loan.termYears * periodsPerYear))
    return {
      periods,
      amount: ceilDollars(
        amortisedPayment(principal, rated.rate / 100 / periodsPerYear, periods, loan.balloonDollars) + feePerPeriod(product.monthlyFee, periodsPerYear),
      ),
    }
  }
  const weekly = payment(PERIODS_PER_YEAR.weekly)
  const monthly = payment(PERIODS_PER_YEAR.monthly)
  const benchmark = FINANCE_QUOTE_RATES.comparisonBenchmark
  return {
    quote: {
      lenderId: product.id,
      lenderName: product.name,
      interestRate: rated.rate,
      comparisonRate:
        Math.round(
          comparisonRate({
            amount: benchmark.amount,
            termYears: benchmark.termYears,
            annualRate: rated.rate,
            upfrontFees: product.establishmentFee,
            monthlyFee: product.monthlyFee,
          }) * 100,
        ) / 100,
      paymentWeek: weekly.amount,
      paymentMonth: monthly.amount,
      totalPayable: roundToCents(monthly.amount * monthly.periods + loan.balloonDollars),
      termYears: loan.termYears,
      termMonths: monthly.periods,
      termWeeks: weekly.periods,
      establishmentFees: product.establishmentFee,
      monthlyFee: product.monthlyFee,
      deposit: loan.depositDollars,
      balloon: loan.balloonDollars,
      amountFinanced: roundToCents(principal),
      disclaimer: product.disclaimer,
    },
  }
}

/** Every lender's quote, cheapest total first; lenders that would not lend are left out. */
export function quoteLenderPanel(panel: readonly LenderProduct[], loan: LoanRequest): LenderQuote[] {
  return panel
    .map((product) => quoteLender(product, loan))
    .flatMap((answer) => ('quote' in answer ? [answer.quote] : []))
    .sort((a, b) => a.totalPayable - b.totalPayable || a.interestRate - b.interestRate)
}

/** A car's age for lending: this year minus its model year, never negative (next year's models are new). */
export const carAgeYears = (modelYear: number | null | undefined, thisYear: number): number =>
  typeof modelYear === 'number' ? Math.max(0, thisYear - modelYear) : 0
