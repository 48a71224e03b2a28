import 'server-only'

import type { z } from 'zod'

import { problem, rateLimited, readJsonBody, sameOriginRefusal, siteForRequest } from '@/platform/site-api'
import type { RateLimitName } from '@/platform/rate-limit'
import type { ResolvedSite } from '@/platform/sites'

import type { Shopper } from './customers'
import { accountsEnabled, shopperForRequest } from './shopper'

export const SIGNED_OUT_MESSAGE = 'Please sign in again.'

/** The site of an account request, or the 404 for a host of no site or a site without shopper accounts. */
export async function accountSite(request: Request): Promise<{ site: ResolvedSite } | { response: Response }> {
  const site = await siteForRequest(request)
  return site && accountsEnabled(site) ? { site } : { response: problem(404, 'Shopper accounts are not available on this site.') }
}

/**
 * A shopper's write, checked in this order: site with accounts (404), the site's own page (403),
 * the shared rate limit (429), the zod-checked JSON body (400/413/415), then, unless `signedOut`
 * is allowed, a signed-in shopper (401).
 */
export async function acceptAccountWrite<T extends z.ZodType>(
  request: Request,
  {
    schema,
    rateLimit,
    message = 'Too many requests from this connection. Please try again shortly.',
  }: { schema: T; rateLimit: RateLimitName; message?: string },
): Promise<{ site: ResolvedSite; shopper: Shopper | null; data: z.output<T> } | { response: Response }> {
  const found = await accountSite(request)
  if ('response' in found) return found
  const refused = sameOriginRefusal(request) ?? (await rateLimited(request, rateLimit, message))
  if (refused) return { response: refused }
  const body = await readJsonBody(request, schema)
  if ('response' in body) return body
  return { site: found.site, shopper: await shopperForRequest(request, found.site), data: body.data }
}

export const signedOut = (): Response => problem(401, SIGNED_OUT_MESSAGE)

export { privateJson } from '@/platform/site-api'
