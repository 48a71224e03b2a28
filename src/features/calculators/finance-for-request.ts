import 'server-only'

import type { TrackedCar } from '@/features/analytics'
import type { BlockSearchParams } from '@blocks/types'
import { getDealerships } from '@/platform/content'
import type { ResolvedSite } from '@/platform/sites'
import { financeCalculatorSetup, readPriceBudget } from '@/domain/finance-calculator'
import { carFinanceCalculator, type CarFinanceCalculator } from '@/domain/car-finance-calculator'
import { getStockSearch, type StockCar } from '@/features/search'

import { financeCalculatorSettings } from './finance-settings'

const CAR_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i

/** The car_id query parameter's car when the site lists it (the vehicle page's rule); junk, unknown or a failing store is no car. */
export async function carForRequest(site: ResolvedSite, searchParams: BlockSearchParams | undefined): Promise<StockCar | null> {
  const raw = searchParams?.car_id
  const slug = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? ''
  if (!CAR_SLUG.test(slug)) return null
  try {
    const found = await (await getStockSearch()).findListedCar(site.slug, slug)
    return found?.listed ? found.car : null
  } catch (error) {
    console.warn('[calculator-block] could not read car_id', { site: site.slug, slug }, error)
    return null
  }
}

/**
 * The finance calculator a page block shows: the site's (and the car's dealer's) settings, prefilled
 * from vehiclePriceBudget and car_id (the same set-up as the vehicle page for that car).
 */
export async function financeCalculatorForRequest(site: ResolvedSite, searchParams: BlockSearchParams | undefined): Promise<{ calculator: CarFinanceCalculator; car: TrackedCar | null }> {
  const budget = readPriceBudget(searchParams?.vehiclePriceBudget)
  const car = await carForRequest(site, searchParams)
  const dealership = car ? ((await getDealerships(site.id)).find((d) => d.slug === car.dealership_slug) ?? null) : null
  const settings = financeCalculatorSettings(site, dealership)
  if (!car) return { calculator: { ...financeCalculatorSetup({ ...settings.calculator, provider: settings.financeProvider, vehiclePrice: budget }, { vehiclePrice: budget, termYears: settings.defaultTermYears, frequency: settings.defaultFrequency }), disclaimer: null }, car: null }
  const calculator = carFinanceCalculator(car, { now: new Date(), ...settings, financeEstimateOnCards: site.featureSettings.financeEstimateOnCards, offersSubscription: dealership?.offersSubscription ?? false }, budget)
  return { calculator, car: { id: car.id, make: car.make, model: car.model, year: car.year, car_type: car.car_type, price: car.price, certified: car.certified, item_type: car.item_type } }
}
