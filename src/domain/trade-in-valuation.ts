/**
 * Trade-in valuation (issue 20; spec §5 "Trade-in FAQ"): the shopper names the car by plate and state,
 * answers the condition questions, and gets an offer worked back from what cars like theirs sell for
 * across every site's stock and sales history.
 *
 * The market estimate (marketEstimate):
 * 1. Comparables: the candidates market-comparison's isComparable accepts for the car (same make and
 *    model, model year ±2, km within its window), priced above 0.
 * 2. Each price is moved to the car's model year at 7% of value a year (market-comparison's
 *    valuePerYear, compounded), so age is out of the picture before km is fitted.
 * 3. Outliers (a mistyped $300 or $3,000,000) are dropped with market-comparison's withoutOutliers,
 *    judged on its adjustedComparablePrice (year and, by the 2% prior, km): judged on year alone, a
 *    fair low-km car among few comparables can look like a typo.
 * 4. ln(price) = a + b × km/10,000 by least squares when at least 4 comparables have km and their km
 *    (population) standard deviation is at least 5,000; b is clamped to ln(1 − 6%)..0, because a car
 *    never gains value with km and rarely loses more than 6% per 10,000 km. Otherwise b is the 2% per
 *    10,000 km market-comparison uses. A comparable without km counts at the car's km.
 * 5. a = mean(y − b·x); retail = exp(a + b × the car's km/10,000), whole dollars.
 * 6. The band is retail × exp(∓1.2816 s), s the residual standard deviation (n − 2 degrees of freedom
 *    for a fitted slope, n − 1 otherwise): the 10th to 90th percentile, widened to whole $100s.
 * 7. confidence is market-comparison's comparisonConfidence over the band and the comparables kept.
 *
 * The offer (tradeInOutcome): base = retail − reconditioning − margin% of retail; each answer adds its
 * percent of the base plus its dollars. The offer's high end is the offer rounded down to $100; the low
 * end is spread% lower, and another spread% × (1 − confidence) lower when the market is less sure.
 */
import { TRADE_IN_ONLINE_LIMITS, canEstimateTradeInOnline } from './trade-in'
import {
  MARKET_COMPARISON,
  adjustedComparablePrice,
  comparisonConfidence,
  isComparable,
  withoutOutliers,
  type CarForMarketComparison,
} from './market-comparison'
import type { TradeInAnswers, TradeInQuestion, TradeInQuestionId } from './trade-in-questions'
import { formatCount } from './money'
import { DAY_MS } from './time'

export * from './trade-in-questions'

export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
export type AuState = (typeof AU_STATES)[number]

/** Longest plate a state issues, personalised plates included. */
const PLATE_MAX_LENGTH: Record<AuState, number> = { ACT: 6, NSW: 6, NT: 6, QLD: 6, SA: 7, TAS: 6, VIC: 6, WA: 7 }
// Spaces, hyphens (and their typographic cousins), dots and middle dots are decoration, not plate.
const PLATE_DECORATION = /[\s.\-\u00B7\u2010-\u2015\u2022\u2219]/g

const isAuState = (value: string): value is AuState => (AU_STATES as readonly string[]).includes(value)

/** Plate as registries store it: upper case, no spaces, hyphens or dots; checked against the state's length/charset rule. */
export function normaliseRegoPlate(plate: string, state: string): { ok: true; plate: string; state: AuState } | { ok: false; message: string } {
  const upperState = state.trim().toUpperCase()
  if (!isAuState(upperState)) return { ok: false, message: 'Choose the state the car is registered in.' }
  const cleaned = plate.trim().toUpperCase().replace(PLATE_DECORATION, '')
  if (cleaned === '') return { ok: false, message: 'Enter the registration plate.' }
  const maxLength = PLATE_MAX_LENGTH[upperState]
  if (!/^[A-Z0-9]+$/.test(cleaned) || cleaned.length > maxLength)
    return { ok: false, message: `Enter the plate as it appears on the car (letters and numbers, up to ${maxLength}).` }
  return { ok: true, plate: cleaned, state: upperState }
}

export interface TradeInSubject {
  year: number
  make: string
  model: string
  badge: string | null
  km: number
}

export interface ComparableSale {
  id: string
  make: string
  model: string
  year: number
  km: number | null
  price: number
  /** Sold (or left stock) rather than listed now. */
  sold: boolean
}

export interface MarketEstimate {
  /** Retail price a dealer would list this car at, whole dollars. */
  retailDollars: number
  /** The band the retail price most likely falls in (about the 10th to 90th percentile of the fit), whole $100s. */
  lowDollars: number
  highDollars: number
  /** 0..1, from how many comparables agree and how closely (market-comparison's comparisonConfidence). */
  confidence: number
  /** The comparables the figure used (after outliers were dropped), for the dealer to see why. */
  comparables: ComparableSale[]
  /** Dollars per 10,000 km the fit found (never positive). */
  perTenThousandKm: number
}

export const TRADE_IN_DEFAULTS = {
  reconditioningDollars: 1500,
  marginPercent: 12,
  offerValidDays: 7,
  minComparables: 4,
  minConfidence: 0.35,
  offerSpreadPercent: 4,
} as const

/** Fit settings (steps 4 and 6 of the header). */
export const MARKET_FIT = { minCarsWithKm: 4, minKmSpread: 5_000, maxLossPer10000Km: 0.06, bandZ: 1.2816 } as const

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

/** The fitted market estimate, or null with fewer than minComparables usable comparables. */
export function marketEstimate(
  subject: TradeInSubject,
  candidates: readonly ComparableSale[],
  options: { minComparables?: number } = {},
): MarketEstimate | null {
  if (!Number.isFinite(subject.year) || !Number.isFinite(subject.km) || subject.km < 0) return null
  const asked = options.minComparables
  const minComparables = typeof asked === 'number' && Number.isFinite(asked) ? Math.max(1, asked) : TRADE_IN_DEFAULTS.minComparables
  const car: CarForMarketComparison = { id: '', make: subject.make, model: subject.model, year: subject.year, km: subject.km }
  const perYear = Math.log1p(MARKET_COMPARISON.valuePerYear)
  const points = candidates
    .filter((other) => isComparable(car, other) && Number.isFinite(other.price) && other.price > 0)
    .map((sale) => ({
      sale,
      adjusted: adjustedComparablePrice(car, sale),
      x: (typeof sale.km === 'number' ? sale.km : subject.km) / 10_000,
      y: Math.log(sale.price) + (subject.year - sale.year) * perYear,
    }))
  const kept = withoutOutliers(points.map((point) => point.adjusted).sort((a, b) => a - b))
  if (kept.length < minComparables) return null
  // withoutOutliers keeps an interval around the median, so its ends pick the points back out.
  const lowest = kept[0] as number
  const highest = kept[kept.length - 1] as number
  const fit = points.filter((point) => point.adjusted >= lowest && point.adjusted <= highest)
  if (fit.length < minComparables) return null

  const withKm = fit.filter((point) => typeof point.sale.km === 'number')
  const xMean = withKm.length > 0 ? mean(withKm.map((point) => point.x)) : 0
  const xVariance = withKm.length > 0 ? mean(withKm.map((point) => (point.x - xMean) ** 2)) : 0
  const fitted = withKm.length >= MARKET_FIT.minCarsWithKm && Math.sqrt(xVariance) * 10_000 >= MARKET_FIT.minKmSpread
  let slope = Math.log1p(-MARKET_COMPARISON.valuePer10000Km)
  if (fitted) {
    const yMean = mean(withKm.map((point) => point.y))
    const covariance = mean(withKm.map((point) => (point.x - xMean) * (point.y - yMean)))
    slope = Math.min(0, Math.max(Math.log1p(-MARKET_FIT.maxLossPer10000Km), covariance / xVariance))
  }
  const intercept = mean(fit.map((point) => point.y - slope * point.x))
  const squares = fit.reduce((sum, point) => sum + (point.y - intercept - slope * point.x) ** 2, 0)
  const residualSd = Math.sqrt(squares / Math.max(1, fit.length - (fitted ? 2 : 1)))

  const estimate = Math.exp(intercept + (slope * subject.km) / 10_000)
  if (!Number.isFinite(estimate)) return null
  const step = MARKET_COMPARISON.roundTo
  const retailDollars = Math.round(estimate)
  const lowDollars = Math.max(0, Math.floor((estimate * Math.exp(-MARKET_FIT.bandZ * residualSd)) / step) * step)
  const highDollars = Math.ceil((estimate * Math.exp(MARKET_FIT.bandZ * residualSd)) / step) * step
  const lostPer10000Km = Math.round(estimate * (1 - Math.exp(slope)))
  return {
    retailDollars,
    lowDollars,
    highDollars,
    confidence: comparisonConfidence(fit.length, lowDollars, highDollars, retailDollars),
    comparables: fit.map((point) => point.sale),
    perTenThousandKm: lostPer10000Km === 0 ? 0 : -lostPer10000Km,
  }
}

export interface TradeInOfferSettings {
  reconditioningDollars: number
  marginPercent: number
  offerValidDays: number
  minComparables: number
  minConfidence: number
  offerSpreadPercent: number
}

/** Upper limits on a site's settings: a margin over 60% or a spread over 50% is a typing slip, a confidence tops out at 1. */
const SETTING_MAX: Partial<Record<keyof TradeInOfferSettings, number>> = { marginPercent: 60, minConfidence: 1, offerSpreadPercent: 50 }
const WHOLE_SETTINGS: ReadonlySet<keyof TradeInOfferSettings> = new Set(['offerValidDays', 'minComparables'])

/** Each missing or invalid (non-finite, negative) value takes its default; days and comparables are whole and at least 1. */
export function tradeInSettingsWithDefaults(
  site: Partial<Record<keyof TradeInOfferSettings, number | null | undefined>> | null | undefined,
): TradeInOfferSettings {
  const setting = (key: keyof TradeInOfferSettings): number => {
    const value = site?.[key]
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return TRADE_IN_DEFAULTS[key]
    const capped = Math.min(SETTING_MAX[key] ?? Infinity, value)
    return WHOLE_SETTINGS.has(key) ? Math.max(1, Math.ceil(capped)) : capped
  }
  return {
    reconditioningDollars: setting('reconditioningDollars'),
    marginPercent: setting('marginPercent'),
    offerValidDays: setting('offerValidDays'),
    minComparables: setting('minComparables'),
    minConfidence: setting('minConfidence'),
    offerSpreadPercent: setting('offerSpreadPercent'),
  }
}

export type TradeInValuerReason = 'too-old' | 'too-many-km' | 'too-few-comparables' | 'low-confidence'

export interface TradeInAdjustment {
  questionId: TradeInQuestionId
  /** The option's value. */
  answer: string
  /** The option's label, as the shopper chose it. */
  label: string
  dollars: number
}

export type TradeInOutcome =
  | {
      kind: 'offer'
      retailDollars: number
      baseOfferDollars: number
      offerLowDollars: number
      offerHighDollars: number
      confidence: number
      adjustments: TradeInAdjustment[]
      validUntil: Date
    }
  | { kind: 'valuer'; reason: TradeInValuerReason }

/** Below this the car is worth a look in person rather than a figure on screen (reason low-confidence). */
export const MIN_ONLINE_OFFER_DOLLARS = 500

const toHundredBelow = (dollars: number) => Math.max(0, Math.floor(dollars / 100) * 100)

/**
 * The offer, or why a valuer calls instead: the 7-year / 100,000 km rule first, then no estimate, then a
 * confidence under the site's minimum, then an offer whose high end is under $500. The estimate is
 * expected to have been made with settings.minComparables. Answers that match no option are ignored.
 */
export function tradeInOutcome(input: {
  subject: TradeInSubject
  estimate: MarketEstimate | null
  settings: TradeInOfferSettings
  questions: readonly TradeInQuestion[]
  answers: TradeInAnswers
  now: Date
}): TradeInOutcome {
  const { subject, estimate, settings, now } = input
  if (!canEstimateTradeInOnline(subject, now)) {
    // The age rule alone: the same check with no km.
    return { kind: 'valuer', reason: canEstimateTradeInOnline({ year: subject.year, km: 0 }, now) ? 'too-many-km' : 'too-old' }
  }
  if (!estimate) return { kind: 'valuer', reason: 'too-few-comparables' }
  const confidence = Math.min(1, estimate.confidence)
  if (!(confidence >= settings.minConfidence)) return { kind: 'valuer', reason: 'low-confidence' }

  const retailDollars = Number.isFinite(estimate.retailDollars) ? Math.max(0, Math.round(estimate.retailDollars)) : 0
  const baseOfferDollars = Math.round(retailDollars - settings.reconditioningDollars - (retailDollars * settings.marginPercent) / 100)
  const adjustments: TradeInAdjustment[] = []
  for (const question of input.questions) {
    const chosen = question.options.find((candidate) => candidate.value === input.answers[question.id])
    // A share of a negative base would raise the offer: percentages apply to what the car is worth, if anything.
    const dollars = chosen ? Math.round((Math.max(0, baseOfferDollars) * chosen.percent) / 100 + chosen.dollars) : 0
    if (chosen && dollars !== 0) adjustments.push({ questionId: question.id, answer: chosen.value, label: chosen.label, dollars })
  }
  const offer = Math.max(0, baseOfferDollars + adjustments.reduce((sum, adjustment) => sum + adjustment.dollars, 0))
  const offerHighDollars = toHundredBelow(offer)
  if (offerHighDollars < MIN_ONLINE_OFFER_DOLLARS) return { kind: 'valuer', reason: 'low-confidence' }
  const spread = settings.offerSpreadPercent / 100
  const offerLowDollars = Math.min(offerHighDollars, toHundredBelow(offer * (1 - spread - (1 - Math.max(0, confidence)) * spread)))
  return {
    kind: 'offer',
    retailDollars,
    baseOfferDollars,
    offerLowDollars,
    offerHighDollars,
    confidence,
    adjustments,
    validUntil: new Date(now.getTime() + settings.offerValidDays * DAY_MS),
  }
}

/** What the car on the page costs after the trade-in: price minus the offer's low end, never below 0 (spec §4 "Trade-in offer difference" is the same subtraction). */
export function changeoverDollars(carPrice: number, offerLowDollars: number): number {
  const price = Number.isFinite(carPrice) ? carPrice : 0
  const offer = Number.isFinite(offerLowDollars) ? Math.max(0, offerLowDollars) : 0
  return Math.max(0, price - offer)
}

const limits = TRADE_IN_ONLINE_LIMITS
export const TRADE_IN_VALUER_MESSAGES: Record<TradeInValuerReason, string> = {
  'too-old': `A valuer will call you: we do not give online estimates for cars over ${limits.maxAgeYears} years old.`,
  'too-many-km': `A valuer will call you: we do not give online estimates for cars over ${formatCount(limits.maxKm)} km.`,
  'too-few-comparables': 'A valuer will call you: we have not seen enough cars like yours to estimate it online.',
  'low-confidence': 'A valuer will call you: we cannot estimate your car online with enough confidence.',
}
