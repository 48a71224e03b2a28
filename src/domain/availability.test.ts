import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isEnquirable, isListingVisible, isPurchasable, LISTED_INDEFINITELY, listedUntil, showWatchlistSave, soldCutoffTimestamp, soldNotice, vehicleActions } from './availability'
import { DEFAULT_TEXTS, resolveTexts } from './texts'

const now = new Date('2025-03-10T00:00:00Z')
const daysAgo = (days: number) => Math.floor((now.getTime() - days * 86_400_000) / 1000)

describe('availability (spec §4 "Availability")', () => {
  it('is purchasable and enquirable when in stock or coming soon', () => {
    for (const status of ['in_stock', 'coming_soon']) {
      expect(isPurchasable({ status })).toBe(true)
      expect(isEnquirable({ status })).toBe(true)
      expect(vehicleActions({ status })).toBe('standard')
      expect(soldNotice({ status })).toBeNull()
    }
  })

  it('shows the SOLD notice and Find Me Something Similar for any other status', () => {
    for (const status of ['sold', 'archived', null, undefined]) {
      expect(isPurchasable({ status })).toBe(false)
      expect(vehicleActions({ status })).toBe('findMeSomethingSimilar')
      expect(soldNotice({ status })).toEqual({ title: 'SOLD', text: DEFAULT_TEXTS.soldNoticeText, action: 'Find Me Something Similar' })
    }
  })

  it('takes a site override of the notice text', () => {
    expect(soldNotice({ status: 'sold' }, resolveTexts({ soldNoticeText: 'Gone!' }))?.text).toBe('Gone!')
  })
})

describe('listing visibility (spec §4 "Listing visibility", §9 sold cars shown 3 days)', () => {
  const published = { show_on_dealer_website: true }

  it('shows in-stock and coming-soon cars the dealer publishes', () => {
    expect(isListingVisible({ ...published, status: 'in_stock' }, { now })).toBe(true)
    expect(isListingVisible({ ...published, status: 'coming_soon' }, { now })).toBe(true)
  })

  it('hides cars not published on the dealer website', () => {
    expect(isListingVisible({ status: 'in_stock', show_on_dealer_website: false }, { now })).toBe(false)
    expect(isListingVisible({ status: 'in_stock' }, { now })).toBe(false)
  })

  it('keeps sold cars for 3 days by default', () => {
    expect(isListingVisible({ ...published, status: 'sold', sold_date_timestamp: daysAgo(2.9) }, { now })).toBe(true)
    expect(isListingVisible({ ...published, status: 'sold', sold_date_timestamp: daysAgo(3) }, { now })).toBe(true)
    expect(isListingVisible({ ...published, status: 'sold', sold_date_timestamp: daysAgo(3.1) }, { now })).toBe(false)
  })

  it("uses the dealership's include_sold_cars_days, null meaning the default", () => {
    const car = { ...published, status: 'sold', sold_date_timestamp: daysAgo(6) }
    expect(isListingVisible(car, { now, includeSoldCarsDays: 7 })).toBe(true)
    expect(isListingVisible(car, { now, includeSoldCarsDays: null })).toBe(false)
    expect(isListingVisible({ ...car, sold_date_timestamp: daysAgo(0.5) }, { now, includeSoldCarsDays: 0 })).toBe(false)
  })

  it('hides a sold car without a sale date', () => {
    expect(isListingVisible({ ...published, status: 'sold' }, { now })).toBe(false)
  })

  it('accepts ISO sale dates from the CMS', () => {
    expect(isListingVisible({ ...published, status: 'sold', sold_date_timestamp: '2025-03-09T00:00:00Z' }, { now })).toBe(true)
  })

  it('gives the search filter its cut-off in Unix seconds', () => {
    expect(soldCutoffTimestamp({ now })).toBe(daysAgo(3))
    expect(soldCutoffTimestamp({ now, includeSoldCarsDays: 14 })).toBe(daysAgo(14))
  })
})

describe('watchlist Save on a sold car (spec §4 "Watchlist")', () => {
  it('is hidden on a sold car unless already saved', () => {
    expect(showWatchlistSave({ status: 'sold' }, false)).toBe(false)
    expect(showWatchlistSave({ status: 'sold' }, true)).toBe(true)
    expect(showWatchlistSave({ status: 'in_stock' }, false)).toBe(true)
  })
})

describe('listedUntil: listing visibility as one search-index number (spec §4 "Listing visibility", §9)', () => {
  it('lists unsold cars indefinitely, hidden cars never, sold cars for the dealership window', () => {
    expect(listedUntil({ status: 'in_stock', show_on_dealer_website: true }, 3)).toBe(LISTED_INDEFINITELY)
    expect(listedUntil({ status: 'coming_soon', show_on_dealer_website: true }, 0)).toBe(LISTED_INDEFINITELY)
    expect(listedUntil({ status: 'in_stock', show_on_dealer_website: false }, 3)).toBe(0)
    expect(listedUntil({ status: 'sold', show_on_dealer_website: true }, 3)).toBe(0)
    expect(listedUntil({ status: 'sold', show_on_dealer_website: true, sold_date_timestamp: daysAgo(1) }, 3)).toBe(daysAgo(1) + 3 * 86_400)
    expect(listedUntil({ status: 'sold', show_on_dealer_website: true, sold_date_timestamp: daysAgo(1) }, null)).toBe(daysAgo(1) + 3 * 86_400)
  })

  it('agrees with isListingVisible for every car, window and moment', () => {
    const car = fc.record({
      status: fc.constantFrom('in_stock', 'coming_soon', 'sold', 'withdrawn'),
      show_on_dealer_website: fc.boolean(),
      sold_date_timestamp: fc.option(fc.integer({ min: 1_600_000_000, max: 1_800_000_000 }), { nil: null }),
    })
    fc.assert(
      fc.property(car, fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1_600_000_000_000, max: 1_800_000_000_000 }), (listing, days, nowMs) => {
        const at = new Date(nowMs)
        expect(listedUntil(listing, days) >= Math.floor(nowMs / 1000)).toBe(isListingVisible(listing, { now: at, includeSoldCarsDays: days }))
      }),
    )
  })
})
