import 'server-only'

import type { Payload } from 'payload'

import { readBodyText } from '@/platform/request-body'
import { problem, rateLimited } from '@/platform/site-api'

import { PaymentSignatureError, type PaymentPort } from './payments/port'
import { recordOnlinePaymentPaid } from './online-payment'
import { recordDepositPaid } from './reservation-changes'

/** Stripe's events are a few kilobytes; anything much larger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024

/**
 * POST /api/payments/webhook (issue 19): the payment provider's signed events, the only thing that
 * marks an online deposit or online payment paid. A bad or missing signature is refused with 400 and changes nothing;
 * the same event delivered again is answered 200 and changes nothing more.
 */
export async function paymentWebhookResponse(
  request: Request,
  deps: { payload: Payload; payments: PaymentPort; deliverSoon: (leadId: number) => Promise<void> },
): Promise<Response> {
  const limited = await rateLimited(request, 'paymentWebhook', 'Too many webhook deliveries.')
  if (limited) return limited
  const body = await readBodyText(request, MAX_WEBHOOK_BYTES)
  if ('refusal' in body) return problem(body.refusal.status, body.refusal.message)
  let event
  try {
    event = deps.payments.readWebhook(body.text, request.headers.get('stripe-signature'))
  } catch (error) {
    if (error instanceof PaymentSignatureError) return problem(400, 'The webhook signature is not valid.')
    throw error
  }
  if (event.kind === 'ignored') return Response.json({ received: true, handled: false })
  const outcome =
    event.purpose.kind === 'reservation-deposit'
      ? await recordDepositPaid(deps, event.purpose.id, event.paymentReference)
      : await recordOnlinePaymentPaid(deps, event.purpose.id, event.paymentReference, event.amountCents)
  return Response.json({ received: true, handled: true, outcome })
}
