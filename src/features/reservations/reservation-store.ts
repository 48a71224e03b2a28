import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import type { Pool } from 'pg'

import {
  HOLDING_STATUSES,
  reservationExpiresAt,
  type CheckoutJourney,
  type PurchaseBalanceMethod,
  type ReservationAmounts,
  type ReservationStatus,
} from '@/domain/reservation'
import { contendedLockTimeoutMs, databasePoolOf, withTransaction } from '@/platform/database'
import { isPayloadValidationError } from '@/platform/error-code'
import { spokenReference } from '@/platform/secrets'

/**
 * Reservations in PostgreSQL (issue 19). Taking a car happens exactly once: the unique partial index
 * `reservations_one_holding_per_car` (site, car) over the holding statuses lets one of any number of
 * racing inserts through. The reservation and its lead (with the lead's queued deliveries, among
 * them the shopper's confirmation) commit in one transaction, so nothing is sent for a car not taken
 * and no reservation exists without its lead.
 */
export interface CarToReserve {
  id: string
  slug: string
  name: string
}

export interface ReservationContact {
  customerId: number | null
  firstName: string
  lastName: string
  email: string
  phone: string
}

export interface NewReservation {
  siteId: number
  journey: CheckoutJourney
  car: CarToReserve
  contact: ReservationContact
  amounts: ReservationAmounts
  answers: Record<string, unknown>
  /** A purchase (buy online): how the balance is paid, and when the buyer confirmed the contract of sale. */
  purchase?: { balanceMethod: PurchaseBalanceMethod; balanceCents: number; contractAcceptedAt: Date } | null
  provider: 'pay-at-dealership' | 'stripe'
  /** What the payment provider is asked for (the deposit, or by card all that is due); null when nothing is paid online. */
  chargeCents?: number | null
  /** How long the unpaid reservation holds the car (unpaidHoldMinutes). */
  heldMinutes: number
  /** The reservation's lead for its reference, without its site (added here). */
  lead: (reference: string) => Omit<RequiredDataFromCollectionSlug<'leads'>, 'site'>
  now?: Date
}

export type TakeCarResult = { ok: true; reservation: { id: number; reference: string; expiresAt: Date; leadId: number } } | { ok: false; reason: 'reserved' }

export const newReservationReference = (): string => spokenReference('R')

const HOLDING = HOLDING_STATUSES as readonly string[]

async function carIsHeld(pool: Pool, siteId: number, carId: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM reservations WHERE site_id = $1 AND car_id = $2 AND status = ANY($3::enum_reservations_status[])', [
    siteId,
    carId,
    HOLDING,
  ])
  return (rowCount ?? 0) > 0
}

export async function takeCarForReservation(payload: Payload, input: NewReservation): Promise<TakeCarResult> {
  const now = input.now ?? new Date()
  const expiresAt = reservationExpiresAt('pending-payment', { createdAt: now, unpaidMinutes: input.heldMinutes })!
  for (let attempt = 0; ; attempt++) {
    const reference = newReservationReference()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      // The reservation first: a racing shopper waits here on the index and fails before writing anything else.
      const reservation = await payload.create({
        collection: 'reservations',
        overrideAccess: true,
        req,
        data: {
          site: input.siteId,
          reference,
          status: 'pending-payment',
          journey: input.journey,
          carId: input.car.id,
          carSlug: input.car.slug,
          carName: input.car.name,
          customer: input.contact.customerId ?? undefined,
          firstName: input.contact.firstName,
          lastName: input.contact.lastName,
          email: input.contact.email,
          phone: input.contact.phone,
          priceCents: input.amounts.priceCents,
          depositCents: input.amounts.depositCents,
          expiresAt: expiresAt.toISOString(),
          answers: { ...input.answers, tradeInCents: input.amounts.tradeInCents, balanceCents: input.amounts.balanceCents },
          purchase: input.purchase
            ? {
                balanceMethod: input.purchase.balanceMethod,
                balanceCents: input.purchase.balanceCents,
                contractAcceptedAt: input.purchase.contractAcceptedAt.toISOString(),
              }
            : undefined,
          payment: { provider: input.provider, amountCents: input.chargeCents ?? undefined },
          history: [{ at: now.toISOString(), action: 'created', status: 'pending-payment', by: 'shopper' }],
        },
      })
      const lead = await payload.create({ collection: 'leads', overrideAccess: true, req, data: { ...input.lead(reference), site: input.siteId } })
      await payload.db.updateOne({ collection: 'reservations', id: reservation.id, data: { lead: lead.id }, req })
      await commitTransaction(req)
      return { ok: true, reservation: { id: reservation.id, reference, expiresAt, leadId: lead.id } }
    } catch (error) {
      await killTransaction(req)
      // Whatever the insert failed with (the unique index's ValidationError, a lock wait that ran out), a
      // car another shopper holds is the answer every loser gets: matched by the stored state, not the error's class.
      if (await carIsHeld(databasePoolOf(payload), input.siteId, input.car.id)) return { ok: false, reason: 'reserved' }
      // The other unique value is the reference: one drawn twice (one in a billion), so draw another.
      if (!isPayloadValidationError(error) || attempt >= 2) throw error
    }
  }
}

export interface ChangedReservation {
  id: number
  siteSlug: string
  carId: string
  status: ReservationStatus
  leadId: number | null
}

export interface HistoryEntry {
  action: string
  by: string
  note?: string
}

/**
 * Moves one reservation from one of `from` to `to` in one statement (so two servers, or a webhook
 * delivered three times, change it once), records the change in its history and, with `notifyShopper`,
 * queues the shopper's email in the same transaction. Null when it was not in a `from` status.
 */
export async function changeReservation(
  pool: Pool,
  id: number,
  {
    from,
    to,
    now = new Date(),
    expiresAt,
    extendHours,
    paidAt,
    paymentReference,
    refundReference,
    entry,
    notifyShopper,
  }: {
    from: readonly ReservationStatus[]
    /** Null keeps the status (extending a hold). */
    to: ReservationStatus | null
    now?: Date
    /** The new end of the hold (null once it ended); ignored with extendHours. */
    expiresAt?: Date | null
    extendHours?: number
    paidAt?: Date
    paymentReference?: string | null
    refundReference?: string | null
    entry: HistoryEntry
    notifyShopper: boolean
  },
): Promise<ChangedReservation | null> {
  return withTransaction(
    pool,
    async (client) => {
      const { rows } = await client.query<{
        id: number
        site_id: number
        car_id: string
        lead_id: number | null
        email: string | null
        status: ReservationStatus
        slug: string
      }>(
        `UPDATE reservations r SET status = COALESCE($2::enum_reservations_status, r.status),
              expires_at = CASE WHEN $9::int IS NOT NULL THEN GREATEST(r.expires_at, $3) + make_interval(hours => $9::int) ELSE $4 END,
              paid_at = COALESCE($5, r.paid_at),
              payment_payment_reference = COALESCE($6, r.payment_payment_reference),
              payment_refund_reference = COALESCE($7, r.payment_refund_reference),
              updated_at = $3,
              history = COALESCE(r.history, '[]'::jsonb) || jsonb_build_array($8::jsonb)
         FROM sites s
        WHERE r.id = $1 AND s.id = r.site_id AND r.status = ANY($10::enum_reservations_status[])
        RETURNING r.id, r.site_id, r.car_id, r.lead_id, r.email, r.status, s.slug`,
        [
          id,
          to,
          now,
          expiresAt ?? null,
          paidAt ?? null,
          paymentReference ?? null,
          refundReference ?? null,
          JSON.stringify({ at: now.toISOString(), ...(to ? { status: to } : {}), ...entry }),
          extendHours ?? null,
          from,
        ],
      )
      const row = rows[0]
      if (row && notifyShopper && row.lead_id && row.email) {
        await client.query(
          `INSERT INTO lead_deliveries (lead_id, site_id, channel, target, status, attempts, next_attempt_at, history, created_at, updated_at)
         VALUES ($1, $2, 'shopper-email', lower($3), 'pending', 0, $4, '[]'::jsonb, $4, $4)`,
          [row.lead_id, row.site_id, row.email, now],
        )
      }
      return row ? { id: row.id, siteSlug: row.slug, carId: row.car_id, status: row.status, leadId: row.lead_id } : null
    },
    { lockTimeoutMs: contendedLockTimeoutMs() },
  )
}

/**
 * Lets go of every reservation past its time (unpaid ones after their window, paid ones after the
 * hold) and queues each shopper's email, in one statement: two app servers running it together
 * release each car once.
 */
export async function expireReservations(pool: Pool, now = new Date()): Promise<ChangedReservation[]> {
  const { rows } = await pool.query<{ id: number; car_id: string; lead_id: number | null; slug: string }>(
    `WITH expired AS (
       UPDATE reservations SET status = 'expired', expires_at = NULL, updated_at = $1,
              history = COALESCE(history, '[]'::jsonb) || jsonb_build_array(jsonb_build_object('at', $1::timestamptz, 'status', 'expired', 'action', 'expired', 'by', 'system'))
        WHERE status = ANY($2::enum_reservations_status[]) AND expires_at <= $1
        RETURNING id, site_id, car_id, lead_id, email),
     mails AS (
       INSERT INTO lead_deliveries (lead_id, site_id, channel, target, status, attempts, next_attempt_at, history, created_at, updated_at)
       SELECT lead_id, site_id, 'shopper-email', lower(email), 'pending', 0, $1, '[]'::jsonb, $1, $1 FROM expired WHERE lead_id IS NOT NULL AND email IS NOT NULL)
     SELECT e.id, e.car_id, e.lead_id, s.slug FROM expired e JOIN sites s ON s.id = e.site_id`,
    [now, HOLDING],
  )
  return rows.map((row) => ({ id: row.id, siteSlug: row.slug, carId: row.car_id, status: 'expired' as const, leadId: row.lead_id }))
}
