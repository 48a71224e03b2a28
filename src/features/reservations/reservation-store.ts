import { randomInt } from 'node:crypto'

import type { Pool } from 'pg'

import { RESERVATION_DEFAULTS, reservationExpiresAt, type ReservationAmounts } from '@/domain/reservation'

/**
 * Taking a car for a reservation (issue 19), exactly once. The unique partial index
 * `reservations_one_holding_per_car` (site, car) over the holding statuses means that of any number
 * of shoppers inserting at once, PostgreSQL lets one through and refuses the rest: no lock to forget,
 * nothing read-then-written in between.
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

export type TakeCarResult = { ok: true; reservation: { id: number; reference: string; expiresAt: Date } } | { ok: false; reason: 'reserved' }

// No 0/O or 1/I: a reference read out over the phone is not misheard.
const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const newReservationReference = (): string => `R-${Array.from({ length: 7 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('')}`

const isUniqueViolation = (error: unknown, constraint: string) => (error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === constraint

export async function takeCarForReservation(
  pool: Pool,
  { siteId, car, contact, amounts, now = new Date(), unpaidMinutes = RESERVATION_DEFAULTS.unpaidMinutes }: { siteId: number; car: CarToReserve; contact: ReservationContact; amounts: ReservationAmounts; now?: Date; unpaidMinutes?: number },
): Promise<TakeCarResult> {
  const expiresAt = reservationExpiresAt('pending-payment', { createdAt: now, unpaidMinutes })!
  for (let attempt = 0; ; attempt++) {
    const reference = newReservationReference()
    try {
      const { rows } = await pool.query<{ id: number }>(
        `INSERT INTO reservations (site_id, reference, status, car_id, car_slug, car_name, customer_id, first_name, last_name, email, phone, price_cents, deposit_cents, expires_at, created_at, updated_at)
         VALUES ($1, $2, 'pending-payment', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING id`,
        [siteId, reference, car.id, car.slug, car.name, contact.customerId, contact.firstName, contact.lastName, contact.email, contact.phone, amounts.priceCents, amounts.depositCents, expiresAt, now],
      )
      return { ok: true, reservation: { id: rows[0]!.id, reference, expiresAt } }
    } catch (error) {
      if (isUniqueViolation(error, 'reservations_one_holding_per_car')) return { ok: false, reason: 'reserved' }
      // A reference already given out (one in a billion): draw another.
      if (isUniqueViolation(error, 'reservations_reference_idx') && attempt < 3) continue
      throw error
    }
  }
}

/**
 * Lets go of every unpaid reservation past its time. Each row changes in one statement that checks
 * its status again, so two app servers running this together release each car once.
 */
export async function expireUnpaidReservations(pool: Pool, now = new Date()): Promise<Array<{ id: number; siteId: number; carId: string }>> {
  const { rows } = await pool.query<{ id: number; site_id: number; car_id: string }>(
    `UPDATE reservations SET status = 'expired', updated_at = $1 WHERE status = 'pending-payment' AND expires_at <= $1 RETURNING id, site_id, car_id`,
    [now],
  )
  return rows.map((row) => ({ id: row.id, siteId: row.site_id, carId: row.car_id }))
}
