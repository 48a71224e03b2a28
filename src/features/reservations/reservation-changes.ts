import type { Payload } from 'payload'

import { cancelledStatus, RESERVATION_ACTIONS, type ReservationAction, type ReservationStatus } from '@/domain/reservation'
import { getStockSearch } from '@/features/search'
import { databasePoolOf } from '@/platform/database'

import { checkoutSettings } from './checkout-settings'
import type { PaymentPort } from './payments/port'
import { changeReservation, expireReservations, type ChangedReservation } from './reservation-store'

/**
 * Everything that changes a reservation after it was made (issue 19): the payment provider's
 * webhook, staff actions in the admin and the expiry sweep. Each change is one conditional update
 * (src/features/reservations/reservation-store.ts) that queues the shopper's email with it; then the
 * index learns of a car taken or let go, and the email goes out.
 */
export interface ChangeDeps {
  payload: Payload
  payments: PaymentPort
  deliverSoon: (leadId: number) => Promise<void>
  now?: Date
}

async function afterChange(deps: ChangeDeps, changed: readonly ChangedReservation[], { reindex }: { reindex: boolean }) {
  const bySite = new Map<string, string[]>()
  for (const change of changed) bySite.set(change.siteSlug, [...(bySite.get(change.siteSlug) ?? []), change.carId])
  if (reindex) {
    const stock = await getStockSearch()
    for (const [siteSlug, carIds] of bySite)
      await stock
        .reservationsChanged(siteSlug, carIds)
        .catch((error) => console.error(`[reservations] reindexing ${siteSlug} failed; the next stock change catches up`, error))
  }
  for (const change of changed) if (change.leadId) await deps.deliverSoon(change.leadId)
}

async function loadReservation(payload: Payload, id: number) {
  return payload.findByID({ collection: 'reservations', id, depth: 1, overrideAccess: true, disableErrors: true })
}

type StoredReservation = NonNullable<Awaited<ReturnType<typeof loadReservation>>>
/** What was paid online and so is given back: the deposit, or a purchase paid by card in full. */
const paidOnlineCents = (reservation: StoredReservation) => reservation.payment?.amountCents ?? reservation.depositCents

const holdHoursOf = (reservation: StoredReservation) =>
  typeof reservation.site === 'object' && reservation.site ? checkoutSettings(reservation.site).holdHours : checkoutSettings({}).holdHours

export type PaidOutcome = 'paid' | 'already-paid' | 'refunded-late' | 'unknown'

/**
 * A deposit the provider reports paid: the reservation becomes paid once, however often the webhook
 * arrives. A payment for a reservation that has ended meanwhile (its window passed, staff cancelled)
 * is given back at once rather than kept for a car no longer held.
 */
export async function recordDepositPaid(deps: ChangeDeps, reservationId: number, paymentReference: string): Promise<PaidOutcome> {
  const now = deps.now ?? new Date()
  const reservation = await loadReservation(deps.payload, reservationId)
  if (!reservation) return 'unknown'
  const pool = databasePoolOf(deps.payload)
  const paid = await changeReservation(pool, reservationId, {
    from: ['pending-payment'],
    to: 'paid',
    now,
    paidAt: now,
    expiresAt: new Date(now.getTime() + holdHoursOf(reservation) * 3_600_000),
    paymentReference,
    entry: { action: 'deposit paid', by: deps.payments.provider },
    notifyShopper: true,
  })
  if (paid) {
    await afterChange(deps, [paid], { reindex: false })
    return 'paid'
  }
  // Read again: the copy above was taken before the move, and a duplicate delivery of this event (Stripe
  // retries, several servers) that lost the race to the move must see it paid, not refund it as late.
  const current = (await loadReservation(deps.payload, reservationId)) ?? reservation
  if (current.status === 'paid' || current.status === 'completed' || current.payment?.paymentReference === paymentReference) return 'already-paid'
  if (current.status !== 'expired' && current.status !== 'cancelled') return current.status === 'refunded' ? 'refunded-late' : 'already-paid'
  const { refundReference } = await deps.payments.refund({
    paymentReference,
    amountCents: paidOnlineCents(reservation),
    idempotencyKey: `reservation-${reservationId}-late-refund`,
  })
  const refunded = await changeReservation(pool, reservationId, {
    from: ['expired', 'cancelled'],
    to: 'refunded',
    now,
    paymentReference,
    refundReference,
    entry: { action: 'late payment refunded', by: deps.payments.provider },
    notifyShopper: true,
  })
  if (refunded) await afterChange(deps, [refunded], { reindex: false })
  return 'refunded-late'
}

export type ActionResult = { ok: true; status: ReservationStatus } | { ok: false; status: 404 | 409; message: string }

/** A staff action from the admin (Mark paid, Extend hold, Complete sale, Cancel and refund), recorded with who did it. */
export async function applyReservationAction(deps: ChangeDeps, reservationId: number, action: ReservationAction, by: string): Promise<ActionResult> {
  const now = deps.now ?? new Date()
  const reservation = await loadReservation(deps.payload, reservationId)
  if (!reservation) return { ok: false, status: 404, message: 'Reservation not found.' }
  const from = RESERVATION_ACTIONS[action].from
  if (!(from as readonly string[]).includes(reservation.status))
    return { ok: false, status: 409, message: `A ${reservation.status} reservation cannot be changed that way.` }
  const pool = databasePoolOf(deps.payload)
  const holdHours = holdHoursOf(reservation)
  const entry = { action: RESERVATION_ACTIONS[action].label, by }
  let changed: ChangedReservation | null = null
  switch (action) {
    case 'mark-paid':
      changed = await changeReservation(pool, reservationId, {
        from,
        to: 'paid',
        now,
        paidAt: now,
        expiresAt: new Date(now.getTime() + holdHours * 3_600_000),
        entry,
        notifyShopper: true,
      })
      break
    case 'extend':
      changed = await changeReservation(pool, reservationId, { from, to: null, now, extendHours: holdHours, entry, notifyShopper: false })
      break
    case 'complete':
      changed = await changeReservation(pool, reservationId, { from, to: 'completed', now, expiresAt: null, entry, notifyShopper: true })
      break
    case 'cancel': {
      const paymentReference = reservation.payment?.paymentReference ?? null
      // Money first: if the refund fails, nothing changes and staff can try again (same idempotency key).
      const { refundReference } =
        reservation.status === 'paid' && paymentReference
          ? await deps.payments.refund({ paymentReference, amountCents: paidOnlineCents(reservation), idempotencyKey: `reservation-${reservationId}-refund` })
          : { refundReference: null }
      changed = await changeReservation(pool, reservationId, {
        from,
        to: cancelledStatus(refundReference !== null),
        now,
        expiresAt: null,
        refundReference,
        entry,
        notifyShopper: true,
      })
      break
    }
  }
  if (!changed) return { ok: false, status: 409, message: 'The reservation changed meanwhile. Reload to see it.' }
  await afterChange(deps, [changed], { reindex: action === 'complete' || action === 'cancel' })
  return { ok: true, status: changed.status }
}

/** Releases every reservation past its time (on every app server; each is released once) and tells the shopper. */
export async function runReservationExpiry(deps: ChangeDeps): Promise<number> {
  const expired = await expireReservations(databasePoolOf(deps.payload), deps.now ?? new Date())
  if (expired.length > 0) await afterChange(deps, expired, { reindex: true })
  return expired.length
}
