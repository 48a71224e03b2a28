import { describe, expect, it } from 'vitest'

import { carFinanceCalculator } from './car-finance-calculator'
import { testCar as car, now } from './vehicle-page.test-data'

describe('carFinanceCalculator', () => {
  it('starts on the vehicle price and the lender figures, kept inside the site bounds (spec §5, §9)', () => {
    const lender = { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 120, deposit: 2000, disclaimer: 'Example disclaimer.' }
    const calculator = carFinanceCalculator(car({ finance_lenders: { angle: lender } }), {
      now,
      financeEstimateOnCards: true,
      financeProvider: 'angle',
      defaultTermYears: 6,
      calculator: { maxTermYears: 5 },
    })
    expect(calculator.start).toMatchObject({ purchasePrice: 27_990, interestRate: 8.5, deposit: 2000, termYears: 5 })
    expect(calculator.bounds.purchasePrice.min).toBe(5000) // Angle's minimum
    expect(calculator.disclaimer).toBe('Example disclaimer.')
  })
})
