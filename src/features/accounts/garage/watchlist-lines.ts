import type { WatchedCarNow } from '@/domain/watchlist'
import { formatMoney } from '@/domain/money'
import { optimisedImageUrl } from '@/components/optimised-image'

/**
 * The words My garage shows for a saved car (issue 18 "price now vs when saved"): the price now,
 * and how it moved since the shopper saved it.
 */
export function priceChangeLine(savedPrice: number | null, now: WatchedCarNow): { text: string; trend: 'drop' | 'rise' | 'same' } | null {
  if (now.drop) return { text: `${formatMoney(now.drop)} less than when you saved it`, trend: 'drop' }
  if (now.rise) return { text: `${formatMoney(now.rise)} more than when you saved it`, trend: 'rise' }
  if (savedPrice !== null && now.price !== null) return { text: 'Same price as when you saved it', trend: 'same' }
  return null
}

export const STATE_BADGES: Record<WatchedCarNow['state'], string | null> = { available: null, reserved: 'Reserved', sold: 'Sold' }

/** A photo through the app's image optimiser when it is the site's own, as is when it is an https URL. */
export function watchedCarImage(url: string | null | undefined): string | null {
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return optimisedImageUrl(url, 384, 75)
  return /^https:\/\//i.test(url) ? url : null
}

/** Ids the server section and its client Remove buttons share (a client module's constants are not readable on the server). */
export const WATCHLIST_HEADING_ID = 'watchlist-heading'
export const WATCHLIST_STATUS_ID = 'watchlist-status'
