import type { InsightFlow } from '@/domain/insights-rules'

import type * as Beacon from './beacon'

/**
 * The beacon's recorders for other capabilities' client components, with the beacon loaded in its
 * own chunk on first use (it is usually loaded already: the site layout's InsightsBeacon loads it),
 * so no page's first-load script grows. Failures to load are ignored: insights never stop a shopper.
 */
const withBeacon = (use: (beacon: typeof Beacon) => void) => void import('./beacon').then(use, () => undefined)

/** A search the shopper sees: the words, the chosen filters (`{ ...state.refinementList, ...state.range }`) and the cars found. */
export function recordSearch(search: {
  query?: string | null
  filters?: Readonly<Record<string, readonly string[] | string | null | undefined>>
  resultCount: number
}) {
  withBeacon((beacon) => beacon.recordSearch(search))
}

/** A step of the checkout, trade-in or finance flow shown to the shopper, numbered from 1. */
export function recordStep(flow: InsightFlow, step: number, label: string) {
  withBeacon((beacon) => beacon.recordStep(flow, step, label))
}
