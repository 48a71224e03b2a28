import 'server-only'

import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { deliveryRetryDelayMs } from '@/domain/lead-delivery'
import { shopperAlertMail, unsubscribeValue, type ShopperAlertDetails } from '@/domain/shopper-alerts'
import type { Site } from '@/payload-types'

import { signValue } from '@/platform/secrets'
import { sendShopperMail } from '../shopper-mail'

export const UNSUBSCRIBE_PURPOSE = 'unsubscribe'

export interface ShopperAlertDeps {
  payload: Payload
  pool: Pool
  /** The mail port; tests may pass their own. */
  send?: typeof sendShopperMail
  now?: () => Date
  /** Spreads retries after an outage; tests pass a fixed value. */
  random?: () => number
}

export interface AlertRun {
  sent: number
  retrying: number
  failed: number
  cancelled: number
}

/** How long a server may hold a claimed alert before another may take it over (a crashed server). */
const CLAIM_MINUTES = 5

interface ClaimedAlert {
  id: string
  customer_id: number
  details: ShopperAlertDetails
  attempts: number
}

interface Recipient {
  email: string
  first_name: string | null
  site_id: number | null
  alerts_enabled: boolean | null
}

/** The address shoppers reach the site on: its first domain, else the development host (as lead mail does). */
export const siteOrigin = (site: Pick<Site, 'slug' | 'domains'>): string =>
  site.domains?.[0]?.domain ? `https://${site.domains[0].domain}` : `http://${site.slug}.localhost:3000`

/** The signed token that stops one kind of email for one customer (watched cars, or one saved search). */
export const unsubscribeToken = (customerId: number, details: ShopperAlertDetails): string =>
  signValue(UNSUBSCRIBE_PURPOSE, unsubscribeValue(customerId, details.kind === 'saved-search' ? details.savedSearchId : 'watchlist'))

async function claimDueAlerts(pool: Pool, now: Date, limit: number): Promise<ClaimedAlert[]> {
  // SKIP LOCKED: several app servers can send at once and never take the same alert.
  const { rows } = await pool.query<ClaimedAlert>(
    `UPDATE shopper_alerts SET status = 'sending', locked_until = $1::timestamptz + make_interval(mins => ${CLAIM_MINUTES}), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM shopper_alerts
         WHERE (status IN ('pending', 'retrying') AND next_attempt_at <= $1) OR (status = 'sending' AND locked_until < $1)
         ORDER BY next_attempt_at LIMIT $2
         FOR UPDATE SKIP LOCKED)
      RETURNING id, customer_id, details, attempts`,
    [now, limit],
  )
  return rows
}

async function record(
  pool: Pool,
  id: string,
  status: 'sent' | 'retrying' | 'failed' | 'cancelled',
  { at, retryAt = null, error = null }: { at: Date; retryAt?: Date | null; error?: string | null },
) {
  await pool.query(
    `UPDATE shopper_alerts SET status = $2::varchar, locked_until = NULL, sent_at = CASE WHEN $2::varchar = 'sent' THEN $3::timestamptz ELSE sent_at END,
            next_attempt_at = COALESCE($4::timestamptz, next_attempt_at), last_error = $5 WHERE id = $1`,
    [id, status, at, retryAt, error?.slice(0, 1000) ?? null],
  )
}

/** Whether the shopper still wants this email: watched-car emails on, or the saved search still there with alerts on. */
async function stillWanted(pool: Pool, alert: ClaimedAlert, recipient: Recipient): Promise<boolean> {
  if (alert.details.kind !== 'saved-search') return recipient.alerts_enabled !== false
  const { rows } = await pool.query<{ alerts_enabled: boolean | null }>('SELECT alerts_enabled FROM saved_searches WHERE id = $1 AND customer_id = $2', [
    alert.details.savedSearchId,
    alert.customer_id,
  ])
  return rows.length > 0 && rows[0]!.alerts_enabled !== false
}

/**
 * Sends due alerts: claims them, mails each with a key that stays the same across retries (a resend
 * replaces rather than duplicates), and records sent, a retry time (the lead outbox's backoff) or
 * failure. An alert the shopper turned off after it was queued is cancelled, not sent.
 */
export async function sendDueShopperAlerts(deps: ShopperAlertDeps, { limit = 50 }: { limit?: number } = {}): Promise<AlertRun> {
  const now = deps.now ?? (() => new Date())
  const send = deps.send ?? sendShopperMail
  const run: AlertRun = { sent: 0, retrying: 0, failed: 0, cancelled: 0 }
  const claimed = await claimDueAlerts(deps.pool, now(), limit)
  if (claimed.length === 0) return run
  const { rows: people } = await deps.pool.query<Recipient & { id: number }>(
    'SELECT id, email, first_name, site_id, alerts_enabled FROM customers WHERE id = ANY($1::int[])',
    [[...new Set(claimed.map((a) => a.customer_id))]],
  )
  const recipients = new Map(people.map((person) => [person.id, person]))
  const siteIds = [...new Set(people.map((person) => person.site_id).filter((id): id is number => id !== null))]
  const { docs } = await deps.payload.find({
    collection: 'sites',
    where: { id: { in: siteIds } },
    depth: 0,
    limit: siteIds.length || 1,
    overrideAccess: true,
    pagination: false,
  })
  const sites = new Map(docs.map((site) => [site.id, site]))

  for (const alert of claimed) {
    const recipient = recipients.get(alert.customer_id)
    const site = recipient?.site_id ? sites.get(recipient.site_id) : undefined
    try {
      if (!recipient || !site) throw new Error('The shopper or their site no longer exists.')
      if (!(await stillWanted(deps.pool, alert, recipient))) {
        await record(deps.pool, alert.id, 'cancelled', { at: now(), error: 'Alerts were turned off before this one was sent.' })
        run.cancelled++
        continue
      }
      const origin = siteOrigin(site)
      const token = encodeURIComponent(unsubscribeToken(alert.customer_id, alert.details))
      const oneClick = `${origin}/api/account/unsubscribe?token=${token}`
      const mail = shopperAlertMail(alert.details, {
        siteName: site.name,
        origin,
        firstName: recipient.first_name,
        unsubscribeUrl: `${origin}/pages/unsubscribe?token=${token}`,
      })
      await send({
        siteName: site.name,
        key: `shopper-alert-${alert.id}`,
        to: [recipient.email],
        ...mail,
        // RFC 8058: mail apps offer their own Unsubscribe button, which POSTs to this address.
        headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      })
      await record(deps.pool, alert.id, 'sent', { at: now() })
      run.sent++
    } catch (error) {
      const delay = deliveryRetryDelayMs(alert.attempts, deps.random?.() ?? Math.random())
      const at = now()
      await record(deps.pool, alert.id, delay === null ? 'failed' : 'retrying', {
        at,
        retryAt: delay === null ? null : new Date(at.getTime() + delay),
        error: error instanceof Error ? error.message : String(error),
      })
      if (delay === null) run.failed++
      else run.retrying++
    }
  }
  return run
}
