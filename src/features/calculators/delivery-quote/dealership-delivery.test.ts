import { describe, expect, it } from 'vitest'

import { deliverySettingsFromDealership, offersDeliveryQuotes } from './dealership-delivery'

// What Payload returns for a dealership's delivery group at depth 0 (row ids included, unset numbers null).
const stored = {
  originPostcode: '4006',
  regions: [
    { id: 'a', name: 'Brisbane metro', price: 0, maxDistanceKm: 40, postcodeRanges: [] },
    { id: 'b', name: 'Sydney metro', price: 1200, maxDistanceKm: null, postcodeRanges: [{ id: 'c', from: '2000', to: '2234' }] },
  ],
}

describe('a dealership delivery group as domain DeliverySettings (spec §2 delivery calculator)', () => {
  it('keeps the origin and each region, dropping Payload row ids and unset fields', () => {
    expect(deliverySettingsFromDealership(stored)).toEqual({
      origin: { postcode: '4006' },
      regions: [
        { name: 'Brisbane metro', price: 0, maxDistanceKm: 40 },
        { name: 'Sydney metro', price: 1200, postcodeRanges: [{ from: '2000', to: '2234' }] },
      ],
    })
  })

  it('is null when the dealership cannot quote: no group, no regions, no origin, or an incomplete region', () => {
    expect(deliverySettingsFromDealership(undefined)).toBeNull()
    expect(deliverySettingsFromDealership({ originPostcode: '4006', regions: [] })).toBeNull()
    expect(deliverySettingsFromDealership({ ...stored, originPostcode: null })).toBeNull()
    expect(deliverySettingsFromDealership({ ...stored, regions: [{ name: 'Nowhere', price: 10, maxDistanceKm: null, postcodeRanges: null }] })).toBeNull()
  })

  it('tells the page whether to show the calculator', () => {
    expect(offersDeliveryQuotes({ slug: 'kia', delivery: stored })).toBe(true)
    expect(offersDeliveryQuotes({ slug: 'kia', delivery: { originPostcode: '4006', regions: null } })).toBe(false)
    expect(offersDeliveryQuotes(null)).toBe(false)
  })
})
