/**
 * Next.js start-up hook: on the Node.js server, start the leads outbox sweep (retries and any lead
 * whose first delivery attempt never ran). LEAD_OUTBOX_SWEEP_MS=0 turns it off (e.g. when a separate
 * `npm run leads:deliver` cron does it).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const interval = Number(process.env.LEAD_OUTBOX_SWEEP_MS ?? 30_000)
  if (!Number.isFinite(interval) || interval <= 0) return
  const { startLeadOutboxSweep } = await import('./features/leads')
  startLeadOutboxSweep(interval)
}
