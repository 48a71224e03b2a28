import type { IndexSettings } from '../port'

/**
 * A deterministic stock list of ~300 cars for the engine's tests: every search facet of the spec,
 * accented and multi-word values, array facets, missing and zero prices, and tied custom ranks.
 */
export interface FixtureCar extends Record<string, unknown> {
  objectID: string
  name: string
  stocknum: string
  make: string
  model: string
  make_model: string
  badge: string
  status: 'in_stock' | 'coming_soon' | 'sold'
  car_type: 'new' | 'demo' | 'used'
  categories: string[]
  city: string
  state: string
  location_name: string
  dealership_name: string
  colour: string
  filtered_features: string[]
  item_type: 'car' | 'caravan'
  km: number
  price?: number
  subscription_price?: number
  price_range: string
  weekly_price_range: string
  seats: number
  body: string
  drive: string
  fuel: string
  transmission: string
  tag?: string
  year: number
  certified: boolean
  custom_rank: number
  created_at: number
  _tags?: string[]
}

/** mulberry32: a tiny seeded generator, so the fixture is the same on every run. */
function generator(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CATALOGUE: { make: string; models: { model: string; body: string; categories: string[] }[] }[] = [
  {
    make: 'Toyota',
    models: [
      { model: 'Corolla', body: 'Hatch', categories: ['Small', 'City'] },
      { model: 'RAV4', body: 'SUV', categories: ['SUV', 'Family'] },
      { model: 'HiLux', body: 'Ute', categories: ['Ute', '4x4', 'Work'] },
      { model: 'LandCruiser', body: 'Wagon', categories: ['SUV', '4x4'] },
    ],
  },
  {
    make: 'Mazda',
    models: [
      { model: 'CX-5', body: 'SUV', categories: ['SUV', 'Family'] },
      { model: 'Mazda3', body: 'Hatch', categories: ['Small'] },
      { model: 'BT-50', body: 'Ute', categories: ['Ute', 'Work'] },
    ],
  },
  {
    make: 'Land Rover',
    models: [
      { model: 'Defender', body: 'Wagon', categories: ['SUV', '4x4', 'Luxury'] },
      { model: 'Range Rover Evoque', body: 'SUV', categories: ['SUV', 'Luxury'] },
    ],
  },
  {
    make: 'Mercedes-Benz',
    models: [
      { model: 'C-Class', body: 'Sedan', categories: ['Luxury'] },
      { model: 'GLC', body: 'SUV', categories: ['SUV', 'Luxury'] },
      { model: 'Sprinter', body: 'Van', categories: ['Work'] },
    ],
  },
  {
    make: 'Citroën',
    models: [
      { model: 'C3', body: 'Hatch', categories: ['Small', 'City'] },
      { model: 'C5 Aircross', body: 'SUV', categories: ['SUV', 'Family'] },
    ],
  },
  {
    make: 'Škoda',
    models: [
      { model: 'Octavia', body: 'Wagon', categories: ['Family'] },
      { model: 'Kodiaq', body: 'SUV', categories: ['SUV', 'Family'] },
    ],
  },
  {
    make: 'Hyundai',
    models: [
      { model: 'i30', body: 'Hatch', categories: ['Small'] },
      { model: 'Tucson', body: 'SUV', categories: ['SUV'] },
    ],
  },
  {
    make: 'Ford',
    models: [
      { model: 'Ranger', body: 'Ute', categories: ['Ute', '4x4', 'Work'] },
      { model: 'Everest', body: 'SUV', categories: ['SUV', '4x4', 'Family'] },
    ],
  },
  {
    make: 'Jayco',
    models: [
      { model: 'Journey', body: 'Caravan', categories: ['Caravan'] },
      { model: 'Starcraft', body: 'Caravan', categories: ['Caravan'] },
    ],
  },
]

const BADGES = ['GX', 'GXL', 'Ascent Sport', 'SR5', 'Touring', 'Élysée', 'Shine', 'Sport']
const COLOURS = ['White', 'Crystal Black', 'Silver', 'Soul Red', 'Rouge Écarlate', 'Blue']
const FEATURES = ['Bluetooth', 'Apple CarPlay', 'Reversing Camera', 'Sunroof', 'Heated Seats', 'Tow Bar', 'Cruise Control']
const LOCATIONS = [
  { location_name: 'Harbour City Toyota', dealership_name: 'Harbour City Auto Group', city: 'Brisbane', state: 'QLD' },
  { location_name: 'Harbour City Mazda', dealership_name: 'Harbour City Auto Group', city: 'Brisbane', state: 'QLD' },
  { location_name: 'Ridgeline Motors', dealership_name: 'Ridgeline Toyota', city: 'Toowoomba', state: 'QLD' },
  { location_name: 'Sunset Coast Caravans', dealership_name: 'Sunset Coast Cars & Caravans', city: 'Perth', state: 'WA' },
  { location_name: 'Ballarat Auto Centre', dealership_name: 'Ridgeline Toyota', city: 'Ballarat', state: 'VIC' },
]
const DRIVES = ['FWD', 'RWD', 'AWD', '4WD']
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric']

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T
}

function band(value: number | undefined, width: number, format: (n: number) => string): string {
  if (!value) return 'Enquire'
  const low = Math.floor(value / width) * width
  return `${format(low)} - ${format(low + width)}`
}

const dollars = (n: number) => `$${n.toLocaleString('en-AU')}`

export function makeFixture(count = 300): FixtureCar[] {
  const random = generator(20_240_601)
  const cars: FixtureCar[] = []
  for (let i = 0; i < count; i++) {
    const entry = pick(random, CATALOGUE)
    const model = pick(random, entry.models)
    const caravan = entry.make === 'Jayco'
    const year = 2012 + Math.floor(random() * 14)
    const car_type = year >= 2025 ? pick(random, ['new', 'demo'] as const) : year >= 2023 ? pick(random, ['demo', 'used'] as const) : 'used'
    const roll = random()
    // Every 17th car has no price and every 23rd a zero price ("Enquire for price").
    const price = i % 17 === 5 ? undefined : i % 23 === 7 ? 0 : Math.round((8000 + roll * 120_000) / 10) * 10
    const features = FEATURES.filter(() => random() < 0.4)
    const location = pick(random, LOCATIONS)
    const badge = pick(random, BADGES)
    const car: FixtureCar = {
      objectID: `car-${String(i).padStart(3, '0')}`,
      name: `${year} ${entry.make} ${model.model} ${badge}`,
      stocknum: `STK${10_000 + i * 7}`,
      make: entry.make,
      model: model.model,
      make_model: `${entry.make} ${model.model}`,
      badge,
      status: pick(random, ['in_stock', 'in_stock', 'in_stock', 'coming_soon', 'sold'] as const),
      car_type,
      categories: model.categories,
      ...location,
      colour: pick(random, COLOURS),
      filtered_features: features,
      item_type: caravan ? 'caravan' : 'car',
      km: car_type === 'new' ? 0 : Math.round(random() * 200_000),
      price_range: band(price, 10_000, dollars),
      weekly_price_range: band(price === undefined ? undefined : Math.round(price / 260), 50, dollars),
      seats: caravan ? 0 : pick(random, [2, 5, 5, 7, 8]),
      body: model.body,
      drive: caravan ? 'None' : pick(random, DRIVES),
      fuel: caravan ? 'None' : pick(random, FUELS),
      transmission: caravan ? 'None' : pick(random, ['Automatic', 'Automatic', 'Manual']),
      year,
      certified: car_type === 'used' && random() < 0.3,
      // Ranks repeat on purpose so ties fall back to index order.
      custom_rank: Math.floor(random() * 50),
      created_at: 1_700_000_000 + i * 3600 * 7,
    }
    if (price !== undefined) car.price = price
    if (i % 4 === 0 && price) car.subscription_price = Math.round(price / 100)
    if (i % 9 === 0) car.tag = pick(random, ['Test Drive Only', 'runout sale', 'SOLD'])
    if (i % 11 === 0) car._tags = ['featured']
    cars.push(car)
  }
  return cars
}

export const FACETS = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
]

export const fixtureSettings: IndexSettings = {
  indexName: 'cars',
  searchableAttributes: ['name', 'make_model,badge', 'unordered(stocknum)', 'colour', 'categories'],
  attributesForFaceting: [
    ...FACETS.filter((facet) => !['make', 'model', 'filtered_features', 'created_at'].includes(facet)),
    'searchable(make)',
    'searchable(model)',
    'searchable(filtered_features)',
    'filterOnly(created_at)',
  ],
  customRanking: ['desc(custom_rank)'],
  replicas: {
    cars_price_asc: { sort: [{ attribute: 'price', direction: 'asc' }] },
    cars_price_desc: { sort: [{ attribute: 'price', direction: 'desc' }] },
    cars_year_desc: { sort: [{ attribute: 'year', direction: 'desc' }] },
    cars_km_asc: { sort: [{ attribute: 'km', direction: 'asc' }] },
  },
}
