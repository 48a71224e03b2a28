import 'server-only'

import type { Pool, PoolClient } from 'pg'

import { withTransaction } from '@/platform/database'
import { ALERT_CARS_SHOWN, mergeKnownCarIds, type AlertCar, priceDropKey, savedSearchKey, soldKey, type ShopperAlertDetails } from '@/domain/shopper-alerts'

import { savedSearchMatcher, siteBySlug } from './search-matches'

/**
 * Turns the stock change log (written by each import in its own transaction) into queued shopper
 * alerts. One transaction claims the changes (SKIP LOCKED, so app servers share the work), queues
 * the alerts and marks the changes processed: a crash leaves both undone, and the unique dedupe key
 * means a change seen twice can never queue a second email.
 */
export interface CollectOptions {
  limit?: number
  /**
   * How old a change must be. Each app server's search index notices another server's import within
   * a second; waiting a little longer means a saved search is matched against the imported cars.
   */
  settleMs?: number
}

interface ChangeRow {
  id: string
  site_slug: string
  car_id: string
  kind: 'added' | 'price-drop' | 'sold'
  version: string
}

interface QueuedAlert {
  customerId: number
  key: string
  details: ShopperAlertDetails
}

export const COLLECT_BATCH = 2000
/** Processed changes are kept a week (to look into a complaint), then dropped: the log would grow with every import. */
const KEEP_PROCESSED_DAYS = 7

export async function collectStockAlerts(
  pool: Pool,
  now = new Date(),
  { limit = COLLECT_BATCH, settleMs = 10_000 }: CollectOptions = {},
): Promise<{ changes: number; alerts: number }> {
  const settled = new Date(now.getTime() - settleMs)
  // Saved searches are matched first, outside the transaction: matching reads sites and the search
  // index, which use the pool, and a transaction must never ask the pool for a second connection.
  const { rows: pending } = await pool.query<ChangeRow>(
    `SELECT id, site_slug, car_id, kind, version FROM stock_changes WHERE processed_at IS NULL AND created_at <= $1 ORDER BY id LIMIT $2`,
    [settled, limit],
  )
  if (pending.length === 0) return { changes: 0, alerts: 0 }
  const matches = await matchSavedSearches(
    pool,
    pending.filter((row) => row.kind === 'added'),
  )
  return withTransaction(pool, async (client) => {
    // Claims what another server has not: a change is processed once, whoever matched it.
    const { rows } = await client.query<ChangeRow>(
      `SELECT id, site_slug, car_id, kind, version FROM stock_changes WHERE id = ANY($1::bigint[]) AND processed_at IS NULL ORDER BY id FOR UPDATE SKIP LOCKED`,
      [pending.map((row) => row.id)],
    )
    let alerts = 0
    if (rows.length > 0) {
      const ids = rows.map((row) => row.id)
      alerts += await queueWatchlistAlerts(client, ids, now)
      alerts += await queueSavedSearchAlerts(
        client,
        rows.filter((row) => row.kind === 'added'),
        matches,
        now,
      )
      await client.query('UPDATE stock_changes SET processed_at = $2 WHERE id = ANY($1::bigint[])', [ids, now])
      await client.query(`DELETE FROM stock_changes WHERE processed_at < $1::timestamptz - make_interval(days => ${KEEP_PROCESSED_DAYS})`, [now])
    }
    return { changes: rows.length, alerts }
  })
}

async function insertAlerts(client: PoolClient, alerts: QueuedAlert[], now: Date): Promise<number> {
  if (alerts.length === 0) return 0
  const { rowCount } = await client.query(
    `INSERT INTO shopper_alerts (customer_id, dedupe_key, kind, details, created_at, next_attempt_at)
     SELECT u.customer_id, u.key, u.details->>'kind', u.details, $4, $4 FROM unnest($1::int[], $2::text[], $3::jsonb[]) AS u(customer_id, key, details)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [alerts.map((a) => a.customerId), alerts.map((a) => a.key), alerts.map((a) => JSON.stringify(a.details)), now],
  )
  return rowCount ?? 0
}

/**
 * Price drops and sales of watched cars, for shoppers with watched-car emails on. A drop alerts only
 * below the last price the shopper was told about, so a price that bounces up and down stays quiet.
 */
async function queueWatchlistAlerts(client: PoolClient, changeIds: string[], now: Date): Promise<number> {
  const { rows } = await client.query<{
    customer_id: number
    kind: 'price-drop' | 'sold'
    car_id: string
    car_name: string
    car_slug: string
    price_before: number | null
    price_after: number | null
  }>(
    `SELECT w.customer_id, c.kind, c.car_id, w.car_name, w.car_slug, c.price_before::float8 AS price_before, c.price_after::float8 AS price_after
       FROM stock_changes c
       JOIN sites s ON s.slug = c.site_slug
       JOIN watchlist_entries w ON w.site_id = s.id AND w.car_id = c.car_id
       JOIN customers cu ON cu.id = w.customer_id AND cu.alerts_enabled IS NOT FALSE
      WHERE c.id = ANY($1::bigint[])
        AND (c.kind = 'sold' OR (c.kind = 'price-drop' AND c.price_after IS NOT NULL AND (w.alerted_price IS NULL OR c.price_after < w.alerted_price)))
      ORDER BY c.id`,
    [changeIds],
  )
  const alerts = rows.map((row): QueuedAlert =>
    row.kind === 'sold'
      ? {
          customerId: row.customer_id,
          key: soldKey(row.customer_id, row.car_id),
          details: { kind: 'sold', carId: row.car_id, carName: row.car_name, carSlug: row.car_slug },
        }
      : {
          customerId: row.customer_id,
          key: priceDropKey(row.customer_id, row.car_id, row.price_after!),
          details: {
            kind: 'price-drop',
            carId: row.car_id,
            carName: row.car_name,
            carSlug: row.car_slug,
            priceBefore: row.price_before,
            priceAfter: row.price_after!,
          },
        },
  )
  const queued = await insertAlerts(client, alerts, now)
  await client.query(
    `UPDATE watchlist_entries w SET alerted_price = d.price
       FROM (SELECT s.id AS site_id, c.car_id, min(c.price_after) AS price
               FROM stock_changes c JOIN sites s ON s.slug = c.site_slug
              WHERE c.id = ANY($1::bigint[]) AND c.kind = 'price-drop' AND c.price_after IS NOT NULL GROUP BY 1, 2) d,
            customers cu
      WHERE w.site_id = d.site_id AND w.car_id = d.car_id AND cu.id = w.customer_id AND cu.alerts_enabled IS NOT FALSE
        AND (w.alerted_price IS NULL OR d.price < w.alerted_price)`,
    [changeIds],
  )
  return queued
}

interface SavedSearchRow {
  id: number
  customer_id: number
  name: string
  path: string
  known_car_ids: unknown
}

/** Per saved search (by id), the added cars it lists now, in its search order. */
type SavedSearchMatches = Map<number, AlertCar[]>

/** Every saved search with alerts on, of the sites that added cars, matched against those cars. */
async function matchSavedSearches(pool: Pool, added: ChangeRow[]): Promise<SavedSearchMatches> {
  const matches: SavedSearchMatches = new Map()
  for (const siteSlug of new Set(added.map((change) => change.site_slug))) {
    const { rows: searches } = await pool.query<Pick<SavedSearchRow, 'id' | 'path'>>(
      `SELECT ss.id, ss.path FROM saved_searches ss JOIN sites s ON s.id = ss.site_id WHERE s.slug = $1 AND ss.alerts_enabled IS NOT FALSE ORDER BY ss.id`,
      [siteSlug],
    )
    const site = searches.length > 0 ? await siteBySlug(siteSlug) : null
    if (!site) continue
    const matcher = await savedSearchMatcher(site)
    const readable = searches.flatMap((search) => {
      const state = matcher.stateOf(search.path)
      return state ? [{ id: search.id, state }] : []
    })
    const ids = added.filter((change) => change.site_slug === siteSlug).map((change) => change.car_id)
    const found = await matcher.matchingCars(
      readable.map((entry) => entry.state),
      ids,
    )
    for (const [i, entry] of readable.entries()) matches.set(entry.id, found[i]!)
  }
  return matches
}

/**
 * New cars for saved searches with alerts on: per search and import, one alert listing the added
 * cars that match and that the search has not seen, which it then remembers.
 */
async function queueSavedSearchAlerts(client: PoolClient, added: ChangeRow[], matches: SavedSearchMatches, now: Date): Promise<number> {
  let queued = 0
  for (const siteSlug of new Set(added.map((change) => change.site_slug))) {
    // Locked so two servers working through different changes never lose each other's known ids.
    const { rows: searches } = await client.query<SavedSearchRow>(
      `SELECT ss.id, ss.customer_id, ss.name, ss.path, ss.known_car_ids FROM saved_searches ss JOIN sites s ON s.id = ss.site_id
        WHERE s.slug = $1 AND ss.alerts_enabled IS NOT FALSE ORDER BY ss.id FOR UPDATE OF ss`,
      [siteSlug],
    )
    // A search saved after the matching has none yet: it hears of cars added from now on.
    const matched = searches.flatMap((search) => {
      const cars = matches.get(search.id)
      return cars ? [{ search, cars, known: new Set(mergeKnownCarIds(search.known_car_ids, [])), fresh: [] as string[] }] : []
    })
    const versions = new Map<string, Set<string>>()
    for (const change of added) if (change.site_slug === siteSlug) versions.set(change.version, (versions.get(change.version) ?? new Set()).add(change.car_id))
    for (const [version, ids] of [...versions].sort(([a], [b]) => Number(a) - Number(b))) {
      for (const entry of matched) {
        const cars = entry.cars.filter((car) => ids.has(car.id) && !entry.known.has(car.id))
        if (cars.length === 0) continue
        for (const car of cars) entry.known.add(car.id)
        entry.fresh.push(...cars.map((car) => car.id))
        const details: ShopperAlertDetails = {
          kind: 'saved-search',
          savedSearchId: entry.search.id,
          name: entry.search.name,
          path: entry.search.path,
          total: cars.length,
          cars: cars.slice(0, ALERT_CARS_SHOWN),
        }
        queued += await queueSavedSearchAlert(
          client,
          { customerId: entry.search.customer_id, key: savedSearchKey(entry.search.id, Number(version)), details },
          now,
        )
      }
    }
    for (const entry of matched) {
      if (entry.fresh.length === 0) continue
      await client.query('UPDATE saved_searches SET known_car_ids = $2::jsonb WHERE id = $1', [
        entry.search.id,
        JSON.stringify(mergeKnownCarIds(entry.search.known_car_ids, entry.fresh)),
      ])
    }
  }
  return queued
}

/** An import bigger than one batch reaches a search in pieces: a later piece joins the alert while it still waits to be sent. */
async function queueSavedSearchAlert(client: PoolClient, alert: QueuedAlert, now: Date): Promise<number> {
  const { rowCount } = await client.query(
    `INSERT INTO shopper_alerts (customer_id, dedupe_key, kind, details, created_at, next_attempt_at) VALUES ($1, $2, 'saved-search', $3::jsonb, $4, $4)
     ON CONFLICT (dedupe_key) DO UPDATE
        SET details = jsonb_set(jsonb_set(shopper_alerts.details, '{cars}', (shopper_alerts.details->'cars') || (EXCLUDED.details->'cars')),
                                '{total}', to_jsonb((shopper_alerts.details->>'total')::int + (EXCLUDED.details->>'total')::int))
      WHERE shopper_alerts.status = 'pending'`,
    [alert.customerId, alert.key, JSON.stringify(alert.details), now],
  )
  return rowCount ? 1 : 0
}
