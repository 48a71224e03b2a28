import { isPurchasable } from './availability'
import { priceDisplay, type CarForPricing } from './price-display'
import { isTestDriveOnly } from './vehicle-buttons'

/*
 * Whether a car can be reserved or bought online now (issue 19; spec §4 "Availability"), apart from
 * ./reservation.ts so the checkout's browser code, which never decides it, does not carry the price and
 * availability rules with it. The server checks it again at every step.
 */

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
