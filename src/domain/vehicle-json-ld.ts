/**
 * schema.org `Car` with its `Offer` for a vehicle page (issue 7 "Search engines"): what search engines
 * read for price, availability and the car's identity. Only facts the feed gives are stated.
 */
import { isPurchasable } from './availability'
import type { PriceDisplay } from './price-display'
import type { CarForVehiclePage } from './vehicle-page-car'

export interface VehicleJsonLdContext {
  /** The page's absolute canonical URL. */
  url: string
  /** Absolute photo URLs, first is the main photo. */
  images: readonly string[]
  price: PriceDisplay
  seller: { name: string; telephone?: string | null; address?: string | null }
}

const CONDITIONS: Record<string, string> = {
  new: 'https://schema.org/NewCondition',
  demo: 'https://schema.org/UsedCondition',
  used: 'https://schema.org/UsedCondition',
}

const present = <T>(value: T | null | undefined | ''): value is T => value !== null && value !== undefined && value !== ''

export function vehicleJsonLd(car: CarForVehiclePage, context: VehicleJsonLdContext): Record<string, unknown> {
  const availability = !isPurchasable(car)
    ? 'https://schema.org/SoldOut'
    : car.status === 'coming_soon'
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/InStock'
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url: context.url,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: CONDITIONS[car.car_type] ?? CONDITIONS.used,
    offers: {
      '@type': 'Offer',
      url: context.url,
      priceCurrency: 'AUD',
      ...(context.price.amount !== null ? { price: context.price.amount } : {}),
      availability,
      seller: {
        '@type': 'AutoDealer',
        name: context.seller.name,
        ...(context.seller.telephone ? { telephone: context.seller.telephone } : {}),
        ...(context.seller.address ? { address: context.seller.address } : {}),
      },
    },
  }
  if (context.images.length) data.image = [...context.images]
  if (typeof car.km === 'number') data.mileageFromOdometer = { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' }
  const optional: Record<string, string | number | null | undefined> = {
    vehicleIdentificationNumber: car.vin,
    color: car.colour,
    vehicleInteriorColor: car.interior_colour,
    bodyType: car.simple_body,
    fuelType: car.simple_fuel,
    vehicleTransmission: car.simple_transmission ?? car.trans,
    driveWheelConfiguration: car.drive ?? car.simple_drive,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    sku: car.stocknum,
  }
  for (const [key, value] of Object.entries(optional)) if (present(value) && String(value).toLowerCase() !== 'null') data[key] = value
  return data
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no value can close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
