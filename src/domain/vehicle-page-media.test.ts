import { describe, expect, it } from 'vitest'

import { testCar as car } from './vehicle-page.test-data'
import { vehicleGallery, vehicleMediaViews } from './vehicle-page-media'

describe('vehicle page media', () => {
  it('gallery: thumbnails only with more than 3 images, video second, then the custom slide (spec §2, §9)', () => {
    const gallery = vehicleGallery(car({ video_url: '/videos/101.mp4' }), { image: '/media/finance.webp', href: '/finance', alt: 'Finance offer' })
    expect(gallery.slides.map((s) => s.kind)).toEqual(['image', 'video', 'custom', 'image', 'image', 'image', 'image'])
    expect(gallery.thumbnails).toBe(true)
    expect(vehicleGallery(car({ images: car().images!.slice(0, 3) })).thumbnails).toBe(false)
  })

  it('a car without photos gets the not-found placeholder slide (spec §8)', () => {
    expect(vehicleGallery(car({ images: [] })).slides).toEqual([{ kind: 'image', src: null, thumb: null, alt: '2022 Toyota Corolla Ascent Sport' }])
  })

  it('media starts in the spin view when the car has frames, unless the site starts in the gallery (spec §4 spin view)', () => {
    const spinning = car({ spin_images: Array.from({ length: 24 }, (_, i) => `/demo-stock/spin-${i}.webp`), spin_interior_image: '/demo-stock/interior.webp' })
    expect(vehicleMediaViews(spinning)).toEqual({ views: ['spin', 'gallery', 'interior'], start: 'spin' })
    expect(vehicleMediaViews(spinning, true).start).toBe('gallery')
    expect(vehicleMediaViews(car())).toEqual({ views: ['gallery'], start: 'gallery' })
  })
})
