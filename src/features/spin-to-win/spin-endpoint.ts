import 'server-only'

import { z } from 'zod'

import { accountsEnabled, needsDetails, shopperForRequest } from '@/features/accounts'
import { shopperFactsOf, shopperLeadFields, type LeadEndpointDeps } from '@/features/leads'
import { databasePoolOf } from '@/platform/database'
import { getDealerships } from '@/platform/content'
import { privateJson, problem, rateLimited, readJsonBody, sameOriginRefusal } from '@/platform/site-api'

import { spinAnswer } from './spin-answer'
import { spinTheWheel } from './spin-store'

export const SPIN_MESSAGES = {
  tooMany: 'Too many spins from this connection. Please wait a few minutes.',
  signIn: 'Please sign in to spin the wheel.',
  details: 'Please add your name and mobile in your garage first, so we know who won.',
  notLive: 'This spin-to-win campaign has ended.',
  nothingLeft: 'Every prize in this campaign has been won. Thanks for playing!',
} as const

const spinRequestSchema = z.object({ campaignId: z.number().int().positive() }).strict()

/**
 * POST /api/spin-to-win (issue 22): `{ campaignId }` from a signed-in shopper on the site's own pages.
 * The server draws (the browser only shows where the wheel stops) and answers 201 with
 * `{ segmentIndex, prize: { label, description } | null, claimCode? }`; a shopper who has spun
 * before gets their first result with 200 and `alreadySpun: true`, never a second draw. 401 signed
 * out, 404 on a site without the feature or with an unknown campaign, 409 when it has ended or every
 * prize is won; rate limited in the shared store (429).
 */
export async function spinToWinResponse(request: Request, deps: LeadEndpointDeps & { now?: Date }): Promise<Response> {
  const { site } = deps
  if (!site || !site.featureSettings.spinToWin || !accountsEnabled(site)) return problem(404, 'Spin to win is not running on this site.')
  const refused = sameOriginRefusal(request) ?? (await rateLimited(request, 'spinToWin', SPIN_MESSAGES.tooMany, { pool: databasePoolOf(deps.payload) }))
  if (refused) return refused
  const body = await readJsonBody(request, spinRequestSchema)
  if ('response' in body) return body.response
  const shopper = await shopperForRequest(request, site)
  if (!shopper) return problem(401, SPIN_MESSAGES.signIn)
  if (needsDetails(shopper)) return problem(409, SPIN_MESSAGES.details)
  // A single-dealership site's winners reach its staff and CRM; a group's wait in Leads for the right team.
  const dealerships = await getDealerships(site.id)
  const outcome = await spinTheWheel(deps.payload, {
    siteId: site.id,
    campaignId: body.data.campaignId,
    shopper: {
      customerId: shopper.id,
      firstName: shopper.firstName!,
      lastName: shopper.lastName ?? null,
      email: shopper.email,
      phone: shopper.phone!,
      postcode: shopper.postcode ?? null,
    },
    lead: { ...shopperLeadFields(shopperFactsOf(request, shopper.id)), dealership: dealerships.length === 1 ? dealerships[0]!.id : undefined },
    now: deps.now,
  })
  if (!outcome.ok) return outcome.reason === 'not-live' ? problem(404, SPIN_MESSAGES.notLive) : problem(409, SPIN_MESSAGES.nothingLeft)
  const leadId = outcome.leadId
  if (leadId !== null) deps.afterResponse(() => deps.deliverSoon(leadId))
  return privateJson(spinAnswer(outcome.campaign, outcome.spin, outcome.alreadySpun), { status: outcome.alreadySpun ? 200 : 201 })
}
