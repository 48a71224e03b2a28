/** The finance figure a listing shows (card, vehicle page sidebar, sticky header): spec §4, §5 and §9. */
import { FINANCE_CALCULATOR_DEFAULTS, FINANCE_ESTIMATE_TERM, MIN_QUOTED_REPAYMENT, weeklyFinanceEstimate, type FinanceProvider } from './finance'
import { financeBoxEligibility, financeEstimateEligibility, type CarForFinance, type FinanceLender } from './finance-eligibility'

export interface ListingFinanceOptions {
  /** The site's lender; none means only the estimate can show. */
  provider?: FinanceProvider | null
  /** The site shows the weekly estimate when no lender figure applies. */
  estimateEnabled: boolean
  now: Date
  excludedDealer?: boolean
}

export type ListingFinance =
  /** The lender's own weekly figure for this car, with its rates and disclaimer. */
  | { kind: 'lender'; weekly: number; lender: FinanceLender }
  /** The platform's estimate: the price over 5 years at the calculator's default rate, weekly (spec §9). */
  | { kind: 'estimate'; weekly: number; termYears: number; interestRate: number }

/**
 * The lender's weekly payment when the finance box applies to the car and the lender quotes one,
 * else the weekly estimate when the site shows estimates and the car qualifies; null otherwise.
 * Figures of $25 or less are never quoted (spec §8 "Enquire for Finance").
 */
export function listingFinance(car: CarForFinance, options: ListingFinanceOptions): ListingFinance | null {
  if (options.provider) {
    const box = financeBoxEligibility(car, { provider: options.provider, now: options.now, excludedDealer: options.excludedDealer })
    const weekly = box.eligible ? box.lender?.paymentWeek : null
    if (box.eligible && box.lender && weekly && weekly > MIN_QUOTED_REPAYMENT) return { kind: 'lender', weekly: Math.ceil(weekly), lender: box.lender }
  }
  if (!financeEstimateEligibility(car, options.estimateEnabled)) return null
  const weekly = weeklyFinanceEstimate({ price: car.price ?? 0, interestRate: FINANCE_CALCULATOR_DEFAULTS.interestRate })
  return weekly > MIN_QUOTED_REPAYMENT
    ? { kind: 'estimate', weekly, termYears: FINANCE_ESTIMATE_TERM.termYears, interestRate: FINANCE_CALCULATOR_DEFAULTS.interestRate }
    : null
}
