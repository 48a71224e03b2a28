import type { IndexSettings, SearchRecord } from '../port'

/**
 * Used cars shaped like Harbour City's stock records (spec §3 vehicle fields as the search indexes
 * them): names as the feed writes them ("2019 Mazda Mazda3 Maxx", "2019 Mazda CX-3 Neo Sport"), the
 * searchable attributes in the site's order. Deterministic, about 240 cars.
 */
export interface ShopperCar extends SearchRecord {
  name: string
  make: string
  model: string
  badge: string
  series: string
  stocknum: string
  colour: string
  body: string
  location_name: string
  vin: string
  fuel: string
  transmission: string
  drive: string
  seats: string
  custom_rank: number
}

const MODELS: Array<[make: string, model: string, badges: string[], body: string, fuel: string, drive: string, seats: number]> = [
  ['Toyota', 'HiLux', ['SR', 'SR5', 'Rogue', 'Workmate'], 'Ute', 'Diesel', '4x4', 5],
  ['Toyota', 'LandCruiser', ['GXL', 'VX', 'Sahara'], 'SUV', 'Diesel', '4x4', 8],
  ['Toyota', 'LandCruiser Prado', ['GX', 'GXL', 'Kakadu'], 'SUV', 'Diesel', '4x4', 7],
  ['Toyota', 'Corolla', ['Ascent Sport', 'SX', 'ZR Hybrid'], 'Hatch', 'Hybrid', 'FWD', 5],
  ['Toyota', 'RAV4', ['GX', 'GXL', 'Cruiser'], 'SUV', 'Hybrid', 'AWD', 5],
  ['Mazda', 'Mazda3', ['Neo', 'Maxx', 'SP25 Astina'], 'Hatch', 'Petrol', 'FWD', 5],
  ['Mazda', 'CX-3', ['Neo Sport', 'Maxx Sport', 'Akari'], 'SUV', 'Petrol', 'FWD', 5],
  ['Mazda', 'CX-30', ['G20 Pure', 'G25 Astina'], 'SUV', 'Petrol', 'AWD', 5],
  ['Mazda', 'CX-5', ['Maxx', 'Maxx Sport', 'Akera'], 'SUV', 'Petrol', 'AWD', 5],
  ['Mazda', 'BT-50', ['XT', 'XTR', 'GT'], 'Ute', 'Diesel', '4x4', 5],
  ['Kia', 'Carnival', ['S', 'Sport', 'Platinum'], 'People Mover', 'Diesel', 'FWD', 8],
  ['Ford', 'Ranger', ['XL', 'XLT', 'Wildtrak'], 'Ute', 'Diesel', '4x4', 5],
  ['Hyundai', 'i30', ['Active', 'Elite', 'N Line'], 'Hatch', 'Petrol', 'FWD', 5],
]
const COLOURS = ['Glacier White', 'Crystal Black', 'Soul Red Crystal', 'Silver Pearl', 'Eclipse Black']
const LOCATIONS = ['Harbour City Toyota', 'Harbour City Mazda', 'Harbour City Used Cars']

export function makeShopperCars(count = 240): ShopperCar[] {
  const cars: ShopperCar[] = []
  for (let i = 0; i < count; i++) {
    const [make, model, badges, body, fuel, drive, seats] = MODELS[i % MODELS.length] as (typeof MODELS)[number]
    const badge = badges[Math.floor(i / MODELS.length) % badges.length] as string
    const year = 2012 + ((i * 7) % 14)
    cars.push({
      objectID: `hc-${String(i).padStart(3, '0')}`,
      name: `${year} ${make} ${model} ${badge}`,
      make,
      model,
      badge,
      series: `S${(i * 13) % 90}`,
      stocknum: `HC${40_000 + i * 17}`,
      colour: COLOURS[(i * 3) % COLOURS.length] as string,
      body,
      location_name: LOCATIONS[i % LOCATIONS.length] as string,
      vin: `JTM${String(100_000_000 + i * 7919).padStart(14, '0')}`,
      fuel,
      transmission: i % 5 === 0 ? 'Manual' : 'Automatic',
      drive,
      seats: `${seats} seats`,
      custom_rank: (i * 37) % 50,
    })
  }
  return cars
}

export const SHOPPER_SEARCHABLE = [
  'name',
  'make',
  'model',
  'badge',
  'series',
  'stocknum',
  'colour',
  'body',
  'location_name',
  'vin',
  'fuel',
  'transmission',
  'drive',
  'seats',
]

export const shopperSettings: IndexSettings = {
  indexName: 'stock_harbour-city-auto',
  searchableAttributes: SHOPPER_SEARCHABLE,
  attributesForFaceting: ['searchable(make)', 'searchable(model)', 'body', 'fuel'],
  customRanking: ['desc(custom_rank)'],
  replicas: { 'stock_harbour-city-auto_price_asc': { sort: [{ attribute: 'custom_rank', direction: 'asc' }] } },
}
