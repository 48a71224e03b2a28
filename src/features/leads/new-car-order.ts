import 'server-only'

import type { RangeModel } from '@/domain/new-car-order'
import { getPayloadClient } from '@/platform/payload'

/** A model of the site's new-car range (the Models collection) by its slug, with its make; null when the site has none by that slug. */
export async function findRangeModel(siteId: number, slug: string): Promise<(RangeModel & { manufacturerId: number }) | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'models',
    where: { and: [{ site: { equals: siteId } }, { slug: { equals: slug } }] },
    select: { name: true, slug: true, manufacturer: true, variants: true },
    limit: 1,
    depth: 1,
  })
  const model = docs[0]
  const make = model && typeof model.manufacturer === 'object' ? model.manufacturer : null
  if (!model || !make) return null
  return { slug: model.slug, name: model.name, make: make.name, manufacturerId: make.id, variants: model.variants ?? [] }
}
