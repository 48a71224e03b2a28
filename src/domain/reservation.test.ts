import { describe, expect, it } from 'vitest'

import { CHECKOUT_STEPS } from './checkout-steps'
import {
  HOLDING_STATUSES,
  RESERVATION_ACTIONS,
  cancelledStatus,
  checkoutHref,
  checkoutStepHref,
  reservationActionsFor,
  reservationAmounts,
  reservationExpiresAt,
  reservationSummaryLines,
  unpaidHoldMinutes,
  type ReservationStatus,
} from './reservation'
import { reservationRefusal } from './reservation-refusal'

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
    expect(reservationAmounts({ price: 32_990.1, depositDollars: 500, tradeInDollars: 12_000.2 })).toEqual({
      priceCents: 3_299_010,
      tradeInCents: 1_200_020,
      depositCents: 50_000,
      balanceCents: 2_048_990,
    })
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

describe('checkoutHref (issue 19; spec §2 the reserve flow at /cars/{slug}/checkout or /buy-online)', () => {
  it("puts the reserve flow under the car's own page, at checkout unless the site calls it buy-online", () => {
    expect(checkoutHref('2021-toyota-corolla-77')).toBe('/cars/2021-toyota-corolla-77/checkout')
    expect(checkoutHref('2021-toyota-corolla-77', 'checkout')).toBe('/cars/2021-toyota-corolla-77/checkout')
    expect(checkoutHref('2021-toyota-corolla-77', 'buy-online')).toBe('/cars/2021-toyota-corolla-77/buy-online')
  })

  it('a site with no path set gets checkout', () => {
    expect(checkoutHref('corolla', null)).toBe('/cars/corolla/checkout')
    expect(checkoutHref('corolla', undefined)).toBe('/cars/corolla/checkout')
  })

  it('encodes the slug so it stays one path segment', () => {
    expect(checkoutHref('a b/c?d#é')).toBe('/cars/a%20b%2Fc%3Fd%23%C3%A9/checkout')
    const url = new URL(checkoutHref('x/../../admin', 'buy-online'), 'https://dealer.test')
    expect(url.pathname).toBe('/cars/x%2F..%2F..%2Fadmin/buy-online')
  })
})

describe('checkoutStepHref (issue 19: each checkout step its own URL, so back, forward and reload work)', () => {
  const reserve = { journey: 'reserve' as const, carSlug: 'corolla-77' }
  const buyOnline = { journey: 'buy-online' as const, carSlug: 'corolla-77' }
  const parse = (href: string) => new URL(href, 'https://dealer.test')

  it('the first step of a reservation is the bare checkout address, with no step in the query', () => {
    expect(checkoutStepHref(reserve, 'car')).toBe('/cars/corolla-77/checkout')
    expect(checkoutStepHref({ ...reserve, checkoutPath: 'buy-online' }, 'car')).toBe('/cars/corolla-77/buy-online')
  })

  it("every later step names itself in the query, under the site's checkout path", () => {
    expect(checkoutStepHref(reserve, 'details')).toBe('/cars/corolla-77/checkout?step=details')
    expect(checkoutStepHref({ ...reserve, checkoutPath: 'buy-online' }, 'trade-in')).toBe('/cars/corolla-77/buy-online?step=trade-in')
    for (const step of CHECKOUT_STEPS.filter((s) => s !== 'car')) {
      const url = parse(checkoutStepHref(reserve, step))
      expect(url.pathname).toBe('/cars/corolla-77/checkout')
      expect(url.searchParams.get('step')).toBe(step)
    }
  })

  it('carries the reservation token, encoded, on the first step and later ones', () => {
    expect(checkoutStepHref(reserve, 'car', 'tok123')).toBe('/cars/corolla-77/checkout?reservation=tok123')
    expect(checkoutStepHref(reserve, 'deposit', 'tok123')).toBe('/cars/corolla-77/checkout?step=deposit&reservation=tok123')
    const url = parse(checkoutStepHref(reserve, 'confirmation', 'a+b/c=&d'))
    expect(url.searchParams.get('reservation')).toBe('a+b/c=&d')
    expect(url.searchParams.get('step')).toBe('confirmation')
    expect([...url.searchParams.keys()]).toEqual(['step', 'reservation'])
  })

  it('no token, or an empty one, adds no reservation to the query', () => {
    expect(checkoutStepHref(reserve, 'balance', '')).toBe('/cars/corolla-77/checkout?step=balance')
    expect(parse(checkoutStepHref(reserve, 'balance')).searchParams.has('reservation')).toBe(false)
  })

  it("encodes the car slug in the reserve journey's path", () => {
    expect(checkoutStepHref({ journey: 'reserve', carSlug: 'a b/c' }, 'pickup')).toBe('/cars/a%20b%2Fc/checkout?step=pickup')
  })

  it("the buy-online journey lives at /checkout-journey with the car in car_id, whatever the site's checkout path", () => {
    expect(checkoutStepHref(buyOnline, 'car')).toBe('/checkout-journey?car_id=corolla-77')
    expect(checkoutStepHref({ ...buyOnline, checkoutPath: 'buy-online' }, 'car')).toBe('/checkout-journey?car_id=corolla-77')
    expect(checkoutStepHref(buyOnline, 'deposit', 'tok 9')).toBe('/checkout-journey?car_id=corolla-77&step=deposit&reservation=tok+9')
    const url = parse(checkoutStepHref({ journey: 'buy-online', carSlug: 'a&b=c' }, 'details'))
    expect(url.pathname).toBe('/checkout-journey')
    expect(url.searchParams.get('car_id')).toBe('a&b=c')
    expect(url.searchParams.get('step')).toBe('details')
  })
})

describe('unpaidHoldMinutes (issue 19: how long a new, unpaid reservation holds the car)', () => {
  it('paying online, the car is held for the unpaid window: 30 minutes by default', () => {
    expect(unpaidHoldMinutes('online')).toBe(30)
  })

  it('paying at the dealership or by phone, the car is held for the whole hold window, 48 hours by default', () => {
    expect(unpaidHoldMinutes('at-dealership')).toBe(48 * 60)
  })

  it("uses the site's own windows, each only for its own way of paying", () => {
    expect(unpaidHoldMinutes('online', { unpaidMinutes: 45 })).toBe(45)
    expect(unpaidHoldMinutes('online', { holdHours: 72 })).toBe(30)
    expect(unpaidHoldMinutes('at-dealership', { holdHours: 72 })).toBe(72 * 60)
    expect(unpaidHoldMinutes('at-dealership', { unpaidMinutes: 45 })).toBe(48 * 60)
    expect(unpaidHoldMinutes('at-dealership', { holdHours: 1.5, unpaidMinutes: 10 })).toBe(90)
  })

  it('online, it agrees with when an unpaid reservation expires', () => {
    const createdAt = new Date('2026-11-24T10:00:00Z')
    for (const unpaidMinutes of [undefined, 15, 60]) {
      const expires = reservationExpiresAt('pending-payment', { createdAt, unpaidMinutes })!
      expect(unpaidHoldMinutes('online', { unpaidMinutes })).toBe((expires.getTime() - createdAt.getTime()) / 60_000)
    }
  })
})

describe('reservation admin actions (issue 19 "Admin": what staff can do from each status)', () => {
  it('an unpaid reservation can be marked paid, extended, completed or cancelled', () => {
    expect(reservationActionsFor('pending-payment')).toEqual(['mark-paid', 'extend', 'complete', 'cancel'])
  })

  it('a paid reservation can be extended, completed or cancelled, but not marked paid again', () => {
    expect(reservationActionsFor('paid')).toEqual(['extend', 'complete', 'cancel'])
  })

  it('an ended reservation offers no action', () => {
    for (const status of ['completed', 'cancelled', 'expired', 'refunded'] as const) expect(reservationActionsFor(status)).toEqual([])
  })

  it('offers actions exactly for the statuses that hold the car', () => {
    const statuses: ReservationStatus[] = ['pending-payment', 'paid', 'completed', 'cancelled', 'expired', 'refunded']
    for (const status of statuses) expect(reservationActionsFor(status).length > 0).toBe(HOLDING_STATUSES.includes(status))
  })

  it('every action has its own button label', () => {
    const labels = Object.values(RESERVATION_ACTIONS).map((action) => action.label)
    expect(labels.every((label) => label.trim().length > 0)).toBe(true)
    expect(new Set(labels).size).toBe(labels.length)
  })
})

describe('cancelledStatus (issue 19: cancelling refunds a deposit paid online)', () => {
  it('a deposit paid online is refunded; one paid at the dealership is plainly cancelled', () => {
    expect(cancelledStatus(true)).toBe('refunded')
    expect(cancelledStatus(false)).toBe('cancelled')
  })

  it('either way the car is let go and no further action is offered', () => {
    for (const paidOnline of [true, false]) {
      const status = cancelledStatus(paidOnline)
      expect(HOLDING_STATUSES).not.toContain(status)
      expect(reservationActionsFor(status)).toEqual([])
      expect(reservationExpiresAt(status, { createdAt: new Date('2026-11-24T10:00:00Z') })).toBeNull()
    }
  })
})

describe("reservationSummaryLines (issue 19; spec §9 deposit: the reservation in the lead's comments)", () => {
  const amounts = reservationAmounts({ price: 32_990.1, depositDollars: 500, tradeInDollars: 12_000.2 })

  it('reference, amounts in dollars and cents, trade-in, balance method and delivery, in that order', () => {
    expect(
      reservationSummaryLines('HCA-7Q2K', amounts, {
        tradeIn: { hasTradeIn: true, rego: 'ABC123', km: 120_500 },
        balance: { method: 'finance' },
        pickup: { method: 'delivery', postcode: '6000' },
      }),
    ).toEqual([
      'Online reservation HCA-7Q2K',
      'Price $32,990.10, trade-in $12,000.20, deposit $500.00, balance $20,489.90',
      'Trade-in: yes, rego ABC123, 120,500 km',
      'Balance: finance',
      'Delivery to postcode 6000',
    ])
  })

  it('a purchase reads as an online purchase with the way the balance is paid and when the contract was accepted (issue 41 item 5)', () => {
    expect(
      reservationSummaryLines('R-7KQ2M9X', amounts, {
        journey: 'buy-online',
        balance: { method: 'bank-transfer' },
        pickup: { method: 'pickup' },
        contractAcceptedAt: '2026-11-28T01:30:00.000Z',
      }),
    ).toEqual([
      'Online purchase R-7KQ2M9X',
      'Price $32,990.10, trade-in $12,000.20, deposit $500.00, balance $20,489.90',
      'Trade-in: no',
      'Balance: bank transfer to the dealership',
      'Pickup from the dealership',
      'Contract of sale accepted 2026-11-28T01:30:00.000Z',
    ])
    expect(reservationSummaryLines('R-7KQ2M9X', amounts, { journey: 'buy-online', balance: { method: 'card' } })[3]).toBe(
      'Balance: card, paid online with the deposit',
    )
  })

  it('names the online trade-in offer it counted (issue 20: the reserve flow carries the valuation)', () => {
    const lines = reservationSummaryLines('R3', amounts, {
      tradeIn: { hasTradeIn: true, offer: { reference: 'V-ABCDEFG', lowDollars: 12_000, highDollars: 12_900 } },
    })
    expect(lines[2]).toBe('Trade-in: yes, online offer V-ABCDEFG of $12,000 to $12,900')
  })

  it('shows exact cents, never rounding to whole dollars', () => {
    const lines = reservationSummaryLines('R1', { priceCents: 100_000_005, tradeInCents: 0, depositCents: 1, balanceCents: 100_000_004 }, {})
    expect(lines[1]).toBe('Price $1,000,000.05, deposit $0.01, balance $1,000,000.04')
  })

  it('with no choices made: no trade-in, balance not decided, pickup from the dealership', () => {
    expect(reservationSummaryLines('R2', reservationAmounts({ price: 25_990 }), {})).toEqual([
      'Online reservation R2',
      'Price $25,990.00, deposit $200.00, balance $25,790.00',
      'Trade-in: no',
      'Balance: not decided yet',
      'Pickup from the dealership',
    ])
    expect(reservationSummaryLines('R2', amounts, { tradeIn: null, balance: null, pickup: null }).slice(2)).toEqual([
      'Trade-in: no',
      'Balance: not decided yet',
      'Pickup from the dealership',
    ])
  })

  it('a trade-in said no to is no, whatever else was typed', () => {
    expect(reservationSummaryLines('R3', amounts, { tradeIn: { hasTradeIn: false, rego: 'ABC123', km: 5 } })[2]).toBe('Trade-in: no')
  })

  it('a trade-in lists only the facts given: rego, km (zero included) and a note', () => {
    const trade = (tradeIn: NonNullable<Parameters<typeof reservationSummaryLines>[2]['tradeIn']>) => reservationSummaryLines('R4', amounts, { tradeIn })[2]
    expect(trade({ hasTradeIn: true })).toBe('Trade-in: yes')
    expect(trade({ hasTradeIn: true, rego: 'XYZ789' })).toBe('Trade-in: yes, rego XYZ789')
    expect(trade({ hasTradeIn: true, km: 0 })).toBe('Trade-in: yes, 0 km')
    expect(trade({ hasTradeIn: true, km: 87_654, note: 'hail damage' })).toBe('Trade-in: yes, 87,654 km (hail damage)')
  })

  it('names the balance method in words', () => {
    const balanceLine = (method: 'cash' | 'finance' | 'undecided') => reservationSummaryLines('R5', amounts, { balance: { method } })[3]
    expect(balanceLine('cash')).toBe('Balance: cash or bank transfer')
    expect(balanceLine('finance')).toBe('Balance: finance')
    expect(balanceLine('undecided')).toBe('Balance: not decided yet')
  })

  it('delivery names the postcode; pickup names the dealership', () => {
    expect(reservationSummaryLines('R6', amounts, { pickup: { method: 'delivery', postcode: '2150' } })[4]).toBe('Delivery to postcode 2150')
    expect(reservationSummaryLines('R6', amounts, { pickup: { method: 'pickup' } })[4]).toBe('Pickup from the dealership')
  })
})
