import type { Pool } from 'pg'

import { WATCHLIST_LIMIT, type WatchlistEntry } from '@/domain/watchlist'

/**
 * A shopper's saved cars (`watchlist_entries`, the Payload collection editors read). Saving twice
 * or removing twice changes nothing: each is one statement, so double clicks and retries are safe.
 */
export async function watchlistOf(pool: Pool, customerId: number): Promise<WatchlistEntry[]> {
  const { rows } = await pool.query<{
    car_id: string
    car_slug: string
    car_name: string
    image_url: string | null
    saved_price: string | null
    created_at: Date
  }>('SELECT car_id, car_slug, car_name, image_url, saved_price, created_at FROM watchlist_entries WHERE customer_id = $1 ORDER BY created_at DESC, id DESC', [
    customerId,
  ])
  return rows.map((row) => ({
    carId: row.car_id,
    carSlug: row.car_slug,
    carName: row.car_name,
    imageUrl: row.image_url,
    savedPrice: row.saved_price === null ? null : Number(row.saved_price),
    savedAt: row.created_at.toISOString(),
  }))
}

export type SaveOutcome = 'saved' | 'already-saved' | 'full'

export async function saveToWatchlist(
  pool: Pool,
  {
    customerId,
    siteId,
    car,
  }: { customerId: number; siteId: number; car: { id: string; slug: string; name: string; primary_image_url?: string | null; price?: number | null } },
): Promise<SaveOutcome> {
  // A long list is a bot, not a shopper: past the limit nothing is added (parallel saves may pass it by a car or two).
  const inserted = await pool.query(
    `INSERT INTO watchlist_entries (site_id, customer_id, car_id, car_slug, car_name, image_url, saved_price)
     SELECT $2, $1, $3, $4, $5, $6, $7 WHERE (SELECT count(*) FROM watchlist_entries WHERE customer_id = $1) < $8
     ON CONFLICT (customer_id, car_id) DO NOTHING RETURNING 1`,
    [customerId, siteId, car.id, car.slug, car.name, car.primary_image_url ?? null, car.price ?? null, WATCHLIST_LIMIT],
  )
  if (inserted.rowCount) return 'saved'
  const existing = await pool.query('SELECT 1 FROM watchlist_entries WHERE customer_id = $1 AND car_id = $2', [customerId, car.id])
  return existing.rowCount ? 'already-saved' : 'full'
}

export async function removeFromWatchlist(pool: Pool, customerId: number, carId: string): Promise<void> {
  await pool.query('DELETE FROM watchlist_entries WHERE customer_id = $1 AND car_id = $2', [customerId, carId])
}
