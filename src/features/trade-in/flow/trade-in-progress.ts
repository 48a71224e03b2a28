import { parseTabValue, subscribeTab, tabSnapshot, writeTabValue } from '@/components/step-flow/tab-store'
import type { TradeInStep } from '@/domain/trade-in'

/** The shopper's trade-in answers in this tab, each stored once the server accepted it. */
export interface StoredTradeIn {
  carMode?: 'plate' | 'pick'
  car?: { plate?: string; state?: string; year?: string; make?: string; model?: string; badge?: string } | null
  /** The car as the server identified it, e.g. "2020 Toyota Corolla Ascent Sport". */
  carName?: string
  condition?: { km?: string; answers?: Record<string, string> } | null
  details?: Record<string, unknown> | null
}

const keyOf = (carSlug: string | null) => `trade-in:${carSlug ?? ''}`
export const writeTradeIn = (carSlug: string | null, value: StoredTradeIn) => writeTabValue(keyOf(carSlug), value)
export const tradeInSnapshot = (carSlug: string | null) => tabSnapshot(keyOf(carSlug))
export const subscribeTradeIn = subscribeTab
export const parseTradeIn = (text: string | null) => parseTabValue<StoredTradeIn>(text)

/** The first step not yet done at or before the one asked for (a shared link or a forgotten tab starts there). */
export function openTradeInStep(asked: TradeInStep, progress: StoredTradeIn): TradeInStep {
  if (asked !== 'car' && !progress.carName) return 'car'
  if (asked === 'details' && !progress.condition) return 'condition'
  return asked
}

/** The latest valuation this browser made (spec §3 "Stored browser data: trade-in valuation"): the checkout can count its offer. */
export interface StoredTradeInValuation {
  reference: string
  /** The signed reference (the offer link's and the checkout's proof). */
  token: string
  carName: string
  offer: { lowDollars: number; highDollars: number; validUntil: string } | null
}

const VALUATION_KEY = 'tradeInValuation'

export function rememberTradeInValuation(valuation: StoredTradeInValuation): void {
  try {
    window.localStorage.setItem(VALUATION_KEY, JSON.stringify(valuation))
  } catch {
    // Storage refused: the offer link still works.
  }
}

/** The stored valuation's text (a useSyncExternalStore snapshot); read it with parseStoredTradeInValuation. */
export function storedTradeInValuationText(): string {
  try {
    return window.localStorage.getItem(VALUATION_KEY) ?? 'null'
  } catch {
    return 'null'
  }
}

/** The stored valuation when it still has a standing offer at `now` (the server checks again). */
export function parseStoredTradeInValuation(text: string, now: Date = new Date()): StoredTradeInValuation | null {
  try {
    const parsed = JSON.parse(text) as StoredTradeInValuation | null
    return parsed?.token && parsed.offer && new Date(parsed.offer.validUntil) > now ? parsed : null
  } catch {
    return null
  }
}
