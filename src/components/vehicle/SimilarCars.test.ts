// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { CardSettings } from '../search/types'
import type { VehicleCardCar } from '../search/VehicleCard'
import { SimilarCars } from './SimilarCars.client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLElement
let root: Root

/** The observers the component made, so a test can say when the section comes into range. */
let observers: Array<{ options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean; enter: () => void }>

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  observers = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        const record = {
          options,
          observed: [] as Element[],
          disconnected: false,
          enter: () => callback(record.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver),
        }
        observers.push(record)
        Object.assign(this, { observe: (target: Element) => record.observed.push(target), disconnect: () => (record.disconnected = true), unobserve: () => undefined })
      }
    },
  )
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function pendingFetch() {
  const calls: Array<{ url: string; settle: (response: Response | Error) => void }> = []
  vi.stubGlobal('fetch', (url: string) => new Promise<Response>((resolve, reject) => calls.push({ url, settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) })))
  return calls
}

const settings: CardSettings = { financeProvider: null, financeEstimate: false, showViews: false, favourites: false, buttons: ['view-details'], subscriptionDealerships: [] }

const card = (id: number): VehicleCardCar => ({
  objectID: String(id),
  slug: `2021-hyundai-tucson-${id}`,
  name: `2021 Hyundai Tucson ${id}`,
  make: 'Hyundai',
  model: 'Tucson',
  year: 2021,
  km: 40_000,
  price: 33_000 + id,
  before_price: null,
  offer_price: null,
  subscription_price: null,
  price_type: null,
  preorder: false,
  status: 'in_stock',
  sold: false,
  reserved: false,
  certified: false,
  tag: null,
  car_type: 'used',
  fuel: 'Petrol',
  transmission: 'Automatic',
  body: 'SUV',
  location_name: 'Harbour City Hyundai',
  dealership_slug: 'harbour-city-hyundai',
  primary_image_url: null,
  views: 0,
  finance_lenders: {},
  created_at_timestamp: 0,
})

const render = () => act(async () => root.render(createElement(SimilarCars, { slug: '2021-hyundai-tucson', settings })))
const enterView = () => act(async () => observers[0]!.enter())

describe('SimilarCars (spec §4 "load lazily when within 500 px of view", §7, §8)', () => {
  it('waits with placeholders until the section is within 500 px of the viewport', async () => {
    const calls = pendingFetch()
    await render()
    expect(observers).toHaveLength(1)
    expect(observers[0]!.options?.rootMargin).toBe('500px')
    expect(observers[0]!.observed).toEqual([container.querySelector('section')])
    expect(calls).toHaveLength(0)
    expect(container.querySelector('section')!.getAttribute('aria-busy')).toBe('true')
    expect(container.querySelectorAll('.similar-cars__placeholder')).toHaveLength(3)
    expect(container.querySelector('ul')!.getAttribute('aria-hidden')).toBe('true')

    await enterView()
    expect(calls.map((call) => call.url)).toEqual(['/api/cars/2021-hyundai-tucson/similar'])
    expect(observers[0]!.disconnected).toBe(true)
  })

  it('shows the vehicle cards under the Similar Cars heading', async () => {
    const calls = pendingFetch()
    await render()
    await enterView()
    await act(async () => calls[0]!.settle(Response.json({ cars: [card(1), card(2), card(3), card(4)] })))
    expect(container.querySelector('h2')!.textContent).toBe('Similar Cars')
    expect(container.querySelector('section')!.getAttribute('aria-labelledby')).toBe(container.querySelector('h2')!.id)
    expect(container.querySelector('section')!.getAttribute('aria-busy')).toBe('false')
    const cards = [...container.querySelectorAll('article.vehicle-card')]
    expect(cards.map((article) => article.getAttribute('data-car-id'))).toEqual(['1', '2', '3', '4'])
    expect(cards[0]!.querySelector('h3 a')!.getAttribute('href')).toBe('/cars/2021-hyundai-tucson-1')
    expect(container.querySelector('.similar-cars__placeholder')).toBeNull()
  })

  it('shows nothing when there are no similar cars', async () => {
    const calls = pendingFetch()
    await render()
    await enterView()
    await act(async () => calls[0]!.settle(Response.json({ cars: [] })))
    expect(container.innerHTML).toBe('')
  })

  it('shows nothing and only logs when the call fails (spec §8 "placeholders replaced by empty result")', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const calls = pendingFetch()
    await render()
    await enterView()
    await act(async () => calls[0]!.settle(Response.json({ message: 'Similar cars are unavailable.' }, { status: 502 })))
    expect(container.innerHTML).toBe('')
    expect(warn).toHaveBeenCalledWith('Similar cars hidden:', 'HTTP 502')
  })
})
