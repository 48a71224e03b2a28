/**
 * The vehicle page's media (spec §2 gallery and spin, §4 "Spin view", §8, §9): the gallery's slides
 * in order, whether it shows thumbnails, and which views (spin, gallery, interior) the car has.
 */
import type { CarForVehiclePage } from './vehicle-page-car'

export type GallerySlide =
  | { kind: 'image'; src: string | null; thumb: string | null; alt: string }
  | { kind: 'video'; src: string; external: boolean; title: string }
  | { kind: 'custom'; src: string; href: string | null; alt: string }

export type MediaView = 'spin' | 'gallery' | 'interior'

/** The site's extra slide shown second in the gallery. */
export type CustomSlide = { image: string; href?: string | null; alt: string }

/** Gallery thumbnails only with more than 3 images (spec §9). */
export const GALLERY_THUMBNAILS_FROM = 4

type CarMedia = Pick<CarForVehiclePage, 'name' | 'images' | 'primary_image_url' | 'video_url' | 'external_video_url' | 'spin_images' | 'spin_interior_image'>

function gallerySlides(car: CarMedia, customSlide: CustomSlide | null | undefined): GallerySlide[] {
  const photos = car.images?.length ? car.images : car.primary_image_url ? [{ image: { url: car.primary_image_url, thumb: null } }] : []
  // A car without photos still gets one slide: the not-found placeholder (spec §8).
  const slides: GallerySlide[] = photos.length
    ? photos.map((photo, i) => ({
        kind: 'image',
        src: photo.image.url || null,
        thumb: photo.image.thumb?.url ?? photo.image.url ?? null,
        alt: i === 0 ? car.name : `${car.name}, photo ${i + 1}`,
      }))
    : [{ kind: 'image', src: null, thumb: null, alt: car.name }]
  const video = car.video_url?.trim() || car.external_video_url?.trim()
  // Spec §2: the video is the second slide; the site's custom slide also wants position 2 and follows it.
  const second: GallerySlide[] = []
  if (video) second.push({ kind: 'video', src: video, external: !car.video_url?.trim(), title: `${car.name} video` })
  if (customSlide?.image) second.push({ kind: 'custom', src: customSlide.image, href: customSlide.href ?? null, alt: customSlide.alt })
  slides.splice(1, 0, ...second)
  return slides
}

export function vehicleGallery(car: CarMedia, customSlide?: CustomSlide | null): { slides: GallerySlide[]; thumbnails: boolean } {
  const slides = gallerySlides(car, customSlide)
  return { slides, thumbnails: slides.length >= GALLERY_THUMBNAILS_FROM }
}

/** The spin needs more than one frame; it is the first view unless the site starts in the gallery. */
export function vehicleMediaViews(car: CarMedia, spinStartsInGallery = false): { views: MediaView[]; start: MediaView } {
  const hasSpin = (car.spin_images?.length ?? 0) > 1
  const views: MediaView[] = [...(hasSpin ? (['spin'] as const) : []), 'gallery', ...(car.spin_interior_image ? (['interior'] as const) : [])]
  return { views, start: hasSpin && !spinStartsInGallery ? 'spin' : 'gallery' }
}
