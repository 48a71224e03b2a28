/** When finance is offered on a listing (spec §5 "Finance box on a listing"; §4 "Finance-estimate eligibility"). */
import { isPurchasable } from './availability'
import { type FinanceProvider } from './finance'
import { makeDisplayName } from './naming'
import { yearInTimeZone } from './time'

/** The lender figures a car carries per provider in finance_lenders. */
export interface FinanceLender {
  deposit?: number | null
  termYears?: number | null
  interestRate?: number | null
  comparisonRate?: number | null
  establishmentFees?: number | null
  disclaimer?: string | null
  paymentWeek?: number | null
  paymentMonth?: number | null
  totalPayable?: number | null
  balloon?: number | null
  financeProvider?: string | null
}

export interface CarForFinance {
  status?: string | null
  sold?: boolean | null
  reserved?: boolean | null
  price?: number | null
  year?: number | null
  make?: string | null
  finance_lenders?: Partial<Record<string, FinanceLender | null>> | null
}

export const FINANCE_ELIGIBILITY_LIMITS = {
  /** Lender finance needs a price above this. */
  minPrice: 500,
  /** The weekly estimate needs a price above this. */
  minEstimatePrice: 200,
  /** Taurus finances cars newer than the current year minus this. */
  taurusMaxAgeYears: 12,
} as const

export type FinanceBoxRefusal =
  'notPurchasable' | 'excludedDealer' | 'suzuki' | 'noLenderData' | 'ratesMissing' | 'priceTooLow' | 'tooOld' | 'noWeeklyPayment' | 'noMonthlyPayment'

export interface FinanceBoxEligibilityOptions {
  provider: FinanceProvider
  now: Date
  /** The listing's dealer is one that never shows the finance box. */
  excludedDealer?: boolean
}

export type FinanceBoxEligibility = { eligible: true; lender: FinanceLender | null } | { eligible: false; reason: FinanceBoxRefusal }

const hasNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * Whether the finance box shows on a listing. 360 Finance and AusLoans quote for themselves, so they
 * need only a purchasable car; the others need the lender's figures for this car as well.
 */
export function financeBoxEligibility(car: CarForFinance, options: FinanceBoxEligibilityOptions): FinanceBoxEligibility {
  if (!isPurchasable(car)) return { eligible: false, reason: 'notPurchasable' }
  if (options.provider === '360-finance' || options.provider === 'ausloans') return { eligible: true, lender: car.finance_lenders?.[options.provider] ?? null }
  if (options.excludedDealer) return { eligible: false, reason: 'excludedDealer' }
  if (makeDisplayName(car.make ?? '').toLowerCase() === 'suzuki') return { eligible: false, reason: 'suzuki' }
  const lender = car.finance_lenders?.[options.provider]
  if (!lender) return { eligible: false, reason: 'noLenderData' }
  if (!hasNumber(lender.interestRate) || !hasNumber(lender.comparisonRate)) return { eligible: false, reason: 'ratesMissing' }
  if (!(hasNumber(car.price) && car.price > FINANCE_ELIGIBILITY_LIMITS.minPrice)) return { eligible: false, reason: 'priceTooLow' }
  if (options.provider === 'taurus') {
    const currentYear = yearInTimeZone(options.now)
    if (!(hasNumber(car.year) && car.year > currentYear - FINANCE_ELIGIBILITY_LIMITS.taurusMaxAgeYears)) return { eligible: false, reason: 'tooOld' }
  }
  if (
    (options.provider === 'manual' || options.provider === 'angle' || options.provider === 'powertorque') &&
    !(hasNumber(lender.paymentWeek) && lender.paymentWeek > 0)
  ) {
    return { eligible: false, reason: 'noWeeklyPayment' }
  }
  if (options.provider === 'nissan-finance' && !(hasNumber(lender.paymentMonth) && lender.paymentMonth > 0))
    return { eligible: false, reason: 'noMonthlyPayment' }
  return { eligible: true, lender }
}

/** The weekly estimate on cards and the sticky header: site flag on, in stock, not sold, not reserved, price over 200. */
export function financeEstimateEligibility(car: CarForFinance, enabled: boolean): boolean {
  return (
    enabled &&
    car.status === 'in_stock' &&
    car.sold !== true &&
    car.reserved !== true &&
    hasNumber(car.price) &&
    car.price > FINANCE_ELIGIBILITY_LIMITS.minEstimatePrice
  )
}
