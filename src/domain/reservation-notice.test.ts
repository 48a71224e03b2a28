import { describe, expect, it } from 'vitest'

import type { LeadReservation } from './lead-for-delivery'
import { heldUntilText, reservationNotice, type ReservationNoticeContext } from './reservation-notice'

// 2026-11-26T07:30Z is 3:30 pm in Perth (UTC+8) and 6:30 pm in Sydney (daylight time, UTC+11).
const expiresAt = '2026-11-26T07:30:00.000Z'

const reservation: LeadReservation = {
  reference: 'HCA-7Q2K',
  status: 'pending-payment',
  priceCents: 2_599_000,
  depositCents: 20_000,
  expiresAt,
  payment: 'at-dealership',
  url: 'https://harbour-city-auto.test/cars/corolla-77/checkout?step=confirmation&reservation=tok',
}

const context: ReservationNoticeContext = {
  carName: '2021 Toyota Corolla Ascent',
  dealerName: 'Harbour Toyota',
  dealerPhone: '02 9888 1111',
  timeZone: 'Australia/Perth',
}

const text = (notice: { heading: string; lines: string[] }) => [notice.heading, ...notice.lines].join('\n')

const STATUSES: LeadReservation['status'][] = ['pending-payment', 'paid', 'completed', 'cancelled', 'expired', 'refunded']

describe("heldUntilText (issue 19: the held-until time on the dealership's clock)", () => {
  it('renders the instant as weekday, date and time in the given time zone', () => {
    expect(heldUntilText(expiresAt, 'Australia/Perth')).toBe('Thursday 26 November at 3:30 pm')
    expect(heldUntilText(expiresAt, 'Australia/Sydney')).toBe('Thursday 26 November at 6:30 pm')
  })

  it('the day follows the zone too, across midnight', () => {
    expect(heldUntilText('2026-11-26T14:00:00Z', 'Australia/Perth')).toBe('Thursday 26 November at 10:00 pm')
    expect(heldUntilText('2026-11-26T14:00:00Z', 'Australia/Sydney')).toBe('Friday 27 November at 1:00 am')
  })

  it('is null when there is no time, or an unreadable one', () => {
    expect(heldUntilText(null, 'Australia/Perth')).toBeNull()
    expect(heldUntilText(undefined, 'Australia/Perth')).toBeNull()
    expect(heldUntilText('', 'Australia/Perth')).toBeNull()
    expect(heldUntilText('not a date', 'Australia/Perth')).toBeNull()
  })
})

describe('reservationNotice (issue 19; spec §9 reserve deposit: one wording per reservation status)', () => {
  it('every status and way of paying has a subject naming the car and the reference', () => {
    for (const status of STATUSES) {
      for (const payment of ['online', 'at-dealership'] as const) {
        const { subject, heading, lines } = reservationNotice({ ...reservation, status, payment }, context)
        expect(subject).toContain('2021 Toyota Corolla Ascent')
        expect(subject).toContain('HCA-7Q2K')
        expect(subject).not.toMatch(/[\r\n]/)
        expect(heading.length).toBeGreaterThan(0)
        expect(lines.length).toBeGreaterThan(0)
      }
    }
  })

  it('tells apart the statuses in the subject (only cancelled and expired share one)', () => {
    const subject = (status: LeadReservation['status'], payment: LeadReservation['payment'] = 'at-dealership') =>
      reservationNotice({ ...reservation, status, payment }, context).subject
    const subjects = [
      subject('pending-payment', 'online'),
      subject('pending-payment'),
      subject('paid'),
      subject('completed'),
      subject('refunded'),
      subject('cancelled'),
    ]
    expect(new Set(subjects).size).toBe(subjects.length)
    expect(subject('expired')).toBe(subject('cancelled'))
  })

  it('pending payment at the dealership: pay the deposit there or by phone, with the phone and reference, held until the time', () => {
    const notice = reservationNotice(reservation, context)
    expect(notice.heading).toBe('Your car is reserved')
    expect(text(notice)).toContain('We are holding the 2021 Toyota Corolla Ascent for you until Thursday 26 November at 3:30 pm.')
    expect(text(notice)).toContain('Pay your $200.00 deposit at Harbour Toyota or by phone on 02 9888 1111, quoting HCA-7Q2K.')
    expect(text(notice)).not.toContain('online')
  })

  it('pending payment online: the car is held while the deposit is paid online, with the dealership as the fallback', () => {
    const notice = reservationNotice({ ...reservation, payment: 'online' }, context)
    expect(notice.subject).toBe('Finish your reservation: 2021 Toyota Corolla Ascent (HCA-7Q2K)')
    expect(text(notice)).toContain('until Thursday 26 November at 3:30 pm while you pay the $200.00 deposit online.')
    expect(text(notice)).toContain('you can pay it at Harbour Toyota or by phone on 02 9888 1111, quoting HCA-7Q2K.')
  })

  it('paid: the deposit is received, the car held until the time, the sales team will call', () => {
    const notice = reservationNotice({ ...reservation, status: 'paid', payment: 'online', depositCents: 50_050 }, context)
    expect(notice.subject).toBe('Deposit received: 2021 Toyota Corolla Ascent (HCA-7Q2K)')
    expect(text(notice)).toContain('we have your $500.50 deposit and the 2021 Toyota Corolla Ascent is held for you until Thursday 26 November at 3:30 pm.')
    expect(text(notice)).toContain('Call Harbour Toyota on 02 9888 1111, quoting HCA-7Q2K.')
    expect(text(notice)).not.toMatch(/pay (your|the) .* deposit/i)
  })

  it('completed: the car is theirs, with no deposit or hold talk', () => {
    const notice = reservationNotice({ ...reservation, status: 'completed', expiresAt: null }, context)
    expect(notice.heading).toBe('Your purchase is complete')
    expect(text(notice)).toContain('The 2021 Toyota Corolla Ascent is yours. Thank you for buying from Harbour Toyota.')
    expect(text(notice)).not.toMatch(/deposit|held|until/)
  })

  it('refunded: cancelled, with the deposit refunded', () => {
    const notice = reservationNotice({ ...reservation, status: 'refunded', payment: 'online', expiresAt: null }, context)
    expect(notice.subject).toBe('Reservation cancelled and refunded: 2021 Toyota Corolla Ascent (HCA-7Q2K)')
    expect(text(notice)).toContain('is cancelled and your $200.00 deposit has been refunded')
    expect(text(notice)).toContain('quoting HCA-7Q2K')
  })

  it('cancelled and expired: the car is no longer held, each saying why', () => {
    const cancelled = text(reservationNotice({ ...reservation, status: 'cancelled', expiresAt: null }, context))
    const expired = text(reservationNotice({ ...reservation, status: 'expired', expiresAt: null }, context))
    for (const wording of [cancelled, expired]) {
      expect(wording).toContain('the car is no longer held for you')
      expect(wording).toContain('Call Harbour Toyota on 02 9888 1111, quoting HCA-7Q2K.')
      expect(wording).not.toMatch(/held for you until/)
    }
    expect(cancelled).toContain('has been cancelled')
    expect(expired).toContain('has reached the end of its hold time')
  })

  it('the held-until time is on the given clock: Perth and Sydney read the same instant differently', () => {
    const perth = text(reservationNotice(reservation, context))
    const sydney = text(reservationNotice(reservation, { ...context, timeZone: 'Australia/Sydney' }))
    expect(perth).toContain('until Thursday 26 November at 3:30 pm')
    expect(sydney).toContain('until Thursday 26 November at 6:30 pm')
    expect(sydney).not.toContain('3:30 pm')
  })

  it("the reservation email gives the dealer's number as shoppers read it: +61263627700 as 02 6362 7700 (spec §9)", () => {
    const notice = reservationNotice(reservation, { ...context, dealerPhone: '+61263627700' })
    expect(text(notice)).toContain('or by phone on 02 6362 7700, quoting HCA-7Q2K.')
    expect(text(reservationNotice({ ...reservation, status: 'paid' }, { ...context, dealerPhone: '0755312200' }))).toContain(
      'Call Harbour Toyota on 07 5531 2200, quoting HCA-7Q2K.',
    )
  })

  it('without an expiry time or a phone, leaves the time and the phone out rather than printing blanks', () => {
    const notice = reservationNotice({ ...reservation, expiresAt: null }, { ...context, dealerPhone: null })
    expect(text(notice)).toContain('We are holding the 2021 Toyota Corolla Ascent for you.')
    expect(text(notice)).toContain('at Harbour Toyota or by phone, quoting HCA-7Q2K.')
    expect(text(notice)).not.toMatch(/until|null|undefined| on ,/)
  })
})

describe('a purchase is told as a purchase, never as a reservation (issue 41 item 5)', () => {
  const bought: LeadReservation = { ...reservation, depositCents: 50_000, purchase: { balanceMethod: 'bank-transfer', balanceCents: 2_549_000 } }

  it('every status of a purchase speaks of the purchase, not a reservation', () => {
    for (const status of STATUSES) {
      for (const balanceMethod of ['finance', 'bank-transfer', 'card'] as const) {
        const notice = reservationNotice({ ...bought, status, payment: 'online', purchase: { balanceMethod, balanceCents: 2_549_000 } }, context)
        expect(text(notice), `${status} by ${balanceMethod}`).toMatch(/purchase|paid in full|yours/i)
        expect(text(notice), `${status} by ${balanceMethod}`).not.toMatch(/reserv/i)
      }
    }
  })

  it('unpaid, at the dealership: the deposit to pay, then the balance by bank transfer quoting the number', () => {
    const notice = reservationNotice(bought, context)
    expect(notice.heading).toBe('Your purchase: deposit to pay')
    expect(notice.subject).toBe('Your purchase: 2021 Toyota Corolla Ascent (HCA-7Q2K)')
    expect(text(notice)).toContain('Pay your $500.00 deposit at Harbour Toyota or by phone on 02 9888 1111, quoting HCA-7Q2K.')
    expect(text(notice)).toContain('pay the $25,490.00 balance by bank transfer to the account in your contract summary, quoting HCA-7Q2K')
  })

  it('deposit paid: awaiting finance approval, or the balance due by transfer', () => {
    expect(reservationNotice({ ...bought, status: 'paid', purchase: { balanceMethod: 'finance', balanceCents: 2_549_000 } }, context).heading).toBe(
      'Your purchase: awaiting finance approval',
    )
    expect(reservationNotice({ ...bought, status: 'paid' }, context).heading).toBe('Your purchase: deposit paid, balance due')
  })

  it('by card: the whole amount due is asked for online, and once paid the car is paid in full', () => {
    const card = { ...bought, payment: 'online' as const, purchase: { balanceMethod: 'card' as const, balanceCents: 449_000 } }
    expect(text(reservationNotice(card, context))).toContain('while you pay $4,990.00 by card online')
    const paid = reservationNotice({ ...card, status: 'paid' }, context)
    expect(paid.heading).toBe('Your purchase is paid in full')
    expect(text(paid)).toContain('we have your payment of $4,990.00 and the 2021 Toyota Corolla Ascent is yours')
    expect(text(reservationNotice({ ...card, status: 'refunded' }, context))).toContain('the $4,990.00 you paid online has been refunded')
  })
})
