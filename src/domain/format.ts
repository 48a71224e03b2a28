/** Dates, registration, ratings and units as shown to shoppers (spec §4 "Registration", §9 "Formats", 1 ft = 0.3048 m). */
import { TZDate, tz } from '@date-fns/tz'
import { format } from 'date-fns'

import { formatCount } from './money'
import { DEFAULT_TEXTS, fillText, type Texts } from './texts'
import { DEFAULT_TIME_ZONE, toDate, type DateInput } from './time'

/** dd/MM/yyyy on the dealer's calendar; a plain "2025-12-25" date is shown as that day wherever the server runs. */
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('/')
  const date = toDate(value)
  return date ? format(date, 'dd/MM/yyyy', { in: tz(timeZone) }) : ''
}

/** "Expires on 01/03/2026" while the registration runs, "Unregistered" once expired, nothing when unknown. */
export function registrationText(
  regoExpiry: DateInput | null | undefined,
  now: Date,
  texts: Texts = DEFAULT_TEXTS,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const expiry = typeof regoExpiry === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(regoExpiry) ? endOfDayIn(regoExpiry, timeZone) : toDate(regoExpiry)
  if (!expiry) return null
  return expiry.getTime() > now.getTime() ? fillText(texts.registrationExpiresOn, { date: formatDate(regoExpiry!, timeZone) }) : texts.unregistered
}

// A registration expiring on a date runs to the end of that day on the dealer's clock.
function endOfDayIn(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new TZDate(year, month - 1, day, 23, 59, 59, 999, timeZone)
}

export const FEET_TO_METRES = 0.3048

/** Caravan lengths and widths arrive in feet. */
export function feetToMetres(feet: number, decimals = 2): number {
  const factor = 10 ** decimals
  return Math.round(feet * FEET_TO_METRES * factor) / factor
}

export interface StarDisplay {
  /** Up to 4 full stars. */
  full: number
  /** The fraction of the next star, 0 to 1. */
  partial: number
  /** Stars left empty out of 5. */
  empty: number
  /** "4.7". */
  scoreText: string
  /** "1,234". */
  countText: string
}

/** Review stars: up to 4 full plus a partial one, score to one decimal, count with thousands separators. */
export function starDisplay(score: number, count: number): StarDisplay {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(score) ? score : 0))
  const full = Math.min(4, Math.floor(clamped))
  const partial = Math.round((clamped - full) * 100) / 100
  return { full, partial, empty: 5 - full - (partial > 0 ? 1 : 0), scoreText: clamped.toFixed(1), countText: formatCount(count) }
}

/** Review ratings show from the configured minimum (4 by default, spec §9) up, and never when the site hides reviews. */
export const DEFAULT_MIN_REVIEW_RATING = 4

export function showReviewRating(rating: number | null | undefined, options: { minimumRating?: number; reviewsHidden?: boolean } = {}): boolean {
  return !options.reviewsHidden && typeof rating === 'number' && rating >= (options.minimumRating ?? DEFAULT_MIN_REVIEW_RATING)
}
