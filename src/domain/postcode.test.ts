import { describe, expect, it } from 'vitest'

import table from './data/au-postcodes.json'
import { EARTH_RADIUS_KM } from './geo'
import { distanceKm, postcodeLocation, validatePostcodeField } from './postcode'
import { POSTCODE_MAX_LENGTH } from './postcode-field'

describe('postcode field in forms (spec §5 "Postcode field")', () => {
  it('accepts exactly 4 digits', () => {
    expect(validatePostcodeField('4000')).toBeNull()
    expect(validatePostcodeField(' 0800 ')).toBeNull()
    expect(POSTCODE_MAX_LENGTH).toBe(4)
  })

  it('rejects empty, short, long and non-digit input with the one message', () => {
    for (const value of ['', null, undefined, '400', '40000', '40a0', '4 00']) {
      expect(validatePostcodeField(value)).toBe('Invalid postcode. Please enter a 4-digit number.')
    }
  })
})

describe('postcode to latitude and longitude (spec §7 geocoding, from the shipped data set)', () => {
  it('places capital-city postcodes in their city', () => {
    // Within the data set's own precision: its Darwin point sits about 10 km out of the city centre.
    const near = (postcode: string, lat: number, long: number) => {
      const location = postcodeLocation(postcode)!
      expect(distanceKm(location, { lat, long }), postcode).toBeLessThan(postcode === '0800' ? 12 : 5)
    }
    near('2000', -33.8688, 151.2093) // Sydney
    near('3000', -37.8136, 144.9631) // Melbourne
    near('4000', -27.4698, 153.0251) // Brisbane
    near('5000', -34.9285, 138.6007) // Adelaide
    near('6000', -31.9523, 115.8613) // Perth
    near('7000', -42.8821, 147.3272) // Hobart
    near('0800', -12.4634, 130.8456) // Darwin
    near('2600', -35.3075, 149.1244) // Canberra
  })

  it('gives the state', () => {
    expect(postcodeLocation('4000')).toMatchObject({ postcode: '4000', state: 'QLD' })
    expect(postcodeLocation('0800')?.state).toBe('NT')
    expect(postcodeLocation('2600')?.state).toBe('ACT')
  })

  it('returns null for unknown or malformed postcodes, including object keys', () => {
    expect(postcodeLocation('0000')).toBeNull()
    expect(postcodeLocation('9999')?.state).toBe('VIC') // the North Pole (letters to Santa) is a real postcode
    expect(postcodeLocation('toString')).toBeNull()
    expect(postcodeLocation('')).toBeNull()
  })

  it('ships a compact, well-formed table: one entry per postcode, 4 decimals, a state', () => {
    const entries = Object.entries(table.postcodes)
    expect(entries.length).toBeGreaterThan(3000)
    expect(JSON.stringify(table).length).toBeLessThan(150 * 1024)
    const states = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])
    for (const [postcode, entry] of entries) {
      expect(postcode).toMatch(/^\d{4}$/)
      const [lat, long, state] = entry as unknown as [number, number, string]
      expect(lat >= -44 && lat <= -9 && long >= 96 && long <= 169, postcode).toBe(true)
      expect(Math.round(lat * 1e4) / 1e4).toBe(lat)
      expect(states.has(state), postcode).toBe(true)
    }
  })
})

describe('great-circle distance (spec §9 "Earth radius 6371 km")', () => {
  it('uses the 6371 km radius', () => {
    expect(EARTH_RADIUS_KM).toBe(6371)
    // A quarter of the equator.
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 0, long: 90 })).toBeCloseTo((Math.PI / 2) * 6371, 6)
  })

  it('measures Sydney to Melbourne at about 713 km', () => {
    expect(distanceKm({ lat: -33.8688, long: 151.2093 }, { lat: -37.8136, long: 144.9631 })).toBeCloseTo(713.4, 0)
  })

  it('is zero for the same point and symmetric', () => {
    const a = { lat: -27.47, long: 153.03 }
    const b = { lat: -31.95, long: 115.86 }
    expect(distanceKm(a, a)).toBe(0)
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9)
  })
})
