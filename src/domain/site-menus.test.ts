import { describe, expect, it } from 'vitest'

import { dropdownLinks, siteMenuItems, type MenuData, type MenuItem } from './site-menus'

const data: MenuData = {
  models: [
    { name: 'RAV4', slug: 'rav4', make: 'Toyota' },
    { name: '3', slug: 'mazda3', make: 'Mazda' },
  ],
  bodyTypes: [
    { value: 'Sedan', count: 4, href: '/search/new-used-and-demo-cars?body=Sedan' },
    { value: 'SUV', count: 12, href: '/search/new-used-and-demo-cars?body=SUV' },
    { value: 'Wagon', count: 4, href: '/search/new-used-and-demo-cars?body=Wagon' },
  ],
  hasOffers: true,
}

describe('site menus filled from data (spec §2 "Other screens": header and footer)', () => {
  it('a New Vehicles item filled with models lists each model page, with renamed numeric models (§9)', () => {
    const [item] = siteMenuItems([{ label: 'New Vehicles', href: '/models', fill: 'models', children: [{ label: 'Old', href: '/search/toyota/old' }] }], data)
    expect(item!.children).toEqual([
      { label: 'RAV4', href: '/models/rav4' },
      { label: 'Mazda3', href: '/models/mazda3' },
    ])
  })

  it('a body-type column lists the body types in stock, most stocked first, ties in the §9 body-type order', () => {
    const [item] = siteMenuItems([{ label: 'Vehicles by body type', href: '#', fill: 'body-types' }], data)
    expect(item!.children.map((child) => child.label)).toEqual(['SUV', 'Wagon', 'Sedan'])
    expect(item!.children[0]!.href).toBe('/search/new-used-and-demo-cars?body=SUV')
  })

  it('§2: the Offers item and an offers link show only when the dealer has offers', () => {
    const items: MenuItem[] = [
      { label: 'Offers', href: '/special-offers', showWhen: 'has-offers' },
      {
        label: 'Buyer Tools',
        href: '#',
        children: [
          { label: 'Finance', href: '/finance' },
          { label: 'Special Offers', href: '/special-offers', showWhen: 'has-offers' },
        ],
      },
    ]
    expect(siteMenuItems(items, data).map((item) => [item.label, item.children.length])).toEqual([
      ['Offers', 0],
      ['Buyer Tools', 2],
    ])
    expect(siteMenuItems(items, { ...data, hasOffers: false }).map((item) => [item.label, item.children.map((c) => c.label)])).toEqual([
      ['Buyer Tools', ['Finance']],
    ])
  })

  it('drops a column left empty with nowhere to go, but keeps a dropdown whose own link works', () => {
    const empty = { ...data, models: [] }
    const items: MenuItem[] = [
      { label: 'Models', href: '#', fill: 'models' },
      { label: 'New Vehicles', href: '/models', fill: 'models' },
    ]
    expect(siteMenuItems(items, empty)).toEqual([{ label: 'New Vehicles', href: '/models', highlight: undefined, children: [] }])
  })

  it("a header dropdown opens with an All link to the item's own page, once: not when a marketer's link already goes there, nor for an item without a page", () => {
    const stock = [
      { label: 'New Cars', href: '/search/new-cars' },
      { label: 'Used Cars', href: '/search/used-cars' },
    ]
    expect(dropdownLinks({ label: 'Stock', href: '/search/new-used-and-demo-cars', children: stock })).toEqual([
      { label: 'All stock', href: '/search/new-used-and-demo-cars' },
      ...stock,
    ])
    // Harbour's Stock menu: the item's address with a trailing slash, their own "All Stock" without one.
    const withOwn = [...stock, { label: 'All Stock', href: '/search/new-used-and-demo-cars' }]
    expect(dropdownLinks({ label: 'Stock', href: '/search/new-used-and-demo-cars/', children: withOwn })).toEqual(withOwn)
    expect(dropdownLinks({ label: 'Stock', href: '#', children: stock })).toEqual(stock)
    expect(
      dropdownLinks({ label: 'Stock', href: '/search/new-used-and-demo-cars', children: [{ label: 'Kia', href: '/search/new-used-and-demo-cars/kia' }] }),
    ).toHaveLength(2)
  })
})
