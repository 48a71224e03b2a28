import type { CollectionSlug, Where } from 'payload'

import { getPayloadClient } from '@/platform/payload'
import type { ResolvedSite } from '@/platform/sites'

import type { Shopper } from '../customers'

/** A garage section's documents: this account's on this site (and `only` those), newest first, matched by the account, never by email. */
export async function shopperDocuments<C extends 'leads' | 'reservations' | 'trade-in-valuations' | 'finance-applications'>(
  collection: C & CollectionSlug,
  site: ResolvedSite,
  shopper: Shopper,
  limit: number,
  only?: Where,
) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { and: [{ customer: { equals: shopper.id } }, { site: { equals: site.id } }, ...(only ? [only] : [])] },
    sort: '-createdAt',
    limit,
    // A section lists at most `limit` documents and never pages: no count query beside the read.
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}
