// @vitest-environment happy-dom
import { act, createElement, Fragment } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { TrackedCar } from '@/features/analytics/events'

import { reactTestRoot, recordedAnalytics } from '../../../tests/helpers/react-dom'

import { CompareBar } from './CompareBar.client'
import { CompareButton } from './CompareButton.client'
import { FavouriteButton, type FavouriteCar } from './FavouriteButton'
import { compareCars, favouriteCars, savedCarList } from './saved-cars'

const dom = reactTestRoot()
const events = recordedAnalytics()

beforeEach(() => window.localStorage.clear())

const car = (n: number) => ({ id: `car-${n}`, slug: `2021-kia-cerato-u${n}`, name: `2021 Kia Cerato #${n}` })
const tracked: TrackedCar = { id: 'car-1', make: 'Kia', model: 'Cerato', year: 2021, car_type: 'used', price: 22990, certified: false }
const button = (name: RegExp) => [...dom.container.querySelectorAll('button')].find((b) => name.test(b.getAttribute('aria-label') ?? b.textContent ?? ''))!
const click = (element: HTMLElement) => act(async () => element.click())
const status = () => dom.container.querySelector('.compare-bar__status')!.textContent

/** What another tab does: write the list, then the browser tells this tab with a 'storage' event. */
const otherTabWrites = (key: string, value: unknown) =>
  act(async () => {
    window.localStorage.setItem(key, JSON.stringify(value))
    window.dispatchEvent(new StorageEvent('storage', { key }))
  })

describe('savedCarList, the one browser store for favourites and compare (spec §3 "Stored browser data", §6)', () => {
  it('reads and writes a JSON list under its key; the snapshot stays the same object until the stored text changes', () => {
    const list = savedCarList<{ id: string }>('test-list')
    expect(list.read()).toEqual([])
    const empty = list.snapshot()
    expect(list.snapshot()).toBe(empty)
    expect(list.write([{ id: 'a' }, { id: 'b' }])).toBe(true)
    expect(window.localStorage.getItem('test-list')).toBe('[{"id":"a"},{"id":"b"}]')
    const two = list.snapshot()
    expect(two).not.toBe(empty)
    expect([...two.ids]).toEqual(['a', 'b'])
    expect(list.snapshot()).toBe(two)
  })

  it('reads corrupt data as empty and skips entries without a string id', () => {
    const list = savedCarList<{ id: string }>('test-list')
    window.localStorage.setItem('test-list', '{not json')
    expect(list.read()).toEqual([])
    window.localStorage.setItem('test-list', '[{"id":"a"},{"id":7},null,"x",{"slug":"b"}]')
    expect(list.read()).toEqual([{ id: 'a' }])
  })

  it('refuses a write the browser refuses (full or blocked storage) and tells nobody', () => {
    const list = savedCarList<{ id: string }>('test-list')
    const listener = vi.fn()
    const unsubscribe = list.subscribe(listener)
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    } as unknown as Storage
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full)
    expect(list.write([{ id: 'a' }])).toBe(false)
    expect(listener).not.toHaveBeenCalled()
    // Site data blocked: reading the store itself throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(list.read()).toEqual([])
    expect(list.snapshot().cars).toEqual([])
    expect(list.write([{ id: 'a' }])).toBe(false)
    unsubscribe()
  })
})

describe('FavouriteButton on the shared store (spec §3 "Favourite entry", §4 "Favourites")', () => {
  const favourite: FavouriteCar = {
    id: 'car-1',
    name: '2021 Kia Cerato S',
    slug: '2021-kia-cerato-s-u1',
    make: 'Kia',
    model: 'Cerato',
    primary_image_url: 'https://cdn.example/1.jpg',
  }

  it('shows favourites saved before the shared store (same key and entry shape) as saved, and removes only that one', async () => {
    const older = { id: 'car-9', name: '2018 Mazda 3', slug: '2018-mazda-3-u9', make: 'Mazda', model: '3', primary_image_url: null }
    window.localStorage.setItem('favourites', JSON.stringify([older, favourite]))
    await dom.render(createElement(FavouriteButton, { car: favourite, tracked }))
    const heart = button(/favourites/)
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    expect(heart.getAttribute('aria-label')).toBe('Remove 2021 Kia Cerato S from favourites')
    await click(heart)
    expect(JSON.parse(window.localStorage.getItem('favourites')!)).toEqual([older])
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    expect(events).toEqual([])
  })

  it('saves the spec’s entry fields and sends favouriteAdded once, on adding', async () => {
    await dom.render(createElement(FavouriteButton, { car: favourite, tracked }))
    await click(button(/favourites/))
    expect(favouriteCars.read()).toEqual([favourite])
    // The analytics code loads on first use (trackEventLater), so the event arrives a moment later.
    await vi.waitFor(() =>
      expect(events.filter((event) => event.name === 'favouriteAdded')).toEqual([
        expect.objectContaining({ params: expect.objectContaining({ car_id: 'car-1' }) }),
      ]),
    )
  })
})

describe('the Compare toggle and the compare bar (spec §1 "compare ... cars", §2 "Vehicle card: save/compare/favourite control")', () => {
  const page = (count: number) =>
    createElement(
      Fragment,
      null,
      ...Array.from({ length: count }, (_, i) => createElement(CompareButton, { key: i, car: car(i + 1) })),
      createElement(CompareBar),
    )

  it('adds and removes cars; the bar counts them and links to /compare from the second car', async () => {
    await dom.render(page(2))
    expect(dom.container.querySelector('.compare-bar--open')).toBeNull()
    expect(status()).toBe('')
    const first = button(/Cerato #1/)
    expect(first.textContent).toBe('Compare')
    expect(first.getAttribute('aria-label')).toBe('Add 2021 Kia Cerato #1 to compare')
    await click(first)
    expect(first.getAttribute('aria-pressed')).toBe('true')
    expect(first.getAttribute('aria-label')).toBe('Remove 2021 Kia Cerato #1 from compare')
    expect(dom.container.querySelector('.compare-bar--open')).not.toBeNull()
    expect(status()).toBe('1 car chosen to compare')
    expect(dom.container.querySelector('.compare-bar a')).toBeNull()
    expect(dom.container.querySelector('.compare-bar__hint')!.textContent).toBe('Choose another car to compare')

    await click(button(/Cerato #2/))
    const link = dom.container.querySelector<HTMLAnchorElement>('.compare-bar a')!
    expect(link.textContent).toBe('Compare 2 cars')
    expect(link.getAttribute('href')).toBe('/compare?cars=2021-kia-cerato-u1,2021-kia-cerato-u2')
    expect(compareCars.read()).toEqual([car(1), car(2)])

    await click(button(/Cerato #1/))
    expect(compareCars.read()).toEqual([car(2)])
    expect(status()).toBe('1 car chosen to compare')
  })

  it('refuses a fourth car and says why in the bar’s status line; the list stays as it was', async () => {
    await dom.render(page(4))
    for (const n of [1, 2, 3]) await click(button(new RegExp(`Cerato #${n}`)))
    const fourth = button(/Cerato #4/)
    await click(fourth)
    expect(fourth.getAttribute('aria-pressed')).toBe('false')
    expect(compareCars.read()).toEqual([car(1), car(2), car(3)])
    expect(status()).toBe('You can compare up to 3 cars. Remove one to add another.')
    expect(dom.container.querySelector('.compare-bar__status')!.getAttribute('role')).toBe('status')
    // Removing one clears the message and makes room.
    await click(button(/Cerato #2/))
    expect(status()).toBe('2 cars chosen to compare')
    await click(fourth)
    expect(compareCars.read().map((entry) => entry.id)).toEqual(['car-1', 'car-3', 'car-4'])
  })

  it('Clear empties the list, closes the bar and says so', async () => {
    await dom.render(page(2))
    await click(button(/Cerato #1/))
    await click(button(/Cerato #2/))
    await click(button(/^Clear$/))
    expect(compareCars.read()).toEqual([])
    expect(dom.container.querySelector('.compare-bar--open')).toBeNull()
    expect(status()).toBe('Compare list cleared')
    expect(button(/Cerato #1/).getAttribute('aria-pressed')).toBe('false')
  })

  it('follows a change made in another tab (the storage event)', async () => {
    await dom.render(page(2))
    await otherTabWrites('compare', [car(2), car(7)])
    expect(button(/Cerato #2/).getAttribute('aria-pressed')).toBe('true')
    expect(button(/Cerato #1/).getAttribute('aria-pressed')).toBe('false')
    expect(dom.container.querySelector('.compare-bar a')!.getAttribute('href')).toBe('/compare?cars=2021-kia-cerato-u2,2021-kia-cerato-u7')
    // Another key changing leaves this list alone; the favourites list follows its own key.
    await otherTabWrites('favourites', [{ id: 'car-1', name: 'x', slug: 'x', make: 'Kia', model: 'Cerato', primary_image_url: null }])
    expect(button(/Cerato #1/).getAttribute('aria-pressed')).toBe('false')
    await otherTabWrites('compare', [])
    expect(dom.container.querySelector('.compare-bar--open')).toBeNull()
  })
})
