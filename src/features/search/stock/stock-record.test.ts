import { describe, expect, it } from 'vitest'

import { stockCarSchema, validateStockFeed } from './stock-record'

const car = (overrides: Record<string, unknown> = {}) => ({
  id: 4411,
  slug: '2022-toyota-hilux-sr5-4x4',
  name: '2022 Toyota HiLux SR5 4x4',
  make: 'Toyota',
  model: 'HiLux',
  year: '2022',
  car_type: 'used',
  status: 'in_stock',
  price: 54990,
  km: '48210',
  vin: 'MR0HA3CD600123456',
  finance_lenders: { manual: { interestRate: 8.99, comparisonRate: 9.5, paymentWeek: 189 } },
  ...overrides,
})

describe('stock feed records (spec §3 "Car")', () => {
  it('accepts a feed car, coercing numeric strings and filling defaults', () => {
    const parsed = stockCarSchema.parse(car())
    expect(parsed).toMatchObject({ id: '4411', year: 2022, km: 48210, show_on_dealer_website: true, reserved: false, images: [], views: 0 })
    expect(parsed.finance_lenders.manual).toMatchObject({ interestRate: 8.99, balloon: 0 })
  })

  it('keeps fields the spec does not list, for adapters that need them', () => {
    expect(stockCarSchema.parse(car({ dms_reference: 'A-77' }))).toMatchObject({ dms_reference: 'A-77' })
  })

  it('accepts null for optional fields, as feeds send it', () => {
    expect(stockCarSchema.safeParse(car({ badge: null, variant: null, autograb_data: null })).success).toBe(true)
  })

  it('reports rejected records by index, field and reason and keeps the good ones', () => {
    const { cars, rejected } = validateStockFeed([car(), car({ id: 2, status: 'archived' }), car({ id: 3, vin: 'SHORT' }), 'not a car'])
    expect(cars.map((c) => c.id)).toEqual(['4411'])
    expect(rejected).toEqual([
      { index: 1, field: 'status', reason: expect.stringContaining('in_stock') },
      { index: 2, field: 'vin', reason: 'must be a 17-character VIN' },
      { index: 3, field: '(record)', reason: expect.any(String) },
    ])
  })

  it('uses the spec postcode message for a private seller postcode', () => {
    const { rejected } = validateStockFeed([car({ private_postcode: '60' })])
    expect(rejected).toEqual([{ index: 0, field: 'private_postcode', reason: 'Invalid postcode. Please enter a 4-digit number.' }])
  })
})
