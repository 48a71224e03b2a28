import { parseTabValue, subscribeTab, tabSnapshot, writeTabValue } from '@/components/step-flow/tab-store'
import type { CheckoutProgress } from '@/domain/checkout-steps'
import type { BalanceMethod, CheckoutJourney } from '@/domain/reservation'

/**
 * The shopper's checkout answers in this tab (sessionStorage): each is stored once the server
 * accepted it, so a reload or Back keeps them; they go when the tab closes or the car is reserved.
 */
export interface StoredCheckout extends CheckoutProgress {
  details?: Record<string, unknown> | null
  tradeIn?: { hasTradeIn: boolean; rego?: string; km?: string; note?: string; valuation?: string } | null
  balance?: { method: BalanceMethod } | null
  pickup?: { method: 'pickup' } | { method: 'delivery'; postcode: string } | null
  /** A purchase's contract of sale, ticked as read and agreed; sent with Buy this car, never kept as done on its own. */
  contract?: { accepted: boolean } | null
}

const keyOf = (journey: CheckoutJourney, carSlug: string) => `checkout:${journey}:${carSlug}`

export const writeCheckout = (journey: CheckoutJourney, carSlug: string, progress: StoredCheckout): void => writeTabValue(keyOf(journey, carSlug), progress)
export const subscribeCheckout = subscribeTab
export const checkoutSnapshot = (journey: CheckoutJourney, carSlug: string): string => tabSnapshot(keyOf(journey, carSlug))
export const parseCheckout = (text: string | null): StoredCheckout | null => parseTabValue<StoredCheckout>(text)
