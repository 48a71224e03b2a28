/** Trade-in estimates and the used-car 14-day return (spec §5 "Trade-in FAQ", "Used-car 14-day money-back return"). */

import { DEFAULT_TIME_ZONE, yearInTimeZone } from './time'

export const TRADE_IN_ONLINE_LIMITS = { maxAgeYears: 7, maxKm: 100000 } as const

const dealerYear = (now: Date) => yearInTimeZone(now, DEFAULT_TIME_ZONE)

/** No online estimate for cars over 7 years old or over 100,000 km. */
export function canEstimateTradeInOnline(car: { year: number; km: number }, now: Date): boolean {
  const age = dealerYear(now) - car.year
  return age <= TRADE_IN_ONLINE_LIMITS.maxAgeYears && car.km <= TRADE_IN_ONLINE_LIMITS.maxKm
}

const TRADE_IN_YEAR_COUNT = 40

/** The newest year a trade-in can be (issue 41): this year on the dealer's clock, never next year, as a car traded in has been built. */
export const latestTradeInYear = dealerYear

/** The pick list's years, newest first: the latest and the 39 before it. */
export function tradeInYears(now: Date): number[] {
  const latest = latestTradeInYear(now)
  return Array.from({ length: TRADE_IN_YEAR_COUNT }, (_, i) => latest - i)
}

export const USED_CAR_RETURN = { days: 14, maxKmDriven: 500 } as const

/**
 * The FAQ beside the trade-in form (spec §2 "Trade-in screen: form plus FAQ", §5 "Trade-in FAQ"): the
 * spec's rules in the dealer's voice. A site may replace it (Sites → Trade-in); {days} is the site's
 * offer validity and the return's figures come from USED_CAR_RETURN.
 */
export const DEFAULT_TRADE_IN_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Can I get an online estimate for any car?',
    answer: `We give online estimates for cars up to ${TRADE_IN_ONLINE_LIMITS.maxAgeYears} years old with no more than ${TRADE_IN_ONLINE_LIMITS.maxKm.toLocaleString('en-AU')} km. For an older car or higher kilometres a valuer will call you to arrange an appraisal instead.`,
  },
  {
    question: 'How is my offer worked out?',
    answer:
      'From what similar cars (same make and model, nearby years and kilometres) have been listed and sold for, less the cost of getting your car ready for sale, and adjusted for the condition you describe.',
  },
  {
    question: 'How long is my offer valid?',
    answer:
      '{days} days, subject to an inspection that confirms the kilometres and condition you told us. If anything differs we explain what changed before you decide.',
  },
  {
    question: 'I still owe money on my car. Can I trade it in?',
    answer: 'Yes. We pay out your finance from the offer and the difference goes to you or towards your next car.',
  },
  {
    question: 'Can I return a used car I buy from you?',
    answer: `Yes, within ${USED_CAR_RETURN.days} days: our money-back return applies to consumer buyers who give notice within the period, have driven no more than ${USED_CAR_RETURN.maxKmDriven} km, return it with at least a quarter tank of fuel and all keys and accessories, and have no lien on the car.`,
  },
]

/** Where a stored valuation stands, as the admin lists it. */
export const TRADE_IN_VALUATION_STATUS_LABELS = { offered: 'Offer made', valuer: 'Valuer to call', accepted: 'Offer accepted' } as const
export type TradeInValuationStatus = keyof typeof TRADE_IN_VALUATION_STATUS_LABELS

/** The valuation flow's steps (issue 20), each its own URL (?step=): identify the car, its condition, your details, the offer. */
export const TRADE_IN_STEPS = ['car', 'condition', 'details', 'offer'] as const
export type TradeInStep = (typeof TRADE_IN_STEPS)[number]
export const TRADE_IN_STEP_TITLES: Record<TradeInStep, string> = {
  car: 'Your car',
  condition: 'Kilometres and condition',
  details: 'Your details',
  offer: 'Your offer',
}

/** Signing purpose of the valuation links (?valuation=): a guessed reference shows nothing. */
export const TRADE_IN_LINK_PURPOSE = 'trade-in-valuation'
