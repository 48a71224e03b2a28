/** The browser's side of the watchlist calls (spec §7): GET /api/watchlist and the two POSTs. */
import { WATCHLIST_FAILED, type WatchedCarNow, type WatchlistEntry } from '@/domain/watchlist'

/** A saved car as GET /api/watchlist lists it: the stored entry and how it stands now. */
export type WatchlistCar = WatchlistEntry & { now?: WatchedCarNow }

export interface WatchlistData {
  phone_number: string | null
  list_url: string
  cars: WatchlistCar[]
}

/** The session ended (signed out elsewhere or expired): the page treats the shopper as signed out. */
export class SignedOutError extends Error {}

export async function fetchWatchlist(): Promise<WatchlistData> {
  const response = await fetch('/api/watchlist', { headers: { accept: 'application/json' }, cache: 'no-store' })
  if (response.status === 401) throw new SignedOutError('Please sign in again.')
  if (!response.ok) throw new Error(WATCHLIST_FAILED)
  return (await response.json()) as WatchlistData
}

export async function changeWatchlist(action: 'save-car' | 'remove-car', carId: string, phone: string): Promise<void> {
  let body: { success?: boolean; message?: string } = {}
  try {
    const response = await fetch(`/api/watchlist/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: phone, car_id: carId }),
    })
    body = (await response.json().catch(() => ({}))) as typeof body
    if (response.ok && body.success !== false) return
  } catch {
    // Offline or the connection dropped: the same alert as a refusal.
  }
  throw new Error(body.message || WATCHLIST_FAILED)
}
