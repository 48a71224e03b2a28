import { describe, expect, it } from 'vitest'

import { locationJsonLd, specialOpeningHoursSpecification, weeklyOpeningHoursSpecification } from './location-json-ld'
import { upcomingSpecialHours } from './location-page'
import { jsonLdScript } from './vehicle-json-ld'

const openingHours = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday: String(weekday), status: 'Open', open: '08:30', close: '17:30' })),
  { weekday: '6', status: 'Open', open: '08:00', close: '12:00' },
  { weekday: '0', status: 'Closed', note: 'By appointment only' },
]
const location = {
  name: 'Kia Newstead',
  address: { street: '48 Breakfast Creek Road', city: 'Newstead', state: 'QLD', postcode: '4006', lat: -27.4436, long: 153.0441 },
  openingHours,
  specialHours: [
    { date: '2026-12-25', label: 'Christmas Day', status: 'Closed' },
    { date: '2026-12-31', label: "New Year's Eve", status: 'Open', open: '09:00', close: '13:00' },
  ],
  timeZone: 'Australia/Brisbane',
}
const url = 'https://harbourcityauto.com.au/locations/kia-newstead'

describe('AutoDealer JSON-LD for a location page (issue 9 "Location detail page")', () => {
  it('states the address, position, phone and page URL', () => {
    const data = locationJsonLd(location, { url, telephone: '+61 7 3333 4444', mapUrl: 'https://www.google.com/maps/search/?api=1&query=Kia' })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      '@id': url,
      name: 'Kia Newstead',
      url,
      telephone: '+61 7 3333 4444',
      hasMap: 'https://www.google.com/maps/search/?api=1&query=Kia',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '48 Breakfast Creek Road',
        addressLocality: 'Newstead',
        addressRegion: 'QLD',
        postalCode: '4006',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -27.4436, longitude: 153.0441 },
    })
    expect(data).not.toHaveProperty('aggregateRating')
  })

  it('groups days with the same hours, Monday first, and leaves closed days out', () => {
    expect(weeklyOpeningHoursSpecification(openingHours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '08:30',
        closes: '17:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '08:00', closes: '12:00' },
    ])
    expect(weeklyOpeningHoursSpecification([{ weekday: 1, status: 'Open', open: 'late', close: '17:00' }])).toEqual([])
    expect(weeklyOpeningHoursSpecification(null)).toEqual([])
  })

  it('carries special hours with validFrom and validThrough; a closed date is 00:00 to 00:00', () => {
    const special = upcomingSpecialHours(location, new Date('2026-12-01T00:00:00Z'))
    expect(specialOpeningHoursSpecification(special)).toEqual([
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-12-25', validThrough: '2026-12-25' },
      { '@type': 'OpeningHoursSpecification', opens: '09:00', closes: '13:00', validFrom: '2026-12-31', validThrough: '2026-12-31' },
    ])
    const data = locationJsonLd(location, { url, specialHours: special }) as { openingHoursSpecification: unknown[] }
    expect(data.openingHoursSpecification).toHaveLength(4)
  })

  it('adds the aggregate rating only when the page shows it', () => {
    expect(locationJsonLd(location, { url, rating: { average: 4.66, count: 1284 } }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 1284,
      bestRating: 5,
      worstRating: 1,
    })
    expect(locationJsonLd(location, { url, rating: null })).not.toHaveProperty('aggregateRating')
  })

  it('states no position, phone or hours it does not have, and survives a script tag', () => {
    const data = locationJsonLd(
      { name: 'Parts </script><script>x', address: { street: '4 Peisley Street', city: 'Orange', state: 'NSW', postcode: '2800' } },
      { url, telephone: ' ' },
    )
    expect(data).not.toHaveProperty('geo')
    expect(data).not.toHaveProperty('telephone')
    expect(data).not.toHaveProperty('openingHoursSpecification')
    expect(jsonLdScript(data)).not.toContain('</script>')
    expect(JSON.parse(jsonLdScript(data)).name).toBe('Parts </script><script>x')
  })
})
