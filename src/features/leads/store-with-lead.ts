import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type RequiredDataFromCollectionSlug,
} from 'payload'

import { isPayloadValidationError } from '@/platform/error-code'
import { spokenReference } from '@/platform/secrets'

export interface RecordWithLead<Slug extends CollectionSlug> {
  collection: Slug
  siteId: number
  /** The reference's prefix, e.g. V for a valuation (V-7KQ2M9X). */
  referencePrefix: string
  /** The record without its site, reference and lead (added here). */
  record: Omit<RequiredDataFromCollectionSlug<Slug>, 'site' | 'reference' | 'lead'>
  /** The record's lead for its reference, without its site (added here). */
  lead: (reference: string) => Omit<RequiredDataFromCollectionSlug<'leads'>, 'site'>
}

/**
 * A shopper's record (a trade-in valuation, a finance application) and its lead, with the lead's
 * queued deliveries (the outbox), committed together: the dealer hears of every one, and there is
 * never a lead without its record. The record's `reference` must be its only unique field.
 */
export async function storeWithLead<Slug extends CollectionSlug>(
  payload: Payload,
  input: RecordWithLead<Slug>,
): Promise<{ id: number; reference: string; leadId: number }> {
  for (let attempt = 0; ; attempt++) {
    const reference = spokenReference(input.referencePrefix)
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const lead = await payload.create({ collection: 'leads', overrideAccess: true, req, data: { ...input.lead(reference), site: input.siteId } })
      const data = { ...input.record, site: input.siteId, reference, lead: lead.id } as unknown as RequiredDataFromCollectionSlug<Slug>
      const stored = (await payload.create({ collection: input.collection, overrideAccess: true, req, data } as Parameters<Payload['create']>[0])) as {
        id: number
      }
      await commitTransaction(req)
      return { id: stored.id, reference, leadId: lead.id }
    } catch (error) {
      await killTransaction(req)
      // A reference drawn twice (one in a billion) fails its unique index: draw another.
      if (!isPayloadValidationError(error) || attempt >= 2) throw error
    }
  }
}
