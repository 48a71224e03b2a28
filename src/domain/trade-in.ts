/** Trade-in estimates and the used-car 14-day return (spec §5 "Trade-in FAQ", "Used-car 14-day money-back return"). */
import { TZDate } from '@date-fns/tz'
import { differenceInCalendarDays } from 'date-fns'

import { DEFAULT_TIME_ZONE } from './time'

export const TRADE_IN_ONLINE_LIMITS = { maxAgeYears: 7, maxKm: 100000 } as const

/** No online estimate for cars over 7 years old or over 100,000 km. */
export function canEstimateTradeInOnline(car: { year: number; km: number }, now: Date): boolean {
  const age = new TZDate(now, DEFAULT_TIME_ZONE).getFullYear() - car.year
  return age <= TRADE_IN_ONLINE_LIMITS.maxAgeYears && car.km <= TRADE_IN_ONLINE_LIMITS.maxKm
}

export const USED_CAR_RETURN = { days: 14, maxKmDriven: 500, minFuelTank: 0.25 } as const

export interface UsedCarReturnClaim {
  consumerBuyer: boolean
  purchasedAt: Date
  noticeGivenAt: Date
  kmDriven: number
  /** Fuel left as a fraction of a tank, 0 to 1. */
  fuelTank: number
  allKeysAndAccessories: boolean
  hasLien: boolean
}

export type UsedCarReturnFailure = 'notConsumer' | 'noticeLate' | 'tooManyKm' | 'lowFuel' | 'missingKeysOrAccessories' | 'lien'

/** Every condition of the money-back return, with the ones not met (calendar days on the dealer's clock). */
export function usedCarReturnEligibility(claim: UsedCarReturnClaim, timeZone: string = DEFAULT_TIME_ZONE): { eligible: boolean; failures: UsedCarReturnFailure[] } {
  const days = differenceInCalendarDays(new TZDate(claim.noticeGivenAt, timeZone), new TZDate(claim.purchasedAt, timeZone))
  const failures: UsedCarReturnFailure[] = []
  if (!claim.consumerBuyer) failures.push('notConsumer')
  if (days < 0 || days > USED_CAR_RETURN.days) failures.push('noticeLate')
  if (claim.kmDriven > USED_CAR_RETURN.maxKmDriven) failures.push('tooManyKm')
  if (claim.fuelTank < USED_CAR_RETURN.minFuelTank) failures.push('lowFuel')
  if (!claim.allKeysAndAccessories) failures.push('missingKeysOrAccessories')
  if (claim.hasLien) failures.push('lien')
  return { eligible: failures.length === 0, failures }
}
