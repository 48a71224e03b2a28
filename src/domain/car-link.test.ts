import { describe, expect, it } from 'vitest'

import { readCarLink } from './car-link'

describe('the car a finance link names (spec §2 finance routes: car_id, or vin instead)', () => {
  it('names the car by its address from car_id, trimmed, the first of repeated values', () => {
    expect(readCarLink({ car_id: '2024-kia-seltos-sport-u00218' })).toEqual({ carId: '2024-kia-seltos-sport-u00218' })
    expect(readCarLink({ car_id: [' 4411 ', '9999'] })).toEqual({ carId: '4411' })
  })

  it('names the car by its VIN when there is no car_id, in any case and with spaces dropped', () => {
    expect(readCarLink({ vin: 'KNARTBFF0RE124319' })).toEqual({ vin: 'KNARTBFF0RE124319' })
    expect(readCarLink({ vin: ' knartbff0re 124319 ' })).toEqual({ vin: 'KNARTBFF0RE124319' })
  })

  it('takes car_id over vin when a link gives both', () => {
    expect(readCarLink({ car_id: 'used-2019-mazda-cx-5', vin: 'KNARTBFF0RE124319' })).toEqual({ carId: 'used-2019-mazda-cx-5' })
  })

  it('says a VIN no car could have was asked for (the page says that car is not listed), without a VIN to look up', () => {
    for (const vin of ['ABC', 'KNARTBFF0RE1243190', "KNA' OR 1=1", 'ÄÖÜ12345']) expect(readCarLink({ vin })).toEqual({ vin: null })
  })

  it('names no car without either, or with blank ones', () => {
    expect(readCarLink({})).toBeNull()
    expect(readCarLink({ car_id: '  ', vin: '' })).toBeNull()
    expect(readCarLink({ car_id: [] })).toBeNull()
    expect(readCarLink({ vehiclePriceBudget: '30000' })).toBeNull()
  })
})
