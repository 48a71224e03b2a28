/** Fuel cost calculator (spec §9 "Fuel calculator defaults"; §5 hidden for electric cars). */
import { formatMoneyWithCents, roundToCents } from './money'

export const FUEL_COST_DEFAULTS = { pricePerLitre: 1.7, kmPerWeek: 250, litresPer100km: 10 } as const

export interface CarForFuel {
  simple_fuel?: string | null
  fuel?: string | null
  variant?: { fuelconsumptioncombined?: number | string | null } | null
}

export type FuelKind = 'electric' | 'hybrid' | 'combustion'

/** Reads simple_fuel (vehicle pages) or fuel (search records); "Petrol/Electric" and plug-ins count as hybrid. */
export function fuelKind(car: CarForFuel): FuelKind {
  const fuel = (car.simple_fuel ?? car.fuel ?? '').toLowerCase()
  if (fuel.includes('hybrid')) return 'hybrid'
  if (fuel.includes('electric')) return /petrol|diesel|lpg/.test(fuel) ? 'hybrid' : 'electric'
  return 'combustion'
}

/** Electric cars buy no fuel, so the calculator is hidden for them. */
export function showFuelCalculator(car: CarForFuel): boolean {
  return fuelKind(car) !== 'electric'
}

/** The car's combined consumption in L/100km, or the 10 L/100km default when unknown. */
export function fuelConsumptionOf(car: CarForFuel): number {
  const raw = car.variant?.fuelconsumptioncombined
  const value = typeof raw === 'number' ? raw : Number.parseFloat(raw ?? '')
  return Number.isFinite(value) && value > 0 ? value : FUEL_COST_DEFAULTS.litresPer100km
}

export interface FuelCostInput {
  pricePerLitre?: number
  kmPerWeek?: number
  litresPer100km?: number
}

export interface FuelCost {
  amount: number
  text: string
}

/** Weekly fuel cost = distance / 100 x consumption x price, to 2 decimals. */
export function fuelCost(input: FuelCostInput = {}): FuelCost {
  const { pricePerLitre, kmPerWeek, litresPer100km } = { ...FUEL_COST_DEFAULTS, ...definedOnly(input) }
  const amount = roundToCents((Math.max(0, kmPerWeek) / 100) * Math.max(0, litresPer100km) * Math.max(0, pricePerLitre))
  return { amount, text: formatMoneyWithCents(amount) }
}

function definedOnly(input: FuelCostInput): FuelCostInput {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'number' && Number.isFinite(v)))
}
