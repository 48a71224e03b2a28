import {
  FINANCE_CALCULATOR_DEFAULTS,
  headlineFeatures,
  listedUntil,
  priceRangeLabel,
  stockCategories,
  weeklyFinanceEstimate,
  weeklyPriceRangeLabel,
} from '@/domain'
import { gearboxOf, seatsText } from '@/domain/search-attributes'

import type { StockCar } from './stock-record'

/**
 * What the search index holds for one car: the fields a vehicle card and the search page need, the
 * 27 facets of spec §3 under their facet names, and the numbers the site's stock rules filter on.
 * The full car (equipment, hotspots, lenders...) stays in PostgreSQL for the vehicle page, which
 * keeps a 50,000-car index small.
 */
export interface StockSearchRecord extends Record<string, unknown> {
  objectID: string
  slug: string
  name: string
  make: string
  model: string
  make_model: string
  badge: string | null
  series: string | null
  year: number
  km: number | null
  price: number | null
  before_price: number | null
  offer_price: number | null
  subscription_price: number | null
  price_type: string | null
  preorder: boolean
  status: StockCar['status']
  sold: boolean
  reserved: boolean
  certified: boolean
  tag: string | null
  car_type: StockCar['car_type']
  item_type: 'car' | 'caravan' | 'motorcycle'
  colour: string | null
  body: string | null
  fuel: string | null
  transmission: string | null
  /** Automatic or Manual whatever the feed's wording, and "7 seats": words shoppers search with (issue 40). */
  gearbox: 'Automatic' | 'Manual' | null
  drive: string | null
  seats: number | null
  seats_text: string | null
  doors: number | null
  stocknum: string | null
  vin: string | null
  categories: string[]
  filtered_features: string[]
  price_range: string | null
  weekly_price: number | null
  /** Each lender's headline figures (spec §5 "Finance box on a listing" needs no more on a card). */
  finance_lenders: Record<string, { interestRate: number | null; comparisonRate: number | null; paymentWeek: number | null; paymentMonth: number | null }>
  weekly_price_range: string | null
  location_id: string | null
  location_name: string | null
  dealership_id: string | null
  dealership_slug: string | null
  dealership_name: string | null
  city: string | null
  state: string | null
  primary_image_url: string | null
  /** The first images, for the card's image and its swipe preview. */
  images: string[]
  photos_count: number
  views: number
  show_on_dealer_website: boolean
  created_at_timestamp: number
  /** Unix seconds until which search lists the car (spec §4 "Listing visibility"); see listedUntil. */
  listed_until: number
  custom_rank: number
}

export interface StockRecordContext {
  /** Dealership slug → name, for the dealership_name facet. */
  dealershipNames: ReadonlyMap<string, string>
  /** Days a dealership keeps sold cars listed (its own setting, else the site's). */
  soldCarDays: (dealershipSlug: string | null | undefined) => number
  now: Date
}

const CARD_IMAGES = 5

export function toStockSearchRecord(car: StockCar, context: StockRecordContext): StockSearchRecord {
  const images = car.images.map((entry) => entry.image.url).slice(0, CARD_IMAGES)
  const primary = car.primary_image_url ?? images[0] ?? null
  const weekly = car.price && car.price > 200 ? weeklyFinanceEstimate({ price: car.price, interestRate: FINANCE_CALCULATOR_DEFAULTS.interestRate }) : null
  const body = car.simple_body ?? car.bodyconfiguration ?? null
  const created = car.created_at ? Date.parse(car.created_at) : Number.NaN
  const createdAt = Number.isNaN(created) ? 0 : Math.floor(created / 1000)
  const record: StockSearchRecord = {
    objectID: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    make_model: `${car.make} ${car.model}`,
    badge: car.badge ?? null,
    series: car.series ?? null,
    year: car.year,
    km: car.km ?? null,
    price: car.price ?? null,
    before_price: car.before_price ?? null,
    offer_price: car.offer_price ?? null,
    subscription_price: car.subscription_price ?? null,
    price_type: car.price_type ?? null,
    preorder: car.preorder,
    status: car.status,
    sold: car.sold || car.status === 'sold',
    reserved: car.reserved,
    certified: car.certified,
    tag: car.tag ?? null,
    car_type: car.car_type,
    item_type: car.item_type ?? 'car',
    colour: car.colour ?? null,
    body,
    fuel: car.simple_fuel ?? null,
    transmission: car.simple_transmission ?? car.trans ?? null,
    gearbox: gearboxOf(car.simple_transmission ?? car.trans),
    drive: car.simple_drive ?? car.drive ?? null,
    seats: car.seats ?? null,
    seats_text: seatsText(car.seats),
    doors: car.doors ?? null,
    stocknum: car.stocknum ?? null,
    vin: car.vin ?? null,
    categories: stockCategories({ ...car, simple_body: body }, context.now.getUTCFullYear()),
    filtered_features: headlineFeatures(car.standardEquipment),
    price_range: priceRangeLabel(car.price),
    weekly_price: weekly,
    finance_lenders: Object.fromEntries(
      Object.entries(car.finance_lenders).flatMap(([provider, lender]) =>
        lender
          ? [
              [
                provider,
                {
                  interestRate: lender.interestRate ?? null,
                  comparisonRate: lender.comparisonRate ?? null,
                  paymentWeek: lender.paymentWeek ?? null,
                  paymentMonth: lender.paymentMonth ?? null,
                },
              ],
            ]
          : [],
      ),
    ),
    weekly_price_range: weeklyPriceRangeLabel(weekly),
    location_id: car.location_id ?? null,
    location_name: car.location_name ?? null,
    dealership_id: car.dealership_id ?? null,
    dealership_slug: car.dealership_slug ?? null,
    dealership_name: (car.dealership_slug && context.dealershipNames.get(car.dealership_slug)) || null,
    city: car.city ?? null,
    state: car.state ?? null,
    primary_image_url: primary,
    images,
    photos_count: car.photos_count ?? car.images.length,
    views: car.views,
    show_on_dealer_website: car.show_on_dealer_website,
    created_at_timestamp: createdAt,
    listed_until: listedUntil(car, context.soldCarDays(car.dealership_slug)),
    custom_rank: 0,
  }
  record.custom_rank = customRank(record)
  return record
}

/**
 * Default order of results (spec §7: custom rank descending): available cars first, then cars a
 * shopper can act on (a price, photos), then the newest listings. Higher is better.
 */
export function customRank(car: Pick<StockSearchRecord, 'status' | 'price' | 'photos_count' | 'created_at_timestamp'>): number {
  const availability = car.status === 'in_stock' ? 2 : car.status === 'coming_soon' ? 1 : 0
  const priced = car.price && car.price > 0 ? 1 : 0
  const photographed = car.photos_count > 0 ? 1 : 0
  // Days since 2000 fit in 14 bits; the flags sit above them so they always outrank recency.
  const recency = Math.max(0, Math.min(16_383, Math.floor(car.created_at_timestamp / 86_400) - 10_957))
  return ((availability * 2 + priced) * 2 + photographed) * 16_384 + recency
}
