import { financeCalculatorBounds, type FinanceCalculatorBounds, type FinanceCalculatorOptions } from '@/domain/finance-calculator'
import { financeApplicationSettings, type FinanceApplicationSettings } from '@/domain/finance-application'
import type { LenderProduct } from '@/domain/finance-lenders'
import { financeCalculatorSettings } from '@/features/calculators'
import type { ResolvedSite } from '@/platform/sites'

export interface FinanceSiteSettings extends FinanceApplicationSettings {
  /** The finance calculator's options for this site: the loan inputs share its limits (spec §5). */
  calculator: FinanceCalculatorOptions
}

/** Sites → Finance applications with the documented defaults, and the site's finance calculator options. */
export function financeSiteSettings(site: ResolvedSite): FinanceSiteSettings {
  const calculator = financeCalculatorSettings(site, null)
  return { ...financeApplicationSettings(site.financeApplications), calculator: { provider: calculator.financeProvider, ...calculator.calculator } }
}

/** The lender an id names on this site, else the site's preferred one. */
export const lenderFor = (settings: FinanceSiteSettings, lenderId: string | null | undefined): LenderProduct =>
  settings.lenders.find((lender) => lender.id === lenderId) ?? settings.lenders[0]!

/** The loan inputs' limits for a car's price (or none): the site's finance calculator bounds (spec §5). */
export const loanBounds = (settings: FinanceSiteSettings, vehiclePrice: number | null): FinanceCalculatorBounds =>
  financeCalculatorBounds({ ...settings.calculator, vehiclePrice })
