'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Keyboard, Navigation, Thumbs } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

import type { GallerySlide } from '@/domain/vehicle-page-media'

import { CarImage } from '@/features/search/client'

import type { VehicleMediaProps } from './VehicleMedia.client'

const FullscreenGallery = dynamic(() => import('./FullscreenGallery.client'), { ssr: false })

const SLIDE_SIZES = '(min-width: 1100px) 720px, 100vw'
/** Where the thumbnails show (vehicle.css hides them below). */
const THUMBNAILS_SHOWN = '(min-width: 641px)'

/**
 * Whether the screen is wide enough for the thumbnails, known once the gallery is live: false while it
 * hydrates, so the server's strip stays as sent until then.
 */
function useThumbnailsShown(): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(THUMBNAILS_SHOWN)
    const update = () => setShown(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return shown
}

function ThumbnailImage({ slide }: { slide: GallerySlide }) {
  return (
    // Thumbnails are 200 px wide (spec §9) and hidden on small screens; the main slider's arrows cover keyboard use.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className="vehicle-gallery__thumb"
      src={slide.kind === 'image' ? (slide.thumb ?? '/images/no-photo.svg') : slide.kind === 'custom' ? slide.src : '/images/video-thumb.svg'}
      alt=""
      width={200}
      height={133}
      loading="lazy"
    />
  )
}

/**
 * The thumbnail strip. A phone sets up no slider for it, hidden there: setting up both sliders was most
 * of the main thread's longest task on a phone as the page settled. On a wide screen it becomes a
 * slider a task after the main one, once the gallery is live; until then it is Swiper's own markup,
 * sized by vehicle.css the way the slider sizes it.
 */
function Thumbnails({ slides, onSwiper }: { slides: GallerySlide[]; onSwiper: (swiper: SwiperInstance) => void }) {
  if (!useThumbnailsShown()) {
    return (
      <div className="swiper vehicle-gallery__thumbs">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div className="swiper-slide" key={`thumb-${index}`}>
              <ThumbnailImage slide={slide} />
            </div>
          ))}
        </div>
      </div>
    )
  }
  return (
    <Swiper className="vehicle-gallery__thumbs" modules={[Thumbs]} onSwiper={onSwiper} watchSlidesProgress slidesPerView={5} spaceBetween={8}>
      {slides.map((slide, index) => (
        <SwiperSlide key={`thumb-${index}`}>
          <ThumbnailImage slide={slide} />
        </SwiperSlide>
      ))}
    </Swiper>
  )
}

function Slide({ slide, index, lead, onOpen }: { slide: GallerySlide; index: number; lead: boolean; onOpen: (index: number) => void }) {
  if (slide.kind === 'video') {
    return slide.external ? (
      <iframe
        className="vehicle-gallery__video"
        src={slide.src}
        title={slide.title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    ) : (
      // Dealer feeds carry no caption files; the video adds nothing the page does not say in text.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video className="vehicle-gallery__video" src={slide.src} controls preload="none" aria-label={slide.title} />
    )
  }
  if (slide.kind === 'custom') {
    const image = <CarImage src={slide.src} alt={slide.alt} eager={false} sizes={SLIDE_SIZES} className="vehicle-gallery__image" />
    return slide.href ? <a href={slide.href}>{image}</a> : image
  }
  // The first two photos load first, so a swipe finds the second there; the first is the page's largest
  // paint (spec §9). The second is asked for below it: a phone's browser raised it to the first's
  // priority once laid out beside it, and the two shared the bandwidth before the first paint.
  return (
    <button type="button" className="vehicle-gallery__open" onClick={() => onOpen(index)} aria-label={`Open photo ${index + 1} full screen`}>
      <CarImage
        src={slide.src}
        alt={slide.alt}
        eager={index < 2}
        priority={index >= 2 ? undefined : lead && index === 0 ? 'high' : 'low'}
        sizes={SLIDE_SIZES}
        className="vehicle-gallery__image"
      />
    </button>
  )
}

/** `lead`: the gallery is what the page opens on, so its first photo is the page's largest paint. */
export default function VehicleGallery({ name, slides, thumbnails, lead }: Pick<VehicleMediaProps, 'name' | 'slides' | 'thumbnails'> & { lead: boolean }) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null)
  const main = useRef<SwiperInstance | null>(null)
  const [fullscreenAt, setFullscreenAt] = useState<number | null>(null)
  const photos = slides.flatMap((slide, index) => (slide.kind === 'image' ? [{ index, src: slide.src, alt: slide.alt }] : []))
  return (
    <div className="vehicle-gallery">
      <Swiper
        className="vehicle-gallery__main"
        modules={[Navigation, Keyboard, A11y, Thumbs]}
        navigation
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: 'Previous photo',
          nextSlideMessage: 'Next photo',
          slideLabelMessage: 'Photo {{index}} of {{slidesLength}}',
          containerMessage: `Photos of ${name}`,
        }}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        onSwiper={(swiper) => (main.current = swiper)}
        spaceBetween={8}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={`${slide.kind}-${index}`}>
            <Slide slide={slide} index={index} lead={lead} onOpen={setFullscreenAt} />
          </SwiperSlide>
        ))}
      </Swiper>
      {thumbnails ? <Thumbnails slides={slides} onSwiper={setThumbs} /> : null}
      {fullscreenAt !== null ? (
        <FullscreenGallery
          photos={photos}
          start={Math.max(
            0,
            photos.findIndex((photo) => photo.index === fullscreenAt),
          )}
          name={name}
          onClose={(photoIndex) => {
            setFullscreenAt(null)
            const slideIndex = photos[photoIndex]?.index
            if (main.current && slideIndex !== undefined) main.current.slideTo(slideIndex, 0)
          }}
        />
      ) : null}
    </div>
  )
}
