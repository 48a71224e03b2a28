import { describe, expect, it } from 'vitest'

import { priceDisplay, tradeInOfferDifference } from './price-display'
import { DEFAULT_TEXTS } from './texts'

describe('price display order (spec §4)', () => {
  it('shows the subscription price first when the dealer offers subscriptions', () => {
    const car = { price: 45990, subscription_price: 199, offer_price: 43990 }
    expect(priceDisplay(car, { offersSubscription: true })).toMatchObject({ kind: 'subscription', amount: 199, text: '$199' })
    expect(priceDisplay(car).kind).toBe('reduced')
    expect(priceDisplay({ price: 45990, subscription_price: 0 }, { offersSubscription: true }).kind).toBe('list')
  })

  it('shows a reduced price above 10 that differs from the list price, with the original struck through', () => {
    expect(priceDisplay({ price: 45990, offer_price: 43990 })).toEqual({
      kind: 'reduced',
      amount: 43990,
      text: '$43,990',
      struckThrough: '$45,990',
      wasPrice: null,
    })
    expect(priceDisplay({ price: 45990, offer_price: 45990 }).kind).toBe('list')
    expect(priceDisplay({ price: 45990, offer_price: 10 }).kind).toBe('list')
    expect(priceDisplay({ price: null, offer_price: 30000 })).toMatchObject({ kind: 'reduced', struckThrough: null })
  })

  it('shows the list price above 10 in whole dollars', () => {
    expect(priceDisplay({ price: 45990.4 })).toEqual({ kind: 'list', amount: 45990.4, text: '$45,990', struckThrough: null, wasPrice: null })
    expect(priceDisplay({ price: 10 }).kind).toBe('noPrice')
  })

  it('shows PREORDER when flagged and there is no price', () => {
    expect(priceDisplay({ price: 0, preorder: true })).toMatchObject({ kind: 'preorder', text: 'PREORDER', amount: null })
    expect(priceDisplay({ price: 50000, preorder: true }).kind).toBe('list')
  })

  it('falls back to the configured no-price text, default "Enquire for price."', () => {
    expect(priceDisplay({})).toMatchObject({ kind: 'noPrice', text: 'Enquire for price.' })
    expect(priceDisplay({ price: 0 }, { noPriceText: 'Call us' }).text).toBe('Call us')
    expect(priceDisplay({ price: 0 }, { noPriceText: '', texts: { ...DEFAULT_TEXTS, noPriceText: 'POA' } }).text).toBe('POA')
  })

  it('shows a was-price when before_price exceeds price', () => {
    expect(priceDisplay({ price: 40000, before_price: 42000 }).wasPrice).toBe('$42,000')
    expect(priceDisplay({ price: 40000, before_price: 40000 }).wasPrice).toBeNull()
    expect(priceDisplay({ price: 40000, offer_price: 38000, before_price: 42000 }).wasPrice).toBe('$42,000')
    expect(priceDisplay({ price: 0, before_price: 42000 }).wasPrice).toBeNull()
  })
})

describe('trade-in offer difference (spec §4)', () => {
  it('is price minus offer_price when offer_price is above 0', () => {
    expect(tradeInOfferDifference({ price: 30000, offer_price: 27500 })).toBe(2500)
    expect(tradeInOfferDifference({ price: 30000, offer_price: 0 })).toBeNull()
    expect(tradeInOfferDifference({ offer_price: 100 })).toBeNull()
  })
})
