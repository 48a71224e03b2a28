import { describe, expect, it } from 'vitest'

import { locationMatchesQuery, locationTabType, locationTypeTabs, sortLocations } from './locations'

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
    const tabs = locationTypeTabs([{ id: 1, location_type: 'parts' }, { id: 2 }, { id: 3, location_type: 'service' }, { id: 4, location_subtype: 'pre-owned sales' }])
    expect(tabs.map((tab) => [tab.type, tab.locations.map((l) => l.id)])).toEqual([
      ['sales', [2]],
      ['used', [4]],
      ['service', [3]],
      ['parts', [1]],
    ])
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
