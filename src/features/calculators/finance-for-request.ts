import 'server-only'

import type { TrackedCar } from '@/features/analytics'
import { getDealerships } from '@/platform/content'
import type { PageQuery } from '@/platform/page-query'
import type { ResolvedSite } from '@/platform/sites'
import { financeCalculatorSetup, readPriceBudget } from '@/domain/finance-calculator'
import { carFinanceCalculator, type CarFinanceCalculator } from '@/domain/car-finance-calculator'
import { readCarLink } from '@/domain/car-link'
import { getStockSearch, linkedCarSlug, type StockCar } from '@/features/search'

import { financeCalculatorSettings } from './finance-settings'

/** The car the link names (car_id, or vin: spec §2) when the site lists it (the vehicle page's rule); unknown or a failing store is no car. */
export async function carForRequest(site: ResolvedSite, searchParams: Readonly<PageQuery> | undefined): Promise<StockCar | null> {
  const link = readCarLink(searchParams ?? {})
  try {
    const slug = await linkedCarSlug(site.slug, link)
    const found = slug ? await (await getStockSearch()).findListedCar(site.slug, slug) : null
    return found?.listed ? found.car : null
  } catch (error) {
    console.warn('[calculator-block] could not read the car', { site: site.slug, link }, error)
    return null
  }
}

/**
 * The finance calculator a page block shows: the site's (and the car's dealer's) settings, prefilled
 * from vehiclePriceBudget and car_id (the same set-up as the vehicle page for that car).
 */
export async function financeCalculatorForRequest(
  site: ResolvedSite,
  searchParams: Readonly<PageQuery> | undefined,
): Promise<{ calculator: CarFinanceCalculator; car: TrackedCar | null }> {
  const budget = readPriceBudget(searchParams?.vehiclePriceBudget)
  const car = await carForRequest(site, searchParams)
  const dealership = car ? ((await getDealerships(site.id)).find((d) => d.slug === car.dealership_slug) ?? null) : null
  const settings = financeCalculatorSettings(site, dealership)
  if (!car)
    return {
      calculator: {
        ...financeCalculatorSetup(
          { ...settings.calculator, provider: settings.financeProvider, vehiclePrice: budget },
          { vehiclePrice: budget, termYears: settings.defaultTermYears, frequency: settings.defaultFrequency },
        ),
        disclaimer: null,
      },
      car: null,
    }
  const calculator = carFinanceCalculator(
    car,
    {
      now: new Date(),
      ...settings,
      financeEstimateOnCards: site.featureSettings.financeEstimateOnCards,
      offersSubscription: dealership?.offersSubscription ?? false,
    },
    budget,
  )
  return {
    calculator,
    car: {
      id: car.id,
      make: car.make,
      model: car.model,
      year: car.year,
      car_type: car.car_type,
      price: car.price,
      certified: car.certified,
      item_type: car.item_type,
    },
  }
}
