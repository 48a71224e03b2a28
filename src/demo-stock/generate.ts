import {
  CAR_MAKES,
  CARAVAN_MAKES,
  COLOURS,
  INTERIOR_COLOURS,
  MOTORCYCLE_MAKES,
  type BodyKind,
  type CatalogueMake,
  type CatalogueModel,
  type ItemType,
} from './catalogue'
import { commentsFor, demoRegPlate, demoVin, equipmentFor, lendersFor, marketDataFor, variantFor } from './details'
import { isoDay, isoTimestamp, monthText, slugify } from './format'
import { demoImages } from './images'
import { mixSeed, Random, WeightedList, hashString } from './random'
import type { DemoStockLocation, DemoStockSite } from './sites'
import { demoSpin } from './spin'
import { gearingFor, pricingFor, statusFor, tagFor, type CarType } from './trading'

/**
 * Deterministic demo stock: the same options always give the same cars, so demos, tests and
 * benchmarks agree. Every car passes the stock feed schema (src/features/search/stock/stock-record.ts).
 */
export interface DemoStockOptions {
  sites: DemoStockSite[]
  count: number
  seed?: number
  /** "Today" for model years, kilometres, sold dates and listing dates; never the clock. */
  now: Date
}

export type DemoStockCar = Record<string, unknown>

const MAKES: Record<ItemType, CatalogueMake[]> = { car: CAR_MAKES, caravan: CARAVAN_MAKES, motorcycle: MOTORCYCLE_MAKES }
/** Used stock goes back to 2008; how often each age turns up (years 0 to 18). */
const FIRST_USED_YEAR = 2008
const AGE_WEIGHTS = [2, 6, 9, 10, 10, 9, 8, 7, 6, 5, 4, 3.5, 3, 2.5, 2, 1.5, 1.2, 1, 0.8]
/** Utes and SUVs fill Australian yards; coupes and convertibles are the exception. */
const KIND_WEIGHT: Record<BodyKind, number> = {
  ute: 1.7,
  suv: 1.5,
  hatch: 1,
  sedan: 0.8,
  wagon: 0.5,
  van: 0.5,
  coupe: 0.35,
  convertible: 0.25,
  caravan: 1,
  motorcycle: 1,
}
const SHARE = { caravan: 0.25, motorcycle: 0.08 }
const CAR_TYPE_WEIGHTS: Record<CarType, number> = { new: 45, demo: 8, used: 47 }
const CARAVAN_TYPE_WEIGHTS: Record<CarType, number> = { new: 60, demo: 0, used: 40 }
const STOCK_LETTER: Record<ItemType, Record<CarType, string>> = {
  car: { new: 'N', demo: 'D', used: 'U' },
  caravan: { new: 'CN', demo: 'CD', used: 'CU' },
  motorcycle: { new: 'MN', demo: 'MD', used: 'MU' },
}
const DAY = 86_400
/** Share of used and demo cars photographed on the turntable: 360° spin, interior panorama, hotspots. */
const SPIN_SHARE = 0.2

const colours = new WeightedList(COLOURS, ([, , weight]) => weight)
const caravanColours = new WeightedList(COLOURS, ([, slug]) => ({ white: 40, silver: 3, grey: 3, beige: 2 })[slug as string] ?? 0)
const bikeColours = new WeightedList(
  COLOURS,
  ([, slug]) => ({ black: 30, white: 12, red: 14, blue: 14, grey: 12, orange: 8, green: 6, yellow: 4 })[slug as string] ?? 0,
)

const ages = new WeightedList(
  AGE_WEIGHTS.map((_, age) => age),
  (age) => AGE_WEIGHTS[age]!,
)

type Offer = { make: CatalogueMake; model: CatalogueModel }
const pools = new WeakMap<readonly CatalogueMake[], Map<number, WeightedList<Offer>>>()

/** Models of these makes on sale in a year, weighted by make popularity and body kind. */
function offers(makes: readonly CatalogueMake[], year: number, currentOnly: boolean): WeightedList<Offer> {
  let byYear = pools.get(makes)
  if (!byYear) pools.set(makes, (byYear = new Map()))
  const key = currentOnly ? -year : year
  let pool = byYear.get(key)
  if (!pool) {
    const items: Array<Offer & { weight: number }> = []
    for (const make of makes) {
      const models = make.models.filter((m) => m.from <= year && (currentOnly ? m.to === null : m.to === null || m.to >= year))
      for (const model of models) items.push({ make, model, weight: (make.popularity * KIND_WEIGHT[model.kind]) / Math.sqrt(models.length) })
    }
    pool = new WeightedList(items, (item) => item.weight)
    byYear.set(key, pool)
  }
  return pool
}

interface SitePlan {
  site: DemoStockSite
  hash: number
  itemTypes: WeightedList<ItemType>
  locations: Record<ItemType, DemoStockLocation[]>
  franchise: Map<DemoStockLocation, Record<ItemType, CatalogueMake[]>>
}

const sold = (location: DemoStockLocation, type: ItemType) => MAKES[type].filter((make) => location.makes.includes(make.name))

/** Where each kind of stock sits: caravans at caravan dealers (else the used yard), cars at car dealers. */
function planSite(site: DemoStockSite): SitePlan {
  const franchise = new Map(site.locations.map((l) => [l, { car: sold(l, 'car'), caravan: sold(l, 'caravan'), motorcycle: sold(l, 'motorcycle') }]))
  const locations = {} as Record<ItemType, DemoStockLocation[]>
  for (const type of ['car', 'caravan', 'motorcycle'] as const) {
    const selling = site.locations.filter((l) => franchise.get(l)![type].length > 0)
    const usedOnly = site.locations.filter((l) => l.makes.length === 0)
    locations[type] = type === 'car' ? [...selling, ...usedOnly] : selling.length ? selling : usedOnly
    if (locations[type].length === 0) locations[type] = site.locations
  }
  const others = site.itemTypes.filter((type) => type !== 'car')
  const weight = (type: ItemType) => (type === 'car' ? 1 - others.reduce((sum, other) => sum + SHARE[other], 0) : SHARE[type])
  return { site, hash: hashString(site.slug), itemTypes: new WeightedList(site.itemTypes.length ? site.itemTypes : ['car'], weight), locations, franchise }
}

/** Cars per site in proportion to its stock-holding locations (largest remainder, so they add up). */
function shares(sites: DemoStockSite[], count: number): number[] {
  if (sites.length === 0) return []
  const total = sites.reduce((sum, site) => sum + site.locations.length, 0) || 1
  const exact = sites.map((site) => (site.locations.length / total) * count)
  const whole = exact.map(Math.floor)
  const order = exact.map((value, i) => [value - Math.floor(value), i] as const).sort((a, b) => b[0] - a[0])
  for (let left = count - whole.reduce((a, b) => a + b, 0), k = 0; left > 0; left--, k++) whole[order[k % order.length]![1]]!++
  return whole
}

export function generateDemoStock({ sites, count, seed = 1, now }: DemoStockOptions): Array<{ siteSlug: string; car: DemoStockCar }> {
  const stocked = sites.filter((site) => site.locations.length > 0)
  const perSite = shares(stocked, Math.max(0, Math.floor(count)))
  const random = new Random()
  const out: Array<{ siteSlug: string; car: DemoStockCar }> = []
  stocked.forEach((site, index) => {
    const plan = planSite(site)
    for (let n = 0; n < perSite[index]!; n++) out.push({ siteSlug: site.slug, car: demoCar(random.reseed(mixSeed(seed, plan.hash, n)), plan, n, now) })
  })
  return out
}

function demoCar(random: Random, plan: SitePlan, n: number, now: Date): DemoStockCar {
  const nowYear = now.getUTCFullYear()
  const type = plan.itemTypes.draw(random)
  const location = random.pick(plan.locations[type])
  const franchise = plan.franchise.get(location)![type]

  // New and demo stock only of makes the location sells; used stock of anything, 2008 on.
  const allowed = plan.site.carTypes.filter((t) => t === 'used' || (franchise.length > 0 && !(t === 'demo' && type === 'caravan')))
  let carType: CarType = allowed.length
    ? random.weighted(
        allowed,
        allowed.map((t) => (type === 'caravan' ? CARAVAN_TYPE_WEIGHTS[t] : CAR_TYPE_WEIGHTS[t])),
      )
    : 'used'
  let year =
    carType === 'new'
      ? nowYear + (random.chance(now.getUTCMonth() >= 6 ? 0.2 : 0.04) ? 1 : 0)
      : carType === 'demo'
        ? nowYear - (random.chance(0.35) ? 1 : 0)
        : 0
  let pool = carType === 'used' ? null : offers(franchise, year, carType === 'new')
  if (!pool || pool.empty) {
    carType = 'used'
    year = Math.max(FIRST_USED_YEAR, nowYear - ages.draw(random))
    pool = offers(MAKES[type], year, false)
  }
  const { make, model } = pool.draw(random)
  const age = Math.max(0, nowYear - year)

  const cab = model.cabs.length > 1 && random.chance(0.22) ? random.pick(model.cabs.slice(1)) : (model.cabs[0] ?? null)
  const badges = cab && cab !== 'Dual Cab' ? model.badges.slice(0, 2) : model.badges
  const [badge, listPrice] = random.early(badges)
  const engine = model.engines.length ? random.early(model.engines) : undefined
  const drive = engine ? random.early(engine.drives) : null
  const manual = model.transmissions.includes('Manual') && (model.transmissions.length === 1 || random.chance(year < 2015 ? 0.3 : 0.12))
  const body = cab ?? model.body
  const configuration = cab ? `${cab} ${cab === 'Single Cab' ? 'Cab Chassis' : 'Pick-up'}` : body
  const seats = type === 'caravan' ? null : cab === 'Single Cab' ? 2 : cab === 'Extra Cab' ? 4 : model.seats
  const doors = type !== 'car' ? null : cab === 'Single Cab' ? 2 : model.doors
  const newPrice = Math.round(
    listPrice * (cab === 'Single Cab' ? 0.84 : cab === 'Extra Cab' ? 0.92 : 1) * (engine?.fuel === 'Hybrid' && model.engines[0]?.fuel !== 'Hybrid' ? 1.06 : 1),
  )
  const colour = (type === 'caravan' ? caravanColours : type === 'motorcycle' ? bikeColours : colours).draw(random)

  const annual = type === 'motorcycle' ? random.int(1_500, 7_000) : random.int(4_000, 24_000) * (model.kind === 'ute' || engine?.fuel === 'Diesel' ? 1.2 : 1)
  const km =
    type === 'caravan'
      ? null
      : carType === 'new'
        ? random.int(5, 50)
        : carType === 'demo'
          ? random.int(500, 9_000)
          : Math.round(annual * (age + 0.15 + random.next() * 0.85))
  const status = statusFor(random, carType)
  const pricing = pricingFor(random, { carType, type, model, engine, newPrice, year, nowYear, age, km, status: status.status })
  const gearing = engine ? gearingFor(make.name, model, engine, manual, year) : null

  const nowSeconds = Math.floor(now.getTime() / 1000)
  const soldAt = status.status === 'sold' ? nowSeconds - random.int(0, 10 * DAY - 1) : null
  const createdAt = soldAt !== null ? soldAt - random.int(3 * DAY, 110 * DAY) : nowSeconds - Math.floor(120 * DAY * random.next() ** 1.4)
  const daysListed = Math.max(0, ((soldAt ?? nowSeconds) - createdAt) / DAY)
  const certified = carType === 'used' && make.name === 'Toyota' && age <= 6 && (km ?? 0) <= 140_000 && random.chance(0.55)

  const stocknum = `${STOCK_LETTER[type][carType]}${String(n + 1).padStart(5, '0')}`
  const name = `${year} ${make.name} ${model.name} ${badge}`
  const imageKind = type === 'car' ? model.kind : type
  const images = demoImages(random, imageKind, colour[1])
  const equipment = equipmentFor(random, { kind: imageKind, year, newPrice, fuel: engine?.fuel ?? null, drive, seats })
  const registered = carType === 'used'
  const monthIndex = nowYear * 12 + now.getUTCMonth()
  const built = Math.max(Math.min(year * 12 + 11, monthIndex - 1) - random.int(0, carType === 'new' ? 6 : 14), (year - 1) * 12)
  const complied = Math.min(built + random.int(0, 2), monthIndex)

  const car: DemoStockCar = {
    id: `${plan.site.slug}-${stocknum.toLowerCase()}`,
    slug: [year, slugOf(make.name), slugOf(model.name), slugOf(badge), stocknum.toLowerCase()].filter(Boolean).join('-'),
    name,
    carsales_title:
      type === 'car'
        ? `${name} ${gearing!.short}${drive === '4WD' ? ' 4x4' : drive === 'AWD' ? ' AWD' : ''} ${body}`
        : type === 'caravan'
          ? `${name} ${model.caravan!.lengthFt}ft ${body}`
          : `${name} ${body}`,
    make: make.name,
    model: model.name,
    badge,
    series: model.series,
    year,
    car_type: carType,
    item_type: type,
    status: status.status,
    sold: status.status === 'sold',
    sold_date_timestamp: soldAt,
    reserved: status.reserved,
    certified,
    preorder: status.preorder,
    price: pricing.price,
    before_price: pricing.before_price,
    offer_price: pricing.offer_price,
    subscription_price: pricing.subscription_price,
    price_type: pricing.price_type,
    km,
    colour: colour[0],
    interior_colour: type === 'car' ? random.pick(INTERIOR_COLOURS) : null,
    simple_body: body,
    bodyconfiguration: configuration,
    simple_fuel: engine?.fuel ?? null,
    simple_drive: type === 'car' ? drive : null,
    simple_transmission: gearing ? (manual ? 'Manual' : 'Automatic') : null,
    trans: gearing?.trans ?? null,
    drive: type === 'car' ? ({ FWD: 'Front Wheel Drive', RWD: 'Rear Wheel Drive', AWD: 'All Wheel Drive', '4WD': 'Four Wheel Drive' } as const)[drive!] : null,
    gearnum: gearing?.gears ?? null,
    doors,
    seats,
    engine_size: engine && engine.fuel !== 'Electric' ? Math.round(engine.litres * 999) : null,
    engine_size_litres: engine && engine.fuel !== 'Electric' ? engine.litres : null,
    vin: demoVin(random, random.pick(make.wmi), year),
    stocknum,
    regplate: registered ? demoRegPlate(random, location.state) : null,
    rego_expiry: registered ? isoDay(nowSeconds + random.int(-45, 365) * DAY) : null,
    build_date: monthText(built),
    compliance_date: monthText(complied),
    tag: tagFor(random, {
      carType,
      type,
      year,
      nowYear,
      km,
      age,
      status: status.status,
      before: pricing.before_price !== null,
      badge,
      offRoad: model.caravan?.offRoad ?? false,
    }),
    created_at: isoTimestamp(createdAt),
    views: Math.floor(daysListed * random.int(2, 25) * (carType === 'new' ? 1.3 : 1)),
    images,
    primary_image_url: images[0]!.image.url,
    photos_count: images.length,
    standardEquipment: equipment,
    dealercomments: random.chance(0.1) ? '' : commentsFor(random, { name, carType, itemType: type, km, equipment, locationName: location.name, certified }),
    show_on_dealer_website: !random.chance(0.01),
    location_id: location.slug,
    location_name: location.name,
    dealership_id: location.dealershipSlug,
    dealership_slug: location.dealershipSlug,
    city: location.city,
    state: location.state,
    variant:
      type === 'car' && engine && gearing
        ? variantFor({ make: make.name, model, engine, badge, body: configuration, gearType: gearing.type, seats: seats ?? model.seats, year })
        : null,
    caravan: model.caravan
      ? {
          body_length: model.caravan.lengthFt,
          body_width: model.caravan.widthFt,
          tare_weight: Math.round(model.caravan.tare * (0.98 + random.next() * 0.05)),
          aggregate_trailer_mass: model.caravan.atm,
          axle_type: model.caravan.axle,
          sleeps: model.caravan.sleeps,
        }
      : null,
    finance_lenders:
      status.status === 'in_stock' && (pricing.price ?? 0) > 5_000 && random.chance(0.35) ? lendersFor(random, pricing.price!, year, nowYear, carType) : {},
    autograb_data: carType === 'used' && type === 'car' && pricing.price && random.chance(0.35) ? marketDataFor(random, pricing.price) : null,
  }
  // Drawn last, so that the spin leaves every other field of every car as it was.
  if (type === 'car' && carType !== 'new' && random.chance(SPIN_SHARE)) {
    const fuel = engine?.fuel ?? null
    const spin = demoSpin(imageKind, colour[1], {
      equipment,
      engine: fuel === 'Electric' ? 'Electric' : engine ? `${engine.litres.toFixed(1)}L ${(fuel ?? '').toLowerCase()}`.trim() : null,
      drive: car.drive as string | null,
    })
    if (spin) Object.assign(car, spin)
  }
  return car
}

/** Slug words per make, model and badge, worked out once. */
const slugWords = new Map<string, string>()
function slugOf(text: string): string {
  let slug = slugWords.get(text)
  if (slug === undefined) slugWords.set(text, (slug = slugify(text)))
  return slug
}
