import 'server-only'

import { databasePoolOf } from '@/platform/database'
import { getPayloadClient } from '@/platform/payload'
import { startSweep } from '@/platform/sweep'

import { COLLECT_BATCH, collectStockAlerts } from './collect-alerts'
import { sendDueShopperAlerts, type AlertRun } from './send-alerts'

/** One pass: stock changes become queued alerts, then due alerts (new ones and retries) are sent. */
export async function runShopperAlerts({ limit = 50 }: { limit?: number } = {}): Promise<AlertRun & { changes: number; queued: number }> {
  const payload = await getPayloadClient()
  const pool = databasePoolOf(payload)
  let changes = 0
  let queued = 0
  // A big import (a whole demo stock) leaves more than one batch; a few batches per pass drain it.
  for (let round = 0; round < 10; round++) {
    const collected = await collectStockAlerts(pool)
    changes += collected.changes
    queued += collected.alerts
    if (collected.changes < COLLECT_BATCH) break
  }
  const sent = await sendDueShopperAlerts({ payload, pool }, { limit })
  return { ...sent, changes, queued }
}

/**
 * Every app server runs the alert job on an interval, like the leads outbox sweep: the change log and
 * the alert queue are claimed with SKIP LOCKED, so servers share the work and never send twice.
 */
export function startShopperAlertSweep(intervalMs = 30_000): void {
  startSweep('shopper alerts', intervalMs, () => runShopperAlerts())
}
