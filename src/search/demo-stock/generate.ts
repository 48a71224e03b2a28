import { ALL_MAKES, CAR_MAKES, CARAVAN_EQUIPMENT, CARAVAN_MAKES, COLOURS, EQUIPMENT, MOTORCYCLE_MAKES, type CatalogueMake, type CatalogueModel } from './catalogue'
import { DEMO_IMAGE_VIEWS, demoImageUrl } from './images'

/**
 * Deterministic demo stock: the same options always give the same cars, so demos, tests and
 * benchmarks agree. Everything it produces passes the stock feed schema (src/search/stock-record.ts).
 */
export interface DemoStockLocation {
  slug: string
  name: string
  city: string
  state: string
  postcode: string
  dealershipSlug: string
  dealershipName: string
  /** Makes (manufacturer names) this location sells new; empty means used stock only. */
  makes: string[]
}

export interface DemoStockSite {
  slug: string
  locations: DemoStockLocation[]
  itemTypes: Array<'car' | 'caravan' | 'motorcycle'>
  carTypes: Array<'new' | 'demo' | 'used'>
}

export interface DemoStockOptions {
  sites: DemoStockSite[]
  count: number
  seed?: number
  now: Date
}

export type DemoStockCar = Record<string, unknown>

/** mulberry32: tiny, fast and good enough to make stock look random but repeatable. */
function prng(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + weight(item), 0)
    let roll = next() * total
    for (const item of items) if ((roll -= weight(item)) < 0) return item
    return items[items.length - 1] as T
  }
  const chance = (p: number) => next() < p
  return { next, int, pick, weighted, chance }
}

type Random = ReturnType<typeof prng>

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
const dollars = (amount: number) => Math.max(990, Math.round(amount / 1000) * 1000 - 10)
const DAY = 86_400

/** Cars per site in proportion to its stock-holding locations (largest remainder, so they add up). */
function shares(sites: DemoStockSite[], count: number): number[] {
  const weights = sites.map((site) => site.locations.length)
  const total = weights.reduce((a, b) => a + b, 0) || 1
  const exact = weights.map((w) => (w / total) * count)
  const whole = exact.map(Math.floor)
  const order = exact.map((value, i) => [value - Math.floor(value), i] as const).sort((a, b) => b[0] - a[0])
  for (let left = count - whole.reduce((a, b) => a + b, 0), k = 0; left > 0; left--, k++) whole[order[k % order.length]![1]]!++
  return whole
}

export function generateDemoStock({ sites, count, seed = 1, now }: DemoStockOptions): Array<{ siteSlug: string; car: DemoStockCar }> {
  const random = prng(seed)
  const out: Array<{ siteSlug: string; car: DemoStockCar }> = []
  const perSite = shares(sites.filter((site) => site.locations.length > 0), count)
  sites
    .filter((site) => site.locations.length > 0)
    .forEach((site, siteIndex) => {
      const prefix = site.slug.split('-').map((word) => word[0]).join('').toUpperCase().slice(0, 3)
      for (let n = 0; n < (perSite[siteIndex] ?? 0); n++) out.push({ siteSlug: site.slug, car: demoCar(random, site, `${prefix}${String(10_001 + n)}`, now) })
    })
  return out
}

function demoCar(random: Random, site: DemoStockSite, stocknum: string, now: Date): DemoStockCar {
  const location = random.pick(site.locations)
  const nowYear = now.getUTCFullYear()
  // A caravan yard stocks caravans (and the odd trade-in car); elsewhere caravans and bikes are the exception.
  const caravanYard = location.makes.length > 0 && location.makes.every((name) => CARAVAN_MAKES.some((make) => make.name === name))
  const kind = caravanYard ? (random.chance(0.9) ? 'caravan' : 'car') : site.itemTypes.includes('caravan') && random.chance(0.1) ? 'caravan' : site.itemTypes.includes('motorcycle') && random.chance(0.08) ? 'motorcycle' : 'car'
  const franchise = (kind === 'car' ? CAR_MAKES : kind === 'caravan' ? CARAVAN_MAKES : MOTORCYCLE_MAKES).filter((make) => location.makes.includes(make.name))

  // New and demo stock only of makes the location sells; used stock of anything.
  const types = site.carTypes.filter((type) => type === 'used' || franchise.length > 0)
  const carType = types.length === 1 ? types[0]! : random.weighted(types, (type) => (type === 'new' ? 40 : type === 'demo' ? 10 : 50))
  const pool = carType === 'used' ? (kind === 'car' ? CAR_MAKES : kind === 'caravan' ? CARAVAN_MAKES : MOTORCYCLE_MAKES) : franchise
  const make = random.weighted(pool, (m) => m.popularity)
  const model = random.pick(make.models)
  const [badge, newPrice] = random.pick(model.badges)

  const age = carType === 'new' ? 0 : carType === 'demo' ? random.int(0, 1) : Math.min(17, Math.floor(random.next() ** 1.6 * 15) + 1)
  const year = carType === 'new' && random.chance(0.2) ? nowYear + 1 : nowYear - age
  const km = carType === 'new' ? random.int(5, 50) : carType === 'demo' ? random.int(500, 9_000) : Math.round((age * random.int(8_000, 22_000) + random.int(0, 9_999)) / 10) * 10
  const price = dollars(newPrice * (carType === 'new' ? 1 : carType === 'demo' ? 0.92 : Math.max(0.18, 0.86 ** age * (1 - Math.min(0.25, km / 1_000_000)))))
  const colour = random.weighted(COLOURS, ([, , weight]) => weight)
  const fuel = model.fuel.length ? random.pick(model.fuel) : null
  const drive = model.drive.length ? random.pick(model.drive) : null
  const transmission = model.transmission.length ? random.pick(model.transmission) : null

  const statusRoll = random.next()
  const status = statusRoll < 0.035 ? 'sold' : statusRoll < 0.095 ? 'coming_soon' : 'in_stock'
  const soldAt = status === 'sold' ? Math.floor(now.getTime() / 1000) - random.int(0, 10 * DAY) : null
  const createdAt = new Date(now.getTime() - random.int(0, 120 * DAY) * 1000)
  const name = `${year} ${make.name} ${model.name} ${badge}`
  const priceKind = random.next()

  const images = imagesFor(random, model, colour[1])
  const car: DemoStockCar = {
    id: `${stocknum}-${slugify(site.slug).slice(0, 24)}`,
    slug: slugify(`${name} ${stocknum}`),
    name,
    carsales_title: `${name} ${model.body}`,
    make: make.name,
    model: model.name,
    badge,
    series: model.series ?? null,
    year,
    car_type: carType,
    item_type: kind,
    status,
    sold: status === 'sold',
    sold_date_timestamp: soldAt,
    reserved: status === 'in_stock' && random.chance(0.03),
    certified: carType === 'used' && make.name === 'Toyota' && age <= 5 && random.chance(0.4),
    preorder: carType === 'new' && status === 'coming_soon' && random.chance(0.3),
    price: priceKind < 0.02 ? null : priceKind < 0.03 ? 0 : price,
    before_price: priceKind > 0.85 ? dollars(price * (1.04 + random.next() * 0.08)) : null,
    offer_price: carType === 'used' && random.chance(0.12) ? dollars(price * 0.86) : null,
    subscription_price: carType === 'new' && random.chance(0.1) ? Math.round(price / 52) : null,
    km,
    colour: colour[0],
    interior_colour: random.pick(['Black', 'Charcoal', 'Grey', 'Beige']),
    simple_body: model.body,
    bodyconfiguration: model.body,
    simple_fuel: fuel,
    simple_drive: drive,
    simple_transmission: transmission,
    trans: transmission,
    drive,
    doors: model.doors,
    seats: model.seats,
    gearnum: transmission === 'Manual' ? 6 : transmission === 'Automatic' ? random.pick([6, 8, 10]) : null,
    engine_size: kind === 'caravan' ? null : Math.round(model.engine * 1000),
    engine_size_litres: kind === 'caravan' ? null : model.engine,
    vin: kind === 'caravan' ? null : Array.from({ length: 17 }, () => random.pick([...VIN_CHARS])).join(''),
    stocknum,
    regplate: carType === 'used' ? `${random.int(100, 999)}${Array.from({ length: 3 }, () => random.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ'])).join('')}` : null,
    rego_expiry: carType === 'used' ? new Date(now.getTime() + random.int(-30, 365) * DAY * 1000).toISOString().slice(0, 10) : null,
    build_date: `${year}-${String(random.int(1, 12)).padStart(2, '0')}`,
    compliance_date: `${year}-${String(random.int(1, 12)).padStart(2, '0')}`,
    tag: tagFor(random, carType, km, age),
    created_at: createdAt.toISOString(),
    views: Math.floor(random.next() ** 2 * 2_500),
    images,
    primary_image_url: (images[0]!.image as { url: string }).url,
    photos_count: images.length,
    standardEquipment: equipmentFor(random, model, newPrice),
    dealercomments: random.chance(0.15) ? null : commentsFor(random, name, carType, km, location.name),
    show_on_dealer_website: !random.chance(0.01),
    location_id: location.slug,
    location_name: location.name,
    dealership_id: location.dealershipSlug,
    dealership_slug: location.dealershipSlug,
    city: location.city,
    state: location.state,
    variant: kind === 'car' ? variantFor(random, model) : null,
    caravan: kind === 'caravan' ? caravanSpecs(random, model) : null,
    finance_lenders: status === 'in_stock' && price > 5_000 && random.chance(0.3) ? lendersFor(price) : {},
  }
  return car
}

function imagesFor(random: Random, model: CatalogueModel, colour: string) {
  const views = DEMO_IMAGE_VIEWS.slice(0, random.int(4, DEMO_IMAGE_VIEWS.length))
  return views.map((view) => ({ image: { url: demoImageUrl(model.kind, colour, view), thumb: { url: `${demoImageUrl(model.kind, colour, view)}?w=200` } } }))
}

function tagFor(random: Random, carType: string, km: number, age: number): string | null {
  if (carType === 'new') return random.chance(0.08) ? 'runout sale' : null
  if (carType === 'demo') return random.chance(0.15) ? 'Test Drive Only' : null
  if (km < age * 10_000 && random.chance(0.4)) return 'Low kms'
  return random.chance(0.08) ? 'One owner' : null
}

function equipmentFor(random: Random, model: CatalogueModel, newPrice: number): string[] {
  if (model.kind === 'caravan') return CARAVAN_EQUIPMENT.filter(() => random.chance(0.6))
  if (model.kind === 'motorcycle') return ['ABS', 'LED Lighting', 'TFT Display'].filter(() => random.chance(0.7))
  const list: string[] = [...EQUIPMENT.base.filter(() => random.chance(0.85))]
  if (newPrice > 35_000) list.push(...EQUIPMENT.mid.filter(() => random.chance(0.7)))
  if (newPrice > 55_000) list.push(...EQUIPMENT.high.filter(() => random.chance(0.6)))
  if (model.kind === 'ute' || (model.kind === 'suv' && model.drive.includes('4WD'))) list.push(...EQUIPMENT.towing.filter(() => random.chance(0.6)))
  return list
}

function commentsFor(random: Random, name: string, carType: string, km: number, locationName: string): string {
  const opener = carType === 'new' ? `Brand new ${name}, ready for delivery.` : carType === 'demo' ? `Ex-demonstrator ${name} with only ${km.toLocaleString('en-AU')} km and the balance of factory warranty.` : `This ${name} has travelled ${km.toLocaleString('en-AU')} km and comes with a full service history.`
  const middle = random.pick(['Finance available to approved customers.', 'Trade-ins welcome: ask us for a valuation.', 'Inspected by our qualified technicians before sale.', 'Extended warranty options available.'])
  return `${opener} ${middle} Visit us at ${locationName} or call to book a test drive.`
}

function variantFor(random: Random, model: CatalogueModel) {
  const electric = model.engine === 0
  return {
    cylinders: electric ? 0 : model.engine >= 4.5 ? 8 : model.engine >= 2.9 ? 6 : model.engine < 1.3 ? 3 : 4,
    enginesize: Math.round(model.engine * 1000),
    enginesize_litres: model.engine,
    induction: electric ? null : random.pick(['Turbo', 'Aspirated']),
    fuelconsumptioncombined: electric ? 0 : Math.round((4 + model.engine * 2 + random.next()) * 10) / 10,
    fuelcapacity: electric ? 0 : model.kind === 'ute' ? 80 : 50 + random.int(0, 20),
    grossvehiclemass: model.kind === 'ute' ? 3_100 : 2_000 + random.int(0, 600),
    vehiclelength: model.kind === 'hatch' ? 4_300 : 4_700 + random.int(0, 600),
    vehicleheight: model.kind === 'suv' || model.kind === 'ute' ? 1_800 : 1_450,
    vehiclewidth: 1_820 + random.int(0, 100),
    towingcapacitybraked: model.kind === 'ute' ? 3_500 : model.kind === 'suv' ? 2_000 : 1_200,
    torque: Math.round(150 + model.engine * 120),
    bodyconfiguration: model.body,
    ancaprating: random.pick([4, 5, 5, 5]),
    geartype: model.transmission[0] ?? null,
  }
}

function caravanSpecs(random: Random, model: CatalogueModel) {
  const length = model.engine + random.int(0, 2)
  return { body_length: length, body_width: 7.5, tare_weight: Math.round(length * 120 + random.int(0, 300)), axle_type: length > 18 ? 'Tandem' : 'Single', sleeps: model.seats, aggregate_trailer_mass: Math.round(length * 150 + 600) }
}

function lendersFor(price: number) {
  const rate = 7.49
  const weekly = Math.ceil(((price * (rate / 100 / 52)) / (1 - (1 + rate / 100 / 52) ** -(5 * 52))) * 1)
  return { taurus: { interestRate: rate, comparisonRate: 8.19, termYears: 5, deposit: 0, paymentWeek: weekly, paymentMonth: Math.ceil((weekly * 52) / 12), balloon: 0, financeProvider: 'Taurus', disclaimer: 'Indicative weekly repayment over 5 years at 7.49% p.a. (8.19% comparison rate), no deposit.' } }
}

/** Makes by manufacturer slug, for reading site seeds. */
export const catalogueMakeBySlug: ReadonlyMap<string, CatalogueMake> = new Map(ALL_MAKES.map((make) => [make.slug, make]))
