import { describe, expect, it } from 'vitest'

import { newCarLeadRecord, orderedNewCar } from './new-car-order'

const hilux = {
  slug: 'hilux',
  name: 'HiLux',
  make: 'Toyota',
  variants: [
    { name: 'Workmate', fullName: 'Toyota HiLux Workmate', dapMinPrice: 33710 },
    { name: 'SR5', fullName: 'Toyota HiLux SR5', dapMinPrice: 61410 },
    { name: 'Rogue' },
  ],
}

describe('the new car ordered at /models/order-now (spec §2 "/models/order-now?model_id={slug}&model_name={name}&vehicle={full name}")', () => {
  it('orders the variant the link names by its full name', () => {
    expect(orderedNewCar(hilux, 'Toyota HiLux SR5')).toEqual({
      modelSlug: 'hilux',
      make: 'Toyota',
      model: 'HiLux',
      variant: 'SR5',
      name: 'Toyota HiLux SR5',
      price: 61410,
    })
  })

  it('matches the variant by its name or the model and variant, whatever the case and spacing', () => {
    expect(orderedNewCar(hilux, 'sr5').variant).toBe('SR5')
    expect(orderedNewCar(hilux, '  HiLux   Workmate ').variant).toBe('Workmate')
    expect(orderedNewCar(hilux, 'Toyota HiLux Rogue')).toMatchObject({ variant: 'Rogue', name: 'Toyota HiLux Rogue', price: null })
  })

  it("orders the model alone when the vehicle is missing or names none of its variants; the link's text is never shown", () => {
    expect(orderedNewCar(hilux, null)).toMatchObject({ variant: null, name: 'Toyota HiLux', price: null })
    expect(orderedNewCar(hilux, 'Free car <script>')).toMatchObject({ variant: null, name: 'Toyota HiLux' })
    expect(orderedNewCar({ ...hilux, variants: null }, 'Toyota HiLux SR5').variant).toBeNull()
  })

  it('names renamed numeric models as the site shows them (spec §9 "renamed models")', () => {
    expect(orderedNewCar({ slug: 'mazda3', name: '3', make: 'Mazda', variants: [{ name: 'G20 Evolve' }] }, 'Mazda3 G20 Evolve')).toMatchObject({
      variant: 'G20 Evolve',
      name: 'Mazda3 G20 Evolve',
    })
  })

  it('stores a new car with the make, the model and the variant as its badge', () => {
    expect(newCarLeadRecord(orderedNewCar(hilux, 'Toyota HiLux SR5'))).toEqual({ carType: 'new', make: 'Toyota', model: 'HiLux', badge: 'SR5', price: 61410 })
  })
})
