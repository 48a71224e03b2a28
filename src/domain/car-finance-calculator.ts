/**
 * The finance calculator for one car on one site (spec §5 "Finance calculator inputs", §9). The
 * vehicle page and the finance calculator block (with car_id) both use it.
 */
import type { FinanceProvider } from './finance'
import { financeCalculatorSetup, type FinanceCalculatorBounds, type FinanceCalculatorOptions, type FinanceCalculatorValues } from './finance-calculator'
import type { CarForFinance, FinanceLender } from './finance-eligibility'
import { listingFinance } from './listing-finance'
import { priceDisplay, type CarForPricing } from './price-display'
import { DEFAULT_TEXTS, type Texts } from './texts'

export interface CarFinanceCalculatorSettings {
  now: Date
  financeProvider?: FinanceProvider | null
  financeEstimateOnCards: boolean
  /** The car's dealership offers subscriptions. */
  offersSubscription?: boolean
  noPriceText?: string | null
  calculator?: Omit<FinanceCalculatorOptions, 'provider' | 'vehiclePrice'>
  defaultTermYears?: number
  defaultFrequency?: FinanceCalculatorValues['frequency']
  texts?: Texts
}

export interface CarFinanceCalculator {
  bounds: FinanceCalculatorBounds
  start: FinanceCalculatorValues
  disclaimer: string | null
}

/**
 * Bounds for the site, dealer, provider and the car's shown price (or a budget the shopper brought),
 * starting values from its lender, and the lender's disclaimer.
 */
export function carFinanceCalculator(car: CarForPricing & CarForFinance, settings: CarFinanceCalculatorSettings, budget?: number | null): CarFinanceCalculator {
  const texts = settings.texts ?? DEFAULT_TEXTS
  const price = priceDisplay(car, { offersSubscription: settings.offersSubscription, noPriceText: settings.noPriceText, texts })
  const finance = listingFinance(car, { provider: settings.financeProvider, estimateEnabled: settings.financeEstimateOnCards, now: settings.now })
  const lender: FinanceLender | null =
    finance?.kind === 'lender' ? finance.lender : settings.financeProvider ? (car.finance_lenders?.[settings.financeProvider] ?? null) : null
  const vehiclePrice = budget ?? price.amount ?? car.price ?? null
  const setup = financeCalculatorSetup(
    { ...settings.calculator, provider: settings.financeProvider, vehiclePrice },
    {
      vehiclePrice,
      lenderDeposit: lender?.deposit,
      interestRate: lender?.interestRate,
      termYears: settings.defaultTermYears,
      frequency: settings.defaultFrequency,
    },
    texts,
  )
  return { ...setup, disclaimer: lender?.disclaimer?.trim() || null }
}
