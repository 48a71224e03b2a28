import type { Pool } from 'pg'

import { SAVED_SEARCH_LIMIT } from '@/domain/shopper-alerts'

/**
 * A shopper's saved searches (`saved_searches`, the Payload collection editors read). Every query
 * names the customer, so a shopper can only ever read or change their own.
 */
export interface SavedSearch {
  id: number
  name: string
  path: string
  alertsEnabled: boolean
  savedAt: string
}

interface Row {
  id: number
  name: string
  path: string
  alerts_enabled: boolean | null
  created_at: Date
}

const toSavedSearch = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  path: row.path,
  alertsEnabled: row.alerts_enabled !== false,
  savedAt: row.created_at.toISOString(),
})

export async function savedSearchesOf(pool: Pool, customerId: number): Promise<SavedSearch[]> {
  const { rows } = await pool.query<Row>(
    'SELECT id, name, path, alerts_enabled, created_at FROM saved_searches WHERE customer_id = $1 ORDER BY created_at DESC, id DESC',
    [customerId],
  )
  return rows.map(toSavedSearch)
}

export type SaveSearchOutcome = { outcome: 'saved' | 'already-saved'; search: SavedSearch } | { outcome: 'full' }

/**
 * Saves a search, or finds the one already saved at that path. `knownCarIds` are the cars it lists
 * now: only cars added later alert. Past the limit nothing is added (parallel saves may pass it by one).
 */
export async function saveSearch(
  pool: Pool,
  { customerId, siteId, name, path, knownCarIds }: { customerId: number; siteId: number; name: string; path: string; knownCarIds: readonly string[] },
): Promise<SaveSearchOutcome> {
  const existing = await pool.query<Row>('SELECT id, name, path, alerts_enabled, created_at FROM saved_searches WHERE customer_id = $1 AND path = $2 LIMIT 1', [
    customerId,
    path,
  ])
  if (existing.rows[0]) return { outcome: 'already-saved', search: toSavedSearch(existing.rows[0]) }
  const inserted = await pool.query<Row>(
    `INSERT INTO saved_searches (site_id, customer_id, name, path, alerts_enabled, known_car_ids)
     SELECT $2, $1, $3, $4, true, $5::jsonb WHERE (SELECT count(*) FROM saved_searches WHERE customer_id = $1) < $6
     RETURNING id, name, path, alerts_enabled, created_at`,
    [customerId, siteId, name, path, JSON.stringify(knownCarIds), SAVED_SEARCH_LIMIT],
  )
  return inserted.rows[0] ? { outcome: 'saved', search: toSavedSearch(inserted.rows[0]) } : { outcome: 'full' }
}

/** Turns a saved search's emails on or off; false when the shopper has no such search. */
export async function setSavedSearchAlerts(pool: Pool, customerId: number, id: number, enabled: boolean): Promise<boolean> {
  const { rowCount } = await pool.query('UPDATE saved_searches SET alerts_enabled = $3, updated_at = now() WHERE id = $1 AND customer_id = $2', [
    id,
    customerId,
    enabled,
  ])
  return (rowCount ?? 0) > 0
}

export async function deleteSavedSearch(pool: Pool, customerId: number, id: number): Promise<boolean> {
  const { rowCount } = await pool.query('DELETE FROM saved_searches WHERE id = $1 AND customer_id = $2', [id, customerId])
  return (rowCount ?? 0) > 0
}
