import { describe, expect, it } from 'vitest'

import {
  applyFinanceCalculatorInput,
  checkPurchasePrice,
  clampToRange,
  financeCalculatorBounds,
  financeCalculatorDefaults,
  financeCalculatorRepayment,
  financeCalculatorSetup,
  moneySliderKeyValue,
  readPriceBudget,
  snapToStep,
  type NumberRange,
} from './finance-calculator'

describe('finance calculator purchase price bounds (spec §5)', () => {
  it('is 1,000 to 250,000 by default, with the help text', () => {
    const bounds = financeCalculatorBounds()
    expect(bounds.purchasePrice).toEqual({ min: 1000, max: 250000 })
    expect(bounds.purchasePriceHelp).toBe('Cannot be less than $1,000 or more than $250,000')
  })

  it('starts at 5,000 for Angle and for the dealer with the 5000 option', () => {
    expect(financeCalculatorBounds({ provider: 'angle' }).purchasePrice.min).toBe(5000)
    expect(financeCalculatorBounds({ provider: 'taurus', minPurchasePrice5000: true }).purchasePriceHelp).toBe(
      'Cannot be less than $5,000 or more than $250,000',
    )
  })

  it('caps at 105% of the price on the site with that option when the price is over 100,000', () => {
    expect(financeCalculatorBounds({ maxPurchasePrice105Percent: true, vehiclePrice: 120000 }).purchasePrice.max).toBe(126000)
    expect(financeCalculatorBounds({ maxPurchasePrice105Percent: true, vehiclePrice: 100000 }).purchasePrice.max).toBe(250000)
    expect(financeCalculatorBounds({ vehiclePrice: 120000 }).purchasePrice.max).toBe(250000)
  })

  it('turns a negative price into 0 and flags anything outside the range instead of clamping it', () => {
    const bounds = financeCalculatorBounds()
    expect(checkPurchasePrice(-50, bounds)).toEqual({ value: 0, error: bounds.purchasePriceHelp })
    expect(checkPurchasePrice(300000, bounds)).toEqual({ value: 300000, error: bounds.purchasePriceHelp })
    expect(checkPurchasePrice(25000, bounds)).toEqual({ value: 25000, error: null })
    expect(checkPurchasePrice(Number.NaN, bounds).value).toBe(0)
  })
})

describe('finance calculator term, interest, deposit and residual (spec §5)', () => {
  it('offers 1 to 7 years in 0.5 steps, or up to 5, or custom increments', () => {
    expect(financeCalculatorBounds().termYears).toMatchObject({ min: 1, max: 7, step: 0.5 })
    expect(financeCalculatorBounds().termYears.options).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7])
    expect(financeCalculatorBounds({ maxTermYears: 5 }).termYears.max).toBe(5)
    expect(financeCalculatorBounds({ termYearOptions: [5, 2, 3] }).termYears).toMatchObject({ min: 2, max: 5, options: [2, 3, 5] })
  })

  it('ranges interest 0.5 to 15, Angle 7.5 to 14.5, or the site or dealer override, in 0.5 steps', () => {
    expect(financeCalculatorBounds().interestRate).toEqual({ min: 0.5, max: 15, step: 0.5, disabled: false })
    expect(financeCalculatorBounds({ provider: 'angle' }).interestRate).toMatchObject({ min: 7.5, max: 14.5 })
    expect(financeCalculatorBounds({ interestRange: { min: 4, max: 20 } }).interestRate).toMatchObject({ min: 4, max: 20, step: 0.5 })
    expect(financeCalculatorBounds({ interestRange: { min: 9.95, max: 19.95 }, interestSliderDisabled: true }).interestRate).toMatchObject({
      min: 9.95,
      max: 19.95,
      disabled: true,
    })
  })

  it('ranges deposit/trade-in and residual 0 to 250,000 in 0.5 steps', () => {
    const bounds = financeCalculatorBounds()
    expect(bounds.deposit).toEqual({ min: 0, max: 250000, step: 0.5 })
    expect(bounds.residual).toEqual({ min: 0, max: 250000, step: 0.5 })
  })

  it('clamps other inputs to their range', () => {
    const { interestRate, deposit, termYears } = financeCalculatorBounds()
    expect(clampToRange(20, interestRate)).toBe(15)
    expect(clampToRange(-1, deposit)).toBe(0)
    expect(clampToRange(Number.NaN, interestRate)).toBe(0.5)
    expect(snapToStep(3.3, termYears)).toBe(3.5)
    expect(snapToStep(9, termYears)).toBe(7)
    expect(snapToStep(12.34, { min: 0, max: 100 })).toBe(12.34)
  })
})

describe('finance calculator starting values (spec §9)', () => {
  it('starts at the vehicle price, rate 10, 6 years, no residual, weekly', () => {
    expect(financeCalculatorDefaults({ vehiclePrice: 42990 })).toEqual({
      purchasePrice: 42990,
      interestRate: 10,
      termYears: 6,
      deposit: 0,
      residual: 0,
      frequency: 'weekly',
    })
  })

  it('falls back to 30,000 and takes the configured rate, term, frequency and the lender deposit', () => {
    expect(financeCalculatorDefaults({ vehiclePrice: 0, interestRate: 7.5, termYears: 5, frequency: 'monthly', lenderDeposit: 2000 })).toEqual({
      purchasePrice: 30000,
      interestRate: 7.5,
      termYears: 5,
      deposit: 2000,
      residual: 0,
      frequency: 'monthly',
    })
    expect(financeCalculatorDefaults().purchasePrice).toBe(30000)
  })
})

describe('applyFinanceCalculatorInput: one input changed under the spec §5 rules', () => {
  const bounds = financeCalculatorBounds({ provider: 'angle', maxTermYears: 5 })
  const start = financeCalculatorDefaults({ vehiclePrice: 24990 })

  it('makes a negative purchase price 0 but leaves an out-of-range one for the help text', () => {
    expect(applyFinanceCalculatorInput(start, 'purchasePrice', -100, bounds).purchasePrice).toBe(0)
    expect(applyFinanceCalculatorInput(start, 'purchasePrice', 300000, bounds).purchasePrice).toBe(300000)
    expect(applyFinanceCalculatorInput(start, 'purchasePrice', null, bounds).purchasePrice).toBe(0)
  })

  it('clamps deposit, residual and the rate to their ranges (Angle: 7.5 to 14.5)', () => {
    expect(applyFinanceCalculatorInput(start, 'deposit', -5, bounds).deposit).toBe(0)
    expect(applyFinanceCalculatorInput(start, 'residual', 999999, bounds).residual).toBe(250000)
    expect(applyFinanceCalculatorInput(start, 'interestRate', 3, bounds).interestRate).toBe(7.5)
    expect(applyFinanceCalculatorInput(start, 'interestRate', 20, bounds).interestRate).toBe(14.5)
    expect(applyFinanceCalculatorInput(start, 'interestRate', 9.25, bounds).interestRate).toBe(9.25)
  })

  it('moves the term to the nearest offered term (max 5 on this site; custom year lists too)', () => {
    expect(applyFinanceCalculatorInput(start, 'termYears', 6, bounds).termYears).toBe(5)
    expect(applyFinanceCalculatorInput(start, 'termYears', 2.3, bounds).termYears).toBe(2.5)
    expect(applyFinanceCalculatorInput(start, 'termYears', 0, bounds).termYears).toBe(1)
    const custom = financeCalculatorBounds({ termYearOptions: [2, 4, 6] })
    expect(applyFinanceCalculatorInput(start, 'termYears', 4.9, custom).termYears).toBe(4)
  })

  it('changes only the named field', () => {
    const next = applyFinanceCalculatorInput(start, 'deposit', 2000, bounds)
    expect(next).toEqual({ ...start, deposit: 2000 })
  })
})

describe('the repayment the calculator shows (spec §5 purchase price at most $250,000)', () => {
  const bounds = financeCalculatorBounds()
  const at = (purchasePrice: number) => financeCalculatorRepayment({ ...financeCalculatorDefaults(), purchasePrice }, bounds)

  it('shows no repayment for a price over $250,000 (it said "$839/wk, total $305,396" beside the error)', () => {
    expect(at(300000)).toBeNull()
    expect(at(250000.5)).toBeNull()
  })

  it('shows no repayment under the minimum either, and the figure again once the price is back in range', () => {
    expect(at(999)).toBeNull()
    expect(at(250000)).toMatchObject({ paymentText: '$1,067', suffix: 'wk' })
    // $30,000 at 10% over 6 years, weekly; the lender's fee is added to the amount borrowed.
    expect(at(30000)).toEqual({ paymentText: '$128', suffix: 'wk', totalText: '$39,936' })
    expect(financeCalculatorRepayment({ ...financeCalculatorDefaults(), purchasePrice: 30000 }, bounds, 1000)!.paymentText).toBe('$133')
  })
})

describe('money slider keys (ARIA slider pattern: arrows a small step, Page Up/Down a large one)', () => {
  const { deposit, purchasePrice } = financeCalculatorBounds()
  /** From an amount, a key (with any modifier held) lands on an amount; null leaves the key to the slider and the browser. */
  type Press = [from: number, key: string, to: number | null, held?: { shiftKey?: boolean; altKey?: boolean; metaKey?: boolean }]
  const shift = { shiftKey: true }

  it.each<[sees: string, presses: Press[], range?: NumberRange]>([
    [
      'moves the deposit $500 an arrow key, not the $0.50 of its step',
      [
        [0, 'ArrowRight', 500],
        [0, 'ArrowUp', 500],
        [1000, 'ArrowLeft', 500],
        [1000, 'ArrowDown', 500],
      ],
    ],
    [
      'moves $5,000 with Page Up and Page Down, and with Shift and an arrow',
      [
        [0, 'PageUp', 5000],
        [10000, 'PageDown', 5000],
        [0, 'ArrowRight', 5000, shift],
        [10000, 'ArrowLeft', 5000, shift],
      ],
    ],
    [
      'lands on whole steps from an amount typed in between',
      [
        [1234.5, 'ArrowRight', 1500],
        [1234.5, 'ArrowLeft', 1000],
        [7250, 'PageUp', 10000],
        [7250, 'PageDown', 5000],
      ],
    ],
    [
      'stays in the deposit range, $0 to $250,000',
      [
        [0, 'ArrowLeft', 0],
        [249800, 'PageUp', 250000],
      ],
    ],
    ['stays in the purchase price range, from its $1,000 minimum', [[1200, 'PageDown', 1000]], purchasePrice],
    [
      'leaves Home, End, Tab and keys with Alt, Ctrl or Meta to the slider and the browser',
      [
        ...['Home', 'End', 'Tab', 'a', 'Enter'].map((key): Press => [1000, key, null]),
        [1000, 'ArrowLeft', null, { altKey: true }],
        [1000, 'ArrowRight', null, { metaKey: true }],
      ],
    ],
  ])('%s', (_sees, presses, range = deposit) => {
    for (const [from, key, to, held] of presses) expect(moneySliderKeyValue(from, { key, shiftKey: false, ...held }, range), `${key} from ${from}`).toBe(to)
  })
})

describe('calculator set-up shared by the vehicle page and the calculator block (spec §5, §9 defaults)', () => {
  it('starts from the price kept inside the bounds and the nearest offered term', () => {
    const setup = financeCalculatorSetup({ provider: 'angle', termYearOptions: [2, 4, 5] }, { vehiclePrice: 3000, termYears: 6, interestRate: 20 })
    expect(setup.bounds.purchasePrice.min).toBe(5000)
    expect(setup.start).toMatchObject({ purchasePrice: 5000, termYears: 5, interestRate: 14.5, deposit: 0, residual: 0, frequency: 'weekly' })
  })

  it('uses 30000 without a price', () => {
    expect(financeCalculatorSetup({}, {}).start.purchasePrice).toBe(30000)
  })
})

describe('vehiclePriceBudget query parameter (spec §2 finance routes)', () => {
  it.each<[string | string[] | undefined, number | null]>([
    ['25000', 25000],
    ['$25,000', 25000],
    ['1,250,000', 1250000],
    ['24999.6', 25000],
    [['18000', '99'], 18000],
    ['0', null],
    ['-5000', null],
    ['abc', null],
    ['1e9', null],
    ['25,00', null],
    ['99999999', null],
    [undefined, null],
  ])('%j reads as %j', (value, expected) => {
    expect(readPriceBudget(value)).toBe(expected)
  })
})
