import type { PayloadRequest, Where } from 'payload'

import { normalizeRedirectPath, pagePath, redirectLoopProblem, redirectRuleOf, type RedirectRule, type StoredRedirect } from '@/domain/redirects'
import { relationId } from '@/platform/relation'

/**
 * The admin's check of a redirect being saved (the `from` field's validation): a loop with the site's
 * other redirects, or a redirect to its own address, is refused with a message saying so.
 */
export async function validateRedirect(data: Partial<StoredRedirect> & { site?: unknown }, req: PayloadRequest, id?: number | string): Promise<true | string> {
  const siteId = relationId(data.site as number | { id: number } | null | undefined)
  if (!data.from || siteId === null) return true
  const reference = relationId(data.to?.reference?.value)
  const slugs = new Map<number, string>()
  if (data.to?.type !== 'custom' && reference !== null) {
    const page = await req.payload.findByID({ collection: 'pages', id: reference, depth: 0, overrideAccess: true, req, disableErrors: true })
    if (page) slugs.set(reference, page.slug)
  }
  const rule = redirectRuleOf({ ...data, from: data.from }, slugs)
  if (!rule) return true
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { and: [{ site: { equals: siteId } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    depth: 1,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const others = (docs as unknown as StoredRedirect[]).map((doc) => redirectRuleOf(doc, slugs)).filter((other): other is RedirectRule => other !== null)
  if (others.some((other) => normalizeRedirectPath(other.from) === normalizeRedirectPath(rule.from)))
    return `This site already redirects ${normalizeRedirectPath(rule.from)}.`
  return redirectLoopProblem(rule, others) ?? true
}

/**
 * When a page is published at a new address, the address it was last published at redirects to it
 * (301) unless the editor unticked "Redirect the old address"; a redirect from the page's new address
 * is removed, since redirects answer before pages do.
 */
export async function redirectChangedPageAddress(args: {
  req: PayloadRequest
  doc: { id: number; slug: string; site?: unknown; _status?: string | null }
  previousSlug?: string | null
  wanted: boolean
}) {
  const { req, doc, previousSlug, wanted } = args
  const siteId = relationId(doc.site as number | { id: number } | null | undefined)
  if (doc._status !== 'published' || !previousSlug || previousSlug === doc.slug || siteId === null) return
  const inSite = (from: string): Where => ({ and: [{ site: { equals: siteId } }, { from: { equals: from } }] })
  await req.payload.delete({ collection: 'redirects', where: inSite(pagePath(doc.slug)), overrideAccess: true, req })
  const oldPath = pagePath(previousSlug)
  if (!wanted || (await req.payload.count({ collection: 'redirects', where: inSite(oldPath), overrideAccess: true, req })).totalDocs > 0) return
  await req.payload.create({
    collection: 'redirects',
    data: { site: siteId, from: oldPath, type: '301', to: { type: 'reference', reference: { relationTo: 'pages', value: doc.id } } },
    overrideAccess: true,
    req,
  })
}
