import { describe, expect, it } from 'vitest'

import { COMPARE_TABLE_TEXTS, compareRows, parseCompareSlugs, type CarForCompare } from './compare-table'

describe('parseCompareSlugs (/compare?cars=, spec §1 "compare ... cars"; junk never a 500)', () => {
  it('reads up to three distinct slugs in the order given', () => {
    expect(parseCompareSlugs('2021-kia-cerato-u1,2019-mazda-3-u2')).toEqual(['2021-kia-cerato-u1', '2019-mazda-3-u2'])
    expect(parseCompareSlugs('a,b,c,d,e')).toEqual(['a', 'b', 'c'])
    expect(parseCompareSlugs('a,a,b,a')).toEqual(['a', 'b'])
  })

  it('ignores empty parts, spaces, upper case and anything that is not a slug', () => {
    expect(parseCompareSlugs(' a , ,B-2,../etc/passwd,<script>,a--b,-c,d-,ok-1')).toEqual(['a', 'b-2', 'ok-1'])
    expect(parseCompareSlugs(`${'x'.repeat(201)},y`)).toEqual(['y'])
  })

  it('takes a missing, repeated or odd parameter without throwing', () => {
    expect(parseCompareSlugs(undefined)).toEqual([])
    expect(parseCompareSlugs('')).toEqual([])
    expect(parseCompareSlugs(['a,b', 'c,d'])).toEqual(['a', 'b', 'c'])
    expect(parseCompareSlugs({ toString: () => 'a' })).toEqual([])
    expect(parseCompareSlugs(','.repeat(100_000))).toEqual([])
  })
})

const cerato: CarForCompare = {
  slug: '2021-kia-cerato-s-u00001',
  name: '2021 Kia Cerato S',
  year: 2021,
  km: 48213,
  price: 24990,
  offer_price: 22990,
  price_type: 'Drive Away',
  simple_body: 'Hatch',
  simple_transmission: 'Automatic',
  trans: '6 Speed Automatic',
  simple_fuel: 'Petrol',
  simple_drive: 'FWD',
  drive: 'Front Wheel Drive',
  variant: { enginesize_litres: 2, cylinders: 4 },
  colour: 'Snow White Pearl',
  seats: 5,
  location_name: 'Harbour City Kia Newstead',
  stocknum: 'U00001',
}

const ranger: CarForCompare = {
  slug: '2019-ford-ranger-xlt-u00002',
  name: '2019 Ford Ranger XLT',
  year: 2019,
  km: null,
  price: null,
  simple_body: 'Ute',
  simple_transmission: 'Manual',
  simple_fuel: 'Diesel',
  seats: null,
  colour: '  ',
  city: 'Newstead',
}

describe('compareRows (the /compare table, spec §1 "compare ... cars", §4 price display, §9 formats)', () => {
  it('gives one cell per column in the columns’ order, in the table’s row order', () => {
    const rows = compareRows([cerato, ranger])
    expect(rows.map((row) => row.label)).toEqual([
      'Price',
      'Year',
      'Kilometres',
      'Body type',
      'Transmission',
      'Fuel type',
      'Drive type',
      'Engine',
      'Colour',
      'Seats',
      'Location',
      'Stock no.',
    ])
    const cells = Object.fromEntries(rows.map((row) => [row.key, row.cells.map((cell) => cell?.text ?? null)]))
    expect(cells).toEqual({
      price: ['$22,990', 'Enquire for price.'],
      year: ['2021', '2019'],
      km: ['48,213 km', null],
      body: ['Hatch', 'Ute'],
      transmission: ['6 Speed Automatic', 'Manual'],
      fuel: ['Petrol', 'Diesel'],
      drive: ['Front Wheel Drive', null],
      engine: ['2.0L 4 cyl', null],
      colour: ['Snow White Pearl', null],
      seats: ['5', null],
      location: ['Harbour City Kia Newstead', 'Newstead'],
      stocknum: ['U00001', null],
    })
  })

  it('shows the price as the card does: the reduced price with the list price struck through and the price type', () => {
    const [price] = compareRows([cerato])
    expect(price).toEqual({ key: 'price', label: 'Price', cells: [{ text: '$22,990', struckThrough: '$24,990', note: 'Drive Away' }] })
    const subscribed = compareRows([{ ...cerato, subscription_price: 199 }], { offersSubscription: () => true })[0]!
    expect(subscribed.cells[0]).toMatchObject({ text: '$199', struckThrough: null })
    const was = compareRows([{ ...ranger, price: 30000, before_price: 33000 }])[0]!
    expect(was.cells[0]).toEqual({ text: '$30,000', struckThrough: null, note: 'Was $33,000' })
  })

  it('leaves out rows no car has a value for', () => {
    const rows = compareRows([ranger])
    expect(rows.map((row) => row.key)).toEqual(['price', 'year', 'body', 'transmission', 'fuel', 'location'])
  })

  it('gives a car that is no longer available (null) an empty cell in every row', () => {
    const rows = compareRows([null, ranger])
    expect(rows.every((row) => row.cells.length === 2 && row.cells[0] === null)).toBe(true)
    expect(compareRows([null, null])).toEqual([])
    expect(COMPARE_TABLE_TEXTS.unavailable).toBe('This car is no longer available')
  })
})
