import { describe, expect, it } from 'vitest'

import { deliveryQuote, deliveryQuoteAt, deliverySettingsSchema, type DeliverySettings } from './delivery'
import { postcodeLocation } from './postcode'
import { resolveTexts } from './texts'

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

describe('delivery price by region (spec §2 delivery calculator, §3 "Delivery result: price, name")', () => {
  it('prices a postcode by the tightest distance band that reaches it, whatever the order', () => {
    expect(deliveryQuote('4000', settings)).toEqual({ ok: true, price: 0, name: 'Brisbane metro', distanceKm: 0 })
    expect(deliveryQuote('4551', settings)).toMatchObject({ ok: true, price: 250, name: 'South East Queensland' }) // Caloundra
    expect(deliveryQuote('4670', settings)).toMatchObject({ ok: true, price: 600, name: 'Regional Queensland' }) // Bundaberg
  })

  it('gives a postcode range priority over distance bands', () => {
    expect(deliveryQuote('4217', settings)).toMatchObject({ ok: true, price: 199, name: 'Gold Coast' })
  })

  it('reports the distance in km to one decimal', () => {
    const quote = deliveryQuote('4551', settings)
    expect(quote.ok && quote.distanceKm).toBeGreaterThan(60)
    expect(quote.ok && quote.distanceKm).toBeLessThan(100)
  })

  it("says it can't estimate a location outside every region (spec §8)", () => {
    expect(deliveryQuote('3000', settings)).toEqual({ ok: false, error: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote." })
  })

  it('asks for a postcode and rejects unknown ones (spec §5, §8)', () => {
    expect(deliveryQuote('', settings)).toEqual({ ok: false, error: 'Please enter a postcode.' })
    expect(deliveryQuote('0000', settings)).toEqual({ ok: false, error: 'Invalid postcode' })
    expect(deliveryQuote('', settings, resolveTexts({ postcodeRequired: 'Postcode?' }))).toEqual({ ok: false, error: 'Postcode?' })
  })

  it('takes the origin as coordinates', () => {
    const quote = deliveryQuote('4000', { origin: { lat: -27.4698, long: 153.0251 }, regions: [{ name: 'Metro', price: 50, maxDistanceKm: 10 }] })
    expect(quote).toMatchObject({ ok: true, price: 50 })
  })

  it('still prices by postcode range when the origin postcode is unknown', () => {
    const unknownOrigin = { ...settings, origin: { postcode: '0000' } }
    expect(deliveryQuote('4217', unknownOrigin)).toEqual({ ok: true, price: 199, name: 'Gold Coast', distanceKm: null })
    expect(deliveryQuote('4000', unknownOrigin)).toMatchObject({ ok: false })
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
    expect(deliverySettingsSchema.safeParse({ origin: { postcode: '4000' }, regions: [{ name: 'X', price: 1, postcodeRanges: [{ from: '4000', to: '41' }] }] }).success).toBe(false)
  })
})

describe('deliveryQuoteAt: places located by a geocoding service (spec §7 "GET geocoding service")', () => {
  const brisbane = postcodeLocation('4000')!

  it('gives the same answer as the table lookup for table locations', () => {
    for (const code of ['4000', '4551', '4670', '4217', '3000']) {
      expect(deliveryQuoteAt(postcodeLocation(code)!, brisbane, settings)).toEqual(deliveryQuote(code, settings))
    }
  })

  it('measures from the coordinates it is given, not the table', () => {
    // A geocoder that puts 4551 right next to the origin: the metro band applies.
    expect(deliveryQuoteAt({ postcode: '4551', lat: brisbane.lat + 0.05, long: brisbane.long }, brisbane, settings)).toMatchObject({ ok: true, name: 'Brisbane metro' })
  })

  it('matches only postcode ranges when the origin is unknown', () => {
    expect(deliveryQuoteAt(postcodeLocation('4217')!, null, settings)).toEqual({ ok: true, price: 199, name: 'Gold Coast', distanceKm: null })
    expect(deliveryQuoteAt(postcodeLocation('4000')!, null, settings)).toMatchObject({ ok: false })
  })
})
