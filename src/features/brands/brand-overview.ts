import 'server-only'

import { CAR_TYPES } from '@/domain/car-types'
import { resultCount } from '@/domain/result-count'
import { searchRouteHref } from '@/domain/search-route'
import { stockIndexName } from '@/domain/stock-index'
import { siteModels } from '@/features/models'
import { siteSearchVocabulary } from '@/features/search'
import type { BrandDirectory, Dealership, Location, Manufacturer } from '@/payload-types'
import { contentCacheKeys } from '@/platform/cache-keys'
import { getDealerships, getVisibleLocations } from '@/platform/content'
import { cachedContent } from '@/platform/content-cache'
import { getPayloadClient } from '@/platform/payload'
import { relationId } from '@/platform/relation'
import type { ResolvedSite } from '@/platform/sites'

/** The brand slug of a `/{brand-slug}/overview` path (without leading slash), or null for other paths. */
export function brandOverviewSlug(path: string): string | null {
  return /^([a-z0-9]+(?:-[a-z0-9]+)*)\/overview$/.exec(path)?.[1] ?? null
}

const getBrandDirectory = (siteId: number) =>
  cachedContent(contentCacheKeys.brandDirectory(siteId), async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'brand-directories', where: { site: { equals: siteId } }, limit: 1, depth: 0 })
    return (docs[0] as BrandDirectory | undefined) ?? null
  })

const getManufacturer = (siteId: number, slug: string) =>
  cachedContent(contentCacheKeys.manufacturer(siteId, slug), async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'manufacturers', where: { slug: { equals: slug } }, limit: 1, depth: 0 })
    return (docs[0] as Manufacturer | undefined) ?? null
  })

/** A brand is the site's when the site's brand directory sends shoppers to its overview, or one of its dealerships holds the franchise. */
function siteCarriesBrand(slug: string, manufacturer: Manufacturer, directory: BrandDirectory | null, dealerships: readonly Dealership[]): boolean {
  const listed = (directory?.sections ?? []).some((section) => (section.brands ?? []).some((brand) => brand.href.replace(/\/$/, '') === `/${slug}/overview`))
  return listed || dealerships.some((dealership) => relationId(dealership.manufacturer) === manufacturer.id)
}

export interface BrandStockLink {
  carType: string
  count: number
  href: string
}

/**
 * What `/{brand}/overview` shows, all from data: the make, the group's dealerships holding its
 * franchise with their locations, its new-car models, and the brand's cars in stock by car type (linked to the matching
 * search page). Null when the site does not carry the brand (a 404).
 */
export async function loadBrandOverview(site: ResolvedSite, slug: string) {
  const [manufacturer, directory, dealerships] = await Promise.all([getManufacturer(site.id, slug), getBrandDirectory(site.id), getDealerships(site.id)])
  if (!manufacturer || !siteCarriesBrand(slug, manufacturer, directory, dealerships)) return null
  const franchises = dealerships.filter((dealership) => relationId(dealership.manufacturer) === manufacturer.id)
  const [locations, { stockSearch, vocabulary }, models] = await Promise.all([
    Promise.all(franchises.map((dealership) => getVisibleLocations(site.id, dealership.id))),
    siteSearchVocabulary(site),
    siteModels(site.id),
  ])
  // The index spells the make as the feed does; the vocabulary's make with this slug is that spelling.
  const make = vocabulary.makes.find((candidate) => candidate.slug === slug || candidate.name.toLowerCase() === manufacturer.name.toLowerCase())
  const stock: BrandStockLink[] = []
  let total = 0
  if (make) {
    const [answer] = (await stockSearch.search(site.slug, [
      { type: 'default', indexName: stockIndexName(site.slug), params: { hitsPerPage: 0, facets: ['car_type'], facetFilters: [[`make:${make.name}`]] } },
    ])) as Array<{ nbHits?: number; facets?: Record<string, Record<string, number>> }>
    // Past the engine's exact-count cap, the car-type counts add up to the true total (as on the search page).
    total = resultCount({ nbHits: answer?.nbHits ?? 0, facets: answer?.facets })
    const byType = answer?.facets?.car_type ?? {}
    for (const carType of CAR_TYPES) {
      const count = byType[carType] ?? 0
      if (count > 0)
        stock.push({ carType, count, href: searchRouteHref({ refinementList: { make: [make.name], car_type: [carType] } }, vocabulary, site.slug) })
    }
  }
  return {
    site,
    manufacturer,
    dealerships: franchises.map((dealership, index) => ({ dealership, locations: (locations[index] ?? []) as Location[] })),
    models: models.filter((model) => model.make.toLowerCase() === manufacturer.name.toLowerCase()),
    stock,
    total,
    allStockHref: make && total > 0 ? searchRouteHref({ refinementList: { make: [make.name] } }, vocabulary, site.slug) : null,
  }
}

export type BrandOverview = NonNullable<Awaited<ReturnType<typeof loadBrandOverview>>>
