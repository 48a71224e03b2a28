import { describe, expect, it } from 'vitest'

import {
  biggestSaving,
  carSaving,
  carsOnSpecial,
  END_OF_FINANCIAL_YEAR_TILE,
  hasLiveOffers,
  isCarOnSpecial,
  isOffer,
  liveOffers,
  offerEndsText,
  offerPricing,
  offerSuitsCarTypes,
  orderOffers,
  showEndOfFinancialYearTile,
  siteCarTypes,
} from './offers'

const now = new Date('2026-11-25T00:00:00Z')

describe('what makes a promo an offer (issue 22 "promos with an offer price or campaign"; spec §3 "Offer: offer_price")', () => {
  it('is an offer with an offer price above 0 or a campaign', () => {
    expect(isOffer({ offerPrice: 63990 })).toBe(true)
    expect(isOffer({ campaign: 'Caravan show specials' })).toBe(true)
    expect(isOffer({ offerPrice: 0, campaign: 'EOFY 2025' })).toBe(true)
  })

  it('is information, not an offer, without either (a guarantee, capped-price servicing)', () => {
    expect(isOffer({})).toBe(false)
    expect(isOffer({ offerPrice: 0, campaign: '  ' })).toBe(false)
    expect(isOffer({ offerPrice: null, campaign: null })).toBe(false)
    // $10 or less is a feed placeholder, never a price (spec §4 price display).
    expect(isOffer({ offerPrice: 10 })).toBe(false)
  })
})

describe('live offers for a site (spec §4 "Promo cards show only inside their start/expiry window; display ... match the selected car types")', () => {
  const hilux = { title: 'HiLux', offerPrice: 63990, display: ['new'], strictDisplay: true, start: '2026-10-15' }
  const guarantee = { title: 'Guarantee', start: '2026-01-01' }
  const eofy = { title: 'EOFY 2025', campaign: 'EOFY 2025', start: '2025-06-01', expiry: '2025-06-30' }
  const later = { title: 'Next year', campaign: 'Summer sale', start: '2027-01-01' }
  const demo = { title: 'LandCruiser demo', offerPrice: 90890, display: ['demo'], start: '2026-11-01', position: 3 }

  it('lists offers inside their window, never information promos, expired or future ones', () => {
    expect(liveOffers([hilux, guarantee, eofy, later, demo], { now }).map((p) => p.title)).toEqual(['LandCruiser demo', 'HiLux'])
  })

  it('treats an empty expiry as never and an empty start as live now', () => {
    expect(liveOffers([{ campaign: 'Always on' }], { now })).toHaveLength(1)
    expect(liveOffers([{ campaign: 'Ends now', expiry: now.toISOString() }], { now })).toHaveLength(0)
  })

  it('keeps offers for a car type the site sells; strictDisplay is for search selections, not this page', () => {
    expect(liveOffers([hilux], { now, carTypes: ['new', 'demo', 'used'] })).toHaveLength(1)
    expect(liveOffers([hilux, demo], { now, carTypes: ['used'] })).toEqual([])
    expect(offerSuitsCarTypes({ display: [] }, ['used'])).toBe(true)
    expect(offerSuitsCarTypes({ display: ['new', 'used'] }, ['used'])).toBe(true)
  })

  it("reads the site's car types from its stock rules, all of them when none are set", () => {
    expect(siteCarTypes(null)).toEqual(['new', 'demo', 'used'])
    expect(siteCarTypes([])).toEqual(['new', 'demo', 'used'])
    expect(siteCarTypes(['used', 'used', 'caravan'])).toEqual(['used'])
  })

  it("orders the dealer's positions first, then the newest, then by title", () => {
    const offers = [
      { title: 'B', campaign: 'x', start: '2026-01-01' },
      { title: 'A', campaign: 'x', start: '2026-01-01' },
      { title: 'Newest', campaign: 'x', start: '2026-11-01' },
      { title: 'Always', campaign: 'x' },
      { title: 'Second', campaign: 'x', position: 2, start: '2025-01-01' },
      { title: 'First', campaign: 'x', position: 1 },
    ]
    expect(orderOffers(offers).map((o) => o.title)).toEqual(['First', 'Second', 'Newest', 'A', 'B', 'Always'])
  })

  it('says whether the dealer has offers (spec §2 "shown only when the dealer has offers")', () => {
    expect(hasLiveOffers([hilux, guarantee], { now })).toBe(true)
    expect(hasLiveOffers([guarantee, eofy, later], { now })).toBe(false)
    expect(hasLiveOffers([], { now })).toBe(false)
  })
})

describe('offer prices and the trade-in offer difference (spec §4 "price minus offer_price when offer_price above 0")', () => {
  it('shows the usual price and the saving when the usual price is above the offer price', () => {
    expect(offerPricing({ offerPrice: 90890, price: 96890 })).toEqual({ offerPrice: 90890, usualPrice: 96890, saving: 6000 })
  })

  it('shows only the offer price without a higher usual price', () => {
    expect(offerPricing({ offerPrice: 63990 })).toEqual({ offerPrice: 63990, usualPrice: null, saving: null })
    expect(offerPricing({ offerPrice: 63990, price: 63990 })).toEqual({ offerPrice: 63990, usualPrice: null, saving: null })
    expect(offerPricing({ offerPrice: 63990, price: 59990 })).toEqual({ offerPrice: 63990, usualPrice: null, saving: null })
  })

  it('shows no figures for an offer without an offer price', () => {
    expect(offerPricing({ offerPrice: 0, price: 40000 })).toEqual({ offerPrice: null, usualPrice: null, saving: null })
    expect(offerPricing({})).toEqual({ offerPrice: null, usualPrice: null, saving: null })
  })

  it("says when an offer ends, on the dealer's calendar", () => {
    expect(offerEndsText('2027-01-31T13:00:00.000Z')).toBe('Ends 01/02/2027')
    expect(offerEndsText('2027-01-31T13:00:00.000Z', 'Australia/Perth')).toBe('Ends 31/01/2027')
    expect(offerEndsText(null)).toBeNull()
  })
})

describe('cars on special (issue 22 "offer price below price"; spec §4 "Trade-in offer difference")', () => {
  it('is a car with an offer price above 0 and below its price', () => {
    expect(isCarOnSpecial({ price: 25990, offer_price: 23990 })).toBe(true)
    expect(isCarOnSpecial({ price: 25990, offer_price: 25990 })).toBe(false)
    expect(isCarOnSpecial({ price: 25990, offer_price: 27990 })).toBe(false)
    expect(isCarOnSpecial({ price: 25990, offer_price: 0 })).toBe(false)
    expect(isCarOnSpecial({ price: 25990, offer_price: null })).toBe(false)
    expect(isCarOnSpecial({ price: null, offer_price: 23990 })).toBe(false)
    expect(isCarOnSpecial({ price: 25990, offer_price: 5 })).toBe(false)
  })

  it('saves price minus offer_price', () => {
    expect(carSaving({ price: 25990, offer_price: 23990 })).toBe(2000)
    expect(carSaving({ price: 25990 })).toBeNull()
  })

  it('lists the biggest savings first, keeping the index order on ties, up to the limit', () => {
    const cars = [
      { id: 'a', price: 20000, offer_price: 19000 },
      { id: 'b', price: 30000, offer_price: 26000 },
      { id: 'c', price: 30000 },
      { id: 'd', price: 15000, offer_price: 14000 },
      { id: 'e', price: 50000, offer_price: 47000 },
    ]
    expect(carsOnSpecial(cars, 10).map((c) => c.id)).toEqual(['b', 'e', 'a', 'd'])
    expect(carsOnSpecial(cars, 2).map((c) => c.id)).toEqual(['b', 'e'])
    expect(carsOnSpecial(cars, 0)).toEqual([])
    expect(biggestSaving(cars)).toBe(4000)
    expect(biggestSaving([{ price: 20000 }])).toBeNull()
  })
})

describe('end-of-financial-year tile (spec §4 "Promo tile ... shows until 15 June 2025 16:00 (+10:00)")', () => {
  it('shows where the site turns it on, until the cut-off', () => {
    expect(showEndOfFinancialYearTile(true, new Date('2025-06-15T05:59:59Z'))).toBe(true)
    expect(showEndOfFinancialYearTile(true, new Date('2025-06-15T06:00:00Z'))).toBe(false)
    expect(showEndOfFinancialYearTile(false, new Date('2025-06-01T00:00:00Z'))).toBe(false)
  })

  it("takes next year's cut-off as data", () => {
    expect(showEndOfFinancialYearTile(true, now, { until: '2027-06-15T16:00:00+10:00' })).toBe(true)
    expect(END_OF_FINANCIAL_YEAR_TILE.until).toBe('2025-06-15T16:00:00+10:00')
  })
})
