import { describe, expect, it } from 'vitest'

import { DEFAULT_TEXTS } from '@/domain/texts'

import { PRINT_COMMENTS_LIMIT, PRINT_FEATURES, vehiclePrintSheet, type CarForPrintSheet, type PrintSheetOptions } from './vehicle-print-sheet'

const now = new Date('2026-11-24T01:00:00Z')
const car = (fields: Partial<CarForPrintSheet> = {}): CarForPrintSheet => ({
  slug: '2021-toyota-corolla-ascent-sport',
  name: '2021 Toyota Corolla Ascent Sport',
  year: 2021,
  price: 25_990,
  price_type: 'Drive Away',
  km: 42_150,
  simple_transmission: 'Automatic',
  simple_body: 'Hatch',
  simple_fuel: 'Petrol',
  colour: 'Glacier White',
  stocknum: 'U1234',
  vin: 'JTNK4RBE503123456',
  regplate: '123ABC',
  images: [{ image: { url: '/demo-stock/hatch-white-side.webp' } }, { image: { url: '/demo-stock/hatch-white-front.webp' } }],
  ...fields,
})
const options = (extra: Partial<PrintSheetOptions> = {}): PrintSheetOptions => ({
  siteName: 'Harbour City Auto Group',
  pageUrl: 'https://harbourcityauto.com.au/cars/2021-toyota-corolla-ascent-sport',
  now,
  ...extra,
})
const value = (sheet: ReturnType<typeof vehiclePrintSheet>, label: string) => sheet.details.find((row) => row.label === label)?.value

describe('vehiclePrintSheet (spec §2 print page, §7 Print PDF for a slug)', () => {
  it('prints the key details with formatted values, in order', () => {
    const sheet = vehiclePrintSheet(car(), options())
    expect(sheet.title).toBe('2021 Toyota Corolla Ascent Sport')
    expect(sheet.details.map((row) => row.label)).toEqual([
      'Year',
      'Kilometres',
      'Transmission',
      'Body type',
      'Fuel type',
      'Colour',
      'Stock no.',
      'VIN',
      'Registration',
    ])
    expect(value(sheet, 'Kilometres')).toBe('42,150 km')
    expect(value(sheet, 'Year')).toBe('2021')
    expect(sheet.photo).toBe('/demo-stock/hatch-white-side.webp')
    expect(sheet.url).toBe('https://harbourcityauto.com.au/cars/2021-toyota-corolla-ascent-sport')
    expect(sheet.generated).toBe('Generated on 24/11/2026')
  })

  it('hides rows whose value is empty, null or the text "null" (spec §2 spec rows)', () => {
    const sheet = vehiclePrintSheet(car({ colour: 'null', vin: null, stocknum: '  ', regplate: undefined, simple_fuel: 'NULL' }), options())
    expect(sheet.details.map((row) => row.label)).toEqual(['Year', 'Kilometres', 'Transmission', 'Body type'])
  })

  it('prints a km of 0 (a new car) but not a missing km', () => {
    expect(value(vehiclePrintSheet(car({ km: 0 }), options()), 'Kilometres')).toBe('0 km')
    expect(value(vehiclePrintSheet(car({ km: null }), options()), 'Kilometres')).toBeUndefined()
  })

  it('prints the registration expiry as the vehicle page says it (spec §4 Registration)', () => {
    expect(value(vehiclePrintSheet(car({ rego_expiry: '2027-03-01' }), options()), 'Rego expiry')).toBe('Expires on 01/03/2027')
    expect(value(vehiclePrintSheet(car({ rego_expiry: '2026-01-01' }), options()), 'Rego expiry')).toBe('Unregistered')
  })

  describe('price lines (spec §4 Price display order)', () => {
    it('a list price with its drive-away wording', () => {
      expect(vehiclePrintSheet(car(), options()).priceLines).toEqual([{ kind: 'price', text: '$25,990', label: 'Drive Away' }])
    })

    it('a was-price when before_price exceeds the price', () => {
      expect(vehiclePrintSheet(car({ before_price: 28_990 }), options()).priceLines).toEqual([
        { kind: 'price', text: '$25,990', label: 'Drive Away' },
        { kind: 'was', text: '$28,990', label: 'Was' },
      ])
    })

    it('a reduced price with the list price struck through first, and no second was line', () => {
      expect(vehiclePrintSheet(car({ offer_price: 23_990, before_price: 28_990 }), options()).priceLines).toEqual([
        { kind: 'struckThrough', text: '$25,990', label: null },
        { kind: 'price', text: '$23,990', label: 'Drive Away' },
      ])
    })

    it('no price: the site no-price text and no price type', () => {
      expect(vehiclePrintSheet(car({ price: 0 }), options()).priceLines).toEqual([{ kind: 'price', text: 'Enquire for price.', label: null }])
      expect(vehiclePrintSheet(car({ price: null }), options({ noPriceText: 'Call us' })).priceLines[0]?.text).toBe('Call us')
      expect(
        vehiclePrintSheet(car({ price: null, preorder: true }), options({ texts: { ...DEFAULT_TEXTS, preorder: 'Pre-order now' } })).priceLines[0]?.text,
      ).toBe('Pre-order now')
    })

    it('a subscription price when the dealership offers subscriptions, without the drive-away wording', () => {
      expect(vehiclePrintSheet(car({ subscription_price: 189 }), options({ offersSubscription: true })).priceLines).toEqual([
        { kind: 'price', text: '$189', label: null },
      ])
      expect(vehiclePrintSheet(car({ subscription_price: 189 }), options()).priceLines[0]?.text).toBe('$25,990')
    })
  })

  it('prints caravan lengths in metres (spec §9: 1 ft = 0.3048 m)', () => {
    const sheet = vehiclePrintSheet(
      car({ item_type: 'caravan', caravan: { body_length: 21, body_width: 7.5, tare_weight: 2450, sleeps: 4, axle_type: 'null' } }),
      options(),
    )
    expect(sheet.caravan).toEqual([
      { label: 'Body length', value: '6.4 m (21 ft)' },
      { label: 'Body width', value: '2.29 m (7.5 ft)' },
      { label: 'Tare weight', value: '2,450 kg' },
      { label: 'Sleeps', value: '4' },
    ])
    expect(vehiclePrintSheet(car(), options()).caravan).toEqual([])
  })

  it('prints the first 12 features, skipping empty ones', () => {
    const features = ['', 'null', ...Array.from({ length: 20 }, (_, i) => ` Feature ${i + 1} `)]
    const sheet = vehiclePrintSheet(car({ standardEquipment: features }), options())
    expect(sheet.features).toHaveLength(PRINT_FEATURES)
    expect(sheet.features[0]).toBe('Feature 1')
    expect(sheet.features.at(-1)).toBe('Feature 12')
  })

  it('prints dealer comments whole up to the print limit, and none when there are none', () => {
    expect(vehiclePrintSheet(car({ dealercomments: '  One owner, full service history.  ' }), options()).comments).toBe('One owner, full service history.')
    const long = vehiclePrintSheet(car({ dealercomments: 'x'.repeat(PRINT_COMMENTS_LIMIT + 50) }), options()).comments!
    expect(long).toHaveLength(PRINT_COMMENTS_LIMIT + 3)
    expect(long.endsWith('...')).toBe(true)
    expect(vehiclePrintSheet(car({ dealercomments: 'null' }), options()).comments).toBeNull()
  })

  it('formats the dealer phone as shoppers see it (spec §9 Phone display)', () => {
    const sheet = vehiclePrintSheet(
      car(),
      options({ dealer: { name: 'Harbour City Kia Newstead', address: '48 Breakfast Creek Road, Newstead QLD 4006', phone: '+61738524100' } }),
    )
    expect(sheet.dealer).toEqual({
      name: 'Harbour City Kia Newstead',
      address: '48 Breakfast Creek Road, Newstead QLD 4006',
      phone: '07 3852 4100',
      phoneHref: 'tel:0738524100',
    })
    expect(vehiclePrintSheet(car(), options({ dealer: { name: 'Yard', phone: '' } })).dealer).toEqual({
      name: 'Yard',
      address: null,
      phone: null,
      phoneHref: null,
    })
    expect(vehiclePrintSheet(car(), options()).dealer).toBeNull()
  })

  it('falls back to the primary image URL, and to no photo', () => {
    expect(vehiclePrintSheet(car({ images: [], primary_image_url: 'https://cdn.example.com/a.jpg' }), options()).photo).toBe('https://cdn.example.com/a.jpg')
    expect(vehiclePrintSheet(car({ images: null, primary_image_url: null }), options()).photo).toBeNull()
  })
})
