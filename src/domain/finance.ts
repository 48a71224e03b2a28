/** Loan repayments (spec §9 "Finance", §8 "Repayment of 25 or less", §5 frequencies). */
import { formatMoney } from './money'
import { LISTING_TEXTS, type ListingTexts } from './listing-texts'

/** Finance providers a site can use; finance_lenders on a car is keyed by these (spec §5). */
export const FINANCE_PROVIDERS = ['taurus', 'manual', 'angle', 'powertorque', 'nissan-finance', '360-finance', 'ausloans'] as const
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number]

export const REPAYMENT_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number]
/** Yearly appears only as a display suffix (lender figures), never as a calculator choice. */
export type PaymentPeriod = RepaymentFrequency | 'yearly'

export const PERIODS_PER_YEAR: Readonly<Record<PaymentPeriod, number>> = { weekly: 52, fortnightly: 26, monthly: 12, yearly: 1 }
export const PAYMENT_SUFFIX: Readonly<Record<PaymentPeriod, string>> = { weekly: 'wk', fortnightly: 'fn', monthly: 'mo', yearly: 'yr' }

/** A repayment at or below this is not worth quoting: the shopper sees "Enquire for Finance". */
export const MIN_QUOTED_REPAYMENT = 25

/** The weekly estimate on cards and the sticky header: 5 years, per week, whole dollars (spec §9). */
export const FINANCE_ESTIMATE_TERM = { termYears: 5, frequency: 'weekly' } as const

/** The finance calculator's starting values, also the rate behind a card's weekly estimate. */
export const FINANCE_CALCULATOR_DEFAULTS = { interestRate: 10, termYears: 6, purchasePrice: 30000, residual: 0, deposit: 0, frequency: 'weekly' } as const

export interface LoanInput {
  purchasePrice: number
  /** Annual interest rate in percent, e.g. 6.29. */
  interestRate: number
  termYears: number
  frequency: RepaymentFrequency
  /** Deposit or trade-in, subtracted from the amount borrowed. */
  deposit?: number
  /** Establishment fee, added to the amount borrowed. */
  establishmentFee?: number
  /** Residual (balloon) paid at the end, so its present value is taken off the amortised amount. */
  residual?: number
}

export interface Repayment {
  /** Per period, rounded up to the next whole dollar, never negative. */
  repayment: number
  periods: number
  /** Amount borrowed: price + fee - deposit, never negative. */
  principal: number
  /** Every repayment plus the residual. */
  totalPayable: number
}

/** "1 year", "1.5 years", "5 years": a loan term as the shopper reads it. */
export const loanTermText = (years: number): string => `${years} ${years === 1 ? 'year' : 'years'}`

export function frequencyLabel(frequency: RepaymentFrequency, texts: ListingTexts = LISTING_TEXTS): string {
  return { weekly: texts.frequencyWeekly, fortnightly: texts.frequencyFortnightly, monthly: texts.frequencyMonthly }[frequency]
}

const nonNegative = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0)

// Float noise (100.00000000001) must not round a whole-dollar payment up by a dollar.
export const ceilDollars = (amount: number) => Math.ceil(Math.round(amount * 1e6) / 1e6)

/** The exact (unrounded) payment per period that repays `principal` less the discounted `residual` over `periods`. */
export function amortisedPayment(principal: number, ratePerPeriod: number, periods: number, residual = 0): number {
  return (principal - residual * Math.exp(-periods * Math.log1p(ratePerPeriod))) / annuityFactor(ratePerPeriod, periods)
}

/**
 * What `periods` payments of 1 at `ratePerPeriod` are worth today: (1 - (1 + r)^-n) / r. Written with
 * log1p and expm1 so a rate near 0 keeps its precision (the plain formula cancels to noise there).
 */
export function annuityFactor(ratePerPeriod: number, periods: number): number {
  if (ratePerPeriod === 0) return periods
  return -Math.expm1(-periods * Math.log1p(ratePerPeriod)) / ratePerPeriod
}

/** Amortised loan repayment: fee added, deposit subtracted, residual discounted, rounded up to whole dollars. */
export function calculateRepayment(input: LoanInput): Repayment {
  const perYear = PERIODS_PER_YEAR[input.frequency]
  const periods = Math.max(1, Math.round(nonNegative(input.termYears) * perYear))
  const principal = Math.max(0, nonNegative(input.purchasePrice) + nonNegative(input.establishmentFee) - nonNegative(input.deposit))
  const residual = nonNegative(input.residual)
  const rate = nonNegative(input.interestRate) / 100 / perYear
  const repayment = Math.max(0, ceilDollars(amortisedPayment(principal, rate, periods, residual)))
  return { repayment, periods, principal, totalPayable: repayment * periods + residual }
}

export interface RepaymentDisplay {
  /** "$123" or "Enquire for Finance". */
  paymentText: string
  /** "wk", "fn", "mo", "yr"; null when no figure is quoted. */
  suffix: string | null
  /** "$32,000"; blank when no figure is quoted. */
  totalText: string
}

/** What the calculator shows; 25 dollars or less is quoted as "Enquire for Finance" with the total blank. */
export function repaymentDisplay(
  result: Pick<Repayment, 'repayment' | 'totalPayable'>,
  period: PaymentPeriod,
  texts: ListingTexts = LISTING_TEXTS,
): RepaymentDisplay {
  if (result.repayment <= MIN_QUOTED_REPAYMENT) return { paymentText: texts.enquireForFinance, suffix: null, totalText: '' }
  return { paymentText: formatMoney(result.repayment), suffix: PAYMENT_SUFFIX[period], totalText: formatMoney(result.totalPayable) }
}

export interface EstimateInput {
  price: number
  interestRate: number
  deposit?: number
  establishmentFee?: number
  residual?: number
}

/** The weekly figure on cards and the sticky header: the same loan over 5 years, paid weekly. */
export function weeklyFinanceEstimate(input: EstimateInput): number {
  return calculateRepayment({ ...input, purchasePrice: input.price, ...FINANCE_ESTIMATE_TERM }).repayment
}
