import type { CarForVehiclePage } from './vehicle-page-car'

/** The vehicle page tests' car: an in-stock 2022 Corolla with five photos, seen on 23 November 2026. */
export const now = new Date('2026-11-23T02:00:00Z')

export const testCar = (fields: Partial<CarForVehiclePage> = {}): CarForVehiclePage => ({
  id: '101',
  slug: '2022-toyota-corolla-ascent-sport-101',
  name: '2022 Toyota Corolla Ascent Sport',
  make: 'Toyota',
  model: 'Corolla',
  year: 2022,
  car_type: 'used',
  status: 'in_stock',
  price: 27_990,
  km: 41_250,
  simple_fuel: 'Petrol',
  simple_transmission: 'automatic',
  simple_body: 'hatch',
  images: [1, 2, 3, 4, 5].map((n) => ({ image: { url: `/demo-stock/hatch-white-${n}.webp`, thumb: { url: `/demo-stock/hatch-white-${n}.webp?w=200` } } })),
  ...fields,
})
