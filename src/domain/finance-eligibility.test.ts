import { describe, expect, it } from 'vitest'

import { financeBoxEligibility, financeEstimateEligibility, type CarForFinance, type FinanceLender } from './finance-eligibility'
import { type FinanceProvider } from './finance'

const now = new Date('2025-03-10T00:00:00Z')
const lender: FinanceLender = { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 135, paymentMonth: 585 }
const carWith = (provider: FinanceProvider, fields: Partial<CarForFinance> = {}, lenderFields: Partial<FinanceLender> = {}): CarForFinance => ({
  status: 'in_stock',
  price: 30000,
  year: 2020,
  make: 'Mazda',
  finance_lenders: { [provider]: { ...lender, ...lenderFields } },
  ...fields,
})
const check = (provider: FinanceProvider, car: CarForFinance, excludedDealer = false) => financeBoxEligibility(car, { provider, now, excludedDealer })

describe('finance box eligibility (spec §5 "Finance box on a listing")', () => {
  it('shows for a purchasable car with lender data and both rates', () => {
    expect(check('taurus', carWith('taurus'))).toEqual({ eligible: true, lender })
  })

  it('needs a purchasable car, for every provider', () => {
    for (const provider of ['taurus', 'manual', '360-finance', 'ausloans'] as const) {
      expect(check(provider, carWith(provider, { status: 'sold' }))).toEqual({ eligible: false, reason: 'notPurchasable' })
    }
  })

  it('needs lender data, interest and comparison rates, a non-Suzuki make and a dealer not excluded', () => {
    expect(check('manual', { ...carWith('manual'), finance_lenders: {} })).toEqual({ eligible: false, reason: 'noLenderData' })
    expect(check('manual', { ...carWith('manual'), finance_lenders: null })).toMatchObject({ reason: 'noLenderData' })
    expect(check('manual', carWith('manual', {}, { interestRate: null }))).toMatchObject({ reason: 'ratesMissing' })
    expect(check('manual', carWith('manual', {}, { comparisonRate: null }))).toMatchObject({ reason: 'ratesMissing' })
    expect(check('manual', carWith('manual', { make: 'Suzuki Australia' }))).toMatchObject({ reason: 'suzuki' })
    expect(check('manual', carWith('manual'), true)).toMatchObject({ reason: 'excludedDealer' })
  })

  it('Taurus: year newer than current year minus 12, price above 500', () => {
    expect(check('taurus', carWith('taurus', { year: 2014 }))).toMatchObject({ eligible: true })
    expect(check('taurus', carWith('taurus', { year: 2013 }))).toMatchObject({ reason: 'tooOld' })
    expect(check('taurus', carWith('taurus', { year: null }))).toMatchObject({ reason: 'tooOld' })
    expect(check('taurus', carWith('taurus', { price: 500 }))).toMatchObject({ reason: 'priceTooLow' })
  })

  it('Manual, Angle, Powertorque: price above 500 and a weekly payment', () => {
    for (const provider of ['manual', 'angle', 'powertorque'] as const) {
      expect(check(provider, carWith(provider))).toMatchObject({ eligible: true })
      expect(check(provider, carWith(provider, { price: 400 }))).toMatchObject({ reason: 'priceTooLow' })
      expect(check(provider, carWith(provider, {}, { paymentWeek: null }))).toMatchObject({ reason: 'noWeeklyPayment' })
    }
  })

  it('Nissan Finance: price above 500 and a monthly payment', () => {
    expect(check('nissan-finance', carWith('nissan-finance', {}, { paymentWeek: null }))).toMatchObject({ eligible: true })
    expect(check('nissan-finance', carWith('nissan-finance', {}, { paymentMonth: 0 }))).toMatchObject({ reason: 'noMonthlyPayment' })
  })

  it('360 Finance and AusLoans: only a purchasable car', () => {
    expect(check('360-finance', { status: 'coming_soon', make: 'Suzuki', price: 0 })).toEqual({ eligible: true, lender: null })
    expect(check('ausloans', carWith('ausloans', { price: 100 }))).toMatchObject({ eligible: true })
  })
})

describe('finance-estimate eligibility (spec §4)', () => {
  const car: CarForFinance = { status: 'in_stock', price: 201 }

  it('needs the flag, in stock, not sold, not reserved and a price over 200', () => {
    expect(financeEstimateEligibility(car, true)).toBe(true)
    expect(financeEstimateEligibility(car, false)).toBe(false)
    expect(financeEstimateEligibility({ ...car, status: 'coming_soon' }, true)).toBe(false)
    expect(financeEstimateEligibility({ ...car, sold: true }, true)).toBe(false)
    expect(financeEstimateEligibility({ ...car, reserved: true }, true)).toBe(false)
    expect(financeEstimateEligibility({ ...car, price: 200 }, true)).toBe(false)
    expect(financeEstimateEligibility({ ...car, price: null }, true)).toBe(false)
  })
})
