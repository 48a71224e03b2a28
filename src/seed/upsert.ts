import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { storedMatches } from './compare'

export type SeedReport = Record<string, { created: number; updated: number; unchanged: number }>

/**
 * Creates the document, updates it when the seed differs, or leaves it alone when it already matches.
 * Every write joins the caller's transaction (req), so a failing seed changes nothing.
 */
export async function upsert(
  payload: Payload,
  req: PayloadRequest,
  report: SeedReport,
  collection: CollectionSlug,
  where: Where,
  data: Record<string, unknown>,
  options: { draft?: boolean; createOnly?: Record<string, unknown> } = {},
): Promise<number> {
  const tally = (report[collection] ??= { created: 0, updated: 0, unchanged: 0 })
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, req, overrideAccess: true, draft: options.draft })
  const existing = docs[0] as Record<string, unknown> | undefined
  if (!existing) {
    const created = await payload.create({
      collection,
      data: { ...data, ...options.createOnly } as never,
      req,
      overrideAccess: true,
      context: { seeding: true },
    })
    tally.created += 1
    return created.id as number
  }
  if (storedMatches(data, existing)) {
    tally.unchanged += 1
    return existing.id as number
  }
  await payload.update({ collection, id: existing.id as number, data: data as never, req, overrideAccess: true, context: { seeding: true } })
  tally.updated += 1
  return existing.id as number
}
