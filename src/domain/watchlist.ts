/**
 * The watchlist (spec §3 "Watchlist entry", §4 "Watchlist", §8 "Watchlist failure"; issue 18): the
 * toasts' words, and how a saved car stands now against when it was saved.
 */
export const WATCHLIST_TOASTS = {
  saved: { title: 'Car Saved In Watchlist', text: (car: string) => `${car} is now in your watchlist.`, link: 'View List' },
  removed: { title: 'Car Removed', text: (car: string) => `${car} is no longer in your watchlist.` },
} as const

/** A saved car as the store keeps it and GET /api/watchlist lists it. */
export interface WatchlistEntry {
  carId: string
  carSlug: string
  carName: string
  imageUrl: string | null
  savedPrice: number | null
  savedAt: string
}

/** The alert when the server refuses a save or removal (the heart goes back as it was). */
export const WATCHLIST_FAILED = 'Sorry, we could not update your watchlist. Please try again.'

export const WATCHLIST_LIMIT = 200

export type WatchedCarState = 'available' | 'reserved' | 'sold'

export interface WatchedCarNow {
  state: WatchedCarState
  price: number | null
  /** Dollars below the price when saved (null: no drop, or a price is missing). */
  drop: number | null
  /** Dollars above the price when saved. */
  rise: number | null
}

/** How a saved car stands now; a car the dealer no longer lists counts as sold. */
export function watchedCarNow(
  savedPrice: number | null,
  car: { price?: number | null; status?: string | null; reserved?: boolean | null } | null,
): WatchedCarNow {
  if (!car || car.status === 'sold') return { state: 'sold', price: car?.price ?? null, drop: null, rise: null }
  const price = car.price ?? null
  const difference = price !== null && savedPrice !== null ? price - savedPrice : 0
  return { state: car.reserved ? 'reserved' : 'available', price, drop: difference < 0 ? -difference : null, rise: difference > 0 ? difference : null }
}

/** Save shows on a car unless it is sold and not already saved (spec §4). */
export const showsWatchlistSave = (car: { status?: string | null }, saved: boolean): boolean => saved || car.status !== 'sold'
