import { describe, expect, it } from 'vitest'

import { testCar as car } from './vehicle-page.test-data'
import { caravanSpecRows, vehicleSpecLists } from './vehicle-page-specs'

describe('vehicle spec lists', () => {
  it('spec rows hide empty, null and "null" values; Featured starts with kilometres (spec §3 spec lists, §5)', () => {
    const specs = vehicleSpecLists(
      car({ colour: 'null', vin: '', stocknum: 'U1234', variant: { fuelconsumptioncombined: 6.4, vehiclelength: null, torque: 200 } }),
      null,
    )
    expect(specs.featured[0]).toEqual({ label: 'Kilometres', value: '41,250 km' })
    const labels = [...specs.featured, ...specs.specifications, ...specs.summary].map((r) => r.label)
    expect(labels).toContain('Stock no.')
    expect(labels).not.toContain('VIN')
    expect(labels).not.toContain('Exterior colour')
    expect(labels).not.toContain('Length')
    expect(specs.specifications).toContainEqual({ label: 'Fuel consumption (combined)', value: '6.4 L/100km' })
  })

  it('caravan sizes in feet show in metres (spec §9: 1 ft = 0.3048 m)', () => {
    expect(caravanSpecRows({ body_length: 20, body_width: 7.5, sleeps: 4, axle_type: null })).toEqual([
      { label: 'Body length', value: '6.1 m (20 ft)' },
      { label: 'Body width', value: '2.29 m (7.5 ft)' },
      { label: 'Sleeps', value: '4' },
    ])
  })
})
