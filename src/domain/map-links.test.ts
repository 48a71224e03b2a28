import { describe, expect, it } from 'vitest'

import { mapLinkFor } from './locations'
import { directionsLinkFor } from './map-links'

const address = { street: '48 Breakfast Creek Road', city: 'Newstead', state: 'QLD', postcode: '4006' }

describe('directions link (spec §2 Location detail page "address and directions link")', () => {
  it('routes Google Maps to the name and one-line address from wherever the shopper is', () => {
    const href = directionsLinkFor({ name: 'Kia Newstead', address })!
    expect(href).toBe('https://www.google.com/maps/dir/?api=1&destination=Kia%20Newstead%2C%2048%20Breakfast%20Creek%20Road%2C%20Newstead%20QLD%204006')
    const url = new URL(href)
    expect(url.searchParams.get('destination')).toBe('Kia Newstead, 48 Breakfast Creek Road, Newstead QLD 4006')
    expect(url.searchParams.has('origin')).toBe(false)
  })

  it("pins the Google place when the location has a place id, and ignores the dealer's own map URL", () => {
    const url = new URL(directionsLinkFor({ name: 'Kia Newstead', address: { ...address, placeId: 'ChIJ 123', placeUrl: 'https://maps.google.com/?q=x' } })!)
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/')
    expect(url.searchParams.get('destination_place_id')).toBe('ChIJ 123')
  })

  it('leaves out missing parts and gives no link for nothing', () => {
    expect(new URL(directionsLinkFor({ address: { city: 'Orange', state: 'NSW' } })!).searchParams.get('destination')).toBe('Orange NSW')
    expect(directionsLinkFor({})).toBeNull()
    expect(directionsLinkFor({ name: ' ', address: null })).toBeNull()
  })

  it('goes to the same place as the map link', () => {
    const place = { name: 'Kia Newstead', address }
    expect(new URL(directionsLinkFor(place)!).searchParams.get('destination')).toBe(new URL(mapLinkFor(place)!).searchParams.get('query'))
  })
})
