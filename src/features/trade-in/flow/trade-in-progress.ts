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

/** The browser keeps the latest valuation (spec §3 "Stored browser data: trade-in valuation"). */
export function rememberTradeInValuation(valuation: { reference: string; token: string; carName: string }): void {
  try {
    window.localStorage.setItem('tradeInValuation', JSON.stringify({ ...valuation, savedAt: new Date().toISOString() }))
  } catch {
    // Storage refused: the offer link still works.
  }
}
