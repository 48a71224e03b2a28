'use client'

import { useId } from 'react'
import { A11y, Keyboard, Navigation } from 'swiper/modules'

import { CardCarousel, type CarouselItem } from '@/components/CardCarousel.client'
import { LOCATION_LIST_TEXTS } from '@/domain/location-list-texts'

/** More than this many locations hide the swipe hint (spec §2 "a swipe hint hidden with more than 3 locations"). */
export const SWIPE_HINT_MAX_LOCATIONS = 3

/**
 * Location cards in a swiper carousel (spec §2 "Location cards with a carousel for many locations"):
 * arrow buttons with names, the keyboard module for arrow keys and swiper's a11y module for slide labels.
 */
export function LocationCarousel({ items, labelledBy }: { items: CarouselItem[]; labelledBy?: string }) {
  const T = LOCATION_LIST_TEXTS
  const id = `carousel-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <div className="location-carousel" role="region" aria-roledescription="carousel" aria-labelledby={labelledBy}>
      {items.length <= SWIPE_HINT_MAX_LOCATIONS ? (
        <p className="location-carousel__hint" aria-hidden="true">
          {T.swipeHint}
        </p>
      ) : null}
      <CardCarousel
        items={items}
        slideClassName="location-carousel__slide"
        modules={[A11y, Keyboard, Navigation]}
        a11y={{ enabled: true, prevSlideMessage: T.previousLocations, nextSlideMessage: T.nextLocations }}
        navigation={{ prevEl: `#${id}-prev`, nextEl: `#${id}-next` }}
        slidesPerView={1}
        breakpoints={{ 700: { slidesPerView: 2 }, 1080: { slidesPerView: 3 } }}
        watchOverflow
      />
      <div className="location-carousel__arrows">
        <button id={`${id}-prev`} type="button" className="location-carousel__arrow" aria-label={T.previousLocations}>
          <span aria-hidden="true">‹</span>
        </button>
        <button id={`${id}-next`} type="button" className="location-carousel__arrow" aria-label={T.nextLocations}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  )
}
