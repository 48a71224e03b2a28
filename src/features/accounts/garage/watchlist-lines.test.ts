import { describe, expect, it } from 'vitest'

import { watchedCarNow } from '@/domain/watchlist'

import { priceChangeLine, watchedCarImage } from './watchlist-lines'

describe('my garage watchlist lines (issue 18)', () => {
  it('a car $1,500 cheaper than when saved says so', () => {
    expect(priceChangeLine(31_500, watchedCarNow(31_500, { price: 30_000, status: 'in_stock' }))).toEqual({
      text: '$1,500 less than when you saved it',
      trend: 'drop',
    })
  })

  it('a dearer car and an unchanged one', () => {
    expect(priceChangeLine(30_000, watchedCarNow(30_000, { price: 30_500, status: 'in_stock' }))?.text).toBe('$500 more than when you saved it')
    expect(priceChangeLine(30_000, watchedCarNow(30_000, { price: 30_000, status: 'in_stock' }))?.trend).toBe('same')
  })

  it('says nothing when either price is missing', () => {
    expect(priceChangeLine(null, watchedCarNow(null, { price: 30_000, status: 'in_stock' }))).toBeNull()
    expect(priceChangeLine(30_000, watchedCarNow(30_000, null))).toBeNull()
  })

  it('optimises the site’s own photos, keeps https ones and drops anything else', () => {
    expect(watchedCarImage('/demo-stock/a.jpg')).toBe('/_next/image?url=%2Fdemo-stock%2Fa.jpg&w=384&q=75')
    expect(watchedCarImage('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg')
    expect(watchedCarImage('//evil.example/a.jpg')).toBeNull()
    expect(watchedCarImage('javascript:alert(1)')).toBeNull()
    expect(watchedCarImage(null)).toBeNull()
  })
})
