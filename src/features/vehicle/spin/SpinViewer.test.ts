// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { reactTestRoot } from '../../../../tests/helpers/react-dom'

import InteriorViewer from './InteriorViewer.client'
import SpinViewer, { type SpinViewerProps } from './SpinViewer.client'

const dom = reactTestRoot()

beforeEach(() => {
  // happy-dom fetches no images, and calls every one complete; a browser's are not until they load.
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false)
})

afterEach(() => {
  vi.useRealTimers()
})

const frames = Array.from({ length: 24 }, (_, i) => `/demo-stock/suv-red-spin-${String(i).padStart(2, '0')}.webp`)
const hotspots = [{ x: 0.4, y: 0.5, frame: 2, description: 'Alloy Wheels', anchor: 'front-wheel' }]
const render = (props: Partial<SpinViewerProps> = {}) =>
  act(() => dom.root.render(createElement(SpinViewer, { frames, hotspots, alt: '2021 Mazda CX-5 Maxx', ...props })))
const viewer = () => dom.container.querySelector<HTMLElement>('.spin-viewer')!
const stage = () => dom.container.querySelector<HTMLElement>('[role="slider"]')!
const loadAll = () => act(() => dom.container.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('load'))))
const key = (target: HTMLElement, name: string) => act(() => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })))
const pointer = (type: string, clientX: number) =>
  act(() => stage().dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'mouse', button: 0, clientX, bubbles: true })))
/** A spin that has loaded every frame and turns by itself, on a fake clock. */
const renderLoadedOnFakeClock = async () => {
  vi.useFakeTimers()
  await render()
  await loadAll()
}
/** The frame showing once `ms` more have passed. */
const frameAfter = async (ms: number) => {
  await act(() => vi.advanceTimersByTime(ms))
  return viewer().dataset.frame
}

describe('SpinViewer (spec §4 "Spin view", §9 "Spin: 20 px drag per frame, auto-rotate interval 100 ms")', () => {
  it('is loading until every frame has loaded, with progress, the first frame showing; then ready', async () => {
    await render({ autoRotate: false })
    expect(viewer().dataset).toMatchObject({ state: 'loading', frame: '0' })
    expect(stage().getAttribute('aria-label')).toBe('360° view of 2021 Mazda CX-5 Maxx, use left and right arrow keys to turn')
    const images = [...dom.container.querySelectorAll('img')]
    expect(images.map((img) => img.getAttribute('draggable'))).toEqual(frames.map(() => 'false'))
    expect(images[0]!.className).toContain('spin-viewer__frame--current')
    await act(() => images.slice(0, 6).forEach((img) => img.dispatchEvent(new Event('load'))))
    expect(dom.container.querySelector('progress')!.getAttribute('value')).toBe('25')
    // A frame that fails still counts (spec §8: logged only).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await act(() => images[6]!.dispatchEvent(new Event('error')))
    expect(warn).toHaveBeenCalledOnce()
    await loadAll()
    expect(viewer().dataset.state).toBe('ready')
    expect(dom.container.querySelector('progress')).toBeNull()
  })

  it('turns by itself every 100 ms once loaded and stops after one full turn', async () => {
    await renderLoadedOnFakeClock()
    expect(await frameAfter(100)).toBe('1')
    expect(await frameAfter(1000)).toBe('11')
    expect(await frameAfter(1300)).toBe('0')
    expect(await frameAfter(1000)).toBe('0')
    expect(viewer().dataset.state).toBe('ready')
  })

  it('stops turning at the first interaction; a drag moves one frame per 20 px, wrapping', async () => {
    await renderLoadedOnFakeClock()
    expect(await frameAfter(300)).toBe('3')
    await pointer('pointerdown', 100)
    expect(viewer().dataset.state).toBe('interacted')
    await pointer('pointermove', 139)
    expect(viewer().dataset.frame).toBe('4')
    await pointer('pointermove', 60)
    expect(viewer().dataset.frame).toBe('1')
    await pointer('pointermove', 20)
    expect(viewer().dataset.frame).toBe('23')
    await pointer('pointerup', 20)
    await pointer('pointermove', 400)
    expect(await frameAfter(1000)).toBe('23')
  })

  it('turns with the arrow keys, Home back to the first frame, End to the last', async () => {
    await render({ autoRotate: false })
    await key(stage(), 'ArrowRight')
    await key(stage(), 'ArrowRight')
    expect(viewer().dataset).toMatchObject({ state: 'interacted', frame: '2' })
    expect(stage().getAttribute('aria-valuenow')).toBe('3')
    await key(stage(), 'ArrowLeft')
    expect(viewer().dataset.frame).toBe('1')
    await key(stage(), 'Home')
    expect(viewer().dataset.frame).toBe('0')
    await key(stage(), 'ArrowLeft')
    expect(viewer().dataset.frame).toBe('23')
    await key(stage(), 'Home')
    await key(stage(), 'End')
    expect(viewer().dataset.frame).toBe('23')
  })

  it('shows a hotspot on its frame and the next ones, opens its description, and Escape closes it back onto the button', async () => {
    await render({ autoRotate: false })
    await loadAll()
    const hotspot = () => dom.container.querySelector<HTMLButtonElement>('.spin-hotspot__button')
    // Frames 0 to 4: the frame-2 hotspot must show on frames 1 to 3, so an empty list fails here.
    const shown: Array<string | null> = []
    for (let frame = 0; frame <= 4; frame++) {
      if (frame > 0) await key(stage(), 'ArrowRight')
      shown.push(hotspot()?.getAttribute('aria-label') ?? null)
    }
    expect(shown).toEqual([null, 'Alloy Wheels', 'Alloy Wheels', 'Alloy Wheels', null])
    await key(stage(), 'ArrowLeft')
    expect(hotspot()!.parentElement!.style.left).toBe('40%')
    await act(() => hotspot()!.click())
    const popover = document.getElementById(hotspot()!.getAttribute('aria-controls')!)!
    expect([hotspot()!.getAttribute('aria-expanded'), popover.hidden, popover.textContent]).toEqual(['true', false, 'Alloy WheelsClose'])
    popover.querySelector('button')!.focus()
    await key(popover.querySelector('button')!, 'Escape')
    expect([hotspot()!.getAttribute('aria-expanded'), popover.hidden, document.activeElement]).toEqual(['false', true, hotspot()])
  })

  it('goes full screen by the Fullscreen API, or by a class that fills the window where there is none', async () => {
    await render({ autoRotate: false })
    const button = dom.container.querySelector<HTMLButtonElement>('.spin-viewer__fullscreen')!
    expect(button.textContent).toBe('Full screen')
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true })
    await act(() => button.click())
    expect([viewer().classList.contains('spin-viewer--fullscreen'), button.textContent]).toEqual([true, 'Exit full screen'])
    await key(stage(), 'Escape')
    expect([viewer().classList.contains('spin-viewer--fullscreen'), button.textContent]).toEqual([false, 'Full screen'])
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true })
    const request = vi.fn(() => Promise.resolve())
    viewer().requestFullscreen = request
    await act(() => button.click())
    expect(request).toHaveBeenCalledOnce()
  })
})

describe('InteriorViewer', () => {
  it('opens looking ahead, pans with the arrow keys and wraps around, with hotspots in view', async () => {
    await act(() =>
      dom.root.render(
        createElement(InteriorViewer, {
          image: '/demo-stock/suv-red-panorama.webp',
          hotspots: [{ x: 0.5, y: 0.6, description: 'Apple CarPlay and Android Auto', anchor: 'touchscreen' }],
          alt: '2021 Mazda CX-5 Maxx',
        }),
      ),
    )
    const viewer = dom.container.querySelector<HTMLElement>('.interior-viewer')!
    const slider = dom.container.querySelector<HTMLElement>('[role="slider"]')!
    expect(slider.getAttribute('aria-label')).toBe('Interior view of 2021 Mazda CX-5 Maxx, use left and right arrow keys to look around')
    // Until the viewport is measured a third of the panorama shows, centred on straight ahead.
    expect(viewer.dataset.offset).toBe('0.333')
    const hotspotsShown = () => [...dom.container.querySelectorAll('.spin-hotspot__button')].map((button) => button.getAttribute('aria-label'))
    expect(hotspotsShown()).toEqual(['Apple CarPlay and Android Auto'])
    for (let i = 0; i < 4; i++) await key(slider, 'ArrowRight')
    expect(viewer.dataset.offset).toBe('0.533')
    expect(hotspotsShown()).toEqual([])
    for (let i = 0; i < 12; i++) await key(slider, 'ArrowLeft')
    expect(viewer.dataset.offset).toBe('0.933')
    await key(slider, 'Home')
    expect(viewer.dataset.offset).toBe('0.333')
  })
})
