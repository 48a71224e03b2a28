import type { Payload, PayloadRequest, Where } from 'payload'

import { domainCandidates, domainKey } from '@/domain/site-host'

/**
 * The other site that already answers on this domain (with or without "www."), if any. A host must
 * lead to one site: with two, the site it shows is whichever the database happens to return first.
 * `thisSite` is left out by id (an admin save) or by slug (the seed, before the site exists).
 */
export async function otherSiteOnDomain(payload: Payload, domain: string, thisSite: { id?: number | string; slug?: string }, req?: Partial<PayloadRequest>) {
  const notThisSite: Where[] = []
  if (thisSite.id !== undefined) notThisSite.push({ id: { not_equals: thisSite.id } })
  if (thisSite.slug) notThisSite.push({ slug: { not_equals: thisSite.slug } })
  const { docs } = await payload.find({
    collection: 'sites',
    where: { and: [{ 'domains.domain': { in: domainCandidates(domainKey(domain)) } }, ...notThisSite] },
    select: { name: true, slug: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const holder = docs[0]
  return holder ? { name: holder.name, slug: holder.slug } : null
}
