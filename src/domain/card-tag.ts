/** The one tag a vehicle card shows (spec §4 "Card tag priority"; §5 Toyota certified badge; §9 new window). */
import { isPurchasable } from './availability'
import { fuelKind, type CarForFuel } from './fuel-cost'
import { makeDisplayName } from './naming'
import { LISTING_TEXTS, type ListingTexts } from './listing-texts'
import { DAY_MS, toDate, type DateInput } from './time'

export const NEW_TAG_WINDOW_DAYS = 8

export interface CarForCardTag extends CarForFuel {
  status?: string | null
  sold?: boolean | null
  make?: string | null
  tag?: string | null
  reserved?: boolean | null
  certified?: boolean | null
  created_at?: DateInput | null
}

export interface CardTagOptions {
  now: Date
  /** Site option: tag electric and hybrid cars first. */
  electricHybridTag?: boolean
  /** Site option: "RESERVED" (default) or the softer "Reserved". */
  reservedWording?: 'upper' | 'soft'
  /** Site option: show the certified-used badge image for Toyota cars. */
  toyotaCertifiedBadge?: boolean
  /** Site option: a "runout sale" tag is green instead of red. */
  runoutSaleGreen?: boolean
  /** The site's configured new label; the catalogue's tagNew when not set. */
  newLabel?: string | null
  texts?: ListingTexts
}

export type CardTagKind = 'sold' | 'electric' | 'hybrid' | 'reserved' | 'certified' | 'explicit' | 'comingSoon' | 'new'

export interface CardTag {
  kind: CardTagKind
  label: string
  tone: 'red' | 'green' | 'neutral'
  /** Set when the tag is shown as a badge image rather than text. */
  badge?: 'toyota-certified'
}

/** Toyota certified pre-owned badge: Toyota, certified, on a site that shows it, and not sold (spec §5). */
export function showToyotaCertifiedBadge(car: CarForCardTag, siteShowsBadge: boolean): boolean {
  return siteShowsBadge && car.certified === true && makeDisplayName(car.make ?? '').toLowerCase() === 'toyota' && car.status !== 'sold' && car.sold !== true
}

/** A car created within the last 8 days (a future created_at, from clock skew, also counts as new). */
export function isNewArrival(created: DateInput | null | undefined, now: Date): boolean {
  const createdAt = toDate(created)
  return createdAt !== null && now.getTime() - createdAt.getTime() <= NEW_TAG_WINDOW_DAYS * DAY_MS
}

/**
 * The card tag, first match wins. An unavailable car always shows SOLD (spec §4 "Availability"):
 * a sold car must never advertise itself as reserved, new or electric.
 */
export function cardTag(car: CarForCardTag, options: CardTagOptions): CardTag | null {
  const texts = options.texts ?? LISTING_TEXTS
  if (!isPurchasable(car)) return { kind: 'sold', label: texts.tagSold, tone: 'red' }
  if (options.electricHybridTag) {
    const kind = fuelKind(car)
    if (kind === 'electric') return { kind, label: texts.tagElectric, tone: 'green' }
    if (kind === 'hybrid') return { kind, label: texts.tagHybrid, tone: 'green' }
  }
  if (car.reserved === true) return { kind: 'reserved', label: options.reservedWording === 'soft' ? texts.tagReservedSoft : texts.tagReserved, tone: 'red' }
  if (showToyotaCertifiedBadge(car, options.toyotaCertifiedBadge === true))
    return { kind: 'certified', label: texts.tagToyotaCertified, tone: 'neutral', badge: 'toyota-certified' }
  const explicit = car.tag?.trim()
  if (explicit) {
    const green = options.runoutSaleGreen === true && explicit.toLowerCase() === 'runout sale'
    return { kind: 'explicit', label: explicit, tone: green ? 'green' : 'red' }
  }
  if (car.status === 'coming_soon') return { kind: 'comingSoon', label: texts.tagComingSoon, tone: 'neutral' }
  if (isNewArrival(car.created_at, options.now)) return { kind: 'new', label: options.newLabel?.trim() || texts.tagNew, tone: 'green' }
  return null
}
