import { describe, expect, it } from 'vitest'

import { pickSimilarCars, similarPriceBand } from './similar-cars'

describe('similar-car price band (spec §9 "Similar cars")', () => {
  it('is plus or minus 10,000 under 50,000', () => {
    expect(similarPriceBand(30000)).toEqual({ min: 20000, max: 40000 })
    expect(similarPriceBand(49999)).toEqual({ min: 39999, max: 59999 })
    expect(similarPriceBand(5000)).toEqual({ min: 0, max: 15000 })
  })

  it('is plus or minus 25,000 from 50,000', () => {
    expect(similarPriceBand(50000)).toEqual({ min: 25000, max: 75000 })
  })
})

describe('similar cars kept (spec §7 "same model first, de-duplicated by id, first 6 kept", §9 in-stock only)', () => {
  const car = { id: 1, model: 'RAV4', status: 'in_stock' }
  const others = [
    { id: 2, model: 'Corolla', status: 'in_stock' },
    { id: 3, model: 'RAV4', status: 'in_stock' },
    { id: 3, model: 'RAV4', status: 'in_stock' },
    { id: 1, model: 'RAV4', status: 'in_stock' },
    { id: 4, model: 'rav4', status: 'sold' },
    { id: 5, model: 'HiLux', status: 'in_stock' },
    { id: 6, model: 'Camry', status: 'in_stock' },
    { id: 7, model: 'Yaris', status: 'in_stock' },
    { id: 8, model: 'Kluger', status: 'in_stock' },
    { id: 9, model: 'Prado', status: 'in_stock' },
  ]

  it('puts the same model first, drops duplicates, sold cars and the car itself, and keeps 6', () => {
    expect(pickSimilarCars(car, others).map((c) => c.id)).toEqual([3, 2, 5, 6, 7, 8])
    expect(pickSimilarCars(car, others, 2).map((c) => c.id)).toEqual([3, 2])
  })
})
