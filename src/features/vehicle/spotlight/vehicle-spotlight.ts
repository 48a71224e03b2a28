import 'server-only'

import { soldNotice, unavailableNotice } from '@/domain/availability'
import { cardSettingsFor, getStockSearch, type StockSearchRecord } from '@/features/search'
import { getDealerships } from '@/platform/content'
import type { ResolvedSite } from '@/platform/sites'

import { loadVehiclePage, unlistedCarSearchHref } from '../page/vehicle-page-data'
import { findSimilarCars } from '../similar-cars/similar-cars'

/** The car a spotlight names, from its slug or a pasted link to its page (https://…/cars/{slug}?…). */
export const spotlightCarSlug = (value: string | null | undefined): string =>
  (value ?? '')
    .trim()
    .replace(/^.*\/cars\//, '')
    .replace(/[/?#].*$/, '')

/** Photos after the card's own, shown beside it (the card shows the first). */
const MORE_PHOTOS = 3

/**
 * The vehicle spotlight block's car (issue 23), by its address on the site (the slug after /cars/):
 * while it is for sale, its card with a few more photos; once sold or no longer listed, the spec's
 * sold notice and similar cars from stock, so a page built around one car never shows a broken block.
 * Null for a car the site never had.
 */
export async function loadVehicleSpotlight(site: ResolvedSite, slug: string) {
  const [data, dealerships] = await Promise.all([loadVehiclePage(site, slug), getDealerships(site.id)])
  if (!data) return null
  const card = cardSettingsFor(site, dealerships)
  const notice = data.listed ? soldNotice(data.car) : unavailableNotice()
  if (notice) {
    const similar = await findSimilarCars(await getStockSearch(), site.slug, data.car).catch(() => [])
    return { kind: 'sold' as const, name: data.car.name, notice, similar, card, moreHref: unlistedCarSearchHref(data) }
  }
  const photos = data.car.images.slice(1, 1 + MORE_PHOTOS).map(({ image }) => image.thumb?.url ?? image.url)
  return { kind: 'available' as const, car: data.record as StockSearchRecord, photos, card }
}

export type VehicleSpotlight = NonNullable<Awaited<ReturnType<typeof loadVehicleSpotlight>>>

/** Whether the site has this car (the admin's check of a spotlight's car: another dealer's cars cannot be picked). */
export async function siteHasCar(siteSlug: string, slug: string): Promise<boolean> {
  return Boolean(await (await getStockSearch()).findListedCar(siteSlug, slug))
}
