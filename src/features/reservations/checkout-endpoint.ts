import 'server-only'


import { takingStep } from '@/domain/checkout-steps'
import { isGated, shopperForRequest } from '@/features/accounts'
import { shopperFactsOf, type LeadEndpointDeps } from '@/features/leads'
import { privateJson, problem, rateLimited, readJsonBody, sameOriginRefusal } from '@/platform/site-api'

import { checkCheckout } from './checkout-check'
import { checkoutRequestSchema } from './checkout-request'
import type { PaymentPort } from './payments/port'
import { reserveCar } from './reserve-car'

export const CHECKOUT_ENDPOINT_MESSAGES = {
  tooMany: 'Too many checkout requests from this connection. Please wait a few minutes, or call us.',
  tooManyReservations: 'Too many reservations from this connection. Please call us to reserve this car.',
  signIn: 'Please sign in to reserve or buy this car.',
} as const

export interface CheckoutEndpointDeps extends LeadEndpointDeps {
  payments: PaymentPort
}

/**
 * POST /api/checkout (issue 19): `{ car, journey, step, answers }`. Every step is checked on the
 * server (200 `{ ok }`, 400 with the step and field errors, 404, 409 when the car can no longer be
 * reserved); leaving the deposit step reserves the car, and a purchase's contract step buys it (201
 * with the reservation number, its confirmation link and what happens next: pay at the dealership,
 * or the payment page to go to).
 * Only from the site's own pages (403), rate limited in the shared store (429), behind sign-in where
 * the site gates checkout (401).
 */
export async function checkoutResponse(request: Request, deps: CheckoutEndpointDeps): Promise<Response> {
  const { site } = deps
  if (!site) return problem(404, 'Site not found.')
  const refused = sameOriginRefusal(request) ?? (await rateLimited(request, 'checkoutStep', CHECKOUT_ENDPOINT_MESSAGES.tooMany))
  if (refused) return refused
  const body = await readJsonBody(request, checkoutRequestSchema)
  if ('response' in body) return body.response
  // The session matters where the site gates checkout, and when the car is taken (the reservation belongs to the account).
  const gated = isGated(site, 'checkout')
  const taking = body.data.step === takingStep(body.data.journey)
  const shopper = gated || taking ? await shopperForRequest(request, site) : null
  if (!shopper && gated) return problem(401, CHECKOUT_ENDPOINT_MESSAGES.signIn)

  if (!taking) {
    const checked = await checkCheckout(site, body.data, body.data.step, deps.payments.provider !== 'pay-at-dealership')
    return checked.ok ? privateJson({ ok: true }, { status: 200 }) : privateJson(checked, { status: checked.status })
  }
  const limited = await rateLimited(request, 'reservationCreate', CHECKOUT_ENDPOINT_MESSAGES.tooManyReservations)
  if (limited) return limited
  const origin = new URL(request.headers.get('origin')!).origin
  const result = await reserveCar({ payload: deps.payload, payments: deps.payments, origin }, site, body.data, shopperFactsOf(request, shopper?.id))
  if (!result.ok) return privateJson(result, { status: result.status })
  deps.afterResponse(() => deps.deliverSoon(result.leadId))
  return privateJson({ reference: result.reference, token: result.token, expiresAt: result.expiresAt.toISOString(), confirmationHref: result.confirmationHref, next: result.next }, { status: 201 })
}
