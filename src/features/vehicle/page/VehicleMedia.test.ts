// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { reactTestRoot } from '../../../../tests/helpers/react-dom'

import { VehicleMedia, type VehicleMediaProps } from './VehicleMedia.client'

const dom = reactTestRoot()

afterEach(() => {
  vi.useRealTimers()
})

const frames = Array.from({ length: 24 }, (_, i) => `/demo-stock/suv-red-spin-${String(i).padStart(2, '0')}.webp`)
const props: VehicleMediaProps = {
  name: '2021 Mazda CX-5 Maxx',
  slides: [],
  thumbnails: false,
  views: ['spin'],
  start: 'spin',
  spin: { frames, hotspots: [] },
  interior: null,
}
const frameRequests = () => dom.container.querySelectorAll('.spin-viewer__frame').length
/** Lets the viewer's code (React.lazy) arrive and render. */
const settle = () => act(() => vi.dynamicImportSettled())

describe('VehicleMedia: the spin on a page opening on it (spec §4 "Spin view")', () => {
  it('shows the first frame alone until the shopper points at the spin, then loads the viewer and its frames', async () => {
    await dom.render(createElement(VehicleMedia, props))
    await settle()
    expect(dom.container.querySelector<HTMLImageElement>('.vehicle-media__poster')!.getAttribute('src')).toBe(frames[0])
    expect(frameRequests()).toBe(0)
    await act(() => dom.container.querySelector('.vehicle-media__spin')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
    await settle()
    expect(frameRequests()).toBe(24)
  })

  it('loads them unasked once the settled page has shown the spin for 3 s, so it still turns by itself', async () => {
    vi.useFakeTimers()
    await dom.render(createElement(VehicleMedia, props))
    await act(() => vi.advanceTimersByTimeAsync(2_900))
    expect(frameRequests()).toBe(0)
    await act(() => vi.advanceTimersByTimeAsync(200))
    vi.useRealTimers()
    await settle()
    expect(frameRequests()).toBe(24)
  })
})
