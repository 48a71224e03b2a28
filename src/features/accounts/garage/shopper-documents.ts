import type { TypedCollectionSelect, Where } from 'payload'

import { getPayloadClient } from '@/platform/payload'
import type { ResolvedSite } from '@/platform/sites'

import type { Shopper } from '../customers'

type GarageCollection = 'leads' | 'reservations' | 'trade-in-valuations' | 'finance-applications'

/**
 * A garage section's documents: this account's on this site (and `only` those), newest first, matched
 * by the account, never by email. `select` names the fields the section shows: the garage cannot be
 * kept (it is one shopper's), and a read of every field builds and parses the collection's whole
 * query, a lead's about four times the cost of the few fields a line needs (issue 42).
 */
export async function shopperDocuments<C extends GarageCollection, S extends TypedCollectionSelect[C]>(
  collection: C,
  site: ResolvedSite,
  shopper: Shopper,
  { limit, select, only }: { limit: number; select: S; only?: Where },
) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find<C, S>({
    collection,
    where: { and: [{ customer: { equals: shopper.id } }, { site: { equals: site.id } }, ...(only ? [only] : [])] },
    select,
    sort: '-createdAt',
    limit,
    // A section lists at most `limit` documents and never pages: no count query beside the read.
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}
