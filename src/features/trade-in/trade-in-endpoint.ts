import 'server-only'

import { z } from 'zod'

import { TRADE_IN_LINK_PURPOSE } from '@/domain/trade-in'
import { shopperForRequest } from '@/features/accounts'
import { shopperFactsOf, type LeadEndpointDeps } from '@/features/leads'
import { historyCatalogue } from '@/features/search'
import { databasePoolOf } from '@/platform/database'
import { verifySignedValue } from '@/platform/secrets'
import { privateJson, problem, rateLimited, readJsonBody, sameOriginRefusal } from '@/platform/site-api'
import { LEAD_LIMITS, stepFlowEndpoint, type StepFlowEndpoint } from '@/platform/step-flow-endpoint'
import type { ResolvedSite } from '@/platform/sites'

import type { TradeInPorts } from './ports-from-env'
import { checkTradeIn } from './trade-in-check'
import { tradeInAcceptSchema, tradeInRequestSchema } from './trade-in-request'
import { tradeInSiteSettings } from './trade-in-settings'
import { acceptTradeInOffer, claimTradeInValuation } from './valuation-store'
import { valueTradeIn } from './value-trade-in'
import { plainText } from '@/domain/text'

export const TRADE_IN_ENDPOINT_MESSAGES = {
  tooMany: 'Too many trade-in requests from this connection. Please wait a few minutes, or call us.',
  unknownValuation: 'We could not find this valuation. Please start again.',
  expired: 'This offer has expired. Value your car again for an up-to-date offer.',
  noOffer: 'There is no online offer to accept: a valuer will call you.',
  signIn: 'Please sign in to save this valuation to your account.',
} as const

export interface TradeInEndpointDeps extends LeadEndpointDeps {
  ports: TradeInPorts
  now?: Date
}

/**
 * POST /api/trade-in (issue 20): `{ step, carId?, answers, context }`. Leaving the car step looks the
 * plate up (200 with the car; 400 with `unknownPlate` when no source knows it, so the page offers the
 * pick list); leaving the condition step checks the km and answers; leaving the details step stores
 * the lead and the valuation (201 with the signed valuation number). Only from the site's own pages
 * (403); rate limited in the shared store (429), the lead at the lead forms' limits. No site gates it.
 */
export const tradeInResponse: StepFlowEndpoint<TradeInEndpointDeps> = stepFlowEndpoint({
  schema: tradeInRequestSchema,
  stepLimit: { name: 'tradeInStep', message: TRADE_IN_ENDPOINT_MESSAGES.tooMany },
  isLast: (body) => body.step === 'details',
  readShopper: shopperForRequest,
  check: async ({ site, body, deps }) => {
    const checked = await checkTradeIn(site, body, body.step, deps.ports.regoLookup)
    if (!checked.ok) return checked
    const car = checked.checked.car?.identified
    return { ok: true, ...(car ? { car: { year: car.year, make: car.make, model: car.model, badge: car.badge, source: car.source } } : {}) }
  },
  lastLimits: LEAD_LIMITS,
  act: async ({ request, site, body, deps, shopper }) => {
    const result = await valueTradeIn({ payload: deps.payload, ports: deps.ports, now: deps.now }, site, body, shopperFactsOf(request, shopper?.id))
    if (!result.ok) return result
    return {
      ok: true,
      leadId: result.leadId,
      created: { reference: result.reference, token: result.token, outcome: result.outcome, carName: result.carName, offer: result.offer },
    }
  },
})

/** The valuation a signed link names, on this site; null for a forged or foreign one. */
async function signedValuation(pool: ReturnType<typeof databasePoolOf>, site: ResolvedSite, signed: string): Promise<string | null> {
  const reference = verifySignedValue(TRADE_IN_LINK_PURPOSE, signed)
  if (!reference) return null
  const { rowCount } = await pool.query('SELECT 1 FROM trade_in_valuations WHERE reference = $1 AND site_id = $2', [reference, site.id])
  return rowCount ? reference : null
}

/**
 * POST /api/trade-in/accept `{ valuation }` (the signed number): accepts the offer once (a second press
 * answers the same), records offer_accepted on the lead and queues the dealer's deliveries again.
 * 404 unknown, 410 expired, 409 when there was no online offer.
 */
export async function acceptTradeInResponse(request: Request, deps: TradeInEndpointDeps): Promise<Response> {
  const { site } = deps
  if (!site) return problem(404, 'Site not found.')
  const refused = sameOriginRefusal(request) ?? (await rateLimited(request, 'tradeInStep', TRADE_IN_ENDPOINT_MESSAGES.tooMany))
  if (refused) return refused
  const body = await readJsonBody(request, tradeInAcceptSchema)
  if ('response' in body) return body.response
  const pool = databasePoolOf(deps.payload)
  const reference = await signedValuation(pool, site, body.data.valuation)
  if (!reference) return problem(404, TRADE_IN_ENDPOINT_MESSAGES.unknownValuation)
  const accepted = await acceptTradeInOffer(pool, reference, deps.now)
  if (!accepted.ok) {
    if (accepted.reason === 'unknown') return problem(404, TRADE_IN_ENDPOINT_MESSAGES.unknownValuation)
    return problem(
      accepted.reason === 'expired' ? 410 : 409,
      accepted.reason === 'expired' ? TRADE_IN_ENDPOINT_MESSAGES.expired : TRADE_IN_ENDPOINT_MESSAGES.noOffer,
    )
  }
  if (!accepted.already) deps.afterResponse(() => deps.deliverSoon(accepted.leadId))
  return privateJson({ ok: true, reference }, { status: 200 })
}

const catalogueQuerySchema = z.object({
  year: z.coerce.number().int().min(1950).max(2100).optional(),
  make: plainText().trim().min(1).max(60).optional(),
  model: plainText().trim().min(1).max(80).optional(),
})

/**
 * GET /api/trade-in/catalogue?make=&model=&year= (issue 20): the pick list for a plate no source
 * knows: makes (the manufacturers and every make in stock history), then the make's models on sale in
 * the year, then the model's badges, from cars the platform has had in stock. Never an invented car.
 */
export async function tradeInCatalogueResponse(request: Request, deps: Pick<TradeInEndpointDeps, 'site' | 'payload'>): Promise<Response> {
  if (!deps.site) return problem(404, 'Site not found.')
  const limited = await rateLimited(request, 'tradeInStep', TRADE_IN_ENDPOINT_MESSAGES.tooMany)
  if (limited) return limited
  const parsed = catalogueQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return problem(400, 'Choose a year, make and model from the lists.')
  const query = parsed.data
  const pool = databasePoolOf(deps.payload)
  let values = await historyCatalogue(pool, query)
  if (!query.make) {
    const { docs } = await deps.payload.find({
      collection: 'manufacturers',
      select: { name: true },
      limit: 500,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const byKey = new Map([...docs.map((doc) => doc.name), ...values].map((name) => [name.toLowerCase(), name]))
    values = [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en-AU'))
  }
  const response = Response.json({ values })
  response.headers.set('cache-control', 'public, max-age=300')
  return response
}

const miscellaneousSchema = z.object({
  column_name: z.literal('valuation', 'Only column_name "valuation" is accepted.'),
  valuation: plainText().trim().min(1).max(120),
})

/**
 * POST /api/miscellaneous `{ column_name: "valuation", valuation }` (spec §7): on a site that sets
 * Trade-in → valuationToAccount, a signed-in shopper's valuation (its signed number) is saved to their
 * account, so it appears in My garage. 404 on other sites; 401 signed out.
 */
export async function miscellaneousResponse(request: Request, deps: Pick<TradeInEndpointDeps, 'site' | 'payload'>): Promise<Response> {
  const { site } = deps
  if (!site || !tradeInSiteSettings(site).valuationToAccount) return problem(404, 'Not found.')
  const refused = sameOriginRefusal(request) ?? (await rateLimited(request, 'shopperWrite', TRADE_IN_ENDPOINT_MESSAGES.tooMany))
  if (refused) return refused
  const body = await readJsonBody(request, miscellaneousSchema)
  if ('response' in body) return body.response
  const shopper = await shopperForRequest(request, site)
  if (!shopper) return problem(401, TRADE_IN_ENDPOINT_MESSAGES.signIn)
  const pool = databasePoolOf(deps.payload)
  const reference = await signedValuation(pool, site, body.data.valuation)
  if (!reference || !(await claimTradeInValuation(pool, reference, site.id, shopper.id))) return problem(404, TRADE_IN_ENDPOINT_MESSAGES.unknownValuation)
  return privateJson({ ok: true, column_name: 'valuation', reference }, { status: 200 })
}
