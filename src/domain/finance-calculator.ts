/** Finance calculator inputs: bounds, clamping and starting values (spec §5 "Finance calculator inputs"; §9 defaults). */
import {
  calculateRepayment,
  FINANCE_CALCULATOR_DEFAULTS,
  repaymentDisplay,
  type FinanceProvider,
  type RepaymentDisplay,
  type RepaymentFrequency,
} from './finance'
import { formatMoney } from './money'
import { fillText } from './fill-text'
import { LISTING_TEXTS, type ListingTexts } from './listing-texts'

export interface NumberRange {
  min: number
  max: number
  step?: number
}

export const FINANCE_CALCULATOR_LIMITS = {
  purchasePriceMin: 1000,
  purchasePriceMinRaised: 5000,
  purchasePriceMax: 250000,
  /** Above this price, a site with the 105% rule caps the amount at 105% of the price. */
  priceFor105PercentRule: 100000,
  termYears: { min: 1, max: 7, step: 0.5 },
  interestRate: { min: 0.5, max: 15, step: 0.5 },
  angleInterestRate: { min: 7.5, max: 14.5, step: 0.5 },
  depositOrResidual: { min: 0, max: 250000, step: 0.5 },
} as const

/** What a site or dealer changes about the calculator; the spec's "one dealer"/"one site" cases are options here. */
export interface FinanceCalculatorOptions {
  provider?: FinanceProvider | null
  vehiclePrice?: number | null
  /** The dealer whose minimum purchase price is 5000 (Angle always has it). */
  minPurchasePrice5000?: boolean
  /** The site whose maximum is 105% of the vehicle price when that price is over 100000. */
  maxPurchasePrice105Percent?: boolean
  /** 7 by default; 5 on some sites. */
  maxTermYears?: number
  /** A site's own list of term years, replacing the 0.5-year steps. */
  termYearOptions?: readonly number[]
  /** A dealer's or site's own interest range (e.g. 4 to 20, or 9.95 to 19.95); steps stay 0.5. */
  interestRange?: { min: number; max: number } | null
  interestSliderDisabled?: boolean
}

export interface FinanceCalculatorBounds {
  purchasePrice: NumberRange
  /** "Cannot be less than $1,000 or more than $250,000". */
  purchasePriceHelp: string
  termYears: NumberRange & { options: number[] }
  interestRate: NumberRange & { disabled: boolean }
  deposit: NumberRange
  residual: NumberRange
}

export function financeCalculatorBounds(options: FinanceCalculatorOptions = {}, texts: ListingTexts = LISTING_TEXTS): FinanceCalculatorBounds {
  const L = FINANCE_CALCULATOR_LIMITS
  const min = options.provider === 'angle' || options.minPurchasePrice5000 ? L.purchasePriceMinRaised : L.purchasePriceMin
  const price = options.vehiclePrice ?? 0
  const max = options.maxPurchasePrice105Percent && price > L.priceFor105PercentRule ? Math.round(price * 1.05) : L.purchasePriceMax
  const maxTerm = options.maxTermYears ?? L.termYears.max
  const termOptions = options.termYearOptions?.length
    ? [...options.termYearOptions].sort((a, b) => a - b)
    : stepsBetween(L.termYears.min, maxTerm, L.termYears.step)
  const interest = options.interestRange ?? (options.provider === 'angle' ? L.angleInterestRate : L.interestRate)
  return {
    purchasePrice: { min, max },
    purchasePriceHelp: fillText(texts.purchasePriceRange, { min: formatMoney(min), max: formatMoney(max) }),
    termYears: { min: termOptions[0] ?? L.termYears.min, max: termOptions.at(-1) ?? maxTerm, step: L.termYears.step, options: termOptions },
    interestRate: { min: interest.min, max: interest.max, step: L.interestRate.step, disabled: options.interestSliderDisabled === true },
    deposit: { ...L.depositOrResidual },
    residual: { ...L.depositOrResidual },
  }
}

function stepsBetween(min: number, max: number, step: number): number[] {
  const count = Math.floor((max - min) / step + 1e-9)
  return Array.from({ length: count + 1 }, (_, i) => min + i * step)
}

/** Numeric inputs other than the purchase price clamp to their range; unreadable input becomes the minimum. */
export function clampToRange(value: number, range: NumberRange): number {
  if (!Number.isFinite(value)) return range.min
  return Math.min(range.max, Math.max(range.min, value))
}

/** Rounds to the range's step, counted from its minimum (term 1, 1.5, 2 ...), then clamps. */
export function snapToStep(value: number, range: NumberRange): number {
  const clamped = clampToRange(value, range)
  if (!range.step) return clamped
  return clampToRange(range.min + Math.round((clamped - range.min) / range.step) * range.step, range)
}

/** The purchase price is not clamped: negative becomes 0 and anything outside the range shows the help text. */
export function checkPurchasePrice(
  value: number,
  bounds: Pick<FinanceCalculatorBounds, 'purchasePrice' | 'purchasePriceHelp'>,
): { value: number; error: string | null } {
  const price = Number.isFinite(value) ? Math.max(0, value) : 0
  const { min, max } = bounds.purchasePrice
  return { value: price, error: price < min || price > max ? bounds.purchasePriceHelp : null }
}

/**
 * The repayment the calculator shows, or null while the purchase price is outside its range: the help
 * text says why, and a figure for a price the calculator refuses would be a quote for nothing (spec §5).
 */
export function financeCalculatorRepayment(values: FinanceCalculatorValues, bounds: FinanceCalculatorBounds, establishmentFee = 0): RepaymentDisplay | null {
  if (checkPurchasePrice(values.purchasePrice, bounds).error) return null
  return repaymentDisplay(calculateRepayment({ ...values, establishmentFee }), values.frequency)
}

/**
 * Keyboard steps of the money sliders (the ARIA slider pattern): the arrows move $500, Page Up and
 * Page Down (and the arrows with Shift) $5,000. Spec §5's 0.5 step is what the boxes accept, far too
 * fine for a key press over 0 to 250,000.
 */
export const MONEY_SLIDER_KEY_STEPS = { small: 500, large: 5000 } as const

const KEY_DIRECTIONS: Readonly<Record<string, { sign: 1 | -1; large: boolean }>> = {
  ArrowUp: { sign: 1, large: false },
  ArrowRight: { sign: 1, large: false },
  ArrowDown: { sign: -1, large: false },
  ArrowLeft: { sign: -1, large: false },
  PageUp: { sign: 1, large: true },
  PageDown: { sign: -1, large: true },
}

type KeyPress = { key: string; shiftKey: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }

/**
 * Where a key moves a money slider: to the next whole step up or down (so $1,234 goes to $1,500 or
 * $1,000), kept in the range; null for keys left to the slider and the browser (Home, End, Tab,
 * Alt+Left for back...).
 */
export function moneySliderKeyValue(
  value: number,
  key: KeyPress,
  range: NumberRange,
  steps: { small: number; large: number } = MONEY_SLIDER_KEY_STEPS,
): number | null {
  const direction = Object.hasOwn(KEY_DIRECTIONS, key.key) ? KEY_DIRECTIONS[key.key]! : null
  if (!direction || key.altKey || key.ctrlKey || key.metaKey) return null
  const step = direction.large || key.shiftKey ? steps.large : steps.small
  const next = direction.sign > 0 ? (Math.floor(value / step) + 1) * step : (Math.ceil(value / step) - 1) * step
  return clampToRange(next, range)
}

export interface FinanceCalculatorStart {
  vehiclePrice?: number | null
  /** The lender's deposit for this car, if it gives one. */
  lenderDeposit?: number | null
  /** The site's configured rate, else 10. */
  interestRate?: number | null
  /** The site's default term, else 6 (5 on some sites). */
  termYears?: number | null
  frequency?: RepaymentFrequency | null
}

export interface FinanceCalculatorValues {
  purchasePrice: number
  interestRate: number
  termYears: number
  deposit: number
  residual: number
  frequency: RepaymentFrequency
}

/** Starting values: the vehicle price (or 30000), rate 10, 6 years, the lender's deposit (or 0), no residual, weekly. */
export function financeCalculatorDefaults(start: FinanceCalculatorStart = {}): FinanceCalculatorValues {
  const D = FINANCE_CALCULATOR_DEFAULTS
  return {
    purchasePrice: start.vehiclePrice && start.vehiclePrice > 0 ? start.vehiclePrice : D.purchasePrice,
    interestRate: start.interestRate ?? D.interestRate,
    termYears: start.termYears ?? D.termYears,
    deposit: start.lenderDeposit && start.lenderDeposit > 0 ? start.lenderDeposit : D.deposit,
    residual: D.residual,
    frequency: start.frequency ?? D.frequency,
  }
}

export type FinanceCalculatorNumberField = 'purchasePrice' | 'deposit' | 'residual' | 'interestRate' | 'termYears'

/**
 * One input's change under the §5 rules: the purchase price only loses its sign (checkPurchasePrice
 * flags the range); deposit, residual and rate clamp to their ranges; the term becomes the nearest
 * offered term. Empty or unreadable input (null) counts as 0 before those rules.
 */
export function applyFinanceCalculatorInput(
  values: FinanceCalculatorValues,
  field: FinanceCalculatorNumberField,
  input: number | null,
  bounds: FinanceCalculatorBounds,
): FinanceCalculatorValues {
  const raw = input !== null && Number.isFinite(input) ? input : 0
  switch (field) {
    case 'purchasePrice':
      return { ...values, purchasePrice: checkPurchasePrice(raw, bounds).value }
    case 'deposit':
    case 'residual':
    case 'interestRate':
      return { ...values, [field]: clampToRange(raw, bounds[field]) }
    case 'termYears':
      return { ...values, termYears: nearestOption(raw, bounds.termYears.options, bounds.termYears) }
  }
}

function nearestOption(value: number, options: readonly number[], range: NumberRange): number {
  if (options.length === 0) return snapToStep(value, range)
  return options.reduce((best, option) => (Math.abs(option - value) < Math.abs(best - value) ? option : best))
}

/** The offered term nearest the one wanted (the site's default, a link's term); the wanted one when none are offered. */
export const nearestTermOption = (options: readonly number[], wanted: number): number =>
  options.reduce((best, option) => (Math.abs(option - wanted) < Math.abs(best - wanted) ? option : best), options[0] ?? wanted)

/**
 * The calculator a page shows: bounds for the site, dealer, provider and price, and starting values
 * kept inside them (the term becomes the nearest offered one). The vehicle page and the finance
 * calculator block both start here.
 */
export function financeCalculatorSetup(
  options: FinanceCalculatorOptions,
  start: FinanceCalculatorStart,
  texts: ListingTexts = LISTING_TEXTS,
): { bounds: FinanceCalculatorBounds; start: FinanceCalculatorValues } {
  const bounds = financeCalculatorBounds(options, texts)
  const values = financeCalculatorDefaults(start)
  const term = nearestTermOption(bounds.termYears.options, values.termYears)
  return {
    bounds,
    start: {
      ...values,
      purchasePrice: clampToRange(values.purchasePrice, bounds.purchasePrice),
      interestRate: clampToRange(values.interestRate, bounds.interestRate),
      termYears: term,
      deposit: clampToRange(values.deposit, bounds.deposit),
    },
  }
}

/** Most a vehiclePriceBudget query parameter may ask for; anything above is junk, not a budget. */
export const PRICE_BUDGET_MAX = 10_000_000

/** The vehiclePriceBudget query parameter (spec §2 finance routes): "25000", "25,000" or "$25,000"; junk, zero or negative is no budget. */
export function readPriceBudget(value: string | readonly string[] | null | undefined): number | null {
  const first = typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined
  const text =
    typeof first === 'string'
      ? first
          .trim()
          .replace(/^\$/, '')
          .replace(/,(?=\d{3}(\D|$))/g, '')
      : ''
  if (!/^\d+(\.\d+)?$/.test(text)) return null
  const amount = Number(text)
  return amount > 0 && amount <= PRICE_BUDGET_MAX ? Math.round(amount) : null
}
