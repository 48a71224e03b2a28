/**
 * The payments port (issue 19): how the platform takes a deposit or a dealer-issued amount and gives
 * money back. Two adapters: Stripe Checkout when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set,
 * else "pay at the dealership", which takes no money online and says so.
 */

/** What is being paid for; carried through the provider and back in its webhook. */
export interface PaymentPurpose {
  kind: 'reservation-deposit' | 'online-payment'
  /** The reservation's or online payment's row id. */
  id: number
}

export interface PaymentRequest {
  purpose: PaymentPurpose
  /** Whole cents, AUD. */
  amountCents: number
  /** What the shopper sees on the provider's page and statement, e.g. "Deposit for 2022 Toyota HiLux SR5 (R-7KQ2M9X)". */
  description: string
  customerEmail: string | null
  /** Where the provider sends the shopper after paying, and after giving up. */
  successUrl: string
  cancelUrl: string
  /** The provider stops taking this payment at this time (the reservation's unpaid window). */
  expiresAt: Date
  /** The same key for the same payment: a retried call never charges twice. */
  idempotencyKey: string
}

export type PaymentStart =
  /** No money online: the shopper pays the dealership in person or by phone; staff mark it paid. */
  | { kind: 'pay-at-dealership' }
  /** Send the shopper to the provider's payment page. */
  | { kind: 'redirect'; url: string; providerReference: string }

/** A payment the provider reports as completed, read from a webhook whose signature checked out. */
export interface PaymentCompleted {
  kind: 'payment-completed'
  /** The provider's event id: the same event delivered again has the same id. */
  eventId: string
  purpose: PaymentPurpose
  amountCents: number
  /** What a refund needs (Stripe: the payment intent). */
  paymentReference: string
}

export type PaymentEvent = PaymentCompleted | { kind: 'ignored'; eventId: string; type: string }

/** Thrown when a webhook's signature is missing or wrong: the endpoint answers 400 and changes nothing. */
export class PaymentSignatureError extends Error {
  readonly code = 'payment-signature'
}

export interface PaymentPort {
  readonly provider: 'pay-at-dealership' | 'stripe'
  startPayment(request: PaymentRequest): Promise<PaymentStart>
  /** Gives money back; null reference when nothing was taken online (pay at dealership: staff refund in person). */
  refund(refund: { paymentReference: string | null; amountCents: number; idempotencyKey: string }): Promise<{ refundReference: string | null }>
  /** Verifies and reads a webhook delivery; throws PaymentSignatureError when it cannot be trusted. */
  readWebhook(rawBody: string, signatureHeader: string | null): PaymentEvent
}
