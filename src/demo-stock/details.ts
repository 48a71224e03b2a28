import { calculateRepayment } from '../domain/finance'
import {
  CARAVAN_EQUIPMENT,
  EQUIPMENT,
  EV_EQUIPMENT,
  FOUR_WD_EQUIPMENT,
  KIND_EQUIPMENT,
  MOTORCYCLE_EQUIPMENT,
  type BodyKind,
  type CatalogueModel,
  type Engine,
} from './catalogue'
import { thousands } from './format'
import { hashString, type Random } from './random'

/**
 * The parts of a demo car that follow from what it is: VIN, number plate, equipment, dealer
 * comments, technical variant, lender figures and market data.
 */

// ------------------------------------------------------------------------------------ identity
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const VIN_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
}
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
/** Model-year characters repeat every 30 years: 1980 A ... 2000 Y, 2001 1 ... 2009 9, 2010 A ... */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

/** ISO 3779 model-year character (10th) of a VIN. */
export function vinYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!
}

/** The check digit (9th character) of the North American scheme, which most makers use everywhere. */
export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const char = vin[i]!
    sum += (char >= '0' && char <= '9' ? char.charCodeAt(0) - 48 : VIN_VALUES[char]!) * VIN_WEIGHTS[i]!
  }
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

/** A 17-character VIN: the make's WMI, descriptor, check digit, model year, plant and serial. */
export function demoVin(random: Random, wmi: string, year: number): string {
  let vds = ''
  for (let i = 0; i < 5; i++) vds += VIN_CHARS[random.int(0, VIN_CHARS.length - 1)]
  let serial = ''
  for (let i = 0; i < 6; i++) serial += String(random.int(0, 9))
  const draft = `${wmi}${vds}0${vinYearCode(year)}${VIN_CHARS[random.int(0, 22)]}${serial}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}

const PLATE_FORMATS: Record<string, string> = {
  NSW: 'LLLDDL',
  VIC: 'DLLDLL',
  QLD: 'DDDLLL',
  WA: 'DLLLDDD',
  SA: 'SDDDLLL',
  TAS: 'LDDLL',
  ACT: 'YLLDDL',
  NT: 'CLDDLL',
}
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'

/** A number plate in the style of the state (QLD 123ABC, NSW ABC12D, WA 1ABC234...). */
export function demoRegPlate(random: Random, state: string): string {
  let plate = ''
  for (const slot of PLATE_FORMATS[state] ?? 'DDDLLL')
    plate += slot === 'L' ? PLATE_LETTERS[random.int(0, 22)] : slot === 'D' ? String(random.int(plate ? 0 : 1, 9)) : slot
  return plate
}

// ------------------------------------------------------------------------------------ equipment
export interface EquipmentFacts {
  kind: BodyKind
  year: number
  newPrice: number
  fuel: string | null
  drive: string | null
  seats: number | null
}

/** What a car of this year, price and kind typically has; a few items missing, as in real feeds. */
export function equipmentFor(random: Random, facts: EquipmentFacts): string[] {
  if (facts.kind === 'caravan') return CARAVAN_EQUIPMENT.filter(() => random.chance(0.55))
  if (facts.kind === 'motorcycle') return MOTORCYCLE_EQUIPMENT.filter((item, i) => (i < 2 && facts.year >= 2016) || random.chance(0.4))
  const list: string[] = []
  for (let i = 0; i < EQUIPMENT.length; i++) {
    const [item, fromYear, minNewPrice] = EQUIPMENT[i]!
    if (facts.year < fromYear || facts.newPrice < minNewPrice) continue
    if (item === 'Reversing Camera' && facts.year >= 2023) list.push(item)
    else if (random.chance(facts.year - fromYear >= 3 ? 0.92 : 0.6)) list.push(item)
  }
  for (const item of KIND_EQUIPMENT[facts.kind] ?? []) if ((item !== 'Third Row Seating' || (facts.seats ?? 0) >= 7) && random.chance(0.45)) list.push(item)
  if (facts.drive === '4WD') for (const item of FOUR_WD_EQUIPMENT) if (random.chance(0.6)) list.push(item)
  if (facts.fuel === 'Electric') for (const item of EV_EQUIPMENT) if (random.chance(0.7)) list.push(item)
  return list
}

// ------------------------------------------------------------------------------------ comments
export interface CommentFacts {
  name: string
  carType: string
  itemType: string
  km: number | null
  equipment: string[]
  locationName: string
  certified: boolean
}

const OPENERS = {
  new: ['Brand new {name}, ready for delivery.', 'Drive away in a brand new {name} today.', 'The all-new {name} is in stock now.'],
  demo: ['Ex-demonstrator {name} with only {km} km and the balance of the factory warranty.', 'Save on this dealer demonstrator {name}: {km} km, as new.'],
  used: [
    'This {name} has travelled {km} km and comes with a full service history.',
    'Well looked after {name} with {km} km on the clock.',
    'Clean and tidy {name}, {km} km, ready for its next owner.',
    'Trade-in {name} with {km} km, inspected by our workshop.',
  ],
  caravan: [
    '{name}: ready for your next lap of Australia.',
    'Towing ready {name}, checked by our caravan service team.',
    'Spacious {name} with everything you need on the road.',
  ],
} as const

const MIDDLES = [
  'Finance available to approved customers.',
  'Trade-ins welcome: ask us for a valuation.',
  'Inspected by our qualified technicians before sale.',
  'Extended warranty options available.',
  'Roadside assistance included for the first 12 months.',
  'Nationwide delivery can be arranged.',
  'Independent vehicle history report available on request.',
]

/** Dealer comments of two to five sentences, some over the 400 characters the page shows before Show More. */
export function commentsFor(random: Random, facts: CommentFacts): string {
  const group = facts.itemType === 'caravan' ? OPENERS.caravan : (OPENERS[facts.carType as 'new' | 'demo' | 'used'] ?? OPENERS.used)
  const sentences = [
    random
      .pick(group)
      .replace('{name}', facts.name)
      .replace('{km}', thousands(facts.km ?? 0)),
  ]
  const highlights = facts.equipment.filter(() => random.chance(0.35)).slice(0, 4)
  if (highlights.length >= 2) sentences.push(`Features include ${highlights.slice(0, -1).join(', ')} and ${highlights[highlights.length - 1]}.`)
  if (facts.certified) sentences.push('Toyota Certified Pre-Owned: 140-point inspection, 2 years of extra warranty and roadside assistance.')
  const extra = random.int(1, 3)
  for (let i = 0; i < extra; i++) {
    const line = random.pick(MIDDLES)
    if (!sentences.includes(line)) sentences.push(line)
  }
  sentences.push(`Visit us at ${facts.locationName} or call to book a ${facts.itemType === 'caravan' ? 'viewing' : 'test drive'}.`)
  return sentences.join(' ')
}

// ------------------------------------------------------------------------------------ variant
const BASE_SIZE: Record<BodyKind, [length: number, width: number, height: number, gvm: number, tank: number, towing: number]> = {
  hatch: [4_200, 1_770, 1_460, 1_750, 45, 1_200],
  sedan: [4_750, 1_830, 1_450, 2_050, 60, 1_500],
  wagon: [4_800, 1_840, 1_560, 2_200, 60, 1_800],
  suv: [4_550, 1_850, 1_680, 2_300, 60, 1_800],
  ute: [5_330, 1_870, 1_820, 3_150, 80, 3_500],
  van: [5_200, 1_950, 1_980, 3_050, 75, 2_200],
  coupe: [4_500, 1_820, 1_330, 1_750, 55, 0],
  convertible: [4_000, 1_740, 1_240, 1_400, 45, 0],
  caravan: [0, 0, 0, 0, 0, 0],
  motorcycle: [2_100, 850, 1_200, 380, 15, 0],
}
const SIX_CYLINDER_DIESELS = new Set(['BMW', 'Mercedes-Benz', 'Land Rover', 'Audi', 'Jeep', 'Volkswagen', 'Ford', 'RAM'])
const TURBO_PETROL_MAKES = new Set(['BMW', 'Mercedes-Benz', 'Audi', 'Volkswagen', 'Skoda', 'Volvo', 'Land Rover', 'MG', 'Jeep'])

export function cylindersFor(make: string, engine: Engine): number | null {
  if (engine.fuel === 'Electric') return null
  const litres = engine.litres
  if (engine.fuel === 'Diesel') return litres >= 4 ? 8 : litres >= 3.3 || (litres >= 2.9 && SIX_CYLINDER_DIESELS.has(make)) ? 6 : 4
  return litres < 1.3 ? 3 : litres < 2.7 ? 4 : litres < 4.2 ? 6 : 8
}

export function inductionFor(make: string, model: CatalogueModel, engine: Engine, badge: string): string | null {
  if (engine.fuel === 'Electric') return null
  if (engine.fuel === 'Diesel') return 'Turbo'
  if (engine.litres <= 1.5 || TURBO_PETROL_MAKES.has(make) || /turbo|tsi|tfsi|gti|wrx|type r|\bn\b|raptor|xr6/i.test(`${model.name} ${badge}`)) return 'Turbo'
  return 'Aspirated'
}

export interface VariantFacts {
  make: string
  model: CatalogueModel
  engine: Engine
  badge: string
  /** bodyconfiguration: "Dual Cab Pick-up", "SUV"... */
  body: string
  gearType: string
  seats: number
  year: number
}

/** Technical figures in the usual feed units (mm, kg, L/100km, Nm), steady per model. */
export function variantFor(facts: VariantFacts) {
  const { model, engine } = facts
  const [length, width, height, gvm, tank, towing] = BASE_SIZE[model.kind]
  // Size follows the model (not the car), so every HiLux measures the same.
  const jitter = (hashString(`${facts.make} ${model.name} ${model.series ?? ''}`) % 1000) / 1000
  const large = facts.seats >= 7 ? 1 : 0
  // City cars (cheapest badge under $26,000) are a size down.
  const small = model.kind !== 'ute' && model.kind !== 'van' && (model.badges[0]?.[1] ?? 0) < 26_000 ? 1 : 0
  const electric = engine.fuel === 'Electric'
  const cylinders = cylindersFor(facts.make, engine)
  const induction = inductionFor(facts.make, model, engine, facts.badge)
  const turbo = induction === 'Turbo' ? 1.45 : 1
  const torque = electric
    ? 300 + Math.round(jitter * 350)
    : engine.fuel === 'Diesel'
      ? Math.round(165 * engine.litres + 40)
      : Math.round((95 * engine.litres + 30) * turbo + (engine.fuel === 'Hybrid' ? 60 : 0))
  const consumption = electric
    ? null
    : Math.round(
        ((engine.fuel === 'Hybrid' ? 3.4 + engine.litres * 0.6 : engine.fuel === 'Diesel' ? 4.6 + engine.litres * 1.0 : 3.9 + engine.litres * 1.55) +
          (model.kind === 'ute' || model.kind === 'van' ? 1 : model.kind === 'suv' ? 0.6 : 0)) *
          10,
      ) / 10
  return {
    cylinders,
    enginesize: electric ? null : Math.round(engine.litres * 999),
    enginesize_litres: electric ? null : engine.litres,
    induction,
    fuelconsumptioncombined: consumption,
    fuelcapacity: electric ? null : Math.round(tank + large * 12 - small * 12 + engine.litres * 4 + jitter * 10),
    grossvehiclemass: Math.round(gvm + large * 400 - small * 300 + jitter * 250 + (engine.fuel === 'Electric' ? 300 : 0)),
    vehiclelength: Math.round(length + large * 300 - small * 450 + jitter * 350),
    vehicleheight: Math.round(height + jitter * 80),
    vehiclewidth: Math.round(width - small * 90 + jitter * 90),
    towingcapacitybraked:
      towing === 0 ? null : Math.round((model.kind === 'suv' && facts.engine.drives.includes('4WD') ? 3_000 + jitter * 500 : towing + jitter * 400) / 50) * 50,
    torque,
    bodyconfiguration: facts.body,
    ancaprating: facts.year < 2012 ? 4 + (jitter > 0.4 ? 1 : 0) : jitter > 0.12 ? 5 : 4,
    geartype: facts.gearType,
  }
}

// ------------------------------------------------------------------------------------ money
const WEEKS_PER_YEAR = 52

/**
 * Lender figures for the providers the demo sites use (Taurus, a dealer's manual table, 360 Finance),
 * computed with the site's own repayment formula so cards and calculators agree.
 */
export function lendersFor(random: Random, price: number, year: number, nowYear: number, carType: string) {
  const rate = carType === 'new' ? 6.29 : carType === 'demo' ? 6.99 : [7.49, 7.99, 8.49, 8.99][random.int(0, 3)]!
  const comparison = Math.round((rate + 1.9) * 100) / 100
  const weekly = calculateRepayment({ purchasePrice: price, interestRate: rate, termYears: 5, frequency: 'weekly' })
  const monthly = calculateRepayment({ purchasePrice: price, interestRate: rate, termYears: 5, frequency: 'monthly' })
  const disclaimer = `Indicative repayment of $${thousands(weekly.repayment)} per week over 5 years at ${rate}% p.a. (${comparison}% comparison rate), no deposit, secured loan. Comparison rate based on a $30,000 loan over 5 years. Subject to lender approval.`
  const figures = (financeProvider: string) => ({
    interestRate: rate,
    comparisonRate: comparison,
    termYears: 5,
    termMonths: 60,
    termWeeks: 5 * WEEKS_PER_YEAR,
    deposit: 0,
    balloon: 0,
    paymentWeek: weekly.repayment,
    paymentMonth: monthly.repayment,
    totalPayable: weekly.totalPayable,
    establishmentFees: 0,
    disclaimer,
    financeProvider,
  })
  const lenders: Record<string, ReturnType<typeof figures>> = { manual: figures('Dealer finance'), '360-finance': figures('360 Finance') }
  if (year > nowYear - 12) lenders.taurus = figures('Taurus')
  return lenders
}

/** Market prices for the price comparison and the below-market badge: around the car's price. */
export function marketDataFor(random: Random, price: number) {
  const average = Math.round((price * (0.95 + random.next() * 0.15)) / 100) * 100
  return { average_market_price: average, state_average_market_price: Math.round((average * (0.97 + random.next() * 0.06)) / 100) * 100 }
}
