import { z } from 'zod'

import { catalogueMakeBySlug, type DemoStockLocation, type DemoStockSite } from './generate'

export { generateDemoStock, type DemoStockCar, type DemoStockLocation, type DemoStockOptions, type DemoStockSite } from './generate'
export { DEMO_IMAGE_VIEWS, demoImageSvg, demoImageUrl, parseDemoImageName } from './images'

/** Just the parts of a site seed (site-seeds/schema.ts) the demo stock needs. */
const seedShape = z.object({
  site: z.object({ slug: z.string(), name: z.string() }),
  dealerships: z.array(z.object({ slug: z.string(), name: z.string() })),
  locations: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      dealership: z.string(),
      locationType: z.string().optional(),
      locationSubtype: z.string().optional(),
      manufacturers: z.array(z.string()).optional(),
      address: z.object({ city: z.string(), state: z.string(), postcode: z.string() }),
    }),
  ),
})

/**
 * Which demo sites hold which stock where: every sales or used location holds stock; a location
 * sells new (and demo) cars of its manufacturers; a site that mentions caravans or motorcycles
 * stocks them too.
 */
export function demoStockSitesFromSeeds(seeds: unknown[]): DemoStockSite[] {
  return seeds.map((raw) => {
    const seed = seedShape.parse(raw)
    const dealershipNames = new Map(seed.dealerships.map((d) => [d.slug, d.name]))
    const stockLocations = seed.locations.filter((l) => !l.locationType || l.locationType === 'sales' || l.locationType === 'used')
    const locations: DemoStockLocation[] = stockLocations.map((l) => ({
      slug: l.slug,
      name: l.name,
      city: l.address.city,
      state: l.address.state,
      postcode: l.address.postcode,
      dealershipSlug: l.dealership,
      dealershipName: dealershipNames.get(l.dealership) ?? l.dealership,
      makes: (l.manufacturers ?? []).map((slug) => catalogueMakeBySlug.get(slug)?.name).filter((name): name is string => Boolean(name)),
    }))
    const words = [seed.site.name, ...seed.dealerships.map((d) => d.name), ...seed.locations.map((l) => `${l.name} ${l.locationSubtype ?? ''}`)].join(' ')
    const itemTypes: DemoStockSite['itemTypes'] = ['car']
    if (/caravan/i.test(words)) itemTypes.push('caravan')
    if (/motorcycle|motorbike/i.test(words)) itemTypes.push('motorcycle')
    const sellsNew = locations.some((l) => l.makes.length > 0)
    return { slug: seed.site.slug, locations, itemTypes, carTypes: sellsNew ? ['new', 'demo', 'used'] : ['used'] }
  })
}
