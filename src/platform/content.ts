import 'server-only'

import { cache } from 'react'

import type { LegalTextKind } from './options'
import { contentCacheKeys } from './cache-keys'
import { cachedContent } from './content-cache'
import { getPayloadClient } from './payload'

/**
 * Server-side getters for a site's CMS content. Each takes the resolved site id, reads published
 * content only, and is de-duplicated within one request.
 */
export const getPublishedPage = cache((siteId: number, slug: string) =>
  cachedContent(contentCacheKeys.page(siteId, slug), async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: siteId } }, { slug: { equals: slug } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 2,
    })
    return docs[0] ?? null
  }),
)

export const getMenu = cache((siteId: number, placement: 'header' | 'footer') =>
  cachedContent(contentCacheKeys.menu(siteId, placement), async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'menus',
      where: { and: [{ site: { equals: siteId } }, { placement: { equals: placement } }] },
      limit: 1,
      depth: 0,
    })
    return docs[0]?.items ?? []
  }),
)

export const getLegalText = cache((siteId: number, kind: LegalTextKind) =>
  cachedContent(contentCacheKeys.legalText(siteId, kind), async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'legal-texts',
      where: { and: [{ site: { equals: siteId } }, { kind: { equals: kind } }] },
      limit: 1,
    })
    return docs[0] ?? null
  }),
)

export const getVisibleLocations = cache((siteId: number, dealershipId?: number) =>
  cachedContent(contentCacheKeys.locations(siteId, dealershipId), async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'locations',
      where: {
        and: [{ site: { equals: siteId } }, { visible: { equals: true } }, ...(dealershipId ? [{ dealership: { equals: dealershipId } }] : [])],
      },
      sort: 'name',
      limit: 200,
      depth: 1,
    })
    return docs
  }),
)

export const getPromos = cache((siteId: number) =>
  cachedContent(contentCacheKeys.promos(siteId), async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'promos',
      where: { site: { equals: siteId } },
      sort: '-start',
      limit: 50,
      depth: 1,
    })
    return docs
  }),
)

export const getDealerships = cache((siteId: number) =>
  cachedContent(contentCacheKeys.dealerships(siteId), async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'dealerships', where: { site: { equals: siteId } }, sort: 'name', limit: 200, depth: 0 })
    return docs
  }),
)
