/**
 * What this browser tab remembers for marketer insights (issue 44), in sessionStorage under
 * `dealer:insights:`: the visit's random id and event counter, its landing page and source, and the
 * last promo or block the shopper clicked. Never a cookie, never shared with another tab or site.
 * Storage that fails (private mode, blocked site data) never throws: the values are then kept for
 * this page only. Small and synchronous: lead forms read it as they submit.
 */
import { REFERRER_CLASSES, type ReferrerClass } from '@/domain/insights-rules'

export const INSIGHTS_KEYS = {
  visit: 'dealer:insights:visit',
  seq: 'dealer:insights:seq',
  landing: 'dealer:insights:landing',
  clicked: 'dealer:insights:clicked',
} as const

type InsightsKey = (typeof INSIGHTS_KEYS)[keyof typeof INSIGHTS_KEYS]

export interface StoredLanding {
  page: string
  referrerClass: string
  campaign?: string
  source?: string
}

export interface StoredClick {
  subject: string
  label?: string
}

/** What a lead carries of the visit that led to it (the lead's `attribution` group); every field may be missing. */
export interface InsightsAttribution {
  landingPage?: string
  referrerClass?: ReferrerClass
  campaign?: string
  source?: string
  /** The subject of the last promo or block clicked, e.g. `promo:12`. */
  clicked?: string
  clickedLabel?: string
  visit?: string
}

/** This page's copy, for browsers whose storage refuses. */
const kept = new Map<InsightsKey, string>()

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

export function readStored<T>(key: InsightsKey): T | null {
  let raw: string | null | undefined
  try {
    raw = session()?.getItem(key)
  } catch {
    raw = null
  }
  try {
    raw ??= kept.get(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

export function writeStored(key: InsightsKey, value: unknown) {
  const raw = JSON.stringify(value)
  kept.set(key, raw)
  try {
    session()?.setItem(key, raw)
  } catch {
    // Private browsing or a full quota: this page keeps its copy.
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** The visit's landing page, source and last click, for a lead form to send with the lead. */
export function insightsAttribution(): InsightsAttribution {
  const landing = readStored<Partial<StoredLanding>>(INSIGHTS_KEYS.landing)
  const clicked = readStored<Partial<StoredClick>>(INSIGHTS_KEYS.clicked)
  const found: InsightsAttribution = {
    landingPage: text(landing?.page),
    referrerClass: REFERRER_CLASSES.find((known) => known === landing?.referrerClass),
    campaign: text(landing?.campaign),
    source: text(landing?.source),
    clicked: text(clicked?.subject),
    clickedLabel: text(clicked?.label),
    visit: text(readStored(INSIGHTS_KEYS.visit)),
  }
  for (const key of Object.keys(found) as Array<keyof InsightsAttribution>) if (found[key] === undefined) delete found[key]
  return found
}
