import { describe, expect, it } from 'vitest'

import {
  checkoutSteps,
  checkoutStepsDone,
  checkoutStepTitles,
  nextCheckoutStep,
  openCheckoutStep,
  previousCheckoutStep,
  takingStep,
  type CheckoutStep,
} from './checkout-steps'

const done = (...steps: CheckoutStep[]) => new Set(steps)

describe('checkout steps (issue 19: each step its own URL state)', () => {
  it('opens the step asked for when the steps before it are done', () => {
    expect(openCheckoutStep('trade-in', done('car', 'details'), 'reserve')).toBe('trade-in')
    expect(openCheckoutStep('car', done('car', 'details'), 'reserve')).toBe('car')
  })

  it('a step further on, or an unknown one, opens the first step not done', () => {
    expect(openCheckoutStep('deposit', done('car'), 'reserve')).toBe('details')
    expect(openCheckoutStep('nonsense', done('car', 'details'), 'reserve')).toBe('trade-in')
    expect(openCheckoutStep(null, done(), 'reserve')).toBe('car')
    expect(openCheckoutStep('confirmation', done('car', 'details', 'trade-in', 'balance', 'pickup', 'deposit'), 'reserve')).toBe('confirmation')
  })
})

describe('a purchase has its own last step: the contract of sale, not the reserve deposit (issue 41 item 5)', () => {
  it('the buyer goes car, details, trade-in, payment, pickup, contract of sale, confirmation', () => {
    expect(checkoutSteps('buy-online')).toEqual(['car', 'details', 'trade-in', 'balance', 'pickup', 'contract', 'confirmation'])
    expect(checkoutSteps('reserve')).toEqual(['car', 'details', 'trade-in', 'balance', 'pickup', 'deposit', 'confirmation'])
    expect(takingStep('buy-online')).toBe('contract')
    expect(takingStep('reserve')).toBe('deposit')
  })

  it('the steps are titled Payment and Contract of sale for a buyer; Paying the balance and Reserve for a reservation', () => {
    expect(checkoutSteps('buy-online').map((step) => checkoutStepTitles('buy-online')[step])).toEqual([
      'Your car',
      'Your details',
      'Trade-in',
      'Payment',
      'Pickup or delivery',
      'Contract of sale',
      'Confirmation',
    ])
    expect(checkoutStepTitles('reserve').balance).toBe('Paying the balance')
    expect(checkoutStepTitles('reserve').deposit).toBe('Reserve')
  })

  it('after pickup a buyer goes to the contract and back again; a reservation to the deposit', () => {
    expect(nextCheckoutStep('pickup', 'buy-online')).toBe('contract')
    expect(nextCheckoutStep('contract', 'buy-online')).toBe('confirmation')
    expect(previousCheckoutStep('contract', 'buy-online')).toBe('pickup')
    expect(nextCheckoutStep('pickup', 'reserve')).toBe('deposit')
    expect(previousCheckoutStep('car', 'buy-online')).toBeNull()
  })

  it('a buyer cannot open the reserve deposit step, nor a reservation the contract: each opens its own first open step', () => {
    expect(openCheckoutStep('deposit', done('car', 'details', 'trade-in', 'balance', 'pickup'), 'buy-online')).toBe('contract')
    expect(openCheckoutStep('contract', done('car', 'details', 'trade-in', 'balance', 'pickup'), 'reserve')).toBe('deposit')
  })

  it('the car bought marks the contract done, so the confirmation opens', () => {
    const progress = { carSeen: true, details: {}, tradeIn: {}, balance: {}, pickup: {}, reservation: 'token' }
    expect(checkoutStepsDone(progress, 'buy-online').has('contract')).toBe(true)
    expect(checkoutStepsDone(progress, 'buy-online').has('deposit')).toBe(false)
    expect(openCheckoutStep('confirmation', checkoutStepsDone(progress, 'buy-online'), 'buy-online')).toBe('confirmation')
    expect(openCheckoutStep('confirmation', checkoutStepsDone({ ...progress, reservation: null }, 'buy-online'), 'buy-online')).toBe('contract')
  })
})
