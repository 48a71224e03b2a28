import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { databasePoolOf } from '@/platform/database'
import { getPayloadClient } from '@/platform/payload'
import { startSweep } from '@/platform/sweep'

/** One lease for the whole platform: whichever app server holds it runs the due jobs; the others skip the pass. */
const JOBS_LEASE = 'payload-jobs-runner'
/**
 * Short, and renewed while the pass runs: a server killed mid-pass (no finally, no release) holds up
 * scheduled jobs this long at most, however long a live pass takes.
 */
const JOBS_LEASE_SECONDS = 15
const JOBS_LEASE_RENEW_MS = (JOBS_LEASE_SECONDS * 1000) / 3

/**
 * Runs Payload's due jobs (scheduled publish and unpublish of pages, promos, menus and legal texts)
 * while holding the jobs lease. Payload picks jobs by reading and then marking them, so two servers
 * running at once could both publish one page; under the lease only one pass runs at a time. The
 * lease is a row with an end time, not a lock on a pooled connection: nothing is held while the pass
 * asks the pool for its own connections. Returns false when another pass held the lease.
 */
export async function runDueJobs(payload: Payload, limit = 50): Promise<boolean> {
  const pool = databasePoolOf(payload)
  const holder = randomUUID()
  const { rowCount } = await pool.query(
    `INSERT INTO platform_leases (name, holder, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at WHERE platform_leases.expires_at <= now()`,
    [JOBS_LEASE, holder, JOBS_LEASE_SECONDS],
  )
  if (!rowCount) return false
  const renewal = setInterval(() => {
    pool
      .query('UPDATE platform_leases SET expires_at = now() + make_interval(secs => $3) WHERE name = $1 AND holder = $2', [
        JOBS_LEASE,
        holder,
        JOBS_LEASE_SECONDS,
      ])
      .catch(() => {}) // the pass itself meets the same database and reports it
  }, JOBS_LEASE_RENEW_MS).unref()
  try {
    await payload.jobs.run({ allQueues: true, limit })
  } finally {
    clearInterval(renewal)
    await pool.query('UPDATE platform_leases SET expires_at = now() WHERE name = $1 AND holder = $2', [JOBS_LEASE, holder])
  }
  return true
}

/** Every app server runs this: a page scheduled for 00:00 goes live within one interval of it, whichever servers are up. */
export function startScheduledPublishingSweep(intervalMs: number): void {
  startSweep('scheduled publishing', intervalMs, async () => runDueJobs(await getPayloadClient()))
}
