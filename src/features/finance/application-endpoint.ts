import 'server-only'

import { isGated, shopperForRequest } from '@/features/accounts'
import { shopperFactsOf, type LeadEndpointDeps } from '@/features/leads'
import { databasePoolOf } from '@/platform/database'
import { privateJson, problem, rateLimited, readJsonBody, sameOriginRefusal } from '@/platform/site-api'

import { checkPreApproval } from './application-check'
import { preApprovalRequestSchema } from './application-request'
import { applyForPreApproval } from './apply-for-pre-approval'

export const FINANCE_APPLICATION_MESSAGES = {
  tooMany: 'Too many finance requests from this connection. Please wait a few minutes, or call us.',
  tooManyLeads: 'Too many requests from this connection. Please wait a few minutes, or call us.',
} as const

/**
 * POST /api/finance/pre-approval (issue 21): `{ step, carId?, lender?, answers, context }`. Leaving
 * any step but the last checks the answers so far (200, or 400 naming the first wrong step and its
 * fields); leaving the details step stores the application with its finance lead and answers 201 with
 * the signed application number and the answer's kind. Only from the site's own pages (403); rate
 * limited in the shared store (429), the application at the lead forms' limits.
 */
export async function financeApplicationResponse(request: Request, deps: LeadEndpointDeps & { now?: Date }): Promise<Response> {
  const { site } = deps
  if (!site) return problem(404, 'Site not found.')
  const refused = sameOriginRefusal(request) ?? (await rateLimited(request, 'financeApplicationStep', FINANCE_APPLICATION_MESSAGES.tooMany))
  if (refused) return refused
  const body = await readJsonBody(request, preApprovalRequestSchema)
  if ('response' in body) return body.response
  // The account is read only where it matters: the site's gate, and the application it goes with.
  const shopper = isGated(site, 'finance') || body.data.step === 'details' ? await shopperForRequest(request, site) : null
  if (isGated(site, 'finance') && !shopper) return problem(401, 'Please sign in to apply for finance.')
  if (body.data.step !== 'details') {
    const checked = await checkPreApproval(site, body.data, body.data.step)
    if (!checked.ok) return privateJson(checked, { status: checked.status })
    const loan = checked.checked.loan
    return privateJson({ ok: true, ...(loan ? { loan } : {}) }, { status: 200 })
  }
  const pool = databasePoolOf(deps.payload)
  const limited = (await rateLimited(request, 'leadCreate', FINANCE_APPLICATION_MESSAGES.tooManyLeads, { pool })) ?? (await rateLimited(request, 'leadSite', FINANCE_APPLICATION_MESSAGES.tooManyLeads, { key: site.slug, pool }))
  if (limited) return limited
  const result = await applyForPreApproval({ payload: deps.payload, now: deps.now }, site, body.data, shopperFactsOf(request, shopper?.id))
  if (!result.ok) return privateJson(result, { status: result.status })
  deps.afterResponse(() => deps.deliverSoon(result.leadId))
  return privateJson({ reference: result.reference, token: result.token, outcome: result.outcome }, { status: 201 })
}
