import { describe, expect, it } from 'vitest'

import { openCheckoutStep, reservationAmounts, reservationExpiresAt, reservationRefusal, type CheckoutStep } from './reservation'

const car = { status: 'in_stock', price: 32_990 }

describe('reservationRefusal (issue 19; spec §4 "Availability", reserve only when eligible and not test-drive-only)', () => {
  it('an in-stock or coming-soon car with a price can be reserved', () => {
    expect(reservationRefusal(car)).toBeNull()
    expect(reservationRefusal({ ...car, status: 'coming_soon' })).toBeNull()
  })

  it('refuses sold, reserved, test-drive-only and unpriced cars, each for its own reason', () => {
    expect(reservationRefusal({ ...car, status: 'sold' })).toBe('unavailable')
    expect(reservationRefusal({ ...car, sold: true })).toBe('unavailable')
    expect(reservationRefusal({ ...car, reserved: true })).toBe('reserved')
    expect(reservationRefusal({ ...car, tag: ' Test Drive Only ' })).toBe('test-drive-only')
    expect(reservationRefusal({ ...car, price: null })).toBe('no-price')
  })
})

describe('reservation amounts and hold (spec §9 deposit default $200)', () => {
  it('deposit now and the balance after a trade-in, in exact cents', () => {
    expect(reservationAmounts({ price: 32_990 })).toEqual({ priceCents: 3_299_000, tradeInCents: 0, depositCents: 20_000, balanceCents: 3_279_000 })
    expect(reservationAmounts({ price: 32_990.1, depositDollars: 500, tradeInDollars: 12_000.2 })).toEqual({ priceCents: 3_299_010, tradeInCents: 1_200_020, depositCents: 50_000, balanceCents: 2_048_990 })
  })

  it('never asks for more than the car costs', () => {
    expect(reservationAmounts({ price: 150, depositDollars: 200 })).toMatchObject({ depositCents: 15_000, balanceCents: 0 })
    expect(reservationAmounts({ price: 10_000, tradeInDollars: 12_000 })).toMatchObject({ tradeInCents: 1_000_000, depositCents: 0, balanceCents: 0 })
  })

  it('an unpaid reservation holds the car 30 minutes, a paid one the hold window from payment; an ended one none', () => {
    const createdAt = new Date('2026-11-24T10:00:00Z')
    expect(reservationExpiresAt('pending-payment', { createdAt })).toEqual(new Date('2026-11-24T10:30:00Z'))
    expect(reservationExpiresAt('paid', { createdAt, paidAt: new Date('2026-11-24T10:05:00Z') })).toEqual(new Date('2026-11-26T10:05:00Z'))
    expect(reservationExpiresAt('paid', { createdAt, holdHours: 72 })).toEqual(new Date('2026-11-27T10:00:00Z'))
    expect(reservationExpiresAt('completed', { createdAt })).toBeNull()
  })
})

describe('checkout steps (issue 19: each step its own URL state)', () => {
  const done = (...steps: CheckoutStep[]) => new Set(steps)

  it('opens the step asked for when the steps before it are done', () => {
    expect(openCheckoutStep('trade-in', done('car', 'details'))).toBe('trade-in')
    expect(openCheckoutStep('car', done('car', 'details'))).toBe('car')
  })

  it('a step further on, or an unknown one, opens the first step not done', () => {
    expect(openCheckoutStep('deposit', done('car'))).toBe('details')
    expect(openCheckoutStep('nonsense', done('car', 'details'))).toBe('trade-in')
    expect(openCheckoutStep(null, done())).toBe('car')
    expect(openCheckoutStep('confirmation', done('car', 'details', 'trade-in', 'balance', 'pickup', 'deposit'))).toBe('confirmation')
  })
})
