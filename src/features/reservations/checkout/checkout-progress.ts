import type { CheckoutJourney, CheckoutProgress } from '@/domain/reservation'

/**
 * The shopper's checkout answers in this tab (sessionStorage): each is stored once the server
 * accepted it, so a reload or Back keeps them; they go when the tab closes or the car is reserved.
 */
export interface StoredCheckout extends CheckoutProgress {
  details?: Record<string, unknown> | null
  tradeIn?: { hasTradeIn: boolean; rego?: string; km?: string; note?: string } | null
  balance?: { method: 'cash' | 'finance' | 'undecided' } | null
  pickup?: { method: 'pickup' } | { method: 'delivery'; postcode: string } | null
}

const keyOf = (journey: CheckoutJourney, carSlug: string) => `checkout:${journey}:${carSlug}`

export function writeCheckout(journey: CheckoutJourney, carSlug: string, progress: StoredCheckout): void {
  try {
    window.sessionStorage.setItem(keyOf(journey, carSlug), JSON.stringify(progress))
  } catch {
    // Private mode or full storage: the checkout still works, it just forgets on reload.
  }
  for (const listener of listeners) listener()
}


// One tab's store for useSyncExternalStore: the stored text is the snapshot, so React re-renders only when it changes.
const listeners = new Set<() => void>()
export const subscribeCheckout = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export function checkoutSnapshot(journey: CheckoutJourney, carSlug: string): string {
  try {
    return window.sessionStorage.getItem(keyOf(journey, carSlug)) ?? '{}'
  } catch {
    return '{}'
  }
}
export const parseCheckout = (text: string | null): StoredCheckout | null => {
  if (text === null) return null
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' ? (parsed as StoredCheckout) : {}
  } catch {
    return {}
  }
}
