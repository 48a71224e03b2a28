/** Availability and listing visibility (spec §4 "Availability", "Listing visibility", "Watchlist"; §9). */
import { LISTING_TEXTS, type ListingTexts } from './listing-texts'
import { DAY_MS, toDate, type DateInput } from './time'

export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const
export type CarStatus = (typeof CAR_STATUSES)[number]

/** Sold cars stay listed this many days unless the dealership says otherwise (spec §9). */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3

export interface CarForAvailability {
  status?: string | null
}

/** A car can be bought (reserve, finance, checkout) only while in stock or coming soon. */
export function isPurchasable(car: CarForAvailability): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon'
}

export interface SoldNotice {
  title: string
  text: string
  action: string
}

/** The SOLD notice and the "Find Me Something Similar" enquiry, for a car no longer for sale (or no longer listed at all). */
export const unavailableNotice = (texts: ListingTexts = LISTING_TEXTS): SoldNotice => ({
  title: texts.soldNoticeTitle,
  text: texts.soldNoticeText,
  action: texts.findMeSomethingSimilar,
})

/** The notice that replaces the buttons of an unavailable car; null while it can be bought. */
export function soldNotice(car: CarForAvailability, texts: ListingTexts = LISTING_TEXTS): SoldNotice | null {
  return isPurchasable(car) ? null : unavailableNotice(texts)
}

export interface CarForListing extends CarForAvailability {
  show_on_dealer_website?: boolean | null
  sold_date_timestamp?: DateInput | null
}

/** Far-future "listed until" of cars that are not sold: 2100-01-01, well inside float64 precision. */
export const LISTED_INDEFINITELY = 4_102_444_800

/**
 * Listing visibility as one number for the search index: the Unix second until which the car is
 * listed. Search then needs a single numeric filter (`listed_until >= now`), which both Algolia and
 * the embedded engine answer, and which stays correct as time passes without re-indexing. Search
 * shows in-stock and coming-soon cars, and cars sold within the last include_sold_cars_days (missing
 * or null: the default 3), if the dealer publishes them.
 */
export function listedUntil(car: CarForListing, includeSoldCarsDays: number | null | undefined): number {
  if (car.show_on_dealer_website !== true) return 0
  if (isPurchasable(car)) return LISTED_INDEFINITELY
  const soldAt = toDate(car.sold_date_timestamp)
  if (car.status !== 'sold' || soldAt === null) return 0
  return Math.floor(soldAt.getTime() / 1000) + (includeSoldCarsDays ?? DEFAULT_INCLUDE_SOLD_CARS_DAYS) * (DAY_MS / 1000)
}
