import { createHash } from 'node:crypto'

import type { Pool, PoolClient } from 'pg'

import { withTransaction } from '@/platform/database'

import { stockChangeOf, type StockChange } from '@/domain/stock-changes'
import { checkFullStockFeed, STOCK_FEED_GUARD_DEFAULTS, type StockFeedFigures, type StockFeedGuardShares } from '@/domain/stock-feed-guard'
import { recordStockHistory, recordStockRemovals } from './stock-history'
import { validateStockFeed, type RejectedStockRecord, type StockCar } from './stock-record'

/**
 * PostgreSQL stock store: the source of truth for every site's cars (tables from the committed
 * migration `stock_store`). Search indexes, embedded or hosted, are derived from it.
 */

export type ImportMode = 'full' | 'partial'

export interface StockImportReport {
  siteSlug: string
  mode: ImportMode
  received: number
  inserted: number
  updated: number
  unchanged: number
  removed: number
  rejected: RejectedStockRecord[]
  /** The site's stock version after the import (unchanged when nothing changed). */
  version: number
  changedIds: string[]
  removedIds: string[]
}

const BATCH = 500

/** The codes of the two refusals below, for matching them with hasErrorCode. */
export const STOCK_FEED_EMPTY = 'stock-feed-empty'
export const STOCK_FEED_REFUSED = 'stock-feed-refused'

/**
 * A feed refused as a whole (nothing written); `status` is the HTTP answer for the import endpoint.
 * Callers match it by `code` (hasErrorCode), not with instanceof: the Next bundle can hold two copies
 * of this class (issue 16 item 2).
 */
export class StockImportError extends Error {
  readonly code = STOCK_FEED_EMPTY
  readonly status = 400
  constructor(message: string) {
    super(message)
    this.name = 'StockImportError'
  }
}

/**
 * A full feed the site's stock feed guard refused (issue 16 item 1): it would remove too much of the
 * stock, too many of its records were rejected, or its confirmRemoval did not match. Nothing written.
 */
export class StockFeedRefusedError extends Error {
  readonly code = STOCK_FEED_REFUSED
  readonly status = 422
  constructor(
    message: string,
    readonly figures: StockFeedFigures,
    /** The feed's rejected records by index, field and reason, as an import report lists them. */
    readonly rejected: RejectedStockRecord[],
  ) {
    super(message)
    this.name = 'StockFeedRefusedError'
  }
}

export interface ImportOptions {
  /** The site's stock feed guard; the platform defaults when not given. */
  guard?: StockFeedGuardShares
  /** The number of cars the caller confirms a full feed may remove (see checkFullStockFeed). */
  confirmRemoval?: number | undefined
}

function rawId(record: unknown): string | null {
  const id = (record as { id?: unknown } | null)?.id
  return typeof id === 'string' || typeof id === 'number' ? String(id).trim() : null
}

/** Stable fingerprint of a validated car, so re-importing the same feed writes nothing. */
export function carContentHash(car: StockCar): string {
  return createHash('sha256').update(JSON.stringify(car)).digest('hex')
}

/**
 * Validates a feed and writes it in one transaction: good records are upserted by id, rejected ones
 * are reported by index, field and reason, and (full feeds) cars missing from the feed are removed.
 * A full feed is first checked against the site's stock feed guard, inside the transaction and under
 * the site's lock, so two concurrent imports cannot both pass it: a refused feed throws
 * StockFeedRefusedError and writes nothing, not even the version row.
 * If anything fails part-way the transaction rolls back and the previous stock stays as it was.
 */
export async function importStockFeed(
  pool: Pool,
  siteSlug: string,
  records: readonly unknown[],
  mode: ImportMode,
  options: ImportOptions = {},
): Promise<StockImportReport> {
  if (mode === 'full' && records.length === 0) {
    throw new StockImportError('An empty full feed would remove every car. Send at least one car, or use mode "partial".')
  }
  const { cars: valid, rejected } = validateStockFeed(records)
  const cars = dropDuplicates(valid, records, rejected)

  return withTransaction(pool, async (client) => {
    // One import per site at a time: the version row is the lock.
    await client.query('INSERT INTO stock_versions (site_slug) VALUES ($1) ON CONFLICT (site_slug) DO NOTHING', [siteSlug])
    const locked = await client.query<{ version: string }>('SELECT version FROM stock_versions WHERE site_slug = $1 FOR UPDATE', [siteSlug])
    let version = Number(locked.rows[0]?.version ?? 0)

    const existing = await client.query<{ id: string; slug: string; content_hash: string; price: number | null; status: string | null }>(
      "SELECT id, slug, content_hash, (car->>'price')::numeric::float8 AS price, car->>'status' AS status FROM stock_cars WHERE site_slug = $1",
      [siteSlug],
    )
    const stored = new Map(existing.rows.map((row) => [row.id, row]))
    // A rejected update must not delete the car it was meant to update: rejected records' ids count as present.
    const feedIds = new Set([...cars.map(({ car }) => car.id), ...records.map(rawId).filter((id): id is string => id !== null)])
    const removedIds = mode === 'full' ? [...stored.keys()].filter((id) => !feedIds.has(id)) : []

    // A slug must stay unique within the site: against the feed and against cars that stay.
    const slugOwner = new Map<string, string>()
    const removing = new Set(removedIds)
    for (const row of existing.rows) if (!removing.has(row.id) && !feedIds.has(row.id)) slugOwner.set(row.slug, row.id)
    const writes: Array<{ car: StockCar; hash: string }> = []
    let unchanged = 0
    let inserted = 0
    for (const { car, index } of cars) {
      const owner = slugOwner.get(car.slug)
      if (owner !== undefined && owner !== car.id) {
        rejected.push({ index, field: 'slug', reason: `slug "${car.slug}" is already used by car ${owner}` })
        continue
      }
      slugOwner.set(car.slug, car.id)
      const hash = carContentHash(car)
      const before = stored.get(car.id)
      if (before?.content_hash === hash) unchanged++
      else {
        if (!before) inserted++
        writes.push({ car, hash })
      }
    }

    if (mode === 'full') {
      const verdict = checkFullStockFeed({
        stored: stored.size,
        removing: removedIds.length,
        received: records.length,
        rejected: new Set(rejected.map((entry) => entry.index)).size,
        shares: options.guard ?? STOCK_FEED_GUARD_DEFAULTS,
        confirmRemoval: options.confirmRemoval,
      })
      if (!verdict.allowed)
        throw new StockFeedRefusedError(
          verdict.message,
          verdict.figures,
          [...rejected].sort((a, b) => a.index - b.index),
        )
    }

    await recordStockRemovals(client, siteSlug, removedIds)
    for (let start = 0; start < removedIds.length; start += BATCH) {
      await client.query('DELETE FROM stock_cars WHERE site_slug = $1 AND id = ANY($2::text[])', [siteSlug, removedIds.slice(start, start + BATCH)])
    }
    for (let start = 0; start < writes.length; start += BATCH) {
      const batch = writes.slice(start, start + BATCH)
      await upsertBatch(client, siteSlug, batch)
      await recordStockHistory(
        client,
        siteSlug,
        batch.map(({ car }) => car.id),
      )
    }

    if (writes.length > 0 || removedIds.length > 0) {
      const bumped = await client.query<{ version: string }>(
        'UPDATE stock_versions SET version = version + 1, updated_at = now() WHERE site_slug = $1 RETURNING version',
        [siteSlug],
      )
      version = Number(bumped.rows[0]?.version)
      const changes = [
        ...writes.map(({ car }) => stockChangeOf(car.id, stored.get(car.id) ?? null, { price: car.price ?? null, status: car.status })),
        ...removedIds.map((id) => stockChangeOf(id, stored.get(id) ?? null, null)),
      ].filter((change): change is StockChange => change !== null)
      await recordStockChanges(client, siteSlug, version, changes)
    }
    rejected.sort((a, b) => a.index - b.index)
    return {
      siteSlug,
      mode,
      received: records.length,
      inserted,
      updated: writes.length - inserted,
      unchanged,
      removed: removedIds.length,
      rejected,
      version,
      changedIds: writes.map(({ car }) => car.id),
      removedIds,
    }
  })
}

/** The last record with an id wins, as a feed that lists a car twice means its later line; earlier ones are reported. */
function dropDuplicates(cars: StockCar[], records: readonly unknown[], rejected: RejectedStockRecord[]): Array<{ car: StockCar; index: number }> {
  const rejectedIndexes = new Set(rejected.map((entry) => entry.index))
  const indexed: Array<{ car: StockCar; index: number }> = []
  let next = 0
  for (let index = 0; index < records.length; index++) if (!rejectedIndexes.has(index)) indexed.push({ car: cars[next++] as StockCar, index })
  const last = new Map<string, number>()
  for (const { car, index } of indexed) last.set(car.id, index)
  return indexed.filter(({ car, index }) => {
    if (last.get(car.id) === index) return true
    rejected.push({ index, field: 'id', reason: `duplicate id ${car.id}: a later record in the feed replaces this one` })
    return false
  })
}

async function upsertBatch(client: PoolClient, siteSlug: string, batch: Array<{ car: StockCar; hash: string }>) {
  await client.query(
    `INSERT INTO stock_cars (site_slug, id, slug, car, content_hash, updated_at)
     SELECT $1, u.id, u.slug, u.car, u.hash, now() FROM unnest($2::text[], $3::text[], $4::jsonb[], $5::text[]) AS u(id, slug, car, hash)
     ON CONFLICT (site_slug, id) DO UPDATE SET slug = EXCLUDED.slug, car = EXCLUDED.car, content_hash = EXCLUDED.content_hash, updated_at = now()`,
    [siteSlug, batch.map((w) => w.car.id), batch.map((w) => w.car.slug), batch.map((w) => JSON.stringify(w.car)), batch.map((w) => w.hash)],
  )
}

/**
 * The change log shopper alerts are made from (price drops, sold cars, new cars for saved searches),
 * written in the import's transaction: an import that commits always leaves its changes, one that
 * rolls back leaves none, and an identical second import changes nothing and so records nothing.
 */
async function recordStockChanges(client: PoolClient, siteSlug: string, version: number, changes: StockChange[]) {
  for (let start = 0; start < changes.length; start += BATCH) {
    const batch = changes.slice(start, start + BATCH)
    await client.query(
      `INSERT INTO stock_changes (site_slug, car_id, kind, price_before, price_after, version)
       SELECT $1, u.car_id, u.kind, u.price_before, u.price_after, $2 FROM unnest($3::text[], $4::text[], $5::numeric[], $6::numeric[]) AS u(car_id, kind, price_before, price_after)`,
      [siteSlug, version, batch.map((c) => c.carId), batch.map((c) => c.kind), batch.map((c) => c.priceBefore), batch.map((c) => c.priceAfter)],
    )
  }
}

/**
 * A stored car as shoppers see it: the feed's record with the site's reservations over it (issue 19).
 * A car a reservation holds (pending payment or paid) is reserved; one sold through a completed
 * reservation is sold, whatever the dealer's feed still says. Reservations bump the stock version
 * when they change, so every server's index follows.
 */
const CAR_AS_LISTED = `c.car || COALESCE((
    SELECT CASE WHEN bool_or(r.status = 'completed')
                THEN jsonb_build_object('status', 'sold', 'sold', true, 'reserved', false, 'sold_date_timestamp', floor(extract(epoch FROM max(r.updated_at)))::bigint)
                ELSE jsonb_build_object('reserved', true) END
      FROM reservations r JOIN sites s ON s.id = r.site_id
     WHERE s.slug = c.site_slug AND r.car_id = c.id AND r.status IN ('pending-payment', 'paid', 'completed')
    HAVING count(*) > 0), '{}'::jsonb) AS car`

/** Every car of a site with the version they belong to, read in one snapshot. */
export async function loadSiteStock(pool: Pool, siteSlug: string): Promise<{ version: number; cars: StockCar[] }> {
  return withTransaction(
    pool,
    async (client) => {
      const version = await client.query<{ version: string }>('SELECT version FROM stock_versions WHERE site_slug = $1', [siteSlug])
      const cars = await client.query<{ car: StockCar }>(`SELECT ${CAR_AS_LISTED} FROM stock_cars c WHERE c.site_slug = $1 ORDER BY c.id`, [siteSlug])
      return { version: Number(version.rows[0]?.version ?? 0), cars: cars.rows.map((row) => row.car) }
    },
    { isolation: 'REPEATABLE READ READ ONLY' },
  )
}

/** One car by its slug, for the vehicle page. */
export async function findStockCar(pool: Pool, siteSlug: string, slug: string): Promise<StockCar | null> {
  const result = await pool.query<{ car: StockCar }>(`SELECT ${CAR_AS_LISTED} FROM stock_cars c WHERE c.site_slug = $1 AND c.slug = $2`, [siteSlug, slug])
  return result.rows[0]?.car ?? null
}

/** The address (slug) of a site's car with this VIN, case aside; the finance pages' `vin` parameter (spec §2) names a car this way. */
export async function findStockCarSlugByVin(pool: Pool, siteSlug: string, vin: string): Promise<string | null> {
  const result = await pool.query<{ slug: string }>(
    `SELECT slug FROM stock_cars WHERE site_slug = $1 AND upper(car->>'vin') = upper($2) ORDER BY updated_at DESC LIMIT 1`,
    [siteSlug, vin],
  )
  return result.rows[0]?.slug ?? null
}

/** Cars of a site by id (watchlists), in no particular order; unknown ids are left out. */
export async function findStockCarsById(pool: Pool, siteSlug: string, ids: readonly string[]): Promise<StockCar[]> {
  if (ids.length === 0) return []
  const result = await pool.query<{ car: StockCar }>(`SELECT ${CAR_AS_LISTED} FROM stock_cars c WHERE c.site_slug = $1 AND c.id = ANY($2::text[])`, [
    siteSlug,
    ids,
  ])
  return result.rows.map((row) => row.car)
}

/** Marks a site's stock as changed outside a feed (a reservation taken, released or completed), so every server rebuilds its index. */
export async function bumpStockVersion(pool: Pool, siteSlug: string): Promise<void> {
  await pool.query(
    'INSERT INTO stock_versions (site_slug, version) VALUES ($1, 1) ON CONFLICT (site_slug) DO UPDATE SET version = stock_versions.version + 1, updated_at = now()',
    [siteSlug],
  )
}

/** Number of cars stored per site (the demo loads stock only where there is none). */
export async function stockCounts(pool: Pool): Promise<Map<string, number>> {
  const result = await pool.query<{ site_slug: string; count: string }>('SELECT site_slug, count(*) AS count FROM stock_cars GROUP BY site_slug')
  return new Map(result.rows.map((row) => [row.site_slug, Number(row.count)]))
}

/** Import keys: a dealer's feed authenticates with a random key; only its SHA-256 is stored. */
export const hashImportKey = (key: string) => createHash('sha256').update(key).digest('hex')

export async function createImportKey(pool: Pool, siteSlug: string, label: string | null, key: string): Promise<void> {
  await pool.query('INSERT INTO stock_import_keys (key_hash, site_slug, label) VALUES ($1, $2, $3)', [hashImportKey(key), siteSlug, label])
}

export async function siteForImportKey(pool: Pool, key: string): Promise<string | null> {
  const result = await pool.query<{ site_slug: string }>('SELECT site_slug FROM stock_import_keys WHERE key_hash = $1', [hashImportKey(key)])
  return result.rows[0]?.site_slug ?? null
}
