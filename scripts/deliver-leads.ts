/**
 * npm run leads:deliver — one pass of the leads outbox (due deliveries and retries), for a cron job
 * or after fixing a mail server. App servers also sweep on their own every 30 s.
 */

// First: it decides DATABASE_URI (embedded or not) before the environment is read.
import { startPayload } from './lib/payload'

import { deliverThroughConfiguredChannels } from '../src/features/leads/delivery'
import { runLeadOutbox } from '../src/features/leads/outbox'
import { databasePoolOf } from '../src/platform/database'
import { runToCompletion } from './lib/run-to-completion'

runToCompletion('Delivering leads', async () => {
  const { payload, close } = await startPayload()
  try {
    let total = { sent: 0, retrying: 0, failed: 0 }
    for (;;) {
      const run = await runLeadOutbox({ payload, pool: databasePoolOf(payload), deliver: deliverThroughConfiguredChannels }, { limit: 50 })
      total = { sent: total.sent + run.sent, retrying: total.retrying + run.retrying, failed: total.failed + run.failed }
      if (run.sent + run.retrying + run.failed < 50) break
    }
    console.log(`Lead deliveries: ${total.sent} sent, ${total.retrying} to retry, ${total.failed} given up.`)
  } finally {
    await close()
  }
})
