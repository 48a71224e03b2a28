/**
 * The /compare page's table (spec §1 "compare, save and favourite cars", §2 "Vehicle card:
 * save/compare/favourite control"): which cars the URL names, and the rows of the comparison.
 * Server side only (it carries zod and the price rules); the browser's list rule is ./compare.ts.
 */
import { z } from 'zod'

import { COMPARE_LIMIT } from './compare'
import { formatCount } from './money'
import { CAR_SLUG_PATTERN } from './naming'
import { priceDisplay, type CarForPricing } from './price-display'
import { isSpecValueShown } from './text-limits'
import type { VehicleVariant } from './vehicle-page-car'
import { engineText } from './vehicle-page-specs'

/** The /compare page's words; the browser's controls have theirs in ./compare.ts (COMPARE_TEXTS). */
export const COMPARE_TABLE_TEXTS = {
  heading: 'Compare cars',
  caption: (count: number) => `${count === 1 ? '1 car' : `${count} cars`} side by side`,
  unavailable: 'This car is no longer available',
  notListed: 'Not listed',
  remove: 'Remove',
  removeHidden: (name: string) => ` ${name} from the comparison`,
  empty: `No cars to compare yet. Choose Compare on up to ${COMPARE_LIMIT} cars in the search results, then follow the compare bar’s link.`,
  search: 'Search cars',
  findMore: 'Find more cars to compare',
} as const

const slugSchema = z.string().trim().toLowerCase().max(200).regex(CAR_SLUG_PATTERN)

/** `?cars=` as it arrives (one value, repeated values, or none): junk and repeats are dropped, the first three kept. */
export const compareSlugsSchema = z
  .unknown()
  .transform((value) => (Array.isArray(value) ? value.filter((part) => typeof part === 'string').join(',') : typeof value === 'string' ? value : ''))
  .transform((value) => value.slice(0, 2000).split(','))
  .transform((parts) =>
    [
      ...new Set(
        parts.flatMap((part) => {
          const slug = slugSchema.safeParse(part)
          return slug.success ? [slug.data] : []
        }),
      ),
    ].slice(0, COMPARE_LIMIT),
  )

/** The slugs a /compare URL names, never throwing: `parseCompareSlugs('a,b,,b,../x')` is `['a', 'b']`. */
export function parseCompareSlugs(value: unknown): string[] {
  return compareSlugsSchema.parse(value)
}

export interface CarForCompare extends CarForPricing {
  slug: string
  name: string
  year: number
  km?: number | null
  price_type?: string | null
  simple_body?: string | null
  simple_transmission?: string | null
  trans?: string | null
  simple_fuel?: string | null
  simple_drive?: string | null
  drive?: string | null
  engine_size_litres?: number | null
  variant?: VehicleVariant | null
  colour?: string | null
  seats?: number | null
  location_name?: string | null
  city?: string | null
  stocknum?: string | null
  dealership_slug?: string | null
}

/** One value in the table; the price cell also carries the struck-through list price and a note (price type, "Was"). */
export interface CompareCell {
  text: string
  struckThrough?: string | null
  note?: string | null
}

export const COMPARE_ROWS = {
  price: 'Price',
  year: 'Year',
  km: 'Kilometres',
  body: 'Body type',
  transmission: 'Transmission',
  fuel: 'Fuel type',
  drive: 'Drive type',
  engine: 'Engine',
  colour: 'Colour',
  seats: 'Seats',
  location: 'Location',
  stocknum: 'Stock no.',
} as const

export type CompareRowKey = keyof typeof COMPARE_ROWS

export interface CompareRow {
  key: CompareRowKey
  label: string
  /** One per column, in the columns' order; null where the car has no value or is no longer available. */
  cells: Array<CompareCell | null>
}

export interface CompareRowOptions {
  /** The car's dealership offers subscriptions (its subscription price comes first, as on the card). */
  offersSubscription?: (car: CarForCompare) => boolean
  noPriceText?: string | null
}

const text = (value: unknown): CompareCell | null => (isSpecValueShown(value) ? { text: String(value).trim() } : null)

function priceCell(car: CarForCompare, options: CompareRowOptions): CompareCell {
  const price = priceDisplay(car, { offersSubscription: options.offersSubscription?.(car) ?? false, noPriceText: options.noPriceText })
  const note = [
    price.amount !== null && isSpecValueShown(car.price_type) ? car.price_type!.trim() : null,
    price.wasPrice && !price.struckThrough ? `Was ${price.wasPrice}` : null,
  ]
    .filter(Boolean)
    .join(' · ')
  return { text: price.text, struckThrough: price.struckThrough, note: note || null }
}

const CELLS: { [K in CompareRowKey]: (car: CarForCompare, options: CompareRowOptions) => CompareCell | null } = {
  price: priceCell,
  year: (car) => text(car.year),
  km: (car) => (typeof car.km === 'number' ? { text: `${formatCount(car.km)} km` } : null),
  body: (car) => text(car.simple_body ?? car.variant?.bodyconfiguration),
  transmission: (car) => text(car.trans ?? car.simple_transmission),
  fuel: (car) => text(car.simple_fuel),
  drive: (car) => text(car.drive ?? car.simple_drive),
  engine: (car) => text(engineText(car)),
  colour: (car) => text(car.colour),
  seats: (car) => text(car.seats),
  location: (car) => text(car.location_name ?? car.city),
  stocknum: (car) => text(car.stocknum),
}

/**
 * The comparison's rows, one column per car (null for a car that is no longer available): price,
 * year, kilometres, body, transmission, fuel, drive, engine, colour, seats, location and stock
 * number, each only when at least one car has a value.
 */
export function compareRows(cars: ReadonlyArray<CarForCompare | null>, options: CompareRowOptions = {}): CompareRow[] {
  return (Object.keys(COMPARE_ROWS) as CompareRowKey[])
    .map((key) => ({ key, label: COMPARE_ROWS[key], cells: cars.map((car) => (car ? CELLS[key](car, options) : null)) }))
    .filter((row) => row.cells.some((cell) => cell !== null))
}
