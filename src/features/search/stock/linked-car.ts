import 'server-only'

import type { CarLink } from '@/domain/car-link'

import { getStockSearch } from '../server'

/**
 * The address of the car a page's link names (`readCarLink`): a car_id is one already, a VIN is looked
 * up in the site's stock. Every finance page, the calculators and the lead forms read the link here.
 */
export async function linkedCarSlug(siteSlug: string, link: CarLink | null): Promise<string | null> {
  if (!link) return null
  if ('carId' in link) return link.carId
  return link.vin ? (await getStockSearch()).findCarSlugByVin(siteSlug, link.vin) : null
}
