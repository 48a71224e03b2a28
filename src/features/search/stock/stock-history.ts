import type { Pool, PoolClient } from 'pg'

import type { ComparableSale } from '@/domain/trade-in-valuation'

/**
 * Stock history (issue 20): every car that has passed through any site's stock, kept after it leaves
 * the feed, with its plate, VIN, last listed price and when it sold or left. It is the platform's own
 * market evidence (trade-in valuations) and the plates it knows (rego lookup without a provider).
 * Written in the import's transaction from the rows it has just stored, so it never disagrees with them.
 */

// The plate as registries store it (normaliseRegoPlate does the same for what shoppers type).
const PLATE = `NULLIF(upper(regexp_replace(c.car->>'regplate', '[^A-Za-z0-9]', '', 'g')), '')`

/** Copies the import's written cars into the history (first seen kept; a car back in the feed is no longer removed). */
export async function recordStockHistory(client: PoolClient, siteSlug: string, carIds: readonly string[]): Promise<void> {
  if (carIds.length === 0) return
  await client.query(
    `INSERT INTO stock_history AS h (site_slug, car_id, make, model, badge, year, km, price, car_type, regplate, rego_state, vin, sold_at, last_seen_at)
     SELECT c.site_slug, c.id, c.car->>'make', c.car->>'model', NULLIF(c.car->>'badge', ''), (c.car->>'year')::int, (c.car->>'km')::numeric::int,
            NULLIF((c.car->>'price')::numeric, 0), c.car->>'car_type', ${PLATE}, upper(NULLIF(c.car->>'state', '')), upper(NULLIF(c.car->>'vin', '')),
            CASE WHEN c.car->>'status' = 'sold' THEN COALESCE(to_timestamp((c.car->>'sold_date_timestamp')::bigint), now()) END, now()
       FROM stock_cars c WHERE c.site_slug = $1 AND c.id = ANY($2::text[])
     ON CONFLICT (site_slug, car_id) DO UPDATE SET make = EXCLUDED.make, model = EXCLUDED.model, badge = EXCLUDED.badge, year = EXCLUDED.year, km = EXCLUDED.km,
       price = COALESCE(EXCLUDED.price, h.price), car_type = EXCLUDED.car_type, regplate = COALESCE(EXCLUDED.regplate, h.regplate), rego_state = COALESCE(EXCLUDED.rego_state, h.rego_state),
       vin = COALESCE(EXCLUDED.vin, h.vin), sold_at = EXCLUDED.sold_at, removed_at = NULL, last_seen_at = now()`,
    [siteSlug, carIds],
  )
}

/** Cars leaving the feed stay in the history as gone (most were sold): their last price is still evidence. */
export async function recordStockRemovals(client: PoolClient, siteSlug: string, carIds: readonly string[]): Promise<void> {
  if (carIds.length === 0) return
  await client.query(
    'UPDATE stock_history SET removed_at = now(), last_seen_at = now() WHERE site_slug = $1 AND car_id = ANY($2::text[]) AND removed_at IS NULL',
    [siteSlug, carIds],
  )
}

export interface HistoryCar {
  year: number
  make: string
  model: string
  badge: string | null
  vin: string | null
}

/** The car most recently seen with this plate in this state, on any site. */
export async function carByPlate(pool: Pool, plate: string, state: string): Promise<HistoryCar | null> {
  const { rows } = await pool.query<HistoryCar>(
    'SELECT year, make, model, badge, vin FROM stock_history WHERE regplate = $1 AND rego_state = $2 ORDER BY last_seen_at DESC LIMIT 1',
    [plate, state],
  )
  return rows[0] ?? null
}

/** How far back history counts as the market: older prices describe a market that has moved. */
const EVIDENCE_DAYS = 730
const MAX_COMPARABLES = 1000

/**
 * Used and demo cars of a make and model within a year window and, when given, a km window, on every
 * site, each physical car once (by VIN), most recently seen first. The caller applies the same
 * comparable rule (src/domain/market-comparison.ts) the price comparison uses.
 */
export async function comparableHistory(
  pool: Pool,
  criteria: { make: string; model: string; yearMin: number; yearMax: number; km: { min: number; max: number } | null },
): Promise<ComparableSale[]> {
  const { rows } = await pool.query<ComparableSale>(
    `SELECT id, make, model, year, km, price::float8 AS price, sold FROM (
       SELECT DISTINCT ON (COALESCE(vin, site_slug || '/' || car_id)) site_slug || '/' || car_id AS id, make, model, year, km, price, last_seen_at,
              (sold_at IS NOT NULL OR removed_at IS NOT NULL) AS sold
         FROM stock_history
        WHERE lower(make) = lower($1) AND lower(model) = lower($2) AND year BETWEEN $3 AND $4 AND price > 0 AND car_type <> 'new'
          AND ($5::int IS NULL OR km BETWEEN $5 AND $6) AND last_seen_at > now() - make_interval(days => ${EVIDENCE_DAYS})
        ORDER BY COALESCE(vin, site_slug || '/' || car_id), last_seen_at DESC) AS latest
     ORDER BY last_seen_at DESC LIMIT ${MAX_COMPARABLES}`,
    [criteria.make, criteria.model, criteria.yearMin, criteria.yearMax, criteria.km?.min ?? null, criteria.km?.max ?? null],
  )
  return rows
}

export interface CatalogueQuery {
  year?: number
  make?: string
  model?: string
}

/**
 * The pick list when a plate is not known: years, then makes (with the manufacturers' names the caller
 * adds), then models of that make, then badges, all from cars the platform has had in stock. With a
 * year, a model is listed only within the years it has been seen on sale, first to last (issue 41: a
 * 2019 Mazda is no CX-60, on sale from 2022).
 */
export async function historyCatalogue(pool: Pool, query: CatalogueQuery): Promise<string[]> {
  if (query.make && query.model) {
    const { rows } = await pool.query<{ value: string }>(
      `SELECT DISTINCT badge AS value FROM stock_history WHERE lower(make) = lower($1) AND lower(model) = lower($2) AND badge IS NOT NULL AND ($3::int IS NULL OR year = $3) ORDER BY 1 LIMIT 200`,
      [query.make, query.model, query.year ?? null],
    )
    return rows.map((row) => row.value)
  }
  if (query.make) {
    const { rows } = await pool.query<{ value: string }>(
      'SELECT model AS value FROM stock_history WHERE lower(make) = lower($1) GROUP BY model HAVING $2::int IS NULL OR $2::int BETWEEN min(year) AND max(year) ORDER BY 1 LIMIT 500',
      [query.make, query.year ?? null],
    )
    return rows.map((row) => row.value)
  }
  const { rows } = await pool.query<{ value: string }>('SELECT DISTINCT make AS value FROM stock_history ORDER BY 1')
  return rows.map((row) => row.value)
}
