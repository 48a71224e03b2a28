'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { preload } from 'react-dom'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Keyboard, Navigation, Thumbs } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

import { TabList } from '@/components/TabList.client'
import type { GallerySlide, MediaView } from '@/domain/vehicle-page-media'

import { CarImage } from '@/features/search/client'

// Spin, interior and fullscreen code is fetched only when the shopper opens them (issue 7 budget).
const FullscreenGallery = dynamic(() => import('./FullscreenGallery.client'), { ssr: false })
const SpinViewer = dynamic(() => import('../spin/SpinViewer.client'), { ssr: false })
const InteriorViewer = dynamic(() => import('../spin/InteriorViewer.client'), { ssr: false, loading: () => <p className="vehicle-media__loading">Loading interior view…</p> })

export interface Hotspot {
  x: number
  y: number
  frame?: number | null
  description: string
  anchor?: string | null
}

export interface VehicleMediaProps {
  name: string
  slides: GallerySlide[]
  thumbnails: boolean
  views: MediaView[]
  start: MediaView
  spin: { frames: string[]; hotspots: Hotspot[] } | null
  interior: { image: string; hotspots: Hotspot[] } | null
}

const TAB_LABELS: Record<MediaView, string> = { spin: 'Spin', gallery: 'Images', interior: 'Interior' }
const SLIDE_SIZES = '(min-width: 1100px) 720px, 100vw'

function Slide({ slide, index, lead, onOpen }: { slide: GallerySlide; index: number; lead: boolean; onOpen: (index: number) => void }) {
  if (slide.kind === 'video') {
    return slide.external ? (
      <iframe className="vehicle-gallery__video" src={slide.src} title={slide.title} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />
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
  // The first two photos load first; the first is the page's largest paint (spec §9).
  return (
    <button type="button" className="vehicle-gallery__open" onClick={() => onOpen(index)} aria-label={`Open photo ${index + 1} full screen`}>
      <CarImage src={slide.src} alt={slide.alt} eager={index < 2} highPriority={lead && index === 0} sizes={SLIDE_SIZES} className="vehicle-gallery__image" />
    </button>
  )
}

/** `lead`: the gallery is what the page opens on, so its first photo is the page's largest paint. */
function Gallery({ name, slides, thumbnails, lead }: Pick<VehicleMediaProps, 'name' | 'slides' | 'thumbnails'> & { lead: boolean }) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null)
  const [main, setMain] = useState<SwiperInstance | null>(null)
  const [fullscreenAt, setFullscreenAt] = useState<number | null>(null)
  const photos = slides.flatMap((slide, index) => (slide.kind === 'image' ? [{ index, src: slide.src, alt: slide.alt }] : []))
  return (
    <div className="vehicle-gallery">
      <Swiper
        className="vehicle-gallery__main"
        modules={[Navigation, Keyboard, A11y, Thumbs]}
        navigation
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: 'Previous photo', nextSlideMessage: 'Next photo', slideLabelMessage: 'Photo {{index}} of {{slidesLength}}', containerMessage: `Photos of ${name}` }}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        onSwiper={setMain}
        spaceBetween={8}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={`${slide.kind}-${index}`}>
            <Slide slide={slide} index={index} lead={lead} onOpen={setFullscreenAt} />
          </SwiperSlide>
        ))}
      </Swiper>
      {thumbnails ? (
        <Swiper className="vehicle-gallery__thumbs" modules={[Thumbs]} onSwiper={setThumbs} watchSlidesProgress slidesPerView={5} spaceBetween={8}>
          {slides.map((slide, index) => (
            <SwiperSlide key={`thumb-${index}`}>
              {/* Thumbnails are 200 px wide (spec §9) and hidden on small screens; the main slider's arrows cover keyboard use. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img className="vehicle-gallery__thumb" src={slide.kind === 'image' ? (slide.thumb ?? '/images/no-photo.svg') : slide.kind === 'custom' ? slide.src : '/images/video-thumb.svg'} alt="" width={200} height={133} loading="lazy" />
            </SwiperSlide>
          ))}
        </Swiper>
      ) : null}
      {fullscreenAt !== null ? (
        <FullscreenGallery
          photos={photos}
          start={Math.max(0, photos.findIndex((photo) => photo.index === fullscreenAt))}
          name={name}
          onClose={(photoIndex) => {
            setFullscreenAt(null)
            const slideIndex = photos[photoIndex]?.index
            if (main && slideIndex !== undefined) main.slideTo(slideIndex, 0)
          }}
        />
      ) : null}
    </div>
  )
}

/**
 * The vehicle page's media (spec §2, §4 "Spin view"): tabs for the 360° spin, the photo gallery and
 * the interior when the car has them, starting where the view-model says. The gallery is
 * server-rendered so the first photo paints before any script runs.
 */
export function VehicleMedia(props: VehicleMediaProps) {
  const [view, setView] = useState<MediaView>(props.start)
  // A page opening on the spin: its first frame is the largest paint, asked for from the page's <head>.
  const leadFrame = props.start === 'spin' ? props.spin?.frames[0] : undefined
  if (leadFrame) preload(leadFrame, { as: 'image', fetchPriority: 'high' })
  return (
    <section className="vehicle-media" aria-label={`Photos of ${props.name}`}>
      {props.views.length > 1 ? (
        <TabList
          aria-label="Media"
          className="vehicle-media__tabs"
          tabs={props.views.map((tab) => ({ key: tab, label: TAB_LABELS[tab], id: `media-tab-${tab}`, controls: `media-panel-${tab}` }))}
          selected={props.views.indexOf(view)}
          onSelect={(index) => setView(props.views[index]!)}
        />
      ) : null}
      {props.views.map((tab) => (
        <div key={tab} role={props.views.length > 1 ? 'tabpanel' : undefined} id={`media-panel-${tab}`} aria-labelledby={props.views.length > 1 ? `media-tab-${tab}` : undefined} hidden={view !== tab} className="vehicle-media__panel">
          {tab === 'gallery' ? <Gallery name={props.name} slides={props.slides} thumbnails={props.thumbnails} lead={props.start === 'gallery'} /> : null}
          {tab === 'spin' && props.spin ? (
            <div className="vehicle-media__spin">
              {/* The first frame paints from the server HTML while the viewer's code loads. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img className="vehicle-media__poster" src={props.spin.frames[0]} alt="" width={600} height={400} fetchPriority={leadFrame ? 'high' : 'auto'} />
              {view === 'spin' ? <SpinViewer frames={props.spin.frames} hotspots={props.spin.hotspots} alt={props.name} /> : null}
            </div>
          ) : null}
          {tab === 'interior' && props.interior && view === 'interior' ? <InteriorViewer image={props.interior.image} hotspots={props.interior.hotspots} alt={props.name} /> : null}
        </div>
      ))}
    </section>
  )
}
