import { describe, expect, it } from 'vitest'

import { locationAddress, printDealerFor, type DealershipForPrint, type LocationForPrint } from './print-dealer'

const dealerships: DealershipForPrint[] = [
  { id: 1, slug: 'harbour-city-kia', name: 'Harbour City Kia', address: '48 Breakfast Creek Road, Newstead QLD 4006', phone: '07 3852 4100' },
  { id: 2, slug: 'harbour-city-mazda', name: 'Harbour City Mazda', phone: '07 5531 2200' },
]
const address = (street: string) => ({ street, city: 'Newstead', state: 'QLD', postcode: '4006' })
const locations: LocationForPrint[] = [
  {
    name: 'Harbour City Kia Service Centre',
    slug: 'kia-service-newstead',
    dealership: 1,
    address: address('52 Breakfast Creek Road'),
    contact: { phone: '0738524155' },
  },
  {
    name: 'Harbour City Kia Newstead',
    slug: 'kia-newstead',
    dealership: { id: 1 },
    primary: true,
    address: address('48 Breakfast Creek Road'),
    contact: { phone: '+61738524100' },
  },
  {
    name: 'Harbour City Mazda Southport',
    slug: 'mazda-southport',
    dealership: 2,
    primary: true,
    address: { street: '12 Ferry Road', city: 'Southport', state: 'QLD', postcode: '4215' },
  },
]

describe('printDealerFor: the dealer details printed with a car', () => {
  it('uses the car location by its slug (location_id) first', () => {
    const { dealer, dealership } = printDealerFor(
      { dealership_slug: 'harbour-city-kia', location_id: 'kia-service-newstead', location_name: 'Harbour City Kia Newstead' },
      dealerships,
      locations,
    )
    expect(dealer).toEqual({ name: 'Harbour City Kia Service Centre', address: '52 Breakfast Creek Road, Newstead QLD 4006', phone: '0738524155' })
    expect(dealership?.slug).toBe('harbour-city-kia')
  })

  it('matches the location by name, then falls back to the dealership primary location', () => {
    expect(printDealerFor({ dealership_slug: 'harbour-city-kia', location_name: 'Harbour City Kia Newstead' }, dealerships, locations).dealer?.name).toBe(
      'Harbour City Kia Newstead',
    )
    expect(printDealerFor({ dealership_slug: 'harbour-city-kia', location_name: 'Somewhere else' }, dealerships, locations).dealer?.name).toBe(
      'Harbour City Kia Newstead',
    )
  })

  it('never takes a location of another dealership', () => {
    expect(printDealerFor({ dealership_slug: 'harbour-city-kia', location_id: 'mazda-southport' }, dealerships, locations).dealer?.name).toBe(
      'Harbour City Kia Newstead',
    )
  })

  it('uses the dealership phone when the location has none', () => {
    expect(printDealerFor({ dealership_slug: 'harbour-city-mazda' }, dealerships, locations).dealer).toEqual({
      name: 'Harbour City Mazda Southport',
      address: '12 Ferry Road, Southport QLD 4215',
      phone: '07 5531 2200',
    })
  })

  it('falls back to the dealership itself, then to the feed location name', () => {
    expect(printDealerFor({ dealership_slug: 'harbour-city-kia' }, dealerships, []).dealer).toEqual({
      name: 'Harbour City Kia',
      address: '48 Breakfast Creek Road, Newstead QLD 4006',
      phone: '07 3852 4100',
    })
    expect(printDealerFor({ dealership_slug: 'unknown', location_name: 'Private seller yard' }, dealerships, [])).toEqual({
      dealership: null,
      dealer: { name: 'Private seller yard' },
    })
    expect(printDealerFor({}, dealerships, []).dealer).toBeNull()
  })

  it('writes an address without empty parts', () => {
    expect(locationAddress({ street: '12 Ferry Road', city: 'Southport', state: null, postcode: '4215' })).toBe('12 Ferry Road, Southport 4215')
    expect(locationAddress(null)).toBeNull()
  })
})
