import { z } from 'zod'

import { CAR_TYPES, type CarType } from '../domain/car-types'
import { ALL_MAKES, type ItemType } from './catalogue'

/** A location that holds stock, as the demo stock generator sees it. */
export interface DemoStockLocation {
  slug: string
  name: string
  city: string
  state: string
  postcode: string
  dealershipSlug: string
  dealershipName: string
  /** Manufacturer names this location sells new (cars, caravans or motorcycles); empty = used only. */
  makes: string[]
}

export interface DemoStockSite {
  slug: string
  locations: DemoStockLocation[]
  itemTypes: ItemType[]
  carTypes: CarType[]
}

/** Just the parts of a site seed (site-seeds/schema.ts) the demo stock needs; the rest is ignored. */
const seedShape = z.object({
  site: z.object({
    slug: z.string(),
    name: z.string(),
    tagline: z.string().optional(),
    stockRules: z.object({ carTypes: z.array(z.enum(CAR_TYPES)).optional() }).optional(),
  }),
  dealerships: z.array(z.object({ slug: z.string(), name: z.string(), manufacturer: z.string().optional() })),
  locations: z
    .array(
      z.object({
        slug: z.string(),
        name: z.string(),
        dealership: z.string(),
        locationType: z.string().optional(),
        locationSubtype: z.string().optional(),
        manufacturers: z.array(z.string()).optional(),
        address: z.object({ city: z.string(), state: z.string(), postcode: z.string() }),
      }),
    )
    .default([]),
  pages: z.array(z.object({ slug: z.string(), title: z.string() })).default([]),
})

const makesBySlug = new Map(ALL_MAKES.map((make) => [make.slug, make]))

/**
 * Which demo sites hold which stock where. Sales and used locations hold stock (service and parts
 * do not); a sales location sells new the makes it lists (else its dealership's make), a used
 * location sells used only. Makes the catalogue does not know are left out: the generator could not
 * build them. A site stocks caravans or motorcycles when it sells such a make or its name, tagline,
 * dealerships, locations or pages mention them; it stocks new and demo cars when a location sells a
 * make, unless its stock rules name the car types.
 */
export function demoStockSitesFromSeeds(seeds: unknown[]): DemoStockSite[] {
  return seeds.map((raw) => {
    const seed = seedShape.parse(raw)
    const dealerships = new Map(seed.dealerships.map((d) => [d.slug, d]))
    const locations: DemoStockLocation[] = seed.locations
      .filter((l) => !l.locationType || l.locationType === 'sales' || l.locationType === 'used')
      .map((l) => {
        const dealership = dealerships.get(l.dealership)
        const used = l.locationType === 'used' || /pre-owned|\bused\b/i.test(l.locationSubtype ?? '')
        const slugs = used ? [] : (l.manufacturers ?? (dealership?.manufacturer ? [dealership.manufacturer] : []))
        return {
          slug: l.slug,
          name: l.name,
          city: l.address.city,
          state: l.address.state,
          postcode: l.address.postcode,
          dealershipSlug: l.dealership,
          dealershipName: dealership?.name ?? l.dealership,
          makes: slugs.map((slug) => makesBySlug.get(slug)?.name).filter((name): name is string => Boolean(name)),
        }
      })
    const sold = new Set(locations.flatMap((l) => l.makes.map((name) => ALL_MAKES.find((make) => make.name === name)!.itemType)))
    const words = [
      seed.site.name,
      seed.site.tagline ?? '',
      ...seed.dealerships.map((d) => d.name),
      ...seed.locations.map((l) => `${l.name} ${l.locationSubtype ?? ''}`),
      ...seed.pages.map((p) => `${p.slug} ${p.title}`),
    ].join(' ')
    const itemTypes: ItemType[] = []
    if (/\bcars?\b/i.test(words) || sold.has('car') || !locations.some((l) => l.makes.length > 0)) itemTypes.push('car')
    if (/caravan|camper/i.test(words) || sold.has('caravan')) itemTypes.push('caravan')
    if (/motorcycle|motorbike/i.test(words) || sold.has('motorcycle')) itemTypes.push('motorcycle')
    const ruled = seed.site.stockRules?.carTypes
    const carTypes: CarType[] = ruled?.length
      ? CAR_TYPES.filter((type) => ruled.includes(type))
      : locations.some((l) => l.makes.length > 0)
        ? [...CAR_TYPES]
        : ['used']
    return { slug: seed.site.slug, locations, itemTypes, carTypes }
  })
}
