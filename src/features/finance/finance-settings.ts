import { FINANCE_CALCULATOR_LIMITS, financeCalculatorBounds, type FinanceCalculatorBounds, type FinanceCalculatorOptions } from '@/domain/finance-calculator'
import { STANDARD_LENDER_PANEL, type LenderProduct } from '@/domain/finance-lenders'
import { PRE_APPROVAL_DEFAULTS, type PreApprovalSettings } from '@/domain/finance-pre-approval'
import { financeCalculatorSettings } from '@/features/calculators'
import type { ResolvedSite } from '@/platform/sites'

export interface FinanceSiteSettings {
  preApproval: PreApprovalSettings
  /** The site's lenders, preferred first; the standard panel when it names none. */
  lenders: readonly LenderProduct[]
  retentionDays: number
  creditCheckConsent: boolean
  preApprovalAtApplyForFinance: boolean
  /** The finance calculator's options for this site: the loan inputs share its limits (spec §5). */
  calculator: FinanceCalculatorOptions
}

const or = (value: number | null | undefined, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)

/** Sites → Finance applications with the documented defaults wherever the site left something empty. */
export function financeSiteSettings(site: ResolvedSite): FinanceSiteSettings {
  const own = site.financeApplications ?? {}
  const D = PRE_APPROVAL_DEFAULTS
  const lenders = (own.lenders ?? []).map(
    (row): LenderProduct => ({
      id: row.lenderId,
      name: row.name,
      rates: { GREAT: row.rateGreat ?? null, GOOD: row.rateGood ?? null, FAIR: row.rateFair ?? null, POOR: row.ratePoor ?? null },
      establishmentFee: or(row.establishmentFee, 0),
      monthlyFee: or(row.monthlyFee, 0),
      maxTermYears: or(row.maxTermYears, FINANCE_CALCULATOR_LIMITS.termYears.max),
      maxCarAgeYears: row.maxCarAgeYears ?? null,
      disclaimer: row.disclaimer,
    }),
  )
  const calculator = financeCalculatorSettings(site, null)
  return {
    preApproval: {
      assessmentBufferPercent: or(own.assessmentBufferPercent, D.assessmentBufferPercent),
      largerDepositShare: or(own.largerDepositPercent, D.largerDepositShare * 100) / 100,
      livingCostFloor: {
        firstAdult: or(own.livingCostFirstAdult, D.livingCostFloor.firstAdult),
        secondAdult: or(own.livingCostSecondAdult, D.livingCostFloor.secondAdult),
        perDependant: or(own.livingCostPerDependant, D.livingCostFloor.perDependant),
      },
    },
    lenders: lenders.length ? lenders : STANDARD_LENDER_PANEL,
    retentionDays: or(own.retentionDays, D.retentionDays),
    creditCheckConsent: Boolean(own.creditCheckConsent),
    preApprovalAtApplyForFinance: Boolean(own.preApprovalAtApplyForFinance),
    calculator: { provider: calculator.financeProvider, ...calculator.calculator },
  }
}

/** The lender an id names on this site, else the site's preferred one. */
export const lenderFor = (settings: FinanceSiteSettings, lenderId: string | null | undefined): LenderProduct => settings.lenders.find((lender) => lender.id === lenderId) ?? settings.lenders[0]!

/** The loan inputs' limits for a car's price (or none): the site's finance calculator bounds (spec §5). */
export const loanBounds = (settings: FinanceSiteSettings, vehiclePrice: number | null): FinanceCalculatorBounds => financeCalculatorBounds({ ...settings.calculator, vehiclePrice })
