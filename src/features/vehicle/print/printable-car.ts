import 'server-only'

import { getDealerships, getVisibleLocations } from '@/platform/content'
import { getSiteOrigin } from '@/platform/site-url'
import type { ResolvedSite } from '@/platform/sites'
import { CAR_SLUG_PATTERN } from '@/domain/naming'
import { getStockSearch, type StockCar } from '@/features/search'

import { printDealerFor } from './print-dealer'
import type { PrintSheetOptions } from './vehicle-print-sheet'

/** Slugs are lower-case words joined by hyphens (stock-record.ts); anything else is no car. */

export interface PrintableCar {
  car: StockCar
  /** Everything the sheet needs besides the car and the moment it is printed. */
  sheet: Omit<PrintSheetOptions, 'now'>
  origin: string
}

/**
 * A car of the site that can be printed: one the site lists now (the vehicle page's rule,
 * findListedCar), with its location's details. Null for an unknown or unlisted slug (a 404).
 */
export async function loadPrintableCar(site: ResolvedSite, slug: string | null | undefined): Promise<PrintableCar | null> {
  if (!slug || !CAR_SLUG_PATTERN.test(slug)) return null
  const stockSearch = await getStockSearch()
  const found = await stockSearch.findListedCar(site.slug, slug)
  if (!found?.listed) return null
  const [dealerships, locations, origin] = await Promise.all([getDealerships(site.id), getVisibleLocations(site.id), getSiteOrigin(site)])
  const { dealer, dealership } = printDealerFor(found.car, dealerships, locations)
  return {
    car: found.car,
    origin,
    sheet: {
      siteName: site.name,
      siteTagline: site.tagline ?? null,
      pageUrl: `${origin}/cars/${found.car.slug}`,
      dealer,
      offersSubscription: Boolean(dealership?.offersSubscription),
    },
  }
}
