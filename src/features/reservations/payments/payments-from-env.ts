import { payAtDealership } from './pay-at-dealership'
import type { PaymentPort } from './port'
import { stripePayments, type StripePaymentsOptions } from './stripe-payments'

export interface PaymentsEnv {
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  /** Another Stripe API base, e.g. http://127.0.0.1:12111 for stripe-mock; unset means api.stripe.com. */
  STRIPE_API_BASE?: string
}

/** Splits an API base URL into the host, port and protocol the Stripe SDK takes. */
export function stripeApiBase(base: string): Pick<StripePaymentsOptions, 'host' | 'port' | 'protocol'> {
  const url = new URL(base)
  const protocol = url.protocol === 'http:' ? 'http' : url.protocol === 'https:' ? 'https' : null
  if (!protocol) throw new Error(`STRIPE_API_BASE must be an http or https URL, got ${base}`)
  // The SDK's default port is 443 whatever the protocol, so a plain http base needs its port spelled out.
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443
  return { host: url.hostname, port, protocol }
}

/**
 * Stripe when both its secret key and webhook secret are set: with only one, money could be taken
 * but never confirmed (or the reverse), so the site falls back to paying at the dealership.
 * The caller passes the environment, which keeps this pure and testable.
 */
export function paymentsFromEnv(env: PaymentsEnv): PaymentPort {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!secretKey || !webhookSecret) return payAtDealership()
  const base = env.STRIPE_API_BASE?.trim()
  return stripePayments({ secretKey, webhookSecret, ...(base ? stripeApiBase(base) : {}) })
}
