import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { isGated, shopperForRequest } from '@/features/accounts'
import { databasePoolOf } from '@/platform/database'
import { problem, rateLimited, readJsonBody, sameOriginRefusal } from '@/platform/site-api'
import type { ResolvedSite } from '@/platform/sites'

import { checkoutSettings } from './checkout-settings'
import type { PaymentPort, PaymentStart } from './payments/port'

export const ONLINE_PAYMENT_MESSAGES = {
  off: 'Online payment is not offered on this site.',
  notFound: 'We could not find an amount to pay with that reference and email. Check both against your invoice, or call us.',
  cancelled: 'This amount is no longer payable online. Please call us.',
  tooMany: 'Too many tries from this connection. Please wait a few minutes, or call us.',
  signIn: 'Please sign in to pay online.',
} as const

const requestSchema = z.object({
  reference: z
    .string('Please enter the reference on your invoice or order.')
    .trim()
    .min(1, 'Please enter the reference on your invoice or order.')
    .max(40, 'That reference is too long.'),
  email: z
    .string('Please enter the email address the invoice was sent to.')
    .trim()
    .max(200)
    .pipe(z.email('Please enter the email address the invoice was sent to.')),
  /** False: just find the amount; true: start paying it. */
  pay: z.boolean().default(false),
})

interface PaymentRequestRow {
  id: number
  reference: string
  kind: string
  description: string
  amount_cents: string
  email: string
  status: 'awaiting-payment' | 'paid' | 'cancelled'
}

/** A payment session stays open up to an hour; keys and expiry are fixed per half hour, so a second click replays the same call. */
const SESSION_BUCKET_MS = 30 * 60_000

/**
 * POST /api/online-payment (issue 19 "Online payment"): `{ reference, email, pay }`. Finds the amount
 * the dealership issued under that reference for that email (404 with one message whichever is wrong,
 * so it tells a guesser nothing), and with `pay` starts the payment through the payments port: the
 * provider's page, or, without online payments, the plain way to pay. Only the provider's signed
 * webhook marks it paid.
 */
export async function onlinePaymentResponse(
  request: Request,
  deps: { site: ResolvedSite | null; payload: Payload; payments: PaymentPort; now?: Date },
): Promise<Response> {
  const { site } = deps
  if (!site || !checkoutSettings(site).onlinePayment) return problem(404, ONLINE_PAYMENT_MESSAGES.off)
  const refused = sameOriginRefusal(request) ?? (await rateLimited(request, 'onlinePayment', ONLINE_PAYMENT_MESSAGES.tooMany))
  if (refused) return refused
  const body = await readJsonBody(request, requestSchema)
  if ('response' in body) return body.response
  if (isGated(site, 'onlinePayment') && !(await shopperForRequest(request, site))) return problem(401, ONLINE_PAYMENT_MESSAGES.signIn)

  const pool = databasePoolOf(deps.payload)
  const { rows } = await pool.query<PaymentRequestRow>(
    'SELECT id, reference, kind, description, amount_cents, email, status FROM payment_requests WHERE site_id = $1 AND lower(reference) = lower($2) AND lower(email) = lower($3)',
    [site.id, body.data.reference, body.data.email],
  )
  const found = rows[0]
  if (!found) return problem(404, ONLINE_PAYMENT_MESSAGES.notFound)
  const amountCents = Number(found.amount_cents)
  const summary = {
    reference: found.reference,
    kind: found.kind,
    description: found.description,
    amountCents,
    status: found.status,
    provider: deps.payments.provider,
  }
  if (!body.data.pay || found.status !== 'awaiting-payment') return Response.json(summary, { headers: { 'cache-control': 'private, no-store' } })

  let next: PaymentStart = { kind: 'pay-at-dealership' }
  if (deps.payments.provider !== 'pay-at-dealership') {
    const bucket = Math.floor((deps.now ?? new Date()).getTime() / SESSION_BUCKET_MS)
    const origin = new URL(request.headers.get('origin')!).origin
    try {
      next = await deps.payments.startPayment({
        purpose: { kind: 'online-payment', id: found.id },
        amountCents,
        description: `${found.description} (${found.reference})`,
        customerEmail: found.email,
        successUrl: `${origin}/online-payment?paid=${encodeURIComponent(found.reference)}`,
        cancelUrl: `${origin}/online-payment`,
        expiresAt: new Date((bucket + 1) * SESSION_BUCKET_MS + 32 * 60_000),
        idempotencyKey: `online-payment-${found.id}-${amountCents}-${bucket}`,
      })
      if (next.kind === 'redirect') await pool.query('UPDATE payment_requests SET provider_reference = $2 WHERE id = $1', [found.id, next.providerReference])
    } catch (error) {
      console.error(`[online-payment] starting the payment of ${found.reference} failed`, error)
      return problem(502, 'We could not open the payment page just now. Please try again in a minute, or call us.')
    }
  }
  return Response.json({ ...summary, next }, { headers: { 'cache-control': 'private, no-store' } })
}

/** The provider reports an online payment paid: marked once however often it arrives; a payment for a cancelled amount is given back. */
export async function recordOnlinePaymentPaid(
  deps: { payload: Payload; payments: PaymentPort; now?: Date },
  id: number,
  paymentReference: string,
  amountCents: number,
): Promise<'paid' | 'already-paid' | 'refunded' | 'unknown'> {
  const pool = databasePoolOf(deps.payload)
  const now = deps.now ?? new Date()
  const { rowCount } = await pool.query(
    "UPDATE payment_requests SET status = 'paid', paid_at = $2, payment_reference = $3, updated_at = $2 WHERE id = $1 AND status = 'awaiting-payment'",
    [id, now, paymentReference],
  )
  if (rowCount) return 'paid'
  const { rows } = await pool.query<{ status: string; payment_reference: string | null }>(
    'SELECT status, payment_reference FROM payment_requests WHERE id = $1',
    [id],
  )
  if (!rows[0]) return 'unknown'
  if (rows[0].status === 'paid') return 'already-paid'
  await deps.payments.refund({ paymentReference, amountCents, idempotencyKey: `online-payment-${id}-late-refund` })
  return 'refunded'
}
