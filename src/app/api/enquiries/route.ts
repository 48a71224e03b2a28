import { after } from 'next/server'

import { getPayloadClient } from '@/data/payload'
import { enquiryEnvelopeSchema } from '@/leads/lead-forms'
import { deliverLeadSoon } from '@/leads/outbox-runner'
import { submitEnquiry } from '@/leads/submit-enquiry'
import { problem, rateLimited, readJsonBody, siteForRequest } from '@/server/site-api'

export const dynamic = 'force-dynamic'

const TOO_MANY = 'Too many enquiries from this connection. Please try again shortly, or call us.'

/**
 * POST /api/enquiries: every lead form (spec §3 "Forms", §7). Body `{ form, answers, context }`
 * (src/leads/lead-forms.ts). 201 `{ lead_id }` once the lead and its deliveries are committed;
 * 400 with `{ message, errors: [{ field, message }] }`, 404 unknown site or location, 409 a test-drive
 * time just taken, 413/415 wrong body, 429 over the limit (per connection and per site).
 */
export async function POST(request: Request): Promise<Response> {
  const site = await siteForRequest(request)
  if (!site) return problem(404, 'Site not found.')
  const limited = (await rateLimited(request, 'leadCreate', TOO_MANY)) ?? (await rateLimited(request, 'leadSite', 'This site is receiving too many enquiries right now. Please try again in a few minutes, or call us.', site.slug))
  if (limited) return limited
  const body = await readJsonBody(request, enquiryEnvelopeSchema)
  if ('response' in body) return body.response
  const result = await submitEnquiry({ payload: await getPayloadClient() }, site, body.data, { userAgent: request.headers.get('user-agent') })
  if (!result.ok) return Response.json({ message: result.message, status: result.status, errors: result.errors ?? [] }, { status: result.status })
  // The lead is stored: delivery happens after the response, and the outbox sweep retries anything left.
  after(() => deliverLeadSoon(result.leadId))
  return Response.json({ lead_id: result.leadId }, { status: 201 })
}
