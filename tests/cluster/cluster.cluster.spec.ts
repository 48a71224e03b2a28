import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RESERVATION_MESSAGES } from '../../src/domain/reservation-refusal'
import { CONTENT_TTL_MS } from '../../src/platform/content-cache'
import { RATE_LIMITS } from '../../src/platform/rate-limit'
import { HAPROXY } from './cluster'
import { cluster, figures, MARKER, MEMORY_BOUND_MB, one, receiver, reportAndStop, rows, runScenario, staged, traffic, WATCHER, windows } from './scenario'
import { isFailure, overlaps } from './traffic'

/**
 * Issue 39: the platform as a dealer group runs it, with faults (tests/cluster/scenario.ts runs it once
 * in beforeAll). Each `it` asserts one promise about what the scenario left behind; the figures are
 * printed as a table at the end.
 */
beforeAll(async () => {
  if (HAPROXY) await runScenario()
}, 900_000)

afterAll(async () => {
  if (HAPROXY) await reportAndStop()
}, 120_000)

describe.skipIf(!HAPROXY)('three app servers behind HAProxy, with faults (issue 39)', () => {
  it('no request hangs, and no request fails outside the seconds a fault was active (a graceful SIGTERM is not one)', () => {
    expect(traffic.sent.filter((sent) => sent.status === -1)).toEqual([])
    const outside = traffic.sent.filter((sent) => isFailure(sent) && !windows.some((window) => overlaps(sent, window)))
    expect(outside.map((sent) => `${sent.status} ${sent.kind} ${sent.path} via ${sent.server}: ${sent.text.slice(0, 200)}`)).toEqual([])
    expect(staged.exitOnSigterm).toBe(0)
    expect(staged.exitOnSigkill).toBe('SIGKILL')
  })

  it('while PostgreSQL is down, a page or write that cannot be done is a 503, never a 500', () => {
    const database = windows.find((window) => window.fault.startsWith('PostgreSQL'))!
    const errors = traffic.sent.filter((sent) => overlaps(sent, database) && sent.status >= 500 && sent.status !== 503)
    expect(errors.map((sent) => `${sent.status} ${sent.kind} ${sent.path} via ${sent.server}: ${sent.text.slice(0, 300)}`)).toEqual([])
  })

  it('every server answered through the balancer, before and after its restart', () => {
    for (const name of ['app1', 'app2', 'app3']) expect(traffic.sent.filter((sent) => sent.server === name).length, name).toBeGreaterThan(10)
  })

  it('each race car is reserved exactly once, the winner was told so, and every losing shopper was told it was just reserved', async () => {
    for (const car of staged.raceCars) {
      const attempts = traffic.sent.filter((sent) => sent.kind === `reserve ${car.slug}`)
      expect(attempts.length, car.slug).toBeGreaterThan(2)
      const held = await rows<{ email: string }>("SELECT email FROM reservations WHERE car_id = $1 AND status IN ('pending-payment', 'paid')", [car.id])
      expect(held, car.slug).toHaveLength(1)
      const won = attempts.filter((sent) => sent.status === 201)
      expect(won.length).toBeLessThanOrEqual(1)
      // A winner whose answer was lost with a killed server still holds the car; nobody else does.
      if (won.length === 1) expect(JSON.parse(won[0]!.text).reference, car.slug).toBeTruthy()
      const told = attempts.filter((sent) => sent.status === 409)
      for (const loser of told) expect(JSON.parse(loser.text).message).toContain(RESERVATION_MESSAGES.reserved)
      expect(attempts.filter((sent) => sent.status !== 201 && sent.status !== 409 && !windows.some((window) => overlaps(sent, window)))).toEqual([])
    }
  })

  it('every accepted lead is stored once, and each of its deliveries went out once per channel, with no duplicate message', async () => {
    const enquiries = traffic.sent.filter((sent) => sent.kind === 'enquiry')
    const accepted = enquiries.filter((sent) => sent.status === 201)
    expect(
      accepted.length,
      enquiries
        .slice(0, 3)
        .map((sent) => `${sent.status} ${sent.text.slice(0, 300)}`)
        .join('\n'),
    ).toBeGreaterThan(10)
    const ids = accepted.map((sent) => (JSON.parse(sent.text) as { lead_id: number }).lead_id)
    const stored = new Set(
      (await rows<{ id: number }>('SELECT id FROM leads WHERE id = ANY($1) AND email LIKE $2', [ids, `enquiry-%@${MARKER}`])).map((row) => row.id),
    )
    const missing = accepted.filter((_, i) => !stored.has(ids[i]!))
    expect(
      missing.map((sent) => `${sent.text} (sent ${new Date(sent.startedAt).toISOString()} via ${sent.server})`),
      JSON.stringify(await rows('SELECT id, email, created_at FROM leads WHERE id = ANY($1)', [ids.filter((id) => !stored.has(id))])),
    ).toEqual([])
    expect(new Set(ids).size).toBe(ids.length)
    // Each shopper's email is their own: two leads with one email would be one lead stored twice.
    expect(await rows('SELECT email FROM leads WHERE email LIKE $1 GROUP BY email HAVING count(*) > 1', [`%@${MARKER}`])).toEqual([])

    const deliveries = await rows<{ id: number; lead_id: number; channel: string; target: string; status: string; sent_count: number }>(
      `SELECT d.id, d.lead_id, d.channel, d.target, d.status, (SELECT count(*)::int FROM jsonb_array_elements(d.history) e WHERE e->>'outcome' = 'sent') AS sent_count
         FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.email LIKE $1`,
      [`%@${MARKER}`],
    )
    expect(deliveries.filter((delivery) => delivery.status !== 'sent')).toEqual([])
    expect(deliveries.filter((delivery) => delivery.sent_count !== 1)).toEqual([])
    // One message per delivery in the mailbox: a resend after a crash reuses the delivery's key, so it replaces.
    const mailbox = readdirSync(cluster.mailboxDir)
    for (const delivery of deliveries.filter((d) => d.channel !== 'webhook')) {
      expect(
        mailbox.filter((name) => name.startsWith(`lead-${delivery.lead_id}-delivery-${delivery.id}.`)),
        `delivery ${delivery.id}`,
      ).toHaveLength(1)
    }
    figures['lead deliveries sent once each'] = deliveries.length
  })

  it('a delivery whose server died mid-send is sent again by another server with the same key, and recorded once', async () => {
    const {
      id,
      lead_id: leadId,
      status,
      sent_count: sentCount,
      attempts,
    } = await one<{ id: number; lead_id: number; status: string; sent_count: number; attempts: number }>(
      `SELECT d.id, d.lead_id, d.status, d.attempts::int AS attempts, (SELECT count(*)::int FROM jsonb_array_elements(d.history) e WHERE e->>'outcome' = 'sent') AS sent_count
         FROM lead_deliveries d WHERE d.lead_id = $1 AND d.channel = 'webhook'`,
      [staged.dyingLead],
    )
    const posts = receiver.received.filter((post) => post.key === `lead-${leadId}-delivery-${id}`)
    expect(posts.map((post) => post.cut)).toEqual([true, false])
    expect({ status, sentCount, attempts }).toEqual({ status: 'sent', sentCount: 1, attempts: 2 })
    // Every webhook delivery of the run reached the dealer's CRM under its own key.
    const webhooks = await rows<{ key: string }>(
      "SELECT 'lead-' || d.lead_id || '-delivery-' || d.id AS key FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.email LIKE $1 AND d.channel = 'webhook'",
      [`%@${MARKER}`],
    )
    const keys = new Set(receiver.received.map((post) => post.key))
    expect(webhooks.filter((webhook) => !keys.has(webhook.key))).toEqual([])
    figures['webhook posts: deliveries, posts received (a resend after a crash keeps its key)'] = `${webhooks.length}, ${receiver.received.length}`
  })

  it('every accepted trade-in offer is accepted once: its dealer channels queued once more, however many presses', async () => {
    const accepted = await rows<{ reference: string; lead_id: number }>(
      "SELECT v.reference, v.lead_id FROM trade_in_valuations v JOIN leads l ON l.id = v.lead_id WHERE l.email LIKE $1 AND v.status = 'accepted'",
      [`trade-in-%@${MARKER}`],
    )
    expect(accepted.length).toBeGreaterThan(2)
    const queued = await rows<{ lead_id: number; channel: string; target: string; n: number }>(
      "SELECT lead_id, channel, target, count(*)::int AS n FROM lead_deliveries WHERE lead_id = ANY($1) AND channel <> 'shopper-email' GROUP BY lead_id, channel, target",
      [accepted.map((row) => row.lead_id)],
    )
    expect(queued.filter((row) => row.n !== 2)).toEqual([])
    figures['trade-in offers accepted'] = accepted.length
  })

  it('watchlist saves from one shopper on every server are one row per car', async () => {
    const saved = traffic.sent.filter((sent) => sent.kind === 'watchlist save' && (sent.status === 200 || sent.status === 201))
    expect(saved.length).toBeGreaterThan(5)
    const { n, cars } = await one<{ n: number; cars: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT w.car_id)::int AS cars FROM watchlist_entries w JOIN customers c ON c.id = w.customer_id WHERE c.email = $1',
      [WATCHER],
    )
    expect(n).toBe(cars)
  })

  it('rate limits count across servers: one shopper gets the lead limit once, not once per server, forwarded header or not', () => {
    expect(
      new Set(staged.rateLimit.map((sent) => sent.server)).size,
      staged.rateLimit
        .slice(0, 3)
        .map((sent) => `${sent.status} ${sent.text.slice(0, 300)}`)
        .join('\n'),
    ).toBe(3)
    expect(staged.rateLimit.filter((sent) => sent.status === 201)).toHaveLength(RATE_LIMITS.leadCreate.points)
    expect(staged.rateLimit.filter((sent) => sent.status === 429)).toHaveLength(2 * RATE_LIMITS.leadCreate.points)
  })

  it('a page saved through one server shows on every server within the content cache time', () => {
    expect(Object.keys(staged.editVisibleMs).sort()).toEqual(['app1', 'app2', 'app3'])
    for (const [name, ms] of Object.entries(staged.editVisibleMs)) expect(ms, name).toBeLessThanOrEqual(CONTENT_TTL_MS)
  })

  it('every sweep did each due item once, with the server that was killed gone: reservations expired, pages published, price-drop alerts sent, audit pruned, finance details erased', async () => {
    const expired = await rows<{ status: string; entries: number; mails: number }>(
      `SELECT r.status, (SELECT count(*)::int FROM jsonb_array_elements(r.history) e WHERE e->>'action' = 'expired') AS entries,
              (SELECT count(*)::int FROM lead_deliveries d WHERE d.lead_id = r.lead_id AND d.channel = 'shopper-email') AS mails
         FROM reservations r WHERE r.id = ANY($1)`,
      [staged.expiring],
    )
    expect(expired.map((row) => [row.status, row.entries])).toEqual(staged.expiring.map(() => ['expired', 1]))
    // Published once each: one published version per page, and no job left (Payload deletes a job once it completed).
    const published = await rows<{ status: string; versions: number; jobs: number }>(
      `SELECT p._status AS status, (SELECT count(*)::int FROM _pages_v v WHERE v.parent_id = p.id AND v.version__status = 'published') AS versions,
              (SELECT count(*)::int FROM payload_jobs j WHERE j.input->'doc'->>'value' = p.id::text) AS jobs
         FROM pages p WHERE p.id = ANY($1)`,
      [staged.scheduledPages.map((page) => page.id)],
    )
    const jobs = await rows('SELECT input, total_tried, has_error, error, completed_at, wait_until, processing FROM payload_jobs')
    expect(published, JSON.stringify(jobs)).toEqual(staged.scheduledPages.map(() => ({ status: 'published', versions: 1, jobs: 0 })))
    // Shopper alerts: one price-drop alert per watched car, sent once, one email each.
    const alerts = await rows<{ details: string; status: string }>(
      'SELECT a.details::text AS details, a.status FROM shopper_alerts a JOIN customers c ON c.id = a.customer_id WHERE c.email = $1',
      [WATCHER],
    )
    expect(staged.alertCars.map((car) => alerts.filter((alert) => alert.details.includes(car.id)).map((alert) => alert.status))).toEqual(
      staged.alertCars.map(() => ['sent']),
    )
    const alertMails = readdirSync(cluster.mailboxDir).filter(
      (name) => name.includes('shopper-alert-') && readFileSync(path.join(cluster.mailboxDir, name), 'utf8').includes(`To: ${WATCHER}`),
    )
    expect(alertMails).toHaveLength(alerts.length)
    const { n: audit } = await one<{ n: number }>('SELECT count(*)::int AS n FROM sign_in_failures WHERE email LIKE $1', [`old-%@${MARKER}`])
    expect(audit).toBe(0)
    const erased = await rows<{ erased: boolean }>('SELECT details_erased_at IS NOT NULL AS erased FROM finance_applications WHERE id = ANY($1)', [
      staged.financeApplications,
    ])
    expect(erased).toEqual(staged.financeApplications.map(() => ({ erased: true })))
  })

  it('each app server ends below the memory bound', () => {
    for (const [name, megabytes] of Object.entries(staged.memory)) expect(megabytes, name).toBeLessThan(MEMORY_BOUND_MB)
  })
})

if (!HAPROXY)
  it('cluster test: HAProxy is not installed on this machine (apt-get install -y haproxy); CI always has it', () => {
    expect(process.env.CI, 'CI must have HAProxy').toBeFalsy()
  })
