import type { Pool, PoolClient } from 'pg'

import { DEFAULT_TIME_ZONE } from '@/domain/time'
import { databasePoolOf, withTransaction } from '@/platform/database'
import { getPayloadClient } from '@/platform/payload'
import { startSweep } from '@/platform/sweep'

/** The raw kinds rolled up as they are, per subject. */
const RAW_KINDS = ['page_view', 'vehicle_view', 'search', 'impression', 'click', 'step']
/** A site that never set its retention keeps raw events this many days. */
export const DEFAULT_INSIGHTS_RETENTION_DAYS = 30
/**
 * Raw events are never pruned younger than this many days, whatever the site's retention: the sweep
 * rolls up yesterday and today on every pass, so every older day is already in the daily totals.
 */
const MIN_KEPT_DAYS = 2
/** Rows one prune statement deletes: a long backlog goes in short statements. */
const PRUNE_BATCH = 5_000

/** A day on the platform's clock (Australia/Sydney), as YYYY-MM-DD: the day an event is stored under. */
export const insightsDay = (at: Date = new Date()): string => at.toLocaleDateString('en-CA', { timeZone: DEFAULT_TIME_ZONE })

/** Per site, the first day a rollup may rewrite: at `since`, and never a day whose raw events retention may prune. */
const BOUNDS = `SELECT id AS site_id,
         greatest($1::date, $2::date - greatest(coalesce(insights_retention_days, ${DEFAULT_INSIGHTS_RETENTION_DAYS})::int, ${MIN_KEPT_DAYS}) + 1) AS from_day
    FROM sites`

async function rollUpDays(client: PoolClient, since: string, today: string): Promise<number> {
  const params = [since, today]
  const inWindow = `FROM insight_events e JOIN bounds b ON b.site_id = e.site_id AND e.day >= b.from_day WHERE e.day >= $1::date`
  await client.query(`WITH bounds AS (${BOUNDS}) DELETE FROM insight_daily d USING bounds b WHERE d.site_id = b.site_id AND d.day >= b.from_day`, params)
  const raw = await client.query(
    `WITH bounds AS (${BOUNDS})
     INSERT INTO insight_daily (site_id, day, kind, subject, label, events, visits, results_min, results_max)
     SELECT e.site_id, e.day, e.kind, e.subject,
            (array_agg(e.label ORDER BY e.at DESC, e.id DESC) FILTER (WHERE e.label IS NOT NULL))[1],
            count(*), count(DISTINCT e.visit), min(e.result_count), max(e.result_count)
       ${inWindow} AND e.kind = ANY($3::text[])
      GROUP BY e.site_id, e.day, e.kind, e.subject`,
    [...params, RAW_KINDS],
  )
  // The funnel: visits that viewed a page, searched, viewed a car (events = visits: each row counts visits).
  const funnel = await client.query(
    `WITH bounds AS (${BOUNDS})
     INSERT INTO insight_daily (site_id, day, kind, subject, events, visits)
     SELECT e.site_id, e.day, 'funnel',
            CASE e.kind WHEN 'page_view' THEN 'visited' WHEN 'search' THEN 'searched' ELSE 'viewed_car' END,
            count(DISTINCT e.visit), count(DISTINCT e.visit)
       ${inWindow} AND e.kind IN ('page_view', 'search', 'vehicle_view')
      GROUP BY e.site_id, e.day, e.kind`,
    params,
  )
  // Where visits came from: the referrer class of each visit's first page view of the day.
  const source = await client.query(
    `WITH bounds AS (${BOUNDS}),
     landings AS (
       SELECT DISTINCT ON (e.site_id, e.day, e.visit) e.site_id, e.day, coalesce(e.referrer_class, '') AS referrer_class
         ${inWindow} AND e.kind = 'page_view'
        ORDER BY e.site_id, e.day, e.visit, e.seq)
     INSERT INTO insight_daily (site_id, day, kind, subject, events, visits)
     SELECT site_id, day, 'source', referrer_class, count(*), count(*) FROM landings GROUP BY site_id, day, referrer_class`,
    params,
  )
  return (raw.rowCount ?? 0) + (funnel.rowCount ?? 0) + (source.rowCount ?? 0)
}

/**
 * Recomputes the daily totals (insight_daily) of every site for every day from `since` (YYYY-MM-DD)
 * from the raw events, in one transaction: the days' rows are deleted and inserted again, so running it
 * twice gives the same rows. Days whose raw events the site's retention may already have pruned keep
 * their totals. When another app server is rolling up (the advisory lock is taken), this pass is
 * skipped: `rolledUp` is false, and the next pass covers the same days.
 */
export async function rollUpInsights(
  pool: Pool,
  { since, now = new Date(), statementTimeoutMs }: { since: string; now?: Date; statementTimeoutMs?: number },
): Promise<{ rolledUp: boolean; rows: number }> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new Error(`rollUpInsights: since must be a day as YYYY-MM-DD, got "${since}".`)
  return withTransaction(
    pool,
    async (client) => {
      const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext('insights-rollup'), 0) AS locked`)
      if (!rows[0]?.locked) return { rolledUp: false, rows: 0 }
      return { rolledUp: true, rows: await rollUpDays(client, since, insightsDay(now)) }
    },
    { statementTimeoutMs },
  )
}

/**
 * Deletes raw events past each site's retention (Sites → insights retention days, standard 30), and
 * never those of the last two days, which the sweep's rollups may still rewrite. In batches, skipping
 * rows another app server is deleting, so every server may run it; returns how many went.
 */
export async function pruneInsightEvents(pool: Pool, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  let deleted = 0
  for (;;) {
    const { rowCount } = await pool.query(
      `DELETE FROM insight_events WHERE id IN (
         SELECT e.id FROM insight_events e JOIN sites s ON s.id = e.site_id
          WHERE e.day < $1::date - greatest(coalesce(s.insights_retention_days, $2)::int, $3)
          LIMIT $4 FOR UPDATE OF e SKIP LOCKED)`,
      [insightsDay(now), DEFAULT_INSIGHTS_RETENTION_DAYS, MIN_KEPT_DAYS, PRUNE_BATCH],
    )
    deleted += rowCount ?? 0
    if ((rowCount ?? 0) < PRUNE_BATCH) return deleted
  }
}

/** The day before `day` (YYYY-MM-DD). */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

/**
 * Every app server, on an interval (INSIGHTS_ROLLUP_SWEEP_MS): roll up yesterday and today (yesterday
 * again, so its last minutes are counted once the day is over), then prune raw events past retention.
 */
export function startInsightsSweep(intervalMs: number): void {
  startSweep('insights rollup', intervalMs, async () => {
    const pool = databasePoolOf(await getPayloadClient())
    const now = new Date()
    await rollUpInsights(pool, { since: dayBefore(insightsDay(now)), now })
    await pruneInsightEvents(pool, { now })
  })
}
