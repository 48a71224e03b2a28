import Stripe from 'stripe'
import { z } from 'zod'

import { PaymentSignatureError, type PaymentEvent, type PaymentPort, type PaymentPurpose, type PaymentRequest } from './port'

export interface StripePaymentsOptions {
  secretKey: string
  webhookSecret: string
  /** Another API base (a local mock or recording server); defaults to api.stripe.com over https. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
  /** A ready client, e.g. one a test built; when given, the key and base above are not used. */
  stripe?: Stripe
}

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes; a minute more covers clock skew and latency. */
export const MIN_SESSION_SECONDS = 30 * 60 + 60
/** Stripe also refuses one that lasts longer than 24 hours. */
const MAX_SESSION_SECONDS = 24 * 60 * 60

/** Metadata is strings on the wire; the id must be a plain positive integer, nothing Number() would loosely accept. */
const purposeMetadata = z.object({
  purposeKind: z.enum(['reservation-deposit', 'online-payment']),
  purposeId: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
})

/** The session's `expires_at` in Unix seconds: the request's, kept within the window Stripe accepts. */
export function sessionExpiresAt(expiresAt: Date, now: Date = new Date()): number {
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const wanted = Math.floor(expiresAt.getTime() / 1000)
  return Math.min(Math.max(wanted, nowSeconds + MIN_SESSION_SECONDS), nowSeconds + MAX_SESSION_SECONDS)
}

function checkoutSessionParams(request: PaymentRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = { purposeKind: request.purpose.kind, purposeId: String(request.purpose.id) }
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'aud', unit_amount: request.amountCents, product_data: { name: request.description } },
      },
    ],
    // payment_method_types is left out on purpose: Stripe then offers cards, Apple Pay and Google Pay as the dashboard allows.
    ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
    client_reference_id: `${request.purpose.kind}:${request.purpose.id}`,
    metadata,
    // On the payment intent too, so a dashboard refund or dispute still says what it was for.
    payment_intent_data: { metadata },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: sessionExpiresAt(request.expiresAt),
  }
}

/** A paid Checkout Session as a completed payment, or null when it lacks what the platform needs. */
function completedPayment(eventId: string, session: Stripe.Checkout.Session): PaymentEvent | null {
  const parsed = purposeMetadata.safeParse(session.metadata ?? {})
  const intent = session.payment_intent
  const paymentReference = typeof intent === 'string' ? intent : (intent?.id ?? null)
  if (!parsed.success || paymentReference === null || session.amount_total === null) return null
  const purpose: PaymentPurpose = { kind: parsed.data.purposeKind, id: parsed.data.purposeId }
  return { kind: 'payment-completed', eventId, purpose, amountCents: session.amount_total, paymentReference }
}

/** Reads a verified event: only a session whose money has arrived counts; everything else is acknowledged and ignored. */
function paymentEvent(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { kind: 'ignored', eventId: event.id, type: event.type }
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (e.g. bank debit) completes unpaid; its money arrives with async_payment_succeeded.
      if (event.data.object.payment_status !== 'paid') return ignored
      return completedPayment(event.id, event.data.object) ?? ignored
    case 'checkout.session.async_payment_succeeded':
      return completedPayment(event.id, event.data.object) ?? ignored
    default:
      return ignored
  }
}

/** Stripe Checkout: the shopper pays on Stripe's page; its signed webhook says the money arrived. */
export function stripePayments(options: StripePaymentsOptions): PaymentPort {
  const stripe =
    options.stripe ??
    new Stripe(options.secretKey, {
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      // Safe to retry: every create call carries an idempotency key, so a retry never charges twice.
      maxNetworkRetries: 2,
    })

  return {
    provider: 'stripe',

    async startPayment(request) {
      const session = await stripe.checkout.sessions.create(checkoutSessionParams(request), { idempotencyKey: request.idempotencyKey })
      if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} came back without a payment page URL`)
      return { kind: 'redirect', url: session.url, providerReference: session.id }
    },

    async refund({ paymentReference, amountCents, idempotencyKey }) {
      // Nothing was taken online, so there is nothing for Stripe to give back.
      if (paymentReference === null) return { refundReference: null }
      const refund = await stripe.refunds.create({ payment_intent: paymentReference, amount: amountCents }, { idempotencyKey })
      return { refundReference: refund.id }
    },

    readWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new PaymentSignatureError('Stripe webhook without a Stripe-Signature header')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret)
      } catch (error) {
        // Bad signature, another secret, an old timestamp or a body that is not JSON: none of it can be trusted.
        throw new PaymentSignatureError(`Stripe webhook rejected: ${error instanceof Error ? error.message : String(error)}`)
      }
      return paymentEvent(event)
    },
  }
}
