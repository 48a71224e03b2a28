// @vitest-environment happy-dom
import { act, createElement } from 'react'
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
