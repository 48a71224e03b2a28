import { describe, expect, it } from 'vitest'

import {
  formatDistance,
  isCarYard,
  LOCATION_QUERY_MAX_LENGTH,
  locationGroups,
  locationMatchesQuery,
  locationPoint,
  locationTabType,
  locationTypeTabs,
  mapLinkFor,
  readLocationQuery,
  sortByDistance,
  sortLocations,
  withLocationQuery,
} from './locations'

describe('location type tabs (spec §2 "Location block", §3 Location)', () => {
  it('treats an empty location type as sales', () => {
    expect(locationTabType({})).toBe('sales')
    expect(locationTabType({ location_type: '' })).toBe('sales')
    expect(locationTabType({ location_type: 'Service' })).toBe('service')
    expect(locationTabType({ location_type: 'warehouse' })).toBe('sales')
  })

  it('treats a "pre-owned sales" subtype as used', () => {
    expect(locationTabType({ location_type: 'sales', location_subtype: 'Pre-Owned Sales and buying' })).toBe('used')
    expect(locationTabType({ location_type: 'sales', location_subtype: 'buying' })).toBe('sales')
  })

  it('groups locations into tabs in the order sales, used, service, parts', () => {
    const tabs = locationTypeTabs([
      { id: 1, location_type: 'parts' },
      { id: 2 },
      { id: 3, location_type: 'service' },
      { id: 4, location_subtype: 'pre-owned sales' },
    ])
    expect(tabs.map((tab) => [tab.type, tab.locations.map((l) => l.id)])).toEqual([
      ['sales', [2]],
      ['used', [4]],
      ['service', [3]],
      ['parts', [1]],
    ])
  })
})

describe('car yards (issue 41)', () => {
  it('only sales and used yards inspect a trade-in or take a finance application, not parts or service centres', () => {
    expect(
      [{}, { location_type: 'sales' }, { location_type: 'used' }, { location_type: 'service', location_subtype: 'Pre-owned sales' }].map(isCarYard),
    ).toEqual([true, true, true, true])
    expect([{ location_type: 'service' }, { location_type: 'parts' }].map(isCarYard)).toEqual([false, false])
  })
})

describe('locations search (spec §5 "Locations search")', () => {
  const location = { name: 'Harbour City Toyota', location_type: 'service', address: { street: '12 Wharf Street', postcode: '4000' } }

  it('matches name, postcode, street and location type, case-insensitively', () => {
    expect(locationMatchesQuery(location, 'harbour')).toBe(true)
    expect(locationMatchesQuery(location, '4000')).toBe(true)
    expect(locationMatchesQuery(location, 'WHARF st')).toBe(true)
    expect(locationMatchesQuery(location, 'Service')).toBe(true)
    expect(locationMatchesQuery(location, 'toyota 4000')).toBe(true)
  })

  it('matches an empty location type as sales', () => {
    expect(locationMatchesQuery({ name: 'Yard' }, 'sales')).toBe(true)
  })

  it('needs every word to match', () => {
    expect(locationMatchesQuery(location, 'mazda')).toBe(false)
    expect(locationMatchesQuery(location, 'toyota 4001')).toBe(false)
  })

  it('matches everything when the query is empty', () => {
    expect(locationMatchesQuery(location, '')).toBe(true)
    expect(locationMatchesQuery(location, '   ')).toBe(true)
    expect(locationMatchesQuery(location, null)).toBe(true)
  })
})

describe('location order (spec §2 "Locations sorted by name unless a fixed order is set")', () => {
  const locations = [
    { name: 'Noosa', slug: 'noosa' },
    { name: 'Brisbane', slug: 'brisbane' },
    { name: 'Maroochydore', slug: 'maroochydore' },
  ]

  it('sorts by name', () => {
    expect(sortLocations(locations).map((l) => l.name)).toEqual(['Brisbane', 'Maroochydore', 'Noosa'])
  })

  it('puts a fixed order first, the rest by name', () => {
    expect(sortLocations(locations, ['noosa']).map((l) => l.name)).toEqual(['Noosa', 'Brisbane', 'Maroochydore'])
  })
})

describe('location groups (spec §2 "one block per location group")', () => {
  it("puts one dealership's locations at one address in one group, in the order of their first location", () => {
    const groups = locationGroups([
      { id: 1, dealership: 7, location_type: 'service', address: { street: '52 Breakfast Creek Road', postcode: '4006' } },
      { id: 2, dealership: 7, address: { street: '48 Breakfast Creek Road', postcode: '4006' } },
      { id: 3, dealership: 7, location_type: 'parts', address: { street: '52  breakfast creek road,', postcode: '4006' } },
      { id: 4, dealership: 8, location_type: 'parts', address: { street: '52 Breakfast Creek Road', postcode: '4006' } },
    ])
    expect(groups.map((group) => group.locations.map((l) => l.id))).toEqual([[1, 3], [2], [4]])
  })
})

describe('nearest first (spec §2 "Nearest first", §9 Earth radius 6371 km)', () => {
  const brisbane = { lat: -27.4698, long: 153.0251 }
  const places = [
    { name: 'Southport', address: { lat: -27.9716, long: 153.4141 } },
    { name: 'No coordinates', address: { lat: null, long: null } },
    { name: 'Aspley', address: { lat: -27.3653, long: 153.0181 } },
    { name: 'Newstead', address: { lat: -27.4436, long: 153.0437 } },
  ]

  it('sorts by great-circle distance and keeps places without coordinates last', () => {
    const sorted = sortByDistance(places, brisbane, locationPoint)
    expect(sorted.map((entry) => entry.item.name)).toEqual(['Newstead', 'Aspley', 'Southport', 'No coordinates'])
    expect(sorted[0]!.distanceKm).toBeCloseTo(3.5, 0)
    expect(sorted[2]!.distanceKm).toBeGreaterThan(60)
    expect(sorted[3]!.distanceKm).toBeNull()
  })

  it('keeps the given order for equal distances', () => {
    const same = [
      { name: 'b', address: { lat: 1, long: 1 } },
      { name: 'a', address: { lat: 1, long: 1 } },
    ]
    expect(sortByDistance(same, { lat: 0, long: 0 }, locationPoint).map((entry) => entry.item.name)).toEqual(['b', 'a'])
  })

  it('shows the distance in whole km, one decimal under 10 km', () => {
    expect([12.4, 1204.2, 3.44, 0].map((km) => formatDistance(km))).toEqual(['12 km', '1,204 km', '3.4 km', '0 km'])
  })
})

describe('map link (spec §2 "address with map link")', () => {
  it('uses the place URL the admin gave, else a map search for the name and address', () => {
    expect(mapLinkFor({ name: 'Kia', address: { street: '1 A St', placeUrl: 'https://maps.app.goo.gl/abc' } })).toBe('https://maps.app.goo.gl/abc')
    expect(
      mapLinkFor({
        name: 'Harbour City Kia',
        address: { street: '48 Breakfast Creek Road', city: 'Newstead', state: 'QLD', postcode: '4006', placeUrl: 'javascript:alert(1)' },
      }),
    ).toBe('https://www.google.com/maps/search/?api=1&query=Harbour%20City%20Kia%2C%2048%20Breakfast%20Creek%20Road%2C%20Newstead%20QLD%204006')
    expect(mapLinkFor({ name: ' ', address: null })).toBeNull()
  })
})

describe('locationQuery parameter (spec §2 "writes query parameter locationQuery on every keystroke (empty removes it)")', () => {
  it('sets the parameter and keeps the others and the hash', () => {
    expect(withLocationQuery('/dealer-locator?utm_source=x#list', 'kia')).toBe('/dealer-locator?utm_source=x&locationQuery=kia#list')
    expect(withLocationQuery('/dealer-locator?locationQuery=ki', 'kia 4006')).toBe('/dealer-locator?locationQuery=kia+4006')
  })

  it('removes it when the box is emptied or blank', () => {
    expect(withLocationQuery('/dealer-locator?locationQuery=kia&a=1', '')).toBe('/dealer-locator?a=1')
    expect(withLocationQuery('/dealer-locator?locationQuery=kia', '   ')).toBe('/dealer-locator')
  })

  it('reads the first value, cut to 100 characters, and nothing from junk', () => {
    expect(readLocationQuery('kia')).toBe('kia')
    expect(readLocationQuery(['mazda', 'kia'])).toBe('mazda')
    expect(readLocationQuery('x'.repeat(500))).toHaveLength(LOCATION_QUERY_MAX_LENGTH)
    expect(readLocationQuery(undefined)).toBe('')
  })
})
