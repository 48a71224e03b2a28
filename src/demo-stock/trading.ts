import type { CarStatus } from '../domain/availability'
import type { CarType } from '../domain/car-types'
import type { CatalogueModel, Engine, ItemType } from './catalogue'
import type { Random } from './random'

export type { CarType }

/**
 * How a demo car is being sold: its status, prices, tag and gearbox, in the proportions a dealer's
 * feed shows (spec §4 "Availability", "Price display order", "Card tag priority").
 */
export interface Status {
  status: CarStatus
  reserved: boolean
  preorder: boolean
}

const COMING_SOON: Record<CarType, number> = { new: 0.12, demo: 0.02, used: 0.04 }
const SOLD = 0.03

/** About 3% sold, new cars often still on the truck, a few reserved; preorders only among new arrivals. */
export function statusFor(random: Random, carType: CarType): Status {
  const roll = random.next()
  const status: CarStatus = roll < SOLD ? 'sold' : roll < SOLD + COMING_SOON[carType] ? 'coming_soon' : 'in_stock'
  return { status, reserved: status === 'in_stock' && random.chance(0.035), preorder: carType === 'new' && status === 'coming_soon' && random.chance(0.3) }
}

export interface PricingFacts {
  carType: CarType
  type: ItemType
  model: CatalogueModel
  engine: Engine | undefined
  /** Today's new price of this badge (and cab). */
  newPrice: number
  year: number
  nowYear: number
  age: number
  km: number | null
  status: CarStatus
}

export interface Pricing {
  price: number | null
  before_price: number | null
  offer_price: number | null
  subscription_price: number | null
  price_type: string
}

/** Dealer-style prices: $45,990 above ten thousand, $8,490 below. */
export function dealerPrice(amount: number): number {
  return amount >= 10_000 ? Math.round(amount / 1_000) * 1_000 - 10 : Math.max(990, Math.round(amount / 500) * 500 - 10)
}

/** How much of its value a vehicle keeps each year: utes and four-wheel drives hold theirs, EVs and luxury cars do not. */
function retention(facts: PricingFacts): number {
  if (facts.type === 'caravan') return 0.94
  if (facts.type === 'motorcycle') return 0.9
  if (facts.engine?.fuel === 'Electric') return 0.88
  if (facts.model.kind === 'ute' || facts.engine?.drives.includes('4WD')) return 0.95
  return facts.newPrice > 90_000 ? 0.89 : 0.925
}

/** The market value of a vehicle of this age and distance, from its new price. */
export function valueFor(facts: PricingFacts, noise: number): number {
  if (facts.carType === 'new') return facts.newPrice * (1 - noise * 0.04)
  if (facts.carType === 'demo') return facts.newPrice * (0.86 + noise * 0.07)
  // Catalogue prices are those of the model's last year on sale; earlier years cost a little less new.
  const yearsBeforeLast = Math.max(0, (facts.model.to ?? facts.nowYear) - facts.year)
  const thenNew = facts.newPrice * (1 - 0.018 * yearsBeforeLast)
  const expectedKm = facts.age * (facts.type === 'motorcycle' ? 4_000 : 14_000)
  const kmFactor = facts.km === null ? 1 : Math.min(1.08, Math.max(0.75, 1 - (facts.km - expectedKm) / 500_000))
  return thenNew * 0.9 * retention(facts) ** facts.age * kmFactor * (0.93 + noise * 0.14)
}

/**
 * List price, with about 3% "Enquire for price" cars (no price or 0), a was-price on about 15%,
 * trade-in offers on some used cars and weekly subscriptions on some new ones.
 */
export function pricingFor(random: Random, facts: PricingFacts): Pricing {
  const value = valueFor(facts, random.next())
  const floor = facts.type === 'motorcycle' ? 1_990 : 3_990
  const listed = Math.max(facts.carType === 'used' ? floor : 990, dealerPrice(value))
  const roll = random.next()
  const price = roll < 0.02 ? null : roll < 0.03 ? 0 : listed
  let before: number | null = null
  if (price && random.chance(0.15)) before = Math.max(price + 1_000, dealerPrice(price * (1.04 + random.next() * 0.08)))
  // An offer below the list price, never below half of it (cheap cars get small discounts).
  const offer =
    price && facts.carType === 'used' && facts.status === 'in_stock' && random.chance(0.1)
      ? Math.max(Math.round(price / 2), price - random.int(1, 5) * 500)
      : null
  const subscription = price && facts.carType === 'new' && facts.type === 'car' && random.chance(0.12) ? Math.round(facts.newPrice * 0.0052 + 39) : null
  const priceType = facts.carType !== 'used' && random.chance(0.15) ? 'Excl. Govt. Charges' : 'Drive Away'
  return { price, before_price: before, offer_price: offer, subscription_price: subscription, price_type: priceType }
}

export interface TagFacts {
  carType: CarType
  type: ItemType
  year: number
  nowYear: number
  km: number | null
  age: number
  status: CarStatus
  before: boolean
  badge: string
  offRoad: boolean
}

/** One explicit tag at most, as feeds send it (spec §3: "Test Drive Only", "runout sale"...). */
export function tagFor(random: Random, facts: TagFacts): string | null {
  const roll = random.next()
  if (facts.type === 'caravan') return facts.offRoad && roll < 0.3 ? 'Off-road' : roll > 0.95 ? 'Ex-hire' : null
  if (facts.type === 'motorcycle') return /LAMS/.test(facts.badge) && roll < 0.6 ? 'LAMS approved' : null
  if (facts.carType === 'new')
    return facts.year === facts.nowYear && roll < 0.1 ? 'runout sale' : roll > 0.95 && facts.status === 'in_stock' ? 'Test Drive Only' : null
  if (facts.carType === 'demo') return roll < 0.15 ? 'Test Drive Only' : roll < 0.25 ? 'Demo Clearance' : null
  if (facts.before && roll < 0.3) return 'Price drop'
  if (facts.km !== null && facts.age >= 1 && facts.km < facts.age * 8_000 && roll < 0.6) return 'Low kms'
  if (roll > 0.9) return 'One owner'
  if (roll > 0.85) return 'Full service history'
  return null
}

export interface Gearing {
  trans: string
  /** "Auto" or "Manual" for titles. */
  short: string
  type: string
  gears: number | null
}

const CVT_MAKES = new Set(['Subaru', 'Nissan', 'Mitsubishi', 'Honda', 'Suzuki', 'Toyota', 'Lexus', 'MG'])
const EIGHT_SPEED_MAKES = new Set(['BMW', 'Audi', 'Jeep', 'Land Rover', 'Volvo', 'Lexus', 'Kia', 'Hyundai', 'Mercedes-Benz', 'RAM', 'Skoda', 'Volkswagen'])

/** The gearbox as feeds describe it: "6 Speed Manual", "8 Speed Sports Automatic", "Constant Variable". */
export function gearingFor(make: string, model: CatalogueModel, engine: Engine, manual: boolean, year: number): Gearing {
  if (engine.fuel === 'Electric') return { trans: 'Reduction Gear', short: 'Auto', type: 'Reduction Gear', gears: 1 }
  if (manual) {
    const gears = model.kind === 'motorcycle' ? 6 : year < 2012 && engine.litres < 1.8 ? 5 : 6
    return { trans: `${gears} Speed Manual`, short: 'Manual', type: 'Manual', gears }
  }
  const cvt =
    CVT_MAKES.has(make) &&
    model.kind !== 'ute' &&
    model.kind !== 'van' &&
    engine.fuel !== 'Diesel' &&
    engine.litres <= 2.5 &&
    (engine.fuel === 'Hybrid' || make !== 'Toyota')
  if (cvt) return { trans: 'Constant Variable', short: 'Auto', type: 'CVT', gears: null }
  const gears =
    (model.name === 'Ranger' || model.name === 'Everest' || model.name === 'F-150') && year >= 2018 ? 10 : EIGHT_SPEED_MAKES.has(make) && year >= 2016 ? 8 : 6
  return {
    trans: `${gears} Speed ${model.kind === 'coupe' || model.kind === 'convertible' || year >= 2014 ? 'Sports ' : ''}Automatic`,
    short: 'Auto',
    type: 'Automatic',
    gears,
  }
}
