import { describe, expect, it } from 'vitest'

import { carFinanceCalculator } from './car-finance-calculator'
import { DEFAULT_VEHICLE_BUTTONS } from './vehicle-buttons'
import { vehiclePageView, type VehiclePageSettings } from './vehicle-page'
import { testCar as car, now } from './vehicle-page.test-data'
import { vehicleGallery, vehicleMediaViews } from './vehicle-page-media'
import { caravanSpecRows, vehicleSpecLists } from './vehicle-page-specs'

const settings = (fields: Partial<VehiclePageSettings> = {}): VehiclePageSettings => ({
  now,
  financeEstimateOnCards: true,
  showViewsCount: false,
  buttons: DEFAULT_VEHICLE_BUTTONS,
  buttonContext: { phone: '0731234567', hasLocation: true },
  ...fields,
})

describe('vehiclePageView', () => {
  it('a sold car shows the SOLD notice and tag and no buttons (spec §4 availability)', () => {
    const view = vehiclePageView(car({ status: 'sold', sold: true }), settings())
    expect(view.soldNotice?.title).toBe('SOLD')
    expect(view.tag?.label).toBe('SOLD')
    expect(view.buttons).toEqual([])
    expect(view.finance).toBeNull()
  })

  it('price block: reduced price with the list price struck through, drive-away wording from price_type (spec §4 price display)', () => {
    const view = vehiclePageView(car({ price: 30_990, offer_price: 28_990, before_price: 32_000, price_type: 'drive_away' }), settings())
    expect(view.price).toMatchObject({ kind: 'reduced', text: '$28,990', struckThrough: '$30,990' })
    expect(view.priceType).toBe('Drive Away')
    expect(vehiclePageView(car({ price: null, price_type: 'drive_away' }), settings()).priceType).toBeNull()
  })

  it('shows 4 spec rows and 8 features before Show All (spec §9)', () => {
    const view = vehiclePageView(car(), settings())
    expect(view.specsShownFirst).toBe(4)
    expect(view.featuresShownFirst).toBe(8)
  })

  it('cuts dealer comments at 400 characters, and has none when the feed sends blanks (the page then says they are pending, spec §5)', () => {
    expect(vehiclePageView(car({ dealercomments: '  One owner, full service history.  ' }), settings())).toMatchObject({
      comments: 'One owner, full service history.',
      commentsLimit: 400,
    })
    expect(vehiclePageView(car({ dealercomments: '   ' }), settings()).comments).toBeNull()
    expect(vehiclePageView(car({ dealercomments: null }), settings()).comments).toBeNull()
  })

  it('takes the spec lists, caravan rows, media and finance calculator from their own rules, with the site settings', () => {
    const caravan = car({
      item_type: 'caravan',
      caravan: { body_length: 20, sleeps: 4 },
      regplate: 'ABC123',
      rego_expiry: '2027-03-01',
      video_url: '/videos/101.mp4',
      spin_images: ['/a.webp', '/b.webp'],
    })
    const site = settings({ customSlide: { image: '/media/finance.webp', alt: 'Finance offer' }, spinStartsInGallery: true, financeProvider: 'angle' })
    const view = vehiclePageView(caravan, site)
    expect(view.specs).toEqual(vehicleSpecLists(caravan, 'Expires on 01/03/2027'))
    expect(view.caravan).toEqual(caravanSpecRows(caravan.caravan))
    expect(view.gallery).toEqual(vehicleGallery(caravan, site.customSlide))
    expect(view.media).toEqual(vehicleMediaViews(caravan, true))
    expect(view.financeCalculator).toEqual(carFinanceCalculator(caravan, site))
  })

  it('registration line: expires in the future, else Unregistered; nothing without rego data (spec §4 registration)', () => {
    expect(vehiclePageView(car({ regplate: 'ABC123', rego_expiry: '2027-03-01' }), settings()).registration).toBe('Expires on 01/03/2027')
    expect(vehiclePageView(car({ regplate: 'ABC123', rego_expiry: '2025-03-01' }), settings()).registration).toBe('Unregistered')
    expect(vehiclePageView(car(), settings()).registration).toBeNull()
  })

  it('fuel calculator hidden for electric cars, uses the car consumption otherwise (spec §5, §9)', () => {
    expect(vehiclePageView(car({ simple_fuel: 'Electric' }), settings()).fuelCalculator).toBeNull()
    expect(vehiclePageView(car({ variant: { fuelconsumptioncombined: 5.8 } }), settings()).fuelCalculator).toEqual({ litresPer100km: 5.8 })
  })

  it('views only when the site shows them; market badge when more than $499 under the average (spec §5)', () => {
    expect(vehiclePageView(car({ views: 12 }), settings()).views).toBeNull()
    expect(vehiclePageView(car({ views: 12 }), settings({ showViewsCount: true })).views).toBe(12)
    expect(vehiclePageView(car({ autograb_data: { state_average_market_price: 29_000 } }), settings()).marketBadge).toEqual({ average: 29_000, below: 1010 })
    expect(vehiclePageView(car({ autograb_data: { state_average_market_price: 28_400 } }), settings()).marketBadge).toBeNull()
  })
})
