import { describe, expect, it } from 'vitest'

import { isPurchasable, LISTED_INDEFINITELY, listedUntil, soldNotice, type CarForListing } from './availability'
import { DEFAULT_TEXTS } from './texts'

const now = new Date('2025-03-10T00:00:00Z')
const daysAgo = (days: number) => Math.floor((now.getTime() - days * 86_400_000) / 1000)
/** Whether search lists the car at `now`: the index keeps cars whose listed_until is not yet past. */
const listedNow = (car: CarForListing, includeSoldCarsDays?: number | null) => listedUntil(car, includeSoldCarsDays) >= Math.floor(now.getTime() / 1000)

describe('availability (spec §4 "Availability")', () => {
  it('is purchasable when in stock or coming soon, with no SOLD notice', () => {
    for (const status of ['in_stock', 'coming_soon']) {
      expect(isPurchasable({ status })).toBe(true)
      expect(soldNotice({ status })).toBeNull()
    }
  })

  it('shows the SOLD notice and Find Me Something Similar for any other status', () => {
    for (const status of ['sold', 'archived', null, undefined]) {
      expect(isPurchasable({ status })).toBe(false)
      expect(soldNotice({ status })).toEqual({ title: 'SOLD', text: DEFAULT_TEXTS.soldNoticeText, action: 'Find Me Something Similar' })
    }
  })

  it('takes a site override of the notice text', () => {
    expect(soldNotice({ status: 'sold' }, { ...DEFAULT_TEXTS, soldNoticeText: 'Gone!' })?.text).toBe('Gone!')
  })
})

describe('listing visibility (spec §4 "Listing visibility", §9 sold cars shown 3 days)', () => {
  const published = { show_on_dealer_website: true }

  it('shows in-stock and coming-soon cars the dealer publishes', () => {
    expect(listedNow({ ...published, status: 'in_stock' })).toBe(true)
    expect(listedNow({ ...published, status: 'coming_soon' })).toBe(true)
  })

  it('hides cars not published on the dealer website', () => {
    expect(listedNow({ status: 'in_stock', show_on_dealer_website: false })).toBe(false)
    expect(listedNow({ status: 'in_stock' })).toBe(false)
  })

  it('keeps sold cars for 3 days by default', () => {
    expect(listedNow({ ...published, status: 'sold', sold_date_timestamp: daysAgo(2.9) })).toBe(true)
    expect(listedNow({ ...published, status: 'sold', sold_date_timestamp: daysAgo(3) })).toBe(true)
    expect(listedNow({ ...published, status: 'sold', sold_date_timestamp: daysAgo(3.1) })).toBe(false)
  })

  it("uses the dealership's include_sold_cars_days, null meaning the default", () => {
    const car = { ...published, status: 'sold', sold_date_timestamp: daysAgo(6) }
    expect(listedNow(car, 7)).toBe(true)
    expect(listedNow(car, null)).toBe(false)
    expect(listedNow({ ...car, sold_date_timestamp: daysAgo(0.5) }, 0)).toBe(false)
  })

  it('hides a sold car without a sale date', () => {
    expect(listedNow({ ...published, status: 'sold' })).toBe(false)
  })

  it('accepts ISO sale dates from the CMS', () => {
    expect(listedNow({ ...published, status: 'sold', sold_date_timestamp: '2025-03-09T00:00:00Z' })).toBe(true)
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
})
