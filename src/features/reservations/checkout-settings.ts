import { PURCHASE_DEFAULTS } from '@/domain/purchase'
import { RESERVATION_DEFAULTS, type CheckoutPath } from '@/domain/reservation'
import { env } from '@/platform/env'
import type { ResolvedSite } from '@/platform/sites'

import { paymentsFromEnv } from './payments/payments-from-env'
import type { PaymentPort } from './payments/port'

export interface CheckoutSettings {
  path: CheckoutPath
  depositDollars: number
  holdHours: number
  buyOnline: boolean
  onlinePayment: boolean
  /** Buy online: the most a buyer may pay by card online, deposit and balance together. */
  onlineCardLimitDollars: number
  /** Buy online: the cooling-off and terms line under the contract-of-sale summary. */
  contractTerms: string
}

/** The site's checkout settings (Sites → checkout), with the platform defaults where empty. */
export function checkoutSettings(site: Pick<ResolvedSite, 'checkout'>): CheckoutSettings {
  const own = site.checkout
  return {
    path: own?.path ?? 'checkout',
    depositDollars: own?.depositDollars ?? RESERVATION_DEFAULTS.depositDollars,
    holdHours: own?.holdHours ?? RESERVATION_DEFAULTS.holdHours,
    buyOnline: Boolean(own?.buyOnline),
    onlinePayment: Boolean(own?.onlinePayment),
    onlineCardLimitDollars: own?.onlineCardLimitDollars ?? PURCHASE_DEFAULTS.onlineCardLimitDollars,
    contractTerms: own?.contractTerms?.trim() || PURCHASE_DEFAULTS.contractTerms,
  }
}

let configured: PaymentPort | null = null

/** The deployment's payments: Stripe with its keys, else pay at the dealership. */
export function configuredPayments(): PaymentPort {
  configured ??= paymentsFromEnv(env)
  return configured
}
