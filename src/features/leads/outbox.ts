import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { deliveryRetryDelayMs, leadDeliveryStatus, type DeliveryChannel, type DeliveryState } from '@/domain/lead-delivery'
import type { LeadForDelivery, LeadReservation, LeadSpinPrize, LeadTradeInOffer } from '@/domain/lead-for-delivery'
import { checkoutStepHref, RESERVATION_LINK_PURPOSE, type CheckoutPath } from '@/domain/reservation'
import { env } from '@/platform/env'
import { signValue } from '@/platform/secrets'
import { locationAddress } from '@/domain/locations'
import { DEFAULT_TIME_ZONE } from '@/domain/time'
import type { Lead } from '../../payload-types'
import { LEAD_FORMS } from '../../domain/lead-form-catalogue'

/** Sends one delivery; throws when it did not go out (the outbox then retries later). */
export type DeliverLead = (
  channel: DeliveryChannel,
  target: string,
  lead: LeadForDelivery,
  /** `timeoutMs` bounds the send so it ends while this server still holds the claim. */
  options: { key: string; webhookSecret: string | null; timeoutMs: number },
) => Promise<{ reference: string }>

export interface LeadOutboxDeps {
  payload: Payload
  pool: Pool
  deliver: DeliverLead
  now?: () => Date
  /** Spreads retries after an outage; tests pass a fixed value. */
  random?: () => number
}

export interface OutboxRun {
  sent: number
  retrying: number
  failed: number
}

interface ClaimedDelivery {
  id: number
  lead_id: number
  channel: DeliveryChannel
  target: string
  attempts: number
}

type Ref<T> = number | T | null | undefined
const doc = <T>(ref: Ref<T>): T | null => (ref && typeof ref === 'object' ? ref : null)

/**
 * The clock of a lead that names a dealership but no location: the zone all the dealership's locations
 * keep, or null when they keep several (or it has none). Dealerships have no time zone of their own.
 */
async function dealershipTimeZone(payload: Payload, dealershipId: number): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'locations',
    where: { dealership: { equals: dealershipId } },
    select: { timeZone: true },
    limit: 200,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const zones = new Set(docs.map((doc) => doc.timeZone).filter(Boolean))
  return zones.size === 1 ? [...zones][0]! : null
}

/** A trade-in lead's online offer as it stands now (accepted or not), when there was one. */
async function leadTradeInOffer(payload: Payload, leadId: number): Promise<LeadTradeInOffer | null> {
  const { docs } = await payload.find({ collection: 'trade-in-valuations', where: { lead: { equals: leadId } }, limit: 1, depth: 0, overrideAccess: true })
  const found = docs[0]
  if (!found || typeof found.offerLowDollars !== 'number' || typeof found.offerHighDollars !== 'number') return null
  return { reference: found.reference, lowDollars: found.offerLowDollars, highDollars: found.offerHighDollars, accepted: found.status === 'accepted' }
}

/** A reservation lead's reservation (or purchase) as it stands now, with the signed link to its confirmation (the shopper's email reads it). */
async function leadReservation(
  payload: Payload,
  leadId: number,
  origin: string,
  checkoutPath: CheckoutPath | null | undefined,
): Promise<LeadReservation | null> {
  const { docs } = await payload.find({ collection: 'reservations', where: { lead: { equals: leadId } }, limit: 1, depth: 0, overrideAccess: true })
  const found = docs[0]
  if (!found) return null
  const href = checkoutStepHref(
    { journey: found.journey ?? 'reserve', carSlug: found.carSlug ?? '', checkoutPath },
    'confirmation',
    signValue(RESERVATION_LINK_PURPOSE, found.reference),
  )
  const balanceMethod = found.journey === 'buy-online' ? found.purchase?.balanceMethod : null
  return {
    reference: found.reference,
    status: found.status,
    priceCents: found.priceCents,
    depositCents: found.depositCents,
    expiresAt: found.expiresAt,
    payment: found.payment?.provider === 'stripe' ? 'online' : 'at-dealership',
    url: `${origin}${href}`,
    purchase: balanceMethod ? { balanceMethod, balanceCents: found.purchase?.balanceCents ?? 0 } : null,
  }
}

/** A spin-to-win lead's prize (issue 22): the spin it was made with, and its campaign's name and terms. */
async function leadSpinPrize(payload: Payload, leadId: number): Promise<LeadSpinPrize | null> {
  const { docs } = await payload.find({ collection: 'spins', where: { lead: { equals: leadId } }, limit: 1, depth: 1, overrideAccess: true })
  const spin = docs[0]
  if (!spin?.claimCode) return null
  const campaign = doc(spin.campaign)
  return {
    claimCode: spin.claimCode,
    label: spin.prizeLabel,
    description: spin.prizeDescription,
    campaign: campaign?.title ?? 'Spin to win',
    terms: campaign?.terms,
  }
}

/** The stored lead as the delivery formats read it, plus the dealership's webhook secret. */
export async function loadLeadForDelivery(payload: Payload, leadId: number): Promise<{ lead: LeadForDelivery; webhookSecret: string | null }> {
  const stored: Lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 1, overrideAccess: true })
  const site = doc(stored.site)
  const location = doc(stored.location)
  const dealership = doc(stored.dealership)
  const pageOrigin = (() => {
    try {
      return stored.pageUrl ? new URL(stored.pageUrl).origin : null
    } catch {
      return null
    }
  })()
  const origin = site?.domains?.[0]?.domain ? `https://${site.domains[0].domain}` : (pageOrigin ?? `http://${site?.slug ?? 'site'}.localhost:3000`)
  // A stock car has its id; a new car ordered from the range (the new-car order) has none, only its make and model.
  const car = stored.car?.carId || (stored.form === 'new-car-order' && stored.car?.model) ? stored.car! : null
  const reservation = stored.form === 'reservation' ? await leadReservation(payload, stored.id, origin, site?.checkout?.path) : null
  const prize = stored.form === 'spin-to-win' ? await leadSpinPrize(payload, stored.id) : null
  return {
    webhookSecret: dealership?.leadDelivery?.webhookSecret ?? null,
    lead: {
      id: stored.id,
      form: stored.form,
      // A purchase is sent from the Buy Online checkout, not Reserve Now (issue 41 item 5).
      formLabel: reservation?.purchase ? 'Buy Online' : LEAD_FORMS[stored.form].label,
      createdAt: stored.createdAt,
      site: { slug: site?.slug ?? '', name: site?.name ?? '', url: origin },
      dealership: dealership
        ? {
            slug: dealership.slug,
            name: dealership.name,
            phone: dealership.phone,
            email: dealership.email,
            url: dealership.url,
            timeZone: location ? null : await dealershipTimeZone(payload, dealership.id),
          }
        : null,
      location: location
        ? { id: location.id, name: location.name, phone: location.contact?.phone, address: locationAddress(location.address), timeZone: location.timeZone }
        : null,
      customer: {
        firstName: stored.firstName,
        lastName: stored.lastName,
        email: stored.email,
        phone: stored.phone,
        postcode: stored.postcode,
        optIn: Boolean(stored.optIn),
      },
      message: stored.message,
      category: stored.category,
      subcategory: stored.subcategory,
      car: car
        ? {
            id: car.carId ?? null,
            slug: car.slug,
            stockNumber: car.stockNumber,
            vin: car.vin,
            year: car.year,
            make: car.make,
            model: car.model,
            badge: car.badge,
            carType: car.carType,
            status: car.status,
            price: car.price,
            km: car.km,
            colour: car.colour,
            url: car.slug ? `${origin}/cars/${car.slug}` : null,
          }
        : null,
      tradeIn:
        stored.tradeIn && (stored.tradeIn.year || stored.tradeIn.make || stored.tradeIn.model || stored.tradeIn.km != null)
          ? { ...stored.tradeIn, rego: stored.rego, offer: stored.form === 'trade-in' ? await leadTradeInOffer(payload, stored.id) : null }
          : null,
      appointment: stored.appointmentAt
        ? { startsAt: stored.appointmentAt, locationName: location?.name ?? '', timeZone: location?.timeZone || DEFAULT_TIME_ZONE }
        : null,
      finance: stored.vehiclePriceBudget ? { vehiclePriceBudget: stored.vehiclePriceBudget } : null,
      reservation,
      prize,
      rego: stored.rego,
      pageUrl: stored.pageUrl,
      source: 'Website',
      userAgent: stored.userAgent,
    },
  }
}

/**
 * Claims the next due delivery. One at a time, right before its send, so the claim's lease starts when
 * the send does. SKIP LOCKED: several app servers run the outbox at once and never take the same row;
 * a claim lapses after LEAD_OUTBOX_CLAIM_MS, so a delivery whose server died is taken over by another.
 */
async function claimNextDelivery(pool: Pool, now: Date, leadId: number | null): Promise<ClaimedDelivery | null> {
  const { rows } = await pool.query<ClaimedDelivery>(
    `UPDATE lead_deliveries SET status = 'sending', locked_until = $1::timestamptz + make_interval(secs => $3::int / 1000.0), attempts = attempts + 1, updated_at = $1
      WHERE id = (
        SELECT id FROM lead_deliveries
         WHERE ((status IN ('pending', 'retrying') AND next_attempt_at <= $1) OR (status = 'sending' AND locked_until < $1))
           AND ($2::int IS NULL OR lead_id = $2)
         ORDER BY next_attempt_at
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING id, lead_id, channel, target, attempts::int AS attempts`,
    [now, leadId, env.LEAD_OUTBOX_CLAIM_MS],
  )
  return rows[0] ?? null
}

/** A send gets half the claim's lease, leaving the rest for loading the lead and recording the outcome. */
export const deliverySendTimeoutMs = (claimMs: number): number => Math.min(15_000, Math.floor(claimMs / 2))

/**
 * Records the outcome only while this claim is still the delivery's latest (same attempt number): a
 * server that outlived its lease never overwrites the server that took over. Returns whether it did.
 */
async function recordOutcome(
  pool: Pool,
  delivery: ClaimedDelivery,
  now: Date,
  outcome: { sent: true; reference: string } | { sent: false; error: string; retryAt: Date | null },
): Promise<boolean> {
  const entry = {
    at: now.toISOString(),
    attempt: delivery.attempts,
    ...(outcome.sent ? { outcome: 'sent', reference: outcome.reference } : { outcome: outcome.retryAt ? 'retrying' : 'failed', error: outcome.error }),
  }
  const { rowCount } = outcome.sent
    ? await pool.query(
        `UPDATE lead_deliveries SET status = 'sent', sent_at = $2, reference = $3, last_error = NULL, locked_until = NULL, next_attempt_at = NULL, updated_at = $2,
                history = COALESCE(history, '[]'::jsonb) || jsonb_build_array($4::jsonb) WHERE id = $1 AND status = 'sending' AND attempts = $5`,
        [delivery.id, now, outcome.reference.slice(0, 500), JSON.stringify(entry), delivery.attempts],
      )
    : await pool.query(
        `UPDATE lead_deliveries SET status = $2, next_attempt_at = $3, last_error = $4, locked_until = NULL, updated_at = $5,
                history = COALESCE(history, '[]'::jsonb) || jsonb_build_array($6::jsonb) WHERE id = $1 AND status = 'sending' AND attempts = $7`,
        [delivery.id, outcome.retryAt ? 'retrying' : 'failed', outcome.retryAt, outcome.error.slice(0, 1000), now, JSON.stringify(entry), delivery.attempts],
      )
  if (rowCount === 0)
    console.warn(`[leads] delivery ${delivery.id}: claim ${delivery.attempts} lapsed before its outcome was recorded; the server that took it over records it`)
  return rowCount === 1
}

async function refreshLeadStatus(pool: Pool, leadId: number) {
  const { rows } = await pool.query<{ status: DeliveryState }>('SELECT status FROM lead_deliveries WHERE lead_id = $1', [leadId])
  await pool.query('UPDATE leads SET delivery_status = $2 WHERE id = $1', [leadId, leadDeliveryStatus(rows.map((r) => r.status))])
}

/**
 * Works through due deliveries (all leads, or one): claims them, sends each through `deliver` with a key
 * that stays the same across retries (so a resend after a crash replaces rather than duplicates), and
 * records the outcome with the next retry time. A failure never touches the lead itself.
 */
export async function runLeadOutbox(deps: LeadOutboxDeps, { leadId = null, limit = 25 }: { leadId?: number | null; limit?: number } = {}): Promise<OutboxRun> {
  const now = deps.now ?? (() => new Date())
  const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 }
  const leads = new Map<number, Promise<Awaited<ReturnType<typeof loadLeadForDelivery>>>>()
  const timeoutMs = deliverySendTimeoutMs(env.LEAD_OUTBOX_CLAIM_MS)
  for (let n = 0; n < limit; n++) {
    const delivery = await claimNextDelivery(deps.pool, now(), leadId)
    if (!delivery) break
    if (!leads.has(delivery.lead_id)) leads.set(delivery.lead_id, loadLeadForDelivery(deps.payload, delivery.lead_id))
    try {
      const { lead, webhookSecret } = await leads.get(delivery.lead_id)!
      const { reference } = await deps.deliver(delivery.channel, delivery.target, lead, {
        key: `lead-${delivery.lead_id}-delivery-${delivery.id}`,
        webhookSecret,
        timeoutMs,
      })
      if (await recordOutcome(deps.pool, delivery, now(), { sent: true, reference })) run.sent++
    } catch (error) {
      const delay = deliveryRetryDelayMs(delivery.attempts, deps.random?.() ?? Math.random())
      const at = now()
      if (
        !(await recordOutcome(deps.pool, delivery, at, {
          sent: false,
          error: error instanceof Error ? error.message : String(error),
          retryAt: delay === null ? null : new Date(at.getTime() + delay),
        }))
      )
        continue
      if (delay === null) run.failed++
      else run.retrying++
    }
  }
  for (const id of leads.keys()) await refreshLeadStatus(deps.pool, id)
  return run
}
