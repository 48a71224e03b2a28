import { describe, expect, it } from 'vitest'

import { FUEL_COST_DEFAULTS, fuelConsumptionOf, fuelCost, fuelKind, showFuelCalculator } from './fuel-cost'

describe('fuel cost calculator (spec §9 "Fuel calculator defaults")', () => {
  it('defaults to $1.70/L, 250 km a week and 10 L/100km', () => {
    expect(FUEL_COST_DEFAULTS).toEqual({ pricePerLitre: 1.7, kmPerWeek: 250, litresPer100km: 10 })
    expect(fuelCost()).toEqual({ amount: 42.5, text: '$42.50' })
  })

  it('is distance / 100 x consumption x price, to 2 decimals', () => {
    expect(fuelCost({ kmPerWeek: 333, litresPer100km: 7.3, pricePerLitre: 1.899 }).amount).toBe(46.16)
    expect(fuelCost({ kmPerWeek: 100, litresPer100km: 5, pricePerLitre: 2 }).text).toBe('$10.00')
  })

  it('ignores missing or unreadable inputs and never goes negative', () => {
    expect(fuelCost({ kmPerWeek: Number.NaN }).amount).toBe(42.5)
    expect(fuelCost({ kmPerWeek: -100 }).amount).toBe(0)
  })

  it("uses the car's combined consumption when known", () => {
    expect(fuelConsumptionOf({ variant: { fuelconsumptioncombined: 6.4 } })).toBe(6.4)
    expect(fuelConsumptionOf({ variant: { fuelconsumptioncombined: '7.1 L/100km' } })).toBe(7.1)
    expect(fuelConsumptionOf({ variant: { fuelconsumptioncombined: '0' } })).toBe(10)
    expect(fuelConsumptionOf({ variant: null })).toBe(10)
    expect(fuelConsumptionOf({})).toBe(10)
  })
})

describe('fuel calculator hidden for electric cars (spec §5)', () => {
  it('hides it for electric cars only', () => {
    expect(showFuelCalculator({ simple_fuel: 'Electric' })).toBe(false)
    expect(showFuelCalculator({ fuel: 'Hybrid' })).toBe(true)
    expect(showFuelCalculator({ simple_fuel: 'Petrol' })).toBe(true)
    expect(showFuelCalculator({})).toBe(true)
  })

  it('reads petrol-electric and plug-in cars as hybrids', () => {
    expect(fuelKind({ simple_fuel: 'Petrol/Electric' })).toBe('hybrid')
    expect(fuelKind({ simple_fuel: 'Plug-in Hybrid' })).toBe('hybrid')
    expect(fuelKind({ simple_fuel: 'ELECTRIC' })).toBe('electric')
    expect(fuelKind({ simple_fuel: 'Diesel' })).toBe('combustion')
  })
})
