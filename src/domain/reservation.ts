/**
 * Reserving a car online (issue 19; spec §4 "Availability", card tag RESERVED, §9 reserve deposit):
 * whether a car can be reserved, what the shopper pays now and later, how long a reservation holds
 * the car, and the checkout's steps. The server checks eligibility again at every step.
 */
import { isPurchasable } from './availability'
import { priceDisplay, type CarForPricing } from './price-display'
import { isTestDriveOnly } from './vehicle-buttons'

/** Platform defaults; a site or dealership may set its own deposit and hold window. */
export const RESERVATION_DEFAULTS = {
  /** Spec §9: the reserve deposit default is $200. */
  depositDollars: 200,
  /** How long a paid reservation holds the car unless the dealer extends, completes or cancels it. */
  holdHours: 48,
  /** An unpaid reservation lets the car go after this long. */
  unpaidMinutes: 30,
} as const

export interface CarForReservation extends CarForPricing {
  status?: string | null
  sold?: boolean | null
  reserved?: boolean | null
  tag?: string | null
}

export type ReservationRefusal = 'unavailable' | 'reserved' | 'test-drive-only' | 'no-price'

export const RESERVATION_MESSAGES: Record<ReservationRefusal, string> = {
  unavailable: 'This car is no longer available to reserve.',
  reserved: 'This car has just been reserved by another buyer.',
  'test-drive-only': 'This car is for test drives only and cannot be reserved.',
  'no-price': 'This car has no advertised price yet. Please enquire and we will confirm it.',
}

/** Why a car cannot be reserved now, or null when it can (in stock or coming soon, not sold or reserved, not test-drive-only, with a price shown). */
export function reservationRefusal(car: CarForReservation): ReservationRefusal | null {
  if (!isPurchasable(car) || car.sold) return 'unavailable'
  if (car.reserved) return 'reserved'
  if (isTestDriveOnly(car)) return 'test-drive-only'
  if (priceDisplay(car).amount === null) return 'no-price'
  return null
}

export type ReservationStatus = 'pending-payment' | 'paid' | 'completed' | 'cancelled' | 'expired' | 'refunded'

/** The statuses in which a reservation holds its car: at most one such reservation per car. */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['pending-payment', 'paid']

/** When a reservation stops holding the car: 30 minutes after it was made while unpaid, the hold window after payment; never once it has ended. */
export function reservationExpiresAt(
  status: ReservationStatus,
  { createdAt, paidAt, holdHours = RESERVATION_DEFAULTS.holdHours, unpaidMinutes = RESERVATION_DEFAULTS.unpaidMinutes }: { createdAt: Date; paidAt?: Date | null; holdHours?: number; unpaidMinutes?: number },
): Date | null {
  if (status === 'pending-payment') return new Date(createdAt.getTime() + unpaidMinutes * 60_000)
  if (status === 'paid') return new Date((paidAt ?? createdAt).getTime() + holdHours * 3_600_000)
  return null
}

export interface ReservationAmounts {
  /** All in whole cents, so sums are exact. */
  priceCents: number
  tradeInCents: number
  depositCents: number
  /** What is left after the trade-in and the deposit; never below zero. */
  balanceCents: number
}

const cents = (dollars: number) => Math.round(dollars * 100)

/** The checkout summary: price, trade-in value (when given), the deposit now and the balance. */
export function reservationAmounts({ price, depositDollars = RESERVATION_DEFAULTS.depositDollars, tradeInDollars = 0 }: { price: number; depositDollars?: number; tradeInDollars?: number }): ReservationAmounts {
  const priceCents = cents(price)
  const tradeInCents = Math.min(cents(Math.max(0, tradeInDollars)), priceCents)
  const depositCents = Math.min(cents(Math.max(0, depositDollars)), priceCents - tradeInCents)
  return { priceCents, tradeInCents, depositCents, balanceCents: priceCents - tradeInCents - depositCents }
}

/** The checkout's steps in order (issue 19), each its own URL state. */
export const CHECKOUT_STEPS = ['car', 'details', 'trade-in', 'balance', 'pickup', 'deposit', 'confirmation'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** The step a shopper may see: the one asked for when every step before it is done, else the first one not done. */
export function openCheckoutStep(asked: string | null | undefined, done: ReadonlySet<CheckoutStep>): CheckoutStep {
  const firstOpen = CHECKOUT_STEPS.find((step) => !done.has(step)) ?? 'confirmation'
  const wanted = (CHECKOUT_STEPS as readonly string[]).includes(asked ?? '') ? (asked as CheckoutStep) : firstOpen
  return CHECKOUT_STEPS.indexOf(wanted) <= CHECKOUT_STEPS.indexOf(firstOpen) ? wanted : firstOpen
}
