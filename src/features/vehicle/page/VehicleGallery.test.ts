// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import type { GallerySlide } from '@/domain/vehicle-page-media'

import { reactTestRoot } from '../../../../tests/helpers/react-dom'

import VehicleGallery from './VehicleGallery.client'

const dom = reactTestRoot()

const slides: GallerySlide[] = ['side', 'front', 'rear', 'interior', 'seats'].map((view) => ({
  kind: 'image',
  src: `/demo-stock/suv-white-${view}.webp`,
  thumb: `/demo-stock/suv-white-${view}.webp?w=200`,
  alt: `2016 Hyundai Tucson Elite, ${view}`,
}))

/** A screen `width` px wide, as far as the gallery's media query is concerned. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

const thumbnailStrip = () => dom.container.querySelector<HTMLElement & { swiper?: unknown }>('.vehicle-gallery__thumbs')!
const mainSlider = () => dom.container.querySelector<HTMLElement & { swiper?: unknown }>('.vehicle-gallery__main')!

describe('VehicleGallery: thumbnails (spec §9)', () => {
  it('on a phone, sets up the main slider only: the thumbnail strip, hidden there, stays as the server sent it', async () => {
    screenOf(412)
    await dom.render(createElement(VehicleGallery, { name: '2016 Hyundai Tucson Elite', slides, thumbnails: true, lead: true }))
    await act(async () => {})
    expect(mainSlider().swiper).toBeDefined()
    expect(thumbnailStrip().swiper).toBeUndefined()
    expect(thumbnailStrip().querySelectorAll('.swiper-slide img')).toHaveLength(slides.length)
  })

  it('on a wide screen, the thumbnails become a slider of their own, with every photo', async () => {
    screenOf(1280)
    await dom.render(createElement(VehicleGallery, { name: '2016 Hyundai Tucson Elite', slides, thumbnails: true, lead: true }))
    await act(async () => {})
    expect(thumbnailStrip().swiper).toBeDefined()
    expect([...thumbnailStrip().querySelectorAll<HTMLImageElement>('.swiper-slide img')].map((image) => image.getAttribute('src'))).toEqual(
      slides.map((slide) => (slide.kind === 'image' ? slide.thumb : null)),
    )
  })
})

describe('VehicleGallery: which photos load first, in the HTML the server sends', () => {
  // The main slider's photos in the server's markup (happy-dom fails every image load, so the mounted gallery shows placeholders).
  const mainPhotos = (lead: boolean) => {
    const html = renderToString(createElement(VehicleGallery, { name: '2016 Hyundai Tucson Elite', slides, thumbnails: true, lead }))
    const main = html.slice(html.indexOf('vehicle-gallery__main'), html.indexOf('vehicle-gallery__thumbs'))
    return [...main.matchAll(/<img [^>]*>/g)].map(([image]) => `${/loading="(\w+)"/.exec(image)?.[1]} ${/fetchPriority="(\w+)"/i.exec(image)?.[1] ?? '-'}`)
  }

  it('asks for the first photo first, the second early but below it (for a swipe), and the rest when near', () => {
    expect(mainPhotos(true)).toEqual(['eager high', 'eager low', 'lazy -', 'lazy -', 'lazy -'])
  })

  it("raises none above the browser's order when the page opens on something else (the spin)", () => {
    expect(mainPhotos(false)).toEqual(['eager low', 'eager low', 'lazy -', 'lazy -', 'lazy -'])
  })
})
