import { describe, expect, it } from 'vitest'

import { stockChangeOf } from './stock-changes'

const inStock = (price: number | null) => ({ price, status: 'in_stock' })

describe('stockChangeOf (issue 18: what a watched car or saved search hears about)', () => {
  it('a new car is added, unless it arrives already sold', () => {
    expect(stockChangeOf('c1', null, inStock(30000))).toEqual({ carId: 'c1', kind: 'added', priceBefore: null, priceAfter: 30000 })
    expect(stockChangeOf('c1', null, { price: 30000, status: 'sold' })).toBeNull()
  })

  it('a lower price is a drop; the same, a higher or a missing price is not', () => {
    expect(stockChangeOf('c1', inStock(30000), inStock(28500))).toMatchObject({ kind: 'price-drop', priceBefore: 30000, priceAfter: 28500 })
    expect(stockChangeOf('c1', inStock(30000), inStock(30000))).toBeNull()
    expect(stockChangeOf('c1', inStock(30000), inStock(31000))).toBeNull()
    expect(stockChangeOf('c1', inStock(null), inStock(20000))).toBeNull()
    expect(stockChangeOf('c1', inStock(30000), inStock(null))).toBeNull()
  })

  it('a car marked sold or removed from the feed is sold once; a sold car changing again is nothing', () => {
    expect(stockChangeOf('c1', inStock(30000), { price: 29000, status: 'sold' })).toMatchObject({ kind: 'sold', priceBefore: 30000 })
    expect(stockChangeOf('c1', inStock(30000), null)).toMatchObject({ kind: 'sold', priceAfter: null })
    expect(stockChangeOf('c1', { price: 30000, status: 'sold' }, { price: 25000, status: 'sold' })).toBeNull()
    expect(stockChangeOf('c1', { price: 30000, status: 'sold' }, null)).toBeNull()
  })
})
