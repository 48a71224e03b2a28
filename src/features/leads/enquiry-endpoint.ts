import 'server-only'

import type { Pool } from 'pg'
import type { Payload } from 'payload'

import type { ResolvedSite } from '@/platform/sites'
import { problem, rateLimited, readJsonBody } from '@/platform/site-api'

import { enquiryEnvelopeSchema } from './enquiry-envelope'
import { submitEnquiry } from './submit-enquiry'

export const ENQUIRY_LIMIT_MESSAGES = {
  client: 'Too many enquiries from this connection. Please try again shortly, or call us.',
  site: 'This site is receiving too many enquiries right now. Please try again in a few minutes, or call us.',
} as const

/** What every endpoint that makes a lead is given: the site, Payload, and the lead's first delivery attempt. */
export interface LeadEndpointDeps {
  site: ResolvedSite | null
  payload: Payload
  /** Runs the first delivery attempt once the response is on its way (Next's after()). */
  afterResponse: (task: () => Promise<void>) => void
  deliverSoon: (leadId: number) => Promise<void>
}

export interface EnquiryEndpointDeps extends LeadEndpointDeps {
  /** The PostgreSQL pool the rate limits count in: every app server's pool sees the same counts. */
  pool: Pool
  /** The signed-in shopper's account, if any (read by the route from the session cookie). */
  customerId?: (request: Request, site: ResolvedSite) => Promise<number | null>
  now?: () => Date
}

/**
 * POST /api/enquiries: every lead form (spec §3 "Forms", §7). Body `{ form, answers, context }`
 * (src/features/leads/enquiry-envelope.ts), `context.formToken` from GET /api/form-token (src/features/leads/form-token.ts).
 * 201 `{ lead_id }` once the lead and its deliveries are committed; 400 `{ message, errors: [{ field,
 * message }] }` (with `code: 'form-token-…'` when the form token was refused: missing, malformed,
 * forged, another site's, too young or stale), 404 unknown site or location, 409 a test-drive time
 * just taken, 413/415 wrong body, 429 over the limit (per connection, and per site, shared by all servers).
 */
export async function enquiryResponse(request: Request, deps: EnquiryEndpointDeps): Promise<Response> {
  const { site, pool } = deps
  if (!site) return problem(404, 'Site not found.')
  const over =
    (await rateLimited(request, 'leadCreate', ENQUIRY_LIMIT_MESSAGES.client, { pool })) ??
    (await rateLimited(request, 'leadSite', ENQUIRY_LIMIT_MESSAGES.site, { key: site.slug, pool }))
  if (over) return over
  const body = await readJsonBody(request, enquiryEnvelopeSchema)
  if ('response' in body) return body.response
  const result = await submitEnquiry({ payload: deps.payload, now: deps.now }, site, body.data, {
    userAgent: request.headers.get('user-agent'),
    customerId: (await deps.customerId?.(request, site)) ?? null,
  })
  if (!result.ok)
    return Response.json(
      { message: result.message, status: result.status, errors: result.errors ?? [], ...(result.code ? { code: result.code } : {}) },
      { status: result.status },
    )
  // Stored: delivery happens after the response, and every server's outbox sweep retries what is left.
  deps.afterResponse(() => deps.deliverSoon(result.leadId))
  return Response.json({ lead_id: result.leadId }, { status: 201 })
}
