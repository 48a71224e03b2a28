import { describe, expect, it } from 'vitest'

import { DEFAULT_VEHICLE_BUTTONS, defaultVehicleButtons, vehicleButtons, type VehicleButton } from './vehicle-buttons'
import { testCar as car } from './vehicle-page.test-data'

describe('vehicle page buttons (spec §2 sidebar, §4 availability and reserve, §5 trade-in/history report)', () => {
  const all = [
    'enquire',
    'test-drive',
    'trade-in',
    'finance',
    'reserve',
    'online-purchase',
    'call',
    'chat',
    'whatsapp',
    'history-report',
    'location',
    'reserve-car-now',
    'call-now',
  ] as VehicleButton[]

  it('keeps the site order and drops buttons the dealer cannot back (no file, no WhatsApp, no chat)', () => {
    expect(vehicleButtons(car(), all, { phone: '0731234567', hasLocation: true })).toEqual([
      'enquire',
      'test-drive',
      'trade-in',
      'finance',
      'reserve',
      'online-purchase',
      'call',
      'location',
      'reserve-car-now',
      'call-now',
    ])
    expect(
      vehicleButtons(car({ file: '/reports/101.pdf' }), ['history-report', 'whatsapp', 'chat'], {
        whatsappNumber: '0400000000',
        chatUrl: 'https://chat.example',
      }),
    ).toEqual(['history-report', 'whatsapp', 'chat'])
  })

  it('a sold car gets no buttons: Find Me Something Similar replaces them (spec §4)', () => {
    expect(vehicleButtons(car({ status: 'sold', sold: true }), all, { phone: '0731234567' })).toEqual([])
  })

  it('a test-drive-only car cannot be reserved or bought online (spec §4)', () => {
    expect(vehicleButtons(car({ tag: 'Test Drive Only' }), ['reserve', 'online-purchase', 'reserve-car-now', 'test-drive'], {})).toEqual(['test-drive'])
  })

  it('a car a reservation holds offers no second reservation, but still enquiries (issue 19, spec §4)', () => {
    expect(vehicleButtons(car({ reserved: true }), ['reserve', 'online-purchase', 'reserve-car-now', 'enquire'], {})).toEqual(['enquire'])
  })

  it('a coming-soon car cannot be test driven, so finance shows instead, once (spec §4)', () => {
    expect(vehicleButtons(car({ status: 'coming_soon' }), ['test-drive', 'enquire'], {})).toEqual(['finance', 'enquire'])
    expect(vehicleButtons(car({ status: 'coming_soon' }), ['finance', 'test-drive'], {})).toEqual(['finance'])
  })
})

describe('defaultVehicleButtons (issue 41 item 2: the vehicle page offers what the cards offer)', () => {
  it('a site that takes reservations shows Reserve Now after the test drive; one that sells online shows Buy Online too', () => {
    expect(defaultVehicleButtons({ reservations: true, buyOnline: false })).toEqual([
      'enquire',
      'test-drive',
      'reserve',
      'trade-in',
      'finance',
      'call',
      'history-report',
      'location',
    ])
    expect(defaultVehicleButtons({ reservations: true, buyOnline: true }).slice(2, 4)).toEqual(['reserve', 'online-purchase'])
    expect(defaultVehicleButtons({ reservations: false, buyOnline: true }).slice(2, 4)).toEqual(['reserve', 'online-purchase'])
  })

  it('a site without reservations keeps the standard set', () => {
    expect(defaultVehicleButtons({ reservations: false, buyOnline: false })).toEqual([...DEFAULT_VEHICLE_BUTTONS])
  })
})
