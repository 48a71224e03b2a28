import { describe, expect, it } from 'vitest'

import { DEFAULT_SEARCHABLE_FIELDS, gearboxOf, readSearchableFields, searchableAttributesFor, seatsText } from './search-attributes'

describe('what shoppers search by (issue 40)', () => {
  it('looks in the title first and the VIN last, through make, model, badge, body, fuel, transmission, drive, colour, seats, location and stock number', () => {
    expect(searchableAttributesFor(DEFAULT_SEARCHABLE_FIELDS)).toEqual([
      'unordered(name)',
      'unordered(make)',
      'unordered(model)',
      'unordered(badge)',
      'unordered(series)',
      'unordered(body)',
      'unordered(categories)',
      'unordered(fuel)',
      'unordered(transmission)',
      'unordered(gearbox)',
      'unordered(drive)',
      'unordered(colour)',
      'unordered(seats_text)',
      'unordered(location_name)',
      'unordered(stocknum)',
      'unordered(vin)',
    ])
  })

  it("uses the site's own order, once each, and the standard order when it chose none", () => {
    expect(readSearchableFields(['stocknum', 'make', 'model', 'make'])).toEqual(['stocknum', 'make', 'model'])
    expect(searchableAttributesFor(readSearchableFields(['stocknum', 'transmission']))).toEqual([
      'unordered(stocknum)',
      'unordered(transmission)',
      'unordered(gearbox)',
    ])
    expect(readSearchableFields([])).toEqual(DEFAULT_SEARCHABLE_FIELDS)
    expect(readSearchableFields(null)).toEqual(DEFAULT_SEARCHABLE_FIELDS)
    // A field no longer offered (stored before a release removed it) is skipped, not searched.
    expect(readSearchableFields(['odometer', 'toString', 'model'])).toEqual(['model'])
  })
})

describe('words a car carries for shoppers', () => {
  it('a 7-seater says "7 seats", so "7 seater" finds it through seater = seats', () => {
    expect(seatsText(7)).toBe('7 seats')
    expect(seatsText(0)).toBeNull()
    expect(seatsText(null)).toBeNull()
  })

  it.each([
    ['Automatic', 'Automatic'],
    ['6 SP AUTOMATIC', 'Automatic'],
    ['Auto', 'Automatic'],
    ['Constant Variable', 'Automatic'],
    ['CVT', 'Automatic'],
    ['7 Speed Dual Clutch', 'Automatic'],
    ['Reduction Gear', 'Automatic'],
    ['6 Speed Automated Manual', 'Automatic'],
    ['Manual', 'Manual'],
    ['5 Speed Manual', 'Manual'],
    ['6 SP MAN', 'Manual'],
    ['', null],
    [null, null],
  ])('a gearbox the feed calls %j is found as %j', (transmission, gearbox) => {
    expect(gearboxOf(transmission)).toBe(gearbox)
  })
})
