// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { LocationList, type LocationListGroup } from '@blocks/LocationList/LocationList.client'
import { LocationTabs } from '@/components/LocationTabs.client'

import { reactTestRoot } from '../../tests/helpers/react-dom'

const dom = reactTestRoot()

const item = (name: string, tabs?: string[]) =>
  createElement(
    'article',
    { 'data-name': name },
    createElement('h3', null, name),
    tabs
      ? createElement(LocationTabs, {
          label: `${name} departments`,
          tabs: tabs.map((type) => ({ type, label: type, panel: createElement('p', null, `${name} ${type}`) })),
        })
      : null,
  )

// Harbour City's demo locations (site-seeds/harbour-city-auto.json).
const groups: LocationListGroup[] = [
  {
    key: 'kia-sales',
    search: [{ name: 'Harbour City Kia Newstead', address: { street: '48 Breakfast Creek Road', postcode: '4006' } }],
    point: { lat: -27.4436, long: 153.0437 },
    item: item('Harbour City Kia Newstead'),
  },
  {
    key: 'kia-service',
    search: [
      { name: 'Harbour City Kia Service Centre', location_type: 'service', address: { street: '52 Breakfast Creek Road', postcode: '4006' } },
      { name: 'Harbour City Kia Parts', location_type: 'parts', address: { street: '52 Breakfast Creek Road', postcode: '4006' } },
    ],
    point: { lat: -27.4431, long: 153.0441 },
    item: item('Harbour City Kia Service Centre', ['service', 'parts']),
  },
  {
    key: 'mazda',
    search: [{ name: 'Harbour City Mazda Southport', address: { street: '12 Ferry Road', postcode: '4215' } }],
    point: { lat: -27.9716, long: 153.4141 },
    item: item('Harbour City Mazda Southport'),
  },
]

const names = () => [...dom.container.querySelectorAll('li article')].map((article) => article.getAttribute('data-name'))
const type = async (input: HTMLInputElement, value: string) => {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const render = (props: Partial<Parameters<typeof LocationList>[0]> = {}) =>
  dom.render(createElement(LocationList, { groups, initialQuery: '', showSearch: true, showNearest: true, layout: 'list', ...props }))

beforeEach(() => window.history.replaceState(null, '', '/dealer-locator?utm_source=test'))

describe('location list search box (spec §2 "writes query parameter locationQuery on every keystroke (empty removes it)", §5)', () => {
  it('filters on every keystroke and writes locationQuery, keeping other parameters', async () => {
    await render()
    const search = dom.container.querySelector<HTMLInputElement>('input[type="search"]')!
    expect(search.placeholder).toBe('Search locations...')
    expect(dom.container.querySelector(`label[for="${search.id}"]`)?.textContent).toBe('Search locations')
    await type(search, 'southport')
    expect(names()).toEqual(['Harbour City Mazda Southport'])
    expect(window.location.search).toBe('?utm_source=test&locationQuery=southport')
    await type(search, 'parts')
    expect(names()).toEqual(['Harbour City Kia Service Centre'])
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe('Showing 1 of 3 locations')
  })

  it('removes locationQuery when emptied and shows every location again', async () => {
    window.history.replaceState(null, '', '/dealer-locator?locationQuery=kia')
    await render({ initialQuery: 'kia' })
    expect(names()).toEqual(['Harbour City Kia Newstead', 'Harbour City Kia Service Centre'])
    await type(dom.container.querySelector<HTMLInputElement>('input[type="search"]')!, '')
    expect(window.location.search).toBe('')
    expect(names()).toHaveLength(3)
  })

  it('says so when nothing matches a junk query', async () => {
    await render({ initialQuery: '%%%<script>' })
    expect(names()).toEqual([])
    expect(dom.container.textContent).toContain('No locations match your search.')
  })
})

describe('dealer tab reset (spec §4 "Dealer tab selection resets to the first tab when the location list changes")', () => {
  it('selects the first tab again after the list changes', async () => {
    await render()
    const tabs = () => [...dom.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
    await act(async () => tabs()[1]!.click())
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true')
    await type(dom.container.querySelector<HTMLInputElement>('input[type="search"]')!, 'kia')
    expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true')
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('false')
  })

  it('moves between tabs with the arrow keys, wrapping, with one tab stop', async () => {
    await render()
    const tabs = () => [...dom.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
    tabs()[0]!.focus()
    await act(async () => tabs()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })))
    expect(document.activeElement).toBe(tabs()[1])
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0])
    expect(dom.container.querySelectorAll('[role="tabpanel"]:not([hidden])')[0]!.textContent).toBe('Harbour City Kia Service Centre parts')
    await act(async () => tabs()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })))
    expect(document.activeElement).toBe(tabs()[0])
  })
})

describe('nearest first (spec §2 "Nearest first", §5 postcode field, §8 "Invalid postcode")', () => {
  const submitPostcode = async (value: string) => {
    await type(dom.container.querySelector<HTMLInputElement>('input[name="postcode"]')!, value)
    await act(async () => dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
  }

  it('refuses a postcode that is not 4 digits with the spec message, without asking the server', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    await render()
    await submitPostcode('42')
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(dom.container.querySelector('input[name="postcode"]')!.getAttribute('aria-invalid')).toBe('true')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows "Invalid postcode" for a postcode the server does not know', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Invalid postcode', status: 400 }, { status: 400 })),
    )
    await render()
    await submitPostcode('0000')
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe('Invalid postcode')
    expect(names()).toHaveLength(3)
  })

  it('sorts by distance from the postcode and shows each distance', async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ postcode: '4217', lat: -28.0, long: 153.43 }))
    vi.stubGlobal('fetch', fetch)
    await render()
    await submitPostcode('4217')
    expect(fetch.mock.calls[0]![0]).toBe('/api/postcode-location?postcode=4217')
    expect(names()).toEqual(['Harbour City Mazda Southport', 'Harbour City Kia Newstead', 'Harbour City Kia Service Centre'])
    expect([...dom.container.querySelectorAll('.location-list__distance')].map((p) => p.textContent)).toEqual(['3.5 km away', '73 km away', '73 km away'])
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe('Showing 3 of 3 locations. Nearest to 4217 first')
  })

  it('explains a refused location permission', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (error: { code: number; PERMISSION_DENIED: number }) => void) => fail({ code: 1, PERMISSION_DENIED: 1 }),
      },
    })
    await render()
    const button = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Use my location')!
    await act(async () => button.click())
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe(
      'We could not use your location because permission was denied. Enter your postcode instead.',
    )
  })
})
