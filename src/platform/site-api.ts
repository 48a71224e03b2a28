import type { Pool } from 'pg'
import type { z } from 'zod'

import { nulTextPath, TEXT_MESSAGES } from '@/domain/text'
import { getPayloadClient } from '@/platform/payload'
import { getSiteForHost, type ResolvedSite } from '@/platform/sites'

import { databasePoolOf } from './database'
import { requestHost, requestSiteHost } from './request-host'
import { clientKeyFromHeaders, consumeRateLimit, type RateLimitName } from './rate-limit'
import { readBodyText } from './request-body'

/**
 * Shared plumbing for the shopper-facing JSON endpoints under /api that belong to one site (vehicle
 * page views, phone reveals, quotes...): the site from the Host header (the same rule as pages),
 * errors as `{ message, status }`, zod-checked bodies and shared rate limits.
 */
export const problem = (status: number, message: string, headers?: HeadersInit): Response => Response.json({ message, status }, { status, headers })

/** JSON that must never be cached (it is one shopper's, or one step of theirs). */
export const privateJson = (body: unknown, init: ResponseInit = {}): Response => {
  const response = Response.json(body, init)
  response.headers.set('cache-control', 'private, no-store')
  return response
}

export async function siteForRequest(request: Request): Promise<ResolvedSite | null> {
  return getSiteForHost(requestSiteHost(request.headers))
}

export async function databasePool(): Promise<Pool> {
  return databasePoolOf(await getPayloadClient())
}

/**
 * A 429 response when the caller (or `key`, e.g. a whole site) is over the limit, else null. Counted
 * in `pool` (every app server's pool sees the same counts), by default this server's.
 */
export async function rateLimited(
  request: Request,
  name: RateLimitName,
  message: string,
  { key = clientKeyFromHeaders(request.headers), pool }: { key?: string; pool?: Pool } = {},
): Promise<Response | null> {
  const verdict = await consumeRateLimit(pool ?? (await databasePool()), name, key)
  return verdict.allowed ? null : problem(429, message, { 'retry-after': String(verdict.retryAfterSeconds) })
}

const MAX_JSON_BODY_BYTES = 16 * 1024

/**
 * The request's JSON body checked against `schema`, or the 400/413/415 response to send instead.
 * `beacon`: the body may also come as text/plain, which is how navigator.sendBeacon sends a string.
 */
export async function readJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  { beacon = false }: { beacon?: boolean } = {},
): Promise<{ data: z.output<T> } | { response: Response }> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!(/^application\/json\b/i.test(contentType) || (beacon && /^text\/plain\b/i.test(contentType))))
    return { response: problem(415, beacon ? 'Send the request as application/json or text/plain.' : 'Send the request as application/json.') }
  const body = await readBodyText(request, MAX_JSON_BODY_BYTES)
  if ('refusal' in body) return { response: problem(body.refusal.status, body.refusal.message) }
  let json: unknown
  try {
    json = JSON.parse(body.text)
  } catch {
    return { response: problem(400, 'The request body is not valid JSON.') }
  }
  // Fields kept as z.unknown() (answers, details) are stored as jsonb, which refuses NUL (issue 38 item 5).
  const nul = nulTextPath(json)
  if (nul !== null) return { response: problem(400, `${nul}: ${TEXT_MESSAGES.controls}`) }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { response: problem(400, issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid request.') }
  }
  return { data: parsed.data }
}

/**
 * A shopper's write to a site's endpoint, checked in the order every such endpoint answers: 404 when
 * the host belongs to no site, 429 over the shared rate limit, then the zod-checked JSON body.
 */
export async function acceptSiteWrite<S, T extends z.ZodType>(
  request: Request,
  { site, rateLimit, schema }: { site: S | null; rateLimit: { name: RateLimitName; message: string }; schema: T },
): Promise<{ site: S; data: z.output<T> } | { response: Response }> {
  if (site === null) return { response: problem(404, 'Site not found.') }
  const limited = await rateLimited(request, rateLimit.name, rateLimit.message)
  if (limited) return { response: limited }
  const body = await readJsonBody(request, schema)
  return 'response' in body ? body : { site, data: body.data }
}

/**
 * A state-changing request from this site's own pages: the browser's Origin names the host the
 * request came to. Refuses cross-site form posts and scripts (CSRF) even where SameSite cookies
 * would not, e.g. another subdomain of the same registrable domain.
 */
export function sameOriginRefusal(request: Request): Response | null {
  const origin = request.headers.get('origin')
  let host: string | null = null
  try {
    host = origin ? new URL(origin).host : null
  } catch {
    host = null
  }
  return host !== null && host === requestHost(request.headers) ? null : problem(403, "This request must come from the site's own pages.")
}
