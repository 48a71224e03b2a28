import type { Payload } from 'payload'

import { databasePoolOf } from '@/platform/database'
import { getPayloadClient } from '@/platform/payload'
import { startSweep } from '@/platform/sweep'

/** One key for the whole platform: whichever app server holds it runs the due jobs; the others skip the pass. */
const JOBS_LOCK = 'payload-jobs-runner'

/**
 * Runs Payload's due jobs (scheduled publish and unpublish of pages, promos, menus and legal texts)
 * while holding a PostgreSQL advisory lock. Payload picks jobs by reading and then marking them, so two
 * servers running at once could both publish one page; under the lock only one server runs a pass, and
 * a server that dies mid-pass releases the lock with its connection. Returns false when another server
 * held the lock.
 */
export async function runDueJobs(payload: Payload, limit = 50): Promise<boolean> {
  const client = await databasePoolOf(payload).connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [JOBS_LOCK])
    if (!rows[0]?.locked) return false
    try {
      await payload.jobs.run({ allQueues: true, limit })
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [JOBS_LOCK])
    }
    return true
  } finally {
    client.release()
  }
}

/** Every app server runs this: a page scheduled for 00:00 goes live within one interval of it, whichever servers are up. */
export function startScheduledPublishingSweep(intervalMs: number): void {
  startSweep('scheduled publishing', intervalMs, async () => runDueJobs(await getPayloadClient()))
}
