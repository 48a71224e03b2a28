import { describe, expect, it } from 'vitest'

import { deliveryQuoteAt, deliverySettingsSchema, type DeliverySettings } from './delivery'
import { postcodeLocation } from './postcode'

// A Brisbane dealer: free in the metro area, $250 to 150 km, $600 to 500 km, and a Gold Coast price by postcode.
const settings: DeliverySettings = {
  origin: { postcode: '4000' },
  regions: [
    { name: 'Regional Queensland', price: 600, maxDistanceKm: 500 },
    { name: 'Brisbane metro', price: 0, maxDistanceKm: 30 },
    { name: 'South East Queensland', price: 250, maxDistanceKm: 150 },
    { name: 'Gold Coast', price: 199, postcodeRanges: [{ from: '4207', to: '4230' }] },
  ],
}

const brisbane = postcodeLocation('4000')!
/** The price from the dealer's Brisbane yard to a postcode placed by the shipped table (the offline geocoder). */
const priceTo = (postcode: string) => deliveryQuoteAt(postcodeLocation(postcode)!, brisbane, settings)

describe('delivery price by region (spec §2 delivery calculator, §3 "Delivery result: price, name")', () => {
  it('prices a postcode by the tightest distance band that reaches it, whatever the order', () => {
    expect(priceTo('4000')).toEqual({ ok: true, price: 0, name: 'Brisbane metro', distanceKm: 0 })
    expect(priceTo('4551')).toMatchObject({ ok: true, price: 250, name: 'South East Queensland' }) // Caloundra
    expect(priceTo('4670')).toMatchObject({ ok: true, price: 600, name: 'Regional Queensland' }) // Bundaberg
  })

  it('gives a postcode range priority over distance bands', () => {
    expect(priceTo('4217')).toMatchObject({ ok: true, price: 199, name: 'Gold Coast' })
  })

  it('reports the distance in km to one decimal', () => {
    const quote = priceTo('4551')
    expect(quote.ok && quote.distanceKm).toBeGreaterThan(60)
    expect(quote.ok && quote.distanceKm).toBeLessThan(100)
  })

  it("says it can't estimate a location outside every region (spec §8)", () => {
    expect(priceTo('3000')).toEqual({
      ok: false,
      error: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    })
  })
})

describe('delivery settings are data, validated at the boundary', () => {
  it('accepts the example settings', () => {
    expect(deliverySettingsSchema.parse(settings)).toEqual(settings)
  })

  it('rejects a region with neither distance nor postcodes, bad postcodes and negative prices', () => {
    expect(deliverySettingsSchema.safeParse({ origin: { postcode: '4000' }, regions: [{ name: 'Nowhere', price: 10 }] }).success).toBe(false)
    expect(deliverySettingsSchema.safeParse({ origin: { postcode: '400' }, regions: [] }).success).toBe(false)
    expect(deliverySettingsSchema.safeParse({ origin: { postcode: '4000' }, regions: [{ name: 'X', price: -1, maxDistanceKm: 5 }] }).success).toBe(false)
    expect(
      deliverySettingsSchema.safeParse({ origin: { postcode: '4000' }, regions: [{ name: 'X', price: 1, postcodeRanges: [{ from: '4000', to: '41' }] }] })
        .success,
    ).toBe(false)
  })
})

describe('places located by a geocoding service (spec §7 "GET geocoding service")', () => {
  it('measures from the coordinates it is given, not the table', () => {
    // A geocoder that puts 4551 right next to the origin: the metro band applies.
    expect(deliveryQuoteAt({ postcode: '4551', lat: brisbane.lat + 0.05, long: brisbane.long }, brisbane, settings)).toMatchObject({
      ok: true,
      name: 'Brisbane metro',
    })
  })

  it('matches only postcode ranges when the origin is unknown', () => {
    expect(deliveryQuoteAt(postcodeLocation('4217')!, null, settings)).toEqual({ ok: true, price: 199, name: 'Gold Coast', distanceKm: null })
    expect(deliveryQuoteAt(postcodeLocation('4000')!, null, settings)).toMatchObject({ ok: false })
  })
})
