import { describe, expect, it } from 'vitest'

import { priceDisplay } from './price-display'
import { jsonLdScript, vehicleJsonLd } from './vehicle-json-ld'
import type { CarForVehiclePage } from './vehicle-page-car'

const car: CarForVehiclePage = {
  id: '7',
  slug: '2021-mazda-cx-5-7',
  name: '2021 Mazda CX-5 Maxx',
  make: 'Mazda',
  model: 'CX-5',
  year: 2021,
  car_type: 'used',
  status: 'in_stock',
  price: 31_500,
  km: 52_000,
  vin: 'JM0KF4W7A00123456',
  colour: 'null',
  simple_body: 'SUV',
}
const context = (c: CarForVehiclePage) => ({
  url: 'https://harbour.example/cars/2021-mazda-cx-5-7',
  images: ['https://harbour.example/a.webp'],
  price: priceDisplay(c),
  seller: { name: 'Harbour City Mazda', telephone: '07 3123 4567' },
})

describe('vehicle JSON-LD (issue 7 search engines; spec §4 availability)', () => {
  it('names the car, its price in AUD and in-stock availability, and leaves out "null" values', () => {
    const data = JSON.parse(jsonLdScript(vehicleJsonLd(car, context(car))))
    expect(data).toMatchObject({
      '@type': 'Car',
      name: '2021 Mazda CX-5 Maxx',
      brand: { name: 'Mazda' },
      vehicleIdentificationNumber: 'JM0KF4W7A00123456',
      mileageFromOdometer: { value: 52_000, unitCode: 'KMT' },
    })
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 31_500, priceCurrency: 'AUD', availability: 'https://schema.org/InStock' })
    expect(data).not.toHaveProperty('color')
  })

  it('a sold car is SoldOut, a coming-soon car PreOrder, and a car without a price has no price', () => {
    const sold = { ...car, status: 'sold', sold: true }
    expect(vehicleJsonLd(sold, context(sold)).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' })
    const soon = { ...car, status: 'coming_soon', price: null }
    const offers = vehicleJsonLd(soon, context(soon)).offers as Record<string, unknown>
    expect(offers.availability).toBe('https://schema.org/PreOrder')
    expect(offers).not.toHaveProperty('price')
  })

  it('cannot be broken out of its script tag', () => {
    const script = jsonLdScript(vehicleJsonLd({ ...car, name: '</script><script>alert(1)</script>' }, context(car)))
    expect(script).not.toContain('</script>')
    expect(JSON.parse(script).name).toBe('</script><script>alert(1)</script>')
  })
})
