import 'server-only'

import { takingStep } from '@/domain/checkout-steps'
import { isGated, shopperForRequest } from '@/features/accounts'
import { shopperFactsOf, type LeadEndpointDeps } from '@/features/leads'
import { stepFlowEndpoint, type StepFlowEndpoint } from '@/platform/step-flow-endpoint'

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
export const checkoutResponse: StepFlowEndpoint<CheckoutEndpointDeps> = stepFlowEndpoint({
  schema: checkoutRequestSchema,
  stepLimit: { name: 'checkoutStep', message: CHECKOUT_ENDPOINT_MESSAGES.tooMany },
  isLast: (body) => body.step === takingStep(body.journey),
  readShopper: shopperForRequest,
  signIn: { gated: (site) => isGated(site, 'checkout'), message: CHECKOUT_ENDPOINT_MESSAGES.signIn },
  check: async ({ site, body, deps }) => {
    const checked = await checkCheckout(site, body, body.step, deps.payments.provider !== 'pay-at-dealership')
    return checked.ok ? { ok: true } : checked
  },
  // Taking a car counts against the reservations' limit, not the lead forms'.
  lastLimits: [{ name: 'reservationCreate', message: CHECKOUT_ENDPOINT_MESSAGES.tooManyReservations }],
  act: async ({ request, site, body, deps, shopper }) => {
    // The same-origin check let only a request with a valid Origin this far.
    const origin = new URL(request.headers.get('origin')!).origin
    const result = await reserveCar({ payload: deps.payload, payments: deps.payments, origin }, site, body, shopperFactsOf(request, shopper?.id))
    if (!result.ok) return result
    const created = {
      reference: result.reference,
      token: result.token,
      expiresAt: result.expiresAt.toISOString(),
      confirmationHref: result.confirmationHref,
      next: result.next,
    }
    return { ok: true, leadId: result.leadId, created }
  },
})
