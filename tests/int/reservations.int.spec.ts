import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { reservationAmounts } from '../../src/domain/reservation'
import { expireUnpaidReservations, takeCarForReservation } from '../../src/features/reservations'
import { databasePoolOf } from '../../src/platform/database'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'

/** Issue 19 "One car, one reservation": the reservation store under concurrent attempts. */
let payload: Payload
let pool: Pool
let siteId: number

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  pool = databasePoolOf(payload)
  siteId = (await payload.find({ collection: 'sites', where: { slug: { equals: 'ridgeline-toyota' } }, overrideAccess: true, depth: 0 })).docs[0]!.id
})

const attempt = (carId: string, shopper: number, now = new Date()) =>
  takeCarForReservation(pool, {
    siteId,
    car: { id: carId, slug: `car-${carId}`, name: `Car ${carId}` },
    contact: { customerId: null, firstName: `Shopper${shopper}`, lastName: 'Racer', email: `racer${shopper}@reservations-int.example`, phone: '0412 345 678' },
    amounts: reservationAmounts({ price: 41_990 }),
    now,
  })

describe('one car, one reservation (issue 19)', () => {
  it('20 concurrent attempts on one car make exactly one reservation; the others are told it was just reserved', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt('race-1', i)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(Array(19).fill('reserved'))
    const { rows } = await pool.query("SELECT count(*)::int AS n, min(deposit_cents)::int AS deposit FROM reservations WHERE car_id = 'race-1'")
    expect(rows[0]).toEqual({ n: 1, deposit: 20_000 })
  })

  it('expiry releases an unpaid car once across two workers, and the car can then be reserved again', async () => {
    const madeAt = new Date(Date.now() - 31 * 60_000)
    expect((await attempt('expire-1', 1, madeAt)).ok).toBe(true)
    expect((await attempt('expire-1', 2)).ok).toBe(false)
    const [first, second] = await Promise.all([expireUnpaidReservations(pool), expireUnpaidReservations(pool)])
    expect([...first!, ...second!].filter((row) => row.carId === 'expire-1')).toHaveLength(1)
    expect((await attempt('expire-1', 3)).ok).toBe(true)
  })

  it('a reservation not yet due is not expired', async () => {
    expect((await attempt('fresh-1', 1)).ok).toBe(true)
    expect((await expireUnpaidReservations(pool)).some((row) => row.carId === 'fresh-1')).toBe(false)
  })
})
