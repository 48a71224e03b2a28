// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { pendingFetch, reactTestRoot } from '../../../../tests/helpers/react-dom'
import { cardCar as card, PLAIN_CARD_SETTINGS as settings } from '../../../../tests/helpers/stock'

import { SimilarCars } from './SimilarCars.client'

const dom = reactTestRoot()

/** The observers the component made, so a test can say when the section comes into range. */
let observers: Array<{ options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean; enter: () => void }>

beforeEach(() => {
  observers = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        const record = {
          options,
          observed: [] as Element[],
          disconnected: false,
          enter: () =>
            callback(
              record.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
              this as unknown as IntersectionObserver,
            ),
        }
        observers.push(record)
        Object.assign(this, {
          observe: (target: Element) => record.observed.push(target),
          disconnect: () => (record.disconnected = true),
          unobserve: () => undefined,
        })
      }
    },
  )
})

const render = () => act(async () => dom.root.render(createElement(SimilarCars, { slug: '2021-hyundai-tucson', settings })))
const enterView = () => act(async () => observers[0]!.enter())

describe('SimilarCars (spec §4 "load lazily when within 500 px of view", §7, §8)', () => {
  it('waits with placeholders until the section is within 500 px of the viewport', async () => {
    const calls = pendingFetch()
    await render()
    expect(observers).toHaveLength(1)
    expect(observers[0]!.options?.rootMargin).toBe('500px')
    expect(observers[0]!.observed).toEqual([dom.container.querySelector('section')])
    expect(calls).toHaveLength(0)
    expect(dom.container.querySelector('section')!.getAttribute('aria-busy')).toBe('true')
    expect(dom.container.querySelectorAll('.similar-cars__placeholder')).toHaveLength(3)
    expect(dom.container.querySelector('ul')!.getAttribute('aria-hidden')).toBe('true')

    await enterView()
    expect(calls.map((call) => call.url)).toEqual(['/api/cars/2021-hyundai-tucson/similar'])
    expect(observers[0]!.disconnected).toBe(true)
  })

  it('shows the vehicle cards under the Similar Cars heading', async () => {
    const calls = pendingFetch()
    await render()
    await enterView()
    await act(async () => calls[0]!.settle(Response.json({ cars: [card(1), card(2), card(3), card(4)] })))
    expect(dom.container.querySelector('h2')!.textContent).toBe('Similar Cars')
    expect(dom.container.querySelector('section')!.getAttribute('aria-labelledby')).toBe(dom.container.querySelector('h2')!.id)
    expect(dom.container.querySelector('section')!.getAttribute('aria-busy')).toBe('false')
    const cards = [...dom.container.querySelectorAll('article.vehicle-card')]
    expect(cards.map((article) => article.getAttribute('data-car-id'))).toEqual(['1', '2', '3', '4'])
    expect(cards[0]!.querySelector('h3 a')!.getAttribute('href')).toBe('/cars/2021-hyundai-tucson-1')
    expect(dom.container.querySelector('.similar-cars__placeholder')).toBeNull()
  })

  it('shows nothing when there are no similar cars', async () => {
    const calls = pendingFetch()
    await render()
    await enterView()
    await act(async () => calls[0]!.settle(Response.json({ cars: [] })))
    expect(dom.container.innerHTML).toBe('')
  })

  it('shows nothing and only logs when the call fails (spec §8 "placeholders replaced by empty result")', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const calls = pendingFetch()
    await render()
    await enterView()
    await act(async () => calls[0]!.settle(Response.json({ message: 'Similar cars are unavailable.' }, { status: 502 })))
    expect(dom.container.innerHTML).toBe('')
    expect(warn).toHaveBeenCalledWith('Similar cars hidden:', 'HTTP 502')
  })
})
