import { describe, expect, it } from 'vitest'

import { listingFinance } from './listing-finance'
import { DEFAULT_VEHICLE_BUTTONS, vehicleButtons, type VehicleButton } from './vehicle-buttons'
import { vehiclePageView, type CarForVehiclePage, type VehiclePageSettings } from './vehicle-page'

const now = new Date('2026-11-23T02:00:00Z')

const car = (fields: Partial<CarForVehiclePage> = {}): CarForVehiclePage => ({
  id: '101',
  slug: '2022-toyota-corolla-ascent-sport-101',
  name: '2022 Toyota Corolla Ascent Sport',
  make: 'Toyota',
  model: 'Corolla',
  year: 2022,
  car_type: 'used',
  status: 'in_stock',
  price: 27_990,
  km: 41_250,
  simple_fuel: 'Petrol',
  simple_transmission: 'automatic',
  simple_body: 'hatch',
  images: [1, 2, 3, 4, 5].map((n) => ({ image: { url: `/demo-stock/hatch-white-${n}.webp`, thumb: { url: `/demo-stock/hatch-white-${n}.webp?w=200` } } })),
  ...fields,
})

const settings = (fields: Partial<VehiclePageSettings> = {}): VehiclePageSettings => ({
  now,
  financeEstimateOnCards: true,
  showViewsCount: false,
  buttons: DEFAULT_VEHICLE_BUTTONS,
  buttonContext: { phone: '0731234567', hasLocation: true },
  ...fields,
})

describe('vehicle page buttons (spec §2 sidebar, §4 availability and reserve, §5 trade-in/history report)', () => {
  const all = ['enquire', 'test-drive', 'trade-in', 'finance', 'reserve', 'online-purchase', 'call', 'chat', 'whatsapp', 'history-report', 'location', 'reserve-car-now', 'call-now'] as VehicleButton[]

  it('keeps the site order and drops buttons the dealer cannot back (no file, no WhatsApp, no chat)', () => {
    expect(vehicleButtons(car(), all, { phone: '0731234567', hasLocation: true })).toEqual(['enquire', 'test-drive', 'trade-in', 'finance', 'reserve', 'online-purchase', 'call', 'location', 'reserve-car-now', 'call-now'])
    expect(vehicleButtons(car({ file: '/reports/101.pdf' }), ['history-report', 'whatsapp', 'chat'], { whatsappNumber: '0400000000', chatUrl: 'https://chat.example' })).toEqual(['history-report', 'whatsapp', 'chat'])
  })

  it('a sold car gets no buttons: Find Me Something Similar replaces them (spec §4)', () => {
    expect(vehicleButtons(car({ status: 'sold', sold: true }), all, { phone: '0731234567' })).toEqual([])
  })

  it('a test-drive-only car cannot be reserved or bought online (spec §4)', () => {
    expect(vehicleButtons(car({ tag: 'Test Drive Only' }), ['reserve', 'online-purchase', 'reserve-car-now', 'test-drive'], {})).toEqual(['test-drive'])
  })

  it('a coming-soon car cannot be test driven, so finance shows instead, once (spec §4)', () => {
    expect(vehicleButtons(car({ status: 'coming_soon' }), ['test-drive', 'enquire'], {})).toEqual(['finance', 'enquire'])
    expect(vehicleButtons(car({ status: 'coming_soon' }), ['finance', 'test-drive'], {})).toEqual(['finance'])
  })
})

describe('listing finance (spec §4 finance-estimate eligibility, §5 finance box, §9 estimate)', () => {
  it('uses the lender weekly figure when the finance box applies', () => {
    const lender = { interestRate: 8.99, comparisonRate: 9.87, paymentWeek: 101.2 }
    expect(listingFinance(car({ finance_lenders: { angle: lender } }), { provider: 'angle', estimateEnabled: true, now })).toEqual({ kind: 'lender', weekly: 102, lender })
  })

  it('falls back to the 5-year weekly estimate at the default rate, only for in-stock unreserved cars over $200', () => {
    const estimate = listingFinance(car(), { provider: 'angle', estimateEnabled: true, now })
    expect(estimate).toMatchObject({ kind: 'estimate', termYears: 5, interestRate: 10 })
    expect(estimate!.weekly).toBeGreaterThan(27_990 / 260)
    expect(listingFinance(car(), { estimateEnabled: false, now })).toBeNull()
    expect(listingFinance(car({ reserved: true }), { estimateEnabled: true, now })).toBeNull()
    expect(listingFinance(car({ price: 150 }), { estimateEnabled: true, now })).toBeNull()
  })
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

  it('spec rows hide empty, null and "null" values; Featured starts with kilometres (spec §3 spec lists, §5)', () => {
    const view = vehiclePageView(car({ colour: 'null', vin: '', stocknum: 'U1234', variant: { fuelconsumptioncombined: 6.4, vehiclelength: null, torque: 200 } }), settings())
    expect(view.specs.featured[0]).toEqual({ label: 'Kilometres', value: '41,250 km' })
    const labels = [...view.specs.featured, ...view.specs.specifications, ...view.specs.summary].map((r) => r.label)
    expect(labels).toContain('Stock no.')
    expect(labels).not.toContain('VIN')
    expect(labels).not.toContain('Exterior colour')
    expect(labels).not.toContain('Length')
    expect(view.specs.specifications).toContainEqual({ label: 'Fuel consumption (combined)', value: '6.4 L/100km' })
    expect(view.specsShownFirst).toBe(4)
    expect(view.featuresShownFirst).toBe(8)
  })

  it('registration line: expires in the future, else Unregistered; nothing without rego data (spec §4 registration)', () => {
    expect(vehiclePageView(car({ regplate: 'ABC123', rego_expiry: '2027-03-01' }), settings()).registration).toBe('Expires on 01/03/2027')
    expect(vehiclePageView(car({ regplate: 'ABC123', rego_expiry: '2025-03-01' }), settings()).registration).toBe('Unregistered')
    expect(vehiclePageView(car(), settings()).registration).toBeNull()
  })

  it('caravan sizes in feet show in metres (spec §9: 1 ft = 0.3048 m)', () => {
    const view = vehiclePageView(car({ item_type: 'caravan', caravan: { body_length: 20, body_width: 7.5, sleeps: 4, axle_type: null } }), settings())
    expect(view.caravan).toEqual([
      { label: 'Body length', value: '6.1 m (20 ft)' },
      { label: 'Body width', value: '2.29 m (7.5 ft)' },
      { label: 'Sleeps', value: '4' },
    ])
  })

  it('gallery: thumbnails only with more than 3 images, video second, then the custom slide (spec §2, §9)', () => {
    const view = vehiclePageView(car({ video_url: '/videos/101.mp4' }), settings({ customSlide: { image: '/media/finance.webp', href: '/finance', alt: 'Finance offer' } }))
    expect(view.gallery.slides.map((s) => s.kind)).toEqual(['image', 'video', 'custom', 'image', 'image', 'image', 'image'])
    expect(view.gallery.thumbnails).toBe(true)
    const three = vehiclePageView(car({ images: car().images!.slice(0, 3) }), settings())
    expect(three.gallery.thumbnails).toBe(false)
  })

  it('a car without photos gets the not-found placeholder slide (spec §8)', () => {
    expect(vehiclePageView(car({ images: [] }), settings()).gallery.slides).toEqual([{ kind: 'image', src: null, thumb: null, alt: '2022 Toyota Corolla Ascent Sport' }])
  })

  it('media starts in the spin view when the car has frames, unless the site starts in the gallery (spec §4 spin view)', () => {
    const spinning = car({ spin_images: Array.from({ length: 24 }, (_, i) => `/demo-stock/spin-${i}.webp`), spin_interior_image: '/demo-stock/interior.webp' })
    expect(vehiclePageView(spinning, settings()).media).toEqual({ views: ['spin', 'gallery', 'interior'], start: 'spin' })
    expect(vehiclePageView(spinning, settings({ spinStartsInGallery: true })).media.start).toBe('gallery')
    expect(vehiclePageView(car(), settings()).media).toEqual({ views: ['gallery'], start: 'gallery' })
  })

  it('fuel calculator hidden for electric cars, uses the car consumption otherwise (spec §5, §9)', () => {
    expect(vehiclePageView(car({ simple_fuel: 'Electric' }), settings()).fuelCalculator).toBeNull()
    expect(vehiclePageView(car({ variant: { fuelconsumptioncombined: 5.8 } }), settings()).fuelCalculator).toEqual({ litresPer100km: 5.8 })
  })

  it('finance calculator starts on the vehicle price and the lender figures, kept inside the site bounds (spec §5, §9)', () => {
    const lender = { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 120, deposit: 2000, disclaimer: 'Example disclaimer.' }
    const view = vehiclePageView(car({ finance_lenders: { angle: lender } }), settings({ financeProvider: 'angle', defaultTermYears: 6, calculator: { maxTermYears: 5 } }))
    expect(view.financeCalculator.start).toMatchObject({ purchasePrice: 27_990, interestRate: 8.5, deposit: 2000, termYears: 5 })
    expect(view.financeCalculator.bounds.purchasePrice.min).toBe(5000) // Angle's minimum
    expect(view.financeCalculator.disclaimer).toBe('Example disclaimer.')
  })

  it('views only when the site shows them; market badge when more than $499 under the average (spec §5)', () => {
    expect(vehiclePageView(car({ views: 12 }), settings()).views).toBeNull()
    expect(vehiclePageView(car({ views: 12 }), settings({ showViewsCount: true })).views).toBe(12)
    expect(vehiclePageView(car({ autograb_data: { state_average_market_price: 29_000 } }), settings()).marketBadge).toEqual({ average: 29_000, below: 1010 })
    expect(vehiclePageView(car({ autograb_data: { state_average_market_price: 28_400 } }), settings()).marketBadge).toBeNull()
  })
})
