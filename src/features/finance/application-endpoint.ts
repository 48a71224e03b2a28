import 'server-only'

import { isGated, shopperForRequest } from '@/features/accounts'
import { shopperFactsOf, type LeadEndpointDeps } from '@/features/leads'
import { LEAD_LIMITS, stepFlowEndpoint, type StepFlowEndpoint } from '@/platform/step-flow-endpoint'

import { checkPreApproval } from './application-check'
import { preApprovalRequestSchema } from './application-request'
import { applyForPreApproval } from './apply-for-pre-approval'

export const FINANCE_APPLICATION_MESSAGES = {
  tooMany: 'Too many finance requests from this connection. Please wait a few minutes, or call us.',
  signIn: 'Please sign in to apply for finance.',
} as const

/**
 * POST /api/finance/pre-approval (issue 21): `{ step, carId?, lender?, answers, context }`. Leaving
 * any step but the last checks the answers so far (200, or 400 naming the first wrong step and its
 * fields); leaving the details step stores the application with its finance lead and answers 201 with
 * the signed application number and the answer's kind. Only from the site's own pages (403); rate
 * limited in the shared store (429), the application at the lead forms' limits.
 */
export const financeApplicationResponse: StepFlowEndpoint<LeadEndpointDeps & { now?: Date }> = stepFlowEndpoint({
  schema: preApprovalRequestSchema,
  stepLimit: { name: 'financeApplicationStep', message: FINANCE_APPLICATION_MESSAGES.tooMany },
  isLast: (body) => body.step === 'details',
  readShopper: shopperForRequest,
  signIn: { gated: (site) => isGated(site, 'finance'), message: FINANCE_APPLICATION_MESSAGES.signIn },
  check: async ({ site, body }) => {
    const checked = await checkPreApproval(site, body, body.step)
    if (!checked.ok) return checked
    const { loan } = checked.checked
    return { ok: true, ...(loan ? { loan } : {}) }
  },
  lastLimits: LEAD_LIMITS,
  act: async ({ request, site, body, deps, shopper }) => {
    const result = await applyForPreApproval({ payload: deps.payload, now: deps.now }, site, body, shopperFactsOf(request, shopper?.id))
    if (!result.ok) return result
    return { ok: true, leadId: result.leadId, created: { reference: result.reference, token: result.token, outcome: result.outcome } }
  },
})
