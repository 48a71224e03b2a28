// @vitest-environment happy-dom
import { act, createElement, useEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { holdActions } from '@/components/held-actions'

import { WatchlistButton } from './WatchlistButton.client'
import { watchlistQueryClient } from './watchlist-query'

/**
 * Issue 41 item 17: the search page draws its cards on the server (every heart signed out) and goes
 * live on the first touch, then does again the clicks it held meanwhile (held-actions), right after
 * hydrating, onto the hearts as the server drew them.
 */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const car = { id: 'car-7', slug: '2021-toyota-hilux-sr5-u7', name: '2021 Toyota HiLux SR5', sold: false }
const tracked = { id: 'car-7', make: 'Toyota', model: 'HiLux', year: 2021, car_type: 'used' as const, price: 45_990, certified: false }

/** The card's heart in a view that replays what was held once it is live, as the search page does. */
function LiveView({ onLive }: { onLive: () => void }) {
  useEffect(() => onLive(), [onLive])
  return createElement(WatchlistButton, { car, tracked })
}

let root: Root | null = null
let container: HTMLElement

afterEach(() => {
  act(() => root?.unmount())
  root = null
  container.remove()
  document.cookie = 'shopper_signed_in=; Max-Age=0; Path=/'
  watchlistQueryClient.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The watchlist API of a signed-in shopper with a mobile number; records the saves. */
function watchlistApi(savedCarIds: string[] = []) {
  const saves: Array<{ car_id: string }> = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/api/watchlist')
      return Response.json({
        phone_number: '0412345678',
        list_url: '/my-garage#watchlist',
        cars: [...savedCarIds, ...saves.map((save) => save.car_id)].map((carId) => ({
          carId,
          carSlug: car.slug,
          carName: car.name,
          imageUrl: null,
          savedPrice: null,
          savedAt: '2025-01-01T00:00:00.000Z',
        })),
      })
    if (url === '/api/watchlist/save-car') {
      saves.push(JSON.parse(init!.body as string))
      return Response.json({ success: true })
    }
    return new Response('{}', { status: 404 })
  })
  return saves
}

/** Clicks the server's heart before the view is live, then hydrates it; the held click is replayed once it is. */
async function clickBeforeLive() {
  container = document.createElement('div')
  container.innerHTML = renderToString(createElement(LiveView, { onLive: () => undefined }))
  document.body.append(container)
  const held = holdActions(container, () => undefined)
  container.querySelector<HTMLButtonElement>('.vehicle-card__favourite')!.click()
  act(() => {
    root = hydrateRoot(container, createElement(LiveView, { onLive: () => held.replay() }))
  })
}

/** Lets the lazy heart, the list and the save come in. */
async function until(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
}

const heart = () => container.querySelector<HTMLButtonElement>('.vehicle-card__favourite')!

describe('WatchlistButton on the search page (issue 41 item 17)', () => {
  it('a signed-in shopper who clicks a heart before the page is live stays on the search page, and the car is saved there', async () => {
    document.cookie = 'shopper_signed_in=1; Path=/'
    const saves = watchlistApi()
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    await clickBeforeLive()
    await until(() => heart().getAttribute('aria-pressed') === 'true' && saves.length > 0)
    expect(saves).toEqual([{ phone_number: '0412345678', car_id: 'car-7' }])
    expect(heart().getAttribute('aria-label')).toBe('Remove 2021 Toyota HiLux SR5 from your watchlist')
    expect(assign).not.toHaveBeenCalled()
  })

  it('a car already in the watchlist is not saved twice and stays saved', async () => {
    document.cookie = 'shopper_signed_in=1; Path=/'
    const saves = watchlistApi(['car-7'])
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    await clickBeforeLive()
    await until(() => heart().getAttribute('aria-pressed') === 'true')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(saves).toEqual([])
    expect(heart().getAttribute('aria-pressed')).toBe('true')
    expect(assign).not.toHaveBeenCalled()
  })

  it('a signed-out shopper is sent to sign in to save the car, and back to the search after', async () => {
    const saves = watchlistApi()
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    await clickBeforeLive()
    await until(() => assign.mock.calls.length > 0)
    const target = new URL(String(assign.mock.calls[0]![0]), 'https://ridgeline-toyota.example')
    expect([target.pathname, target.searchParams.get('type'), target.searchParams.get('redirect')]).toEqual([
      '/sign-in',
      'watchlist',
      '/cars/2021-toyota-hilux-sr5-u7?watchlist=save',
    ])
    expect(saves).toEqual([])
  })
})
