import { describe, expect, it } from 'vitest'

import { leadFormRoute, leadFormRouteFor, newCarOrderRoute } from './form-routes'

// The paths are the spec's (§2 routes), written out here rather than read from the route table, so a
// path dropped from or pointed elsewhere in the table fails.
describe('lead form routes (spec §2 routes, issue 8 "Forms")', () => {
  it.each([
    ['contact', 'contact'],
    ['book-test-drive', 'test-drive'],
    ['service', 'service'],
    ['vehicle-parts-and-accessories', 'parts'],
    ['careers', 'careers'],
  ] as const)('/%s opens the %s form with nothing prefilled', (path, form) => {
    expect(leadFormRoute(path, {})).toEqual({ form, car: null, locationRef: null, prefill: {} })
  })

  it.each(['finance', 'finance-enquiry', 'apply-for-finance', 'finance-pre-approval', 'instant-price'])(
    '/%s opens the finance enquiry (spec §2 finance pages)',
    (path) => {
      expect(leadFormRoute(path, {})).toEqual({ form: 'finance', car: null, locationRef: null, prefill: {} })
    },
  )

  it.each(['trade-in', 'sell-my-car', 'sell-your-car'])("/%s is the valuation flow's own page, not a two-step lead form (issue 20)", (path) => {
    expect(leadFormRoute(path, {})).toBeNull()
  })

  it('/contact-us/{location slug} opens Contact Us at that location (spec §2 "Contact Us at {location name}")', () => {
    expect(leadFormRoute('contact-us/harbour-city-auto-north', {})).toEqual({ form: 'contact', car: null, locationRef: 'harbour-city-auto-north', prefill: {} })
    expect(leadFormRoute('contact-us/perth2', { car_id: 'x', form: 'test-drive' })).toMatchObject({ form: 'contact', locationRef: 'perth2' })
  })

  it.each(['contact-us', 'contact-us/', 'contact-us/North_Yard', 'contact-us/a/b', 'contact-us/..'])('%s is no form page', (path) => {
    expect(leadFormRoute(path, {})).toBeNull()
  })

  it.each(['', 'about-us', 'contact/extra', 'Contact', '/contact', 'finance/', 'search', 'careers-at-ridgeline', 'success'])(
    'unknown path "%s" gives null',
    (path) => {
      expect(leadFormRoute(path, {})).toBeNull()
    },
  )

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    '/%s, a name every object has, is no form page (it opened a form of no known type)',
    (path) => {
      expect(leadFormRoute(path, {})).toBeNull()
      expect(leadFormRoute(path, { car_id: '4411' })).toBeNull()
    },
  )
})

describe('/contact?car_id=… opens the car forms without JavaScript (spec §2 vehicle page dialogs)', () => {
  it('opens the vehicle enquiry for the car', () => {
    expect(leadFormRoute('contact', { car_id: 'used-2019-mazda-cx-5-4411' })).toEqual({
      form: 'enquiry',
      car: { carId: 'used-2019-mazda-cx-5-4411' },
      locationRef: null,
      prefill: {},
    })
  })

  it.each(['request-photos', 'find-similar', 'test-drive', 'enquiry'] as const)('&form=%s opens that form for the car', (form) => {
    expect(leadFormRoute('contact', { car_id: '4411', form })).toMatchObject({ form, car: { carId: '4411' } })
  })

  it.each(['junk', '', 'careers', 'finance', 'contact', 'TEST-DRIVE', ' test-drive2'])('&form=%s falls back to the enquiry', (form) => {
    expect(leadFormRoute('contact', { car_id: '4411', form })).toMatchObject({ form: 'enquiry', car: { carId: '4411' } })
  })

  it('reads the first of repeated parameters and trims them', () => {
    expect(leadFormRoute('contact', { car_id: [' 4411 ', '9999'], form: ['test-drive', 'enquiry'] })).toMatchObject({
      form: 'test-drive',
      car: { carId: '4411' },
    })
  })

  it('without a car, /contact stays the general enquiry whatever form is asked for', () => {
    expect(leadFormRoute('contact', { form: 'test-drive' })).toEqual({ form: 'contact', car: null, locationRef: null, prefill: {} })
    expect(leadFormRoute('contact', { car_id: '   ', form: 'test-drive' })).toMatchObject({ form: 'contact', car: null })
    expect(leadFormRoute('contact', { car_id: [], form: 'test-drive' })).toMatchObject({ form: 'contact', car: null })
  })

  it('a finance link names its car by vin when it has no car_id (spec §2; /finance-enquiry?vin= showed no car)', () => {
    expect(leadFormRoute('finance-enquiry', { vin: 'knartbff0re124319' })).toEqual({
      form: 'finance',
      car: { vin: 'KNARTBFF0RE124319' },
      locationRef: null,
      prefill: {},
    })
    expect(leadFormRoute('finance-enquiry', { car_id: '4411', vin: 'KNARTBFF0RE124319' })).toMatchObject({ car: { carId: '4411' } })
  })

  it('other form pages keep their own form with a car_id (a finance enquiry about a car)', () => {
    expect(leadFormRoute('finance', { car_id: '4411', form: 'test-drive' })).toEqual({
      form: 'finance',
      car: { carId: '4411' },
      locationRef: null,
      prefill: {},
    })
    expect(leadFormRoute('book-test-drive', { car_id: '4411', form: 'enquiry' })).toMatchObject({ form: 'test-drive', car: { carId: '4411' } })
  })
})

describe('finance pages read preferredDealership and vehiclePriceBudget (spec §2 finance pages)', () => {
  it('prefills the budget as whole dollars and the dealership', () => {
    expect(leadFormRoute('apply-for-finance', { vehiclePriceBudget: '35000', preferredDealership: 'ridgeline-toyota' })).toEqual({
      form: 'finance',
      car: null,
      locationRef: null,
      prefill: { vehiclePriceBudget: '35000', preferredDealership: 'ridgeline-toyota' },
    })
  })

  it.each([
    ['25000.4', '25000'],
    ['25000.5', '25001'],
    ['19999.99', '20000'],
    [' 42000 ', '42000'],
    ['0', '0'],
  ])('rounds a budget of %s to %s', (budget, expected) => {
    expect(leadFormRoute('finance', { vehiclePriceBudget: budget })?.prefill).toEqual({ vehiclePriceBudget: expected })
  })

  it.each(['abc', '-5000', '$25,000', '25,000', '1e5', '25000.', '.5', '1234567890', '', '   ', 'Infinity', 'NaN'])(
    'ignores the junk budget "%s"',
    (budget) => {
      expect(leadFormRoute('finance-pre-approval', { vehiclePriceBudget: budget })?.prefill).toEqual({})
    },
  )

  it('ignores a blank dealership and reads the first of repeated values', () => {
    expect(leadFormRoute('finance', { preferredDealership: '  ' })?.prefill).toEqual({})
    expect(leadFormRoute('instant-price', { preferredDealership: ['harbour-city-auto', 'other'], vehiclePriceBudget: ['30000', '99'] })?.prefill).toEqual({
      preferredDealership: 'harbour-city-auto',
      vehiclePriceBudget: '30000',
    })
  })
})

describe('leadFormRouteFor: a Lead form block placed on any page (issue 8 "Marketers can edit each form")', () => {
  it('takes the car and prefill from the query parameters, never a location', () => {
    expect(leadFormRouteFor('trade-in', { car_id: 'abc', vehiclePriceBudget: '12000.7', preferredDealership: 'd1', form: 'enquiry' })).toEqual({
      form: 'trade-in',
      car: { carId: 'abc' },
      locationRef: null,
      prefill: { vehiclePriceBudget: '12001', preferredDealership: 'd1' },
    })
    expect(leadFormRouteFor('careers', {})).toEqual({ form: 'careers', car: null, locationRef: null, prefill: {} })
  })
})

describe('/models/order-now opens the new-car order (spec §2 "/models/order-now?model_id={slug}&model_name={name}&vehicle={full name}")', () => {
  it('carries the model slug and the vehicle the link names', () => {
    expect(newCarOrderRoute({ model_id: 'hilux', model_name: 'HiLux', vehicle: 'Toyota HiLux SR5' })).toEqual({
      form: 'new-car-order',
      car: null,
      locationRef: null,
      prefill: {},
      model: { slug: 'hilux', vehicle: 'Toyota HiLux SR5' },
    })
  })

  it('orders the model alone without a vehicle, and reads the first of repeated parameters', () => {
    expect(newCarOrderRoute({ model_id: ' LandCruiser-300 ' })?.model).toEqual({ slug: 'landcruiser-300', vehicle: null })
    expect(newCarOrderRoute({ model_id: ['rav4', 'camry'], vehicle: ['Toyota RAV4 GX', 'x'] })?.model).toEqual({ slug: 'rav4', vehicle: 'Toyota RAV4 GX' })
  })

  it.each([{}, { model_id: '' }, { model_id: '  ' }, { model_id: '../admin' }, { model_id: 'a b' }, { model_name: 'HiLux' }])(
    'is no order without a model slug: %o',
    (params) => {
      expect(newCarOrderRoute(params)).toBeNull()
    },
  )

  it('is not a path of the catch-all pages (a model page would take /models/{slug})', () => {
    expect(leadFormRoute('models/order-now', { model_id: 'hilux' })).toBeNull()
  })
})
