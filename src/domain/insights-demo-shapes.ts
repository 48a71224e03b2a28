/**
 * What the demo insights (src/domain/insights-demo.ts) are made of and make: a site's material, the
 * events and leads, and the repeatable random numbers behind them.
 */
import type { InsightEventRow } from './insights-events'
import type { DemoCar, DemoSearchWords } from './insights-demo-words'
import type { CheckoutJourney } from './reservation'

/** A promo of the site; `from`/`until` (YYYY-MM-DD, until excluded) are the days it is live. */
export interface DemoPromo {
  id: number | string
  title: string
  campaign?: string | null
  /** Where its button leads (a path on the site); clickers land there. */
  href?: string | null
  from?: string | null
  until?: string | null
}

/** A page block shoppers see: subject `block:<blockType>:<id>`, its heading, the page it is on, and whether it has links to click (standard: yes). */
export interface DemoBlock {
  subject: string
  label: string
  path: string
  clickable?: boolean
}

export interface InsightsDemoMaterial {
  /** Paths of the site's pages ('/', '/finance', '/search/used-cars'); the first is the home page. */
  pages: string[]
  cars: DemoCar[]
  promos: DemoPromo[]
  blocks: DemoBlock[]
  searchWords: DemoSearchWords[]
  /** Pages that show the promos (a promo strip, the search results); standard: the home page. */
  promoPaths?: string[]
  /** The site's flows; each one missing is not offered. */
  flows?: { checkout?: { journey: CheckoutJourney; path: string } | null; tradeIn?: boolean; finance?: boolean }
}

/** One event as the beacon would store it; `second` is the time of day on the site's clock (Australia/Sydney). */
export interface DemoInsightEvent extends InsightEventRow {
  day: string
  second: number
  visit: string
}

/** A lead one of the visits sent, with what brought it (the lead's attribution group). */
export interface DemoLead {
  day: string
  second: number
  visit: string
  form: 'enquiry' | 'test-drive' | 'contact' | 'reservation' | 'trade-in' | 'finance'
  category: string
  path: string
  landingPage: string
  referrerClass: string
  campaign: string | null
  source: string | null
  clicked: string | null
  clickedLabel: string | null
  car: DemoCar | null
}

/** mulberry32: small, fast and repeatable. */
export function demoRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const weighted = <T>(items: readonly T[], weight: (item: T, index: number) => number): T => {
    let roll = next() * items.reduce((sum, item, i) => sum + weight(item, i), 0)
    for (const [i, item] of items.entries()) if ((roll -= weight(item, i)) < 0) return item
    return items[items.length - 1]!
  }
  return { next, int, pick, weighted, chance: (p: number) => next() < p }
}
export type DemoRandom = ReturnType<typeof demoRandom>
