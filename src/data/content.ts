import 'server-only'

import { cache } from 'react'

import type { LegalTextKind } from '../config/options'
import { getPayloadClient } from './payload'

/**
 * Server-side getters for a site's CMS content. Each takes the resolved site id, reads published
 * content only, and is de-duplicated within one request.
 */
export const getPublishedPage = cache(async (siteId: number, slug: string) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: siteId } }, { slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 2,
  })
  return docs[0] ?? null
})

export const getMenu = cache(async (siteId: number, placement: 'header' | 'footer') => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'menus',
    where: { and: [{ site: { equals: siteId } }, { placement: { equals: placement } }] },
    limit: 1,
    depth: 0,
  })
  return docs[0]?.items ?? []
})

export const getLegalText = cache(async (siteId: number, kind: LegalTextKind) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'legal-texts',
    where: { and: [{ site: { equals: siteId } }, { kind: { equals: kind } }] },
    limit: 1,
  })
  return docs[0] ?? null
})

export const getVisibleLocations = cache(async (siteId: number, dealershipId?: number) => {
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
})

export const getPromos = cache(async (siteId: number) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'promos',
    where: { site: { equals: siteId } },
    sort: '-start',
    limit: 50,
    depth: 1,
  })
  return docs
})

export const getDealerships = cache(async (siteId: number) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'dealerships', where: { site: { equals: siteId } }, sort: 'name', limit: 200, depth: 0 })
  return docs
})
