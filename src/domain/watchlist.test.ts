import { describe, expect, it } from 'vitest'

import { showsWatchlistSave, watchedCarNow } from './watchlist'

describe('watchlist (spec §4 "Watchlist"; issue 18 my garage)', () => {
  it('Save is hidden on a sold car unless it is already saved', () => {
    expect(showsWatchlistSave({ status: 'in_stock' }, false)).toBe(true)
    expect(showsWatchlistSave({ status: 'sold' }, false)).toBe(false)
    expect(showsWatchlistSave({ status: 'sold' }, true)).toBe(true)
  })

  it('compares the price now with the price when saved', () => {
    expect(watchedCarNow(30000, { price: 28000, status: 'in_stock' })).toEqual({ state: 'available', price: 28000, drop: 2000, rise: null })
    expect(watchedCarNow(30000, { price: 31000, status: 'in_stock' })).toEqual({ state: 'available', price: 31000, drop: null, rise: 1000 })
    expect(watchedCarNow(null, { price: 31000, status: 'coming_soon' })).toMatchObject({ drop: null, rise: null })
  })

  it('a reserved car is reserved; a sold or delisted car is sold', () => {
    expect(watchedCarNow(30000, { price: 30000, status: 'in_stock', reserved: true }).state).toBe('reserved')
    expect(watchedCarNow(30000, { price: 30000, status: 'sold' }).state).toBe('sold')
    expect(watchedCarNow(30000, null)).toEqual({ state: 'sold', price: null, drop: null, rise: null })
  })
})
