import { describe, expect, it } from 'vitest'

import {
  KNOWN_CAR_IDS_LIMIT,
  mergeKnownCarIds,
  parseUnsubscribeValue,
  savedSearchPath,
  shopperAlertMail,
  unsubscribeValue,
  type ShopperAlertDetails,
} from './shopper-alerts'

const context = {
  siteName: 'Harbour City Auto',
  origin: 'https://harbour.example',
  firstName: 'Sam',
  unsubscribeUrl: 'https://harbour.example/pages/unsubscribe?token=t.s',
}

describe('shopperAlertMail (issue 18 alerts)', () => {
  it('a price drop names the car, the old and new price, links the car and carries the unsubscribe link', () => {
    const mail = shopperAlertMail(
      { kind: 'price-drop', carId: '7', carName: '2021 Kia Rio', carSlug: '2021-kia-rio-7', priceBefore: 20_990, priceAfter: 18_990 },
      context,
    )
    expect(mail.subject).toBe('Price drop: 2021 Kia Rio is now $18,990')
    expect(mail.text).toContain('dropped from $20,990 to $18,990 ($2,000 less)')
    expect(mail.text).toContain('https://harbour.example/cars/2021-kia-rio-7')
    expect(mail.text).toContain(context.unsubscribeUrl)
    expect(mail.html).toContain('href="https://harbour.example/pages/unsubscribe?token=t.s"')
  })

  it('a saved search lists at most six cars and links the search', () => {
    const cars = Array.from({ length: 8 }, (_, i) => ({ id: String(i), name: `Car ${i}`, slug: `car-${i}`, price: 10_000 + i }))
    const details: ShopperAlertDetails = { kind: 'saved-search', savedSearchId: 3, name: 'Used Kia cars', path: '/search/used-cars?make=Kia', total: 8, cars }
    const mail = shopperAlertMail(details, context)
    expect(mail.subject).toBe('8 new cars for your saved search "Used Kia cars"')
    expect(mail.text).toContain('Car 5: $10,005')
    expect(mail.text).not.toContain('Car 6')
    expect(mail.text).toContain('https://harbour.example/search/used-cars?make=Kia')
  })

  it('escapes car names in the HTML', () => {
    const mail = shopperAlertMail({ kind: 'sold', carId: '1', carName: '<b>Ute</b>', carSlug: 'ute-1' }, { ...context, firstName: null })
    expect(mail.html).toContain('&#60;b&#62;Ute&#60;/b&#62;')
    expect(mail.text.startsWith('Hi,')).toBe(true)
  })
})

describe('unsubscribe values', () => {
  it('read back what was signed, and nothing else', () => {
    expect(parseUnsubscribeValue(unsubscribeValue(12, 'watchlist'))).toEqual({ customerId: 12, target: 'watchlist' })
    expect(parseUnsubscribeValue(unsubscribeValue(12, 40))).toEqual({ customerId: 12, target: 40 })
    for (const bad of [null, '', '12', '12:', 'x:watchlist', '12:all', '12:40:1']) expect(parseUnsubscribeValue(bad)).toBeNull()
  })
})

describe('savedSearchPath', () => {
  it("keeps this site's search paths with their query", () => {
    expect(savedSearchPath('/search/used-cars?make=Kia&price=0:20000')).toBe('/search/used-cars?make=Kia&price=0:20000')
    expect(savedSearchPath('/search')).toBe('/search')
    expect(savedSearchPath('/search/used-cars#top')).toBe('/search/used-cars')
  })

  it('refuses other pages and anything that leaves the site', () => {
    for (const bad of ['/searching', '/cars/x', '//evil.example/search', 'https://evil.example/search', '/\\evil/search', '%2F%2Fevil.example', 42])
      expect(savedSearchPath(bad)).toBeNull()
  })
})

describe('mergeKnownCarIds', () => {
  it('adds new ids once and keeps the newest when full', () => {
    expect(mergeKnownCarIds(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c'])
    expect(mergeKnownCarIds(null, ['a'])).toEqual(['a'])
    const full = Array.from({ length: KNOWN_CAR_IDS_LIMIT }, (_, i) => `old-${i}`)
    const merged = mergeKnownCarIds(full, ['new'])
    expect(merged).toHaveLength(KNOWN_CAR_IDS_LIMIT)
    expect(merged.at(-1)).toBe('new')
    expect(merged[0]).toBe('old-1')
  })
})
