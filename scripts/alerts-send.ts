/**
 * npm run alerts:send — one pass of the shopper alert job, for a cron job or after fixing a mail
 * server: stock changes become queued alerts, then due alerts (and retries) are emailed. App servers
 * also run it on their own every 30 s (SHOPPER_ALERT_SWEEP_MS).
 */

// First: it decides DATABASE_URI (embedded or not) before the environment is read.
import { startPayload } from './lib/payload'

import { runShopperAlerts } from '../src/features/accounts'
import { runToCompletion } from './lib/run-to-completion'

runToCompletion('Sending shopper alerts', async () => {
  const { close } = await startPayload()
  try {
    const total = { changes: 0, queued: 0, sent: 0, retrying: 0, failed: 0, cancelled: 0 }
    for (;;) {
      const run = await runShopperAlerts({ limit: 50 })
      for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += run[key]
      if (run.sent + run.retrying + run.failed + run.cancelled < 50 && run.changes === 0) break
    }
    console.log(
      `Shopper alerts: ${total.changes} stock changes read, ${total.queued} alerts queued; ${total.sent} sent, ${total.retrying} to retry, ${total.failed} given up, ${total.cancelled} turned off before sending.`,
    )
  } finally {
    await close()
  }
})
