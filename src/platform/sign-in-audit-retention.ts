import type { Pool } from 'pg'

import { databasePoolOf } from './database'
import { env } from './env'
import { getPayloadClient } from './payload'
import { startSweep } from './sweep'

/** Rows one statement deletes: a long backlog goes in short transactions. */
const BATCH = 5_000

/**
 * Deletes failed sign-ins older than `retentionDays` from the audit (collections/SignInFailures.ts):
 * without it the table grows with every wrong password for ever. In batches, skipping rows another
 * app server is deleting, so every server may run it; returns how many rows went.
 */
export async function pruneSignInAudit(
  pool: Pool,
  { now = new Date(), retentionDays = env.SIGN_IN_AUDIT_RETENTION_DAYS }: { now?: Date; retentionDays?: number } = {},
): Promise<number> {
  let deleted = 0
  for (;;) {
    const { rowCount } = await pool.query(
      `DELETE FROM sign_in_failures WHERE id IN (
         SELECT id FROM sign_in_failures WHERE created_at < $1::timestamptz - make_interval(days => $2::int) LIMIT $3 FOR UPDATE SKIP LOCKED)`,
      [now, retentionDays, BATCH],
    )
    deleted += rowCount ?? 0
    if ((rowCount ?? 0) < BATCH) return deleted
  }
}

/** Every app server prunes the sign-in audit on an interval (SIGN_IN_AUDIT_PRUNE_SWEEP_MS). */
export function startSignInAuditPruneSweep(intervalMs: number): void {
  startSweep('sign-in audit retention', intervalMs, async () => pruneSignInAudit(databasePoolOf(await getPayloadClient())))
}
