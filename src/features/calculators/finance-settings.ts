import type { ResolvedSite } from '@/platform/sites'
import type { FinanceProvider } from '@/domain/finance'
import type { CarFinanceCalculatorSettings } from '@/domain/car-finance-calculator'
import type { Dealership } from '@/payload-types'

export type FinanceCalculatorSiteSettings = Required<
  Pick<CarFinanceCalculatorSettings, 'financeProvider' | 'calculator' | 'defaultTermYears' | 'defaultFrequency'>
>

/**
 * The finance calculator's settings for a site and, when known, the car's dealership: the dealer's
 * minimum price and interest range win over the site's; term and frequency defaults come from the
 * site's features. The vehicle page and the finance calculator block read them here.
 */
export function financeCalculatorSettings(site: ResolvedSite, dealership: Pick<Dealership, 'financeCalculator'> | null): FinanceCalculatorSiteSettings {
  const siteCalculator = site.financeCalculator ?? {}
  const dealerCalculator = dealership?.financeCalculator ?? {}
  const interestMin = dealerCalculator.interestMin ?? siteCalculator.interestMin
  const interestMax = dealerCalculator.interestMax ?? siteCalculator.interestMax
  return {
    financeProvider: (site.financeProvider as FinanceProvider | null) ?? null,
    calculator: {
      minPurchasePrice5000: dealerCalculator.minPurchasePrice5000 ?? false,
      maxPurchasePrice105Percent: siteCalculator.maxPurchasePrice105Percent ?? false,
      maxTermYears: siteCalculator.maxTermYears ?? undefined,
      termYearOptions: siteCalculator.termYearOptions ?? undefined,
      interestRange:
        typeof interestMin === 'number' && typeof interestMax === 'number' && interestMin < interestMax ? { min: interestMin, max: interestMax } : null,
      interestSliderDisabled: siteCalculator.interestSliderDisabled ?? false,
    },
    defaultTermYears: site.featureSettings.defaultFinanceTermYears,
    defaultFrequency: site.featureSettings.defaultFinanceFrequency,
  }
}
