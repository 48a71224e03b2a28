/**
 * Next.js start-up hook: on the Node.js server, start the background sweeps. Both claim their work
 * in PostgreSQL with SKIP LOCKED, so every app server may run them and nothing is sent twice.
 * - the leads outbox (retries and any lead whose first delivery attempt never ran); LEAD_OUTBOX_SWEEP_MS=0
 *   turns it off (e.g. when a separate `npm run leads:deliver` cron does it);
 * - shopper alerts (stock changes to queued emails, then sending them); SHOPPER_ALERT_SWEEP_MS=0 turns
 *   it off (e.g. for a cron running `npm run alerts:send`);
 * - reservation expiry (unpaid and held reservations past their time release their cars);
 *   RESERVATION_EXPIRY_SWEEP_MS=0 turns it off;
 * - finance details erasure (applicants' income, expenses and employment past their site's retention
 *   period); FINANCE_DETAILS_ERASE_SWEEP_MS=0 turns it off.
 * - sign-in audit retention (failed sign-ins older than SIGN_IN_AUDIT_RETENTION_DAYS, standard 180);
 *   SIGN_IN_AUDIT_PRUNE_SWEEP_MS (default an hour) sets how often, 0 turns it off.
 * - scheduled publishing (Payload's jobs queue: pages, promos, menus and legal texts published or taken
 *   down at their scheduled time); one server at a time runs a pass under a lease (platform_leases);
 *   SCHEDULED_PUBLISH_SWEEP_MS (default 10 s) sets how often, 0 turns it off.
 * - marketer insights (yesterday's and today's raw events rolled up into daily totals, one server at a
 *   time under an advisory lock, then raw events past each site's retention pruned);
 *   INSIGHTS_ROLLUP_SWEEP_MS (default 5 minutes) sets how often, 0 turns it off.
 * It also installs the render cache (src/platform/render-cache) the HTTP hook in front of Next uses, and
 * closes the database pool once a stopping server has drained (src/platform/lifecycle.ts).
 */
const intervalOf = (raw: string | undefined): number | null => {
  const interval = Number(raw ?? 30_000)
  return Number.isFinite(interval) && interval > 0 ? interval : null
}

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ installRenderCache }, { getPayloadClient }] = await Promise.all([import('./platform/render-cache'), import('./platform/payload')])
  installRenderCache(getPayloadClient)
  const leads = intervalOf(process.env.LEAD_OUTBOX_SWEEP_MS)
  if (leads) {
    const { startLeadOutboxSweep } = await import('./features/leads')
    startLeadOutboxSweep(leads)
  }
  const alerts = intervalOf(process.env.SHOPPER_ALERT_SWEEP_MS)
  if (alerts) {
    const { startShopperAlertSweep } = await import('./features/accounts')
    startShopperAlertSweep(alerts)
  }
  const reservations = intervalOf(process.env.RESERVATION_EXPIRY_SWEEP_MS)
  if (reservations) {
    const { startReservationExpirySweep } = await import('./features/reservations')
    startReservationExpirySweep(reservations)
  }
  const financeDetails = intervalOf(process.env.FINANCE_DETAILS_ERASE_SWEEP_MS ?? '600000')
  if (financeDetails) {
    const { startApplicantDetailsErasureSweep } = await import('./features/finance')
    startApplicantDetailsErasureSweep(financeDetails)
  }
  const signInAudit = intervalOf(process.env.SIGN_IN_AUDIT_PRUNE_SWEEP_MS ?? '3600000')
  if (signInAudit) {
    const { startSignInAuditPruneSweep } = await import('./platform/sign-in-audit-retention')
    startSignInAuditPruneSweep(signInAudit)
  }
  const publishing = intervalOf(process.env.SCHEDULED_PUBLISH_SWEEP_MS ?? '10000')
  if (publishing) {
    const { startScheduledPublishingSweep } = await import('./features/publishing')
    startScheduledPublishingSweep(publishing)
  }
  const insights = intervalOf(process.env.INSIGHTS_ROLLUP_SWEEP_MS ?? '300000')
  if (insights) {
    const { startInsightsSweep } = await import('./features/insights')
    startInsightsSweep(insights)
  }
  // Run last on SIGTERM (scripts/lib/app-server-lifecycle.mjs), after the requests and the sweeps: the
  // database sees the connections close instead of a process vanishing.
  const [{ onShutdown }, { databasePoolOf, isDatabaseUnavailable }] = await Promise.all([import('./platform/lifecycle'), import('./platform/database')])
  onShutdown('database pool', async () => databasePoolOf(await getPayloadClient()).end())
  // For onRequestError below: the HTTP hook answers such a page 503.
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('dealer-platform.is-database-unavailable')] = isDatabaseUnavailable
}

/**
 * Next reports each error of a render or route here before it answers 500. The HTTP hook in front of
 * Next (scripts/lib/app-server-hooks.mjs) turns a page that failed for want of the database into a 503
 * with Retry-After, as API routes answer (src/platform/api-route.ts).
 */
export function onRequestError(error: unknown, request: { headers: Record<string, string | string[] | undefined> }) {
  const noteRequestError = (globalThis as Record<symbol, unknown>)[Symbol.for('dealer-platform.request-error')] as
    ((requestId: unknown, error: unknown) => void) | undefined
  noteRequestError?.(request.headers['x-dealer-request-id'], error)
}
