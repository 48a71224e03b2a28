import { databasePoolOf } from '@/platform/database'
import { getPayloadClient } from '@/platform/payload'
import { startSweep } from '@/platform/sweep'

import { deliverThroughConfiguredChannels } from './delivery'
import { runLeadOutbox } from './outbox'

async function outboxDeps() {
  const payload = await getPayloadClient()
  return { payload, pool: databasePoolOf(payload), deliver: deliverThroughConfiguredChannels }
}

/** Right after a lead is stored: try its deliveries now. Failures are left to the sweep, never thrown. */
export async function deliverLeadSoon(leadId: number): Promise<void> {
  try {
    await runLeadOutbox(await outboxDeps(), { leadId })
  } catch (error) {
    console.error(`[leads] delivering lead ${leadId} failed; the outbox will retry`, error)
  }
}

/**
 * Every app server sweeps the outbox on an interval for retries and for leads whose first attempt
 * never ran (a server stopped mid-request). Claims use SKIP LOCKED, so servers never send twice.
 */
export function startLeadOutboxSweep(intervalMs = 30_000): void {
  startSweep('leads outbox', intervalMs, async () => runLeadOutbox(await outboxDeps(), { limit: 50 }))
}
