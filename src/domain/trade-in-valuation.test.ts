import { describe, expect, it } from 'vitest'

import {
  AU_STATES,
  DEFAULT_TRADE_IN_QUESTIONS,
  TRADE_IN_DEFAULTS,
  TRADE_IN_VALUER_MESSAGES,
  changeoverDollars,
  marketEstimate,
  normaliseRegoPlate,
  tradeInOutcome,
  tradeInSettingsWithDefaults,
  type ComparableSale,
  type MarketEstimate,
  type TradeInAnswers,
  type TradeInSubject,
} from './trade-in-valuation'

// Noon in Sydney on 1 June 2025: a 2018 car is 7 years old.
const now = new Date('2025-06-01T02:00:00Z')
const subject: TradeInSubject = { year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', km: 60_000 }

/** Cars priced at $40,000 new, losing 7% a year and 2% per 10,000 km, with ±3% deterministic noise. */
const NOISE = [0.03, -0.01, 0.02, -0.03, 0.01, -0.02, 0]
function sales(years: readonly number[], kms: readonly number[], overrides: Partial<ComparableSale> = {}): ComparableSale[] {
  return years.flatMap((year, y) =>
    kms.map((km, k) => {
      const noise = NOISE[(y * kms.length + k) % NOISE.length] as number
      const price = Math.round(40_000 * 0.93 ** (2025 - year) * 0.98 ** (km / 10_000) * (1 + noise))
      return { id: `${year}-${km}`, make: 'Toyota', model: 'Corolla', year, km, price, sold: k % 2 === 0, ...overrides }
    }),
  )
}
const YEARS = [2019, 2020, 2021, 2022, 2023]
const KMS = [10_000, 30_000, 45_000, 60_000, 75_000, 90_000, 110_000]
const market = sales(YEARS, KMS)
const estimate = (overrides: Partial<TradeInSubject> = {}, candidates: readonly ComparableSale[] = market) =>
  marketEstimate({ ...subject, ...overrides }, candidates)

describe('marketEstimate (issue 20; spec §5 "Trade-in FAQ": an estimate from comparable cars)', () => {
  it('lands near what the market pays, inside its own band, with a km effect between 0 and 6% per 10,000 km', () => {
    const result = estimate()
    const truth = 40_000 * 0.93 ** 4 * 0.98 ** 6
    expect(result).not.toBeNull()
    if (!result) return
    expect(Math.abs(result.retailDollars - truth) / truth).toBeLessThan(0.03)
    expect(result.lowDollars).toBeLessThanOrEqual(result.retailDollars)
    expect(result.highDollars).toBeGreaterThanOrEqual(result.retailDollars)
    expect(result.lowDollars % 100).toBe(0)
    expect(result.highDollars % 100).toBe(0)
    expect(result.perTenThousandKm).toBeLessThan(-0.01 * result.retailDollars)
    expect(result.perTenThousandKm).toBeGreaterThan(-0.03 * result.retailDollars)
    expect(result.confidence).toBeGreaterThan(TRADE_IN_DEFAULTS.minConfidence)
    expect(result.confidence).toBeLessThanOrEqual(1)
  })

  it('uses only comparables: the same make and model, near in year and km, priced', () => {
    const others = [
      ...sales([2021], [60_000], { id: 'mazda', make: 'Mazda' }),
      ...sales([2021], [60_000], { id: 'camry', model: 'Camry' }),
      ...sales([2016], [60_000], { id: 'old' }),
      ...sales([2021], [200_000], { id: 'far' }),
      ...sales([2021], [60_000], { id: 'free', price: 0 }),
    ]
    const result = estimate({}, [...market, ...others])
    expect(result?.comparables.map((sale) => sale.id)).toEqual(estimate()?.comparables.map((sale) => sale.id))
    expect(result?.comparables.every((sale) => sale.km !== null && sale.km >= 30_000 && sale.km <= 90_000)).toBe(true)
  })

  it('more kilometres, lower retail', () => {
    const low = estimate({ km: 40_000 })?.retailDollars ?? 0
    const mid = estimate({ km: 60_000 })?.retailDollars ?? 0
    const high = estimate({ km: 85_000 })?.retailDollars ?? 0
    expect(low).toBeGreaterThan(mid)
    expect(mid).toBeGreaterThan(high)
  })

  it('an older car, lower retail', () => {
    const newer = estimate({ year: 2022 })?.retailDollars ?? 0
    const same = estimate({ year: 2021 })?.retailDollars ?? 0
    const older = estimate({ year: 2020 })?.retailDollars ?? 0
    expect(newer).toBeGreaterThan(same)
    expect(same).toBeGreaterThan(older)
  })

  it('never negative, NaN or rising with km, whatever the data', () => {
    // Prices that rise with km would fit a positive slope: a car never gains value by driving it.
    const rising = KMS.map((km, i) => ({ id: `r${i}`, make: 'Toyota', model: 'Corolla', year: 2021, km, price: 10_000 + km, sold: true }))
    const risingResult = marketEstimate(subject, rising)
    expect(Object.is(risingResult?.perTenThousandKm, 0)).toBe(true)
    // A car with five million km among cars that lose half their value per 10,000 km: the fit's slope is capped.
    const absurdKm = [4_000_000, 4_500_000, 5_000_000, 5_500_000, 6_000_000].map((km, i) => ({
      id: `a${i}`,
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      km,
      price: 1e9 * 0.5 ** ((km - 4_000_000) / 10_000) + 1,
      sold: false,
    }))
    const junk = [Number.NaN, -5_000, Number.POSITIVE_INFINITY].map((price, i) => ({
      id: `j${i}`,
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      km: 60_000,
      price,
      sold: false,
    }))
    for (const result of [risingResult, marketEstimate({ ...subject, km: 5_000_000 }, absurdKm), estimate({}, [...market, ...junk])]) {
      expect(result).not.toBeNull()
      if (!result) continue
      for (const value of [result.retailDollars, result.lowDollars, result.highDollars, result.confidence]) {
        expect(Number.isFinite(value) && value >= 0).toBe(true)
      }
      expect(Number.isFinite(result.perTenThousandKm) && result.perTenThousandKm <= 0).toBe(true)
      expect(result.lowDollars).toBeLessThanOrEqual(result.highDollars)
    }
    expect(estimate({ km: -1 })).toBeNull()
    expect(estimate({ year: Number.NaN })).toBeNull()
  })

  it('confidence falls with fewer comparables that agree as closely', () => {
    const many = sales([2020, 2021, 2022], [40_000, 50_000, 60_000, 70_000, 80_000])
    const few = sales([2021], [40_000, 50_000, 60_000, 70_000, 80_000])
    const manyResult = marketEstimate(subject, many)
    const fewResult = marketEstimate(subject, few)
    expect(manyResult?.comparables).toHaveLength(15)
    expect(fewResult?.comparables).toHaveLength(5)
    expect(fewResult?.confidence ?? 1).toBeLessThan(manyResult?.confidence ?? 0)
  })

  it('a mistyped $300 or $3,000,000 barely moves the estimate and is not shown as a comparable', () => {
    const typos = [
      { id: 'cheap', make: 'Toyota', model: 'Corolla', year: 2021, km: 60_000, price: 300, sold: true },
      { id: 'dear', make: 'Toyota', model: 'Corolla', year: 2021, km: 60_000, price: 3_000_000, sold: false },
    ]
    const clean = estimate()?.retailDollars ?? 0
    const withTypos = estimate({}, [...market, ...typos])
    expect(Math.abs((withTypos?.retailDollars ?? 0) - clean) / clean).toBeLessThan(0.01)
    expect(withTypos?.comparables.map((sale) => sale.id)).not.toContain('cheap')
    expect(withTypos?.comparables.map((sale) => sale.id)).not.toContain('dear')
  })

  it('too few comparables gives no figure (a valuer calls instead)', () => {
    const three = sales([2021], [50_000, 60_000, 70_000])
    expect(marketEstimate(subject, three)).toBeNull()
    expect(marketEstimate(subject, three, { minComparables: 3 })).not.toBeNull()
    expect(marketEstimate(subject, [])).toBeNull()
  })
})

const fitted: MarketEstimate = { retailDollars: 30_000, lowDollars: 28_500, highDollars: 31_500, confidence: 0.8, comparables: [], perTenThousandKm: -600 }
const settings = tradeInSettingsWithDefaults(null)
const bestAnswers: TradeInAnswers = Object.fromEntries(DEFAULT_TRADE_IN_QUESTIONS.map((question) => [question.id, question.options[0]?.value]))
const outcome = (overrides: Partial<Parameters<typeof tradeInOutcome>[0]> = {}) =>
  tradeInOutcome({ subject, estimate: fitted, settings, questions: DEFAULT_TRADE_IN_QUESTIONS, answers: bestAnswers, now, ...overrides })
const offer = (overrides: Partial<Parameters<typeof tradeInOutcome>[0]> = {}) => {
  const result = outcome(overrides)
  if (result.kind !== 'offer') throw new Error(`expected an offer, got ${result.reason}`)
  return result
}

describe('tradeInOutcome: who gets an online offer (spec §5 "Trade-in FAQ": not over 7 years or 100,000 km)', () => {
  it('cars exactly 7 years old with exactly 100,000 km get an offer; a year or a kilometre more goes to a valuer', () => {
    expect(outcome({ subject: { ...subject, year: 2018, km: 100_000 } }).kind).toBe('offer')
    expect(outcome({ subject: { ...subject, year: 2017 } })).toEqual({ kind: 'valuer', reason: 'too-old' })
    expect(outcome({ subject: { ...subject, km: 100_001 } })).toEqual({ kind: 'valuer', reason: 'too-many-km' })
    expect(outcome({ subject: { ...subject, year: 2017, km: 100_001 } })).toEqual({ kind: 'valuer', reason: 'too-old' })
  })

  it('no market estimate, or one less sure than the site accepts, goes to a valuer', () => {
    expect(outcome({ estimate: null })).toEqual({ kind: 'valuer', reason: 'too-few-comparables' })
    expect(outcome({ estimate: { ...fitted, confidence: 0.34 } })).toEqual({ kind: 'valuer', reason: 'low-confidence' })
    expect(outcome({ estimate: { ...fitted, confidence: Number.NaN } })).toEqual({ kind: 'valuer', reason: 'low-confidence' })
    expect(outcome({ estimate: { ...fitted, confidence: 0.2 }, settings: { ...settings, minConfidence: 0.2 } }).kind).toBe('offer')
  })

  it('a car worth too little to cover reconditioning and margin goes to a valuer rather than a $0 offer', () => {
    expect(outcome({ estimate: { ...fitted, retailDollars: 2_000 } })).toEqual({ kind: 'valuer', reason: 'low-confidence' })
    expect(outcome({ estimate: { ...fitted, retailDollars: Number.NaN } })).toEqual({ kind: 'valuer', reason: 'low-confidence' })
  })

  it('every reason has a plain sentence saying a valuer will call, with the online limits', () => {
    for (const message of Object.values(TRADE_IN_VALUER_MESSAGES)) expect(message).toMatch(/^A valuer will call you: .+\.$/)
    expect(TRADE_IN_VALUER_MESSAGES['too-old']).toContain('over 7 years old')
    expect(TRADE_IN_VALUER_MESSAGES['too-many-km']).toContain('over 100,000 km')
  })
})

describe('tradeInOutcome: the offer (issue 20)', () => {
  it("takes reconditioning and the dealer's margin off retail, and a less sure market widens the low end only", () => {
    const sure = offer({ estimate: { ...fitted, confidence: 1 } })
    const unsure = offer({ estimate: { ...fitted, confidence: 0.4 } })
    expect(sure.retailDollars).toBe(30_000)
    expect(sure.baseOfferDollars).toBe(30_000 - 1_500 - 3_600)
    expect(sure.offerHighDollars).toBe(24_900)
    expect(sure.offerLowDollars).toBeLessThan(sure.offerHighDollars)
    expect(sure.offerLowDollars).toBeGreaterThanOrEqual(24_900 * 0.96 - 100)
    expect(unsure.offerHighDollars).toBe(sure.offerHighDollars)
    expect(unsure.offerLowDollars).toBeLessThan(sure.offerLowDollars)
    expect(sure.adjustments).toEqual([])
  })

  it("each worse answer lowers the offer by exactly that answer's effect", () => {
    const best = offer()
    for (const question of DEFAULT_TRADE_IN_QUESTIONS) {
      for (const option of question.options.slice(1)) {
        const worse = offer({ answers: { ...bestAnswers, [question.id]: option.value } })
        const effect = Math.round((best.baseOfferDollars * option.percent) / 100 + option.dollars)
        expect(worse.baseOfferDollars).toBe(best.baseOfferDollars)
        expect(worse.adjustments).toEqual(effect === 0 ? [] : [{ questionId: question.id, answer: option.value, label: option.label, dollars: effect }])
        expect(worse.offerHighDollars).toBe(Math.floor((best.baseOfferDollars + effect) / 100) * 100)
        if (effect < 0) expect(worse.offerLowDollars).toBeLessThan(best.offerLowDollars)
      }
    }
  })

  it('finance owing is recorded but leaves the offer alone', () => {
    expect(offer({ answers: { ...bestAnswers, 'finance-owing': 'yes' } })).toEqual(offer())
  })

  it('adds up several answers, listed in question order', () => {
    const result = offer({ answers: { ...bestAnswers, keys: 'one', 'accident-history': 'minor-repaired', tyres: 'replace-soon' } })
    expect(result.adjustments.map((adjustment) => adjustment.questionId)).toEqual(['accident-history', 'tyres', 'keys'])
    const total = result.adjustments.reduce((sum, adjustment) => sum + adjustment.dollars, 0)
    expect(result.offerHighDollars).toBe(Math.floor((result.baseOfferDollars + total) / 100) * 100)
  })

  it("is good for the site's number of days from now", () => {
    expect(offer().validUntil).toEqual(new Date('2025-06-08T02:00:00Z'))
    expect(offer({ settings: { ...settings, offerValidDays: 14 } }).validUntil).toEqual(new Date('2025-06-15T02:00:00Z'))
  })
})

describe('tradeInSettingsWithDefaults (issue 20: each site sets its own margins)', () => {
  it('fills every missing setting with its default', () => {
    expect(tradeInSettingsWithDefaults(null)).toEqual(TRADE_IN_DEFAULTS)
    expect(tradeInSettingsWithDefaults(undefined)).toEqual(TRADE_IN_DEFAULTS)
    expect(tradeInSettingsWithDefaults({ reconditioningDollars: 2_500, minConfidence: null })).toEqual({ ...TRADE_IN_DEFAULTS, reconditioningDollars: 2_500 })
  })

  it('ignores unusable values and keeps the rest sensible', () => {
    expect(tradeInSettingsWithDefaults({ reconditioningDollars: -1, marginPercent: Number.NaN, offerSpreadPercent: Number.POSITIVE_INFINITY })).toEqual(
      TRADE_IN_DEFAULTS,
    )
    expect(tradeInSettingsWithDefaults({ reconditioningDollars: 0, marginPercent: 75, minConfidence: 1.5, minComparables: 2.4, offerValidDays: 0 })).toEqual({
      ...TRADE_IN_DEFAULTS,
      reconditioningDollars: 0,
      marginPercent: 60,
      minConfidence: 1,
      minComparables: 3,
      offerValidDays: 1,
    })
  })
})

describe('normaliseRegoPlate (issue 20: the shopper identifies the car by plate and state)', () => {
  it('accepts a plate in every state, storing it as the registry does', () => {
    for (const state of AU_STATES) expect(normaliseRegoPlate(' abc 123 ', state.toLowerCase())).toEqual({ ok: true, plate: 'ABC123', state })
    expect(normaliseRegoPlate('ab-12.cd', 'Vic')).toEqual({ ok: true, plate: 'AB12CD', state: 'VIC' })
    expect(normaliseRegoPlate('1·ABC·234', 'WA')).toEqual({ ok: true, plate: '1ABC234', state: 'WA' })
  })

  it('a seven-character plate is too long in NSW but fine in WA and SA', () => {
    expect(normaliseRegoPlate('BIGCAR1', 'NSW')).toEqual({ ok: false, message: 'Enter the plate as it appears on the car (letters and numbers, up to 6).' })
    expect(normaliseRegoPlate('BIGCAR1', 'WA')).toMatchObject({ ok: true, plate: 'BIGCAR1' })
    expect(normaliseRegoPlate('BIGCAR1', 'SA')).toMatchObject({ ok: true, plate: 'BIGCAR1' })
    expect(normaliseRegoPlate('BIGCAR12', 'WA')).toEqual({ ok: false, message: 'Enter the plate as it appears on the car (letters and numbers, up to 7).' })
  })

  it('refuses other characters, an empty plate and an unknown state', () => {
    expect(normaliseRegoPlate('AB$123', 'QLD')).toEqual({ ok: false, message: 'Enter the plate as it appears on the car (letters and numbers, up to 6).' })
    expect(normaliseRegoPlate('ÄBC12', 'QLD').ok).toBe(false)
    expect(normaliseRegoPlate(' - . ', 'QLD')).toEqual({ ok: false, message: 'Enter the registration plate.' })
    expect(normaliseRegoPlate('ABC123', 'NZ')).toEqual({ ok: false, message: 'Choose the state the car is registered in.' })
    expect(normaliseRegoPlate('ABC123', '')).toEqual({ ok: false, message: 'Choose the state the car is registered in.' })
  })
})

describe('changeoverDollars (spec §4 "Trade-in offer difference")', () => {
  it("is the car's price less the offer's low end, never below 0", () => {
    expect(changeoverDollars(32_990, 18_400)).toBe(14_590)
    expect(changeoverDollars(12_000, 18_400)).toBe(0)
    expect(changeoverDollars(32_990, Number.NaN)).toBe(32_990)
    expect(changeoverDollars(Number.NaN, 18_400)).toBe(0)
  })
})
