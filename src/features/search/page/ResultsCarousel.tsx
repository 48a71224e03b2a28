'use client'

import 'swiper/css'
import 'swiper/css/navigation'

import type { ReactNode } from 'react'
import { A11y, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

/**
 * Carousel mode of the results (spec §2 "optional carousel mode", a site setting): the same cards
 * and promo cards in a swiper row. Arrow keys move it while it is on screen; focusing a card
 * brings its slide into view. Loaded only by sites that use it.
 */
export default function ResultsCarousel({ cells, columns }: { cells: Array<{ key: string; node: ReactNode }>; columns: number }) {
  return (
    <div className="search-carousel">
      <Swiper
        modules={[Navigation, Keyboard, A11y]}
        navigation
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: 'Previous cars', nextSlideMessage: 'Next cars', slideLabelMessage: 'Card {{index}} of {{slidesLength}}', containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'card' }}
        spaceBetween={16}
        slidesPerView={1.15}
        breakpoints={{ 640: { slidesPerView: 2 }, 1100: { slidesPerView: columns } }}
        watchSlidesProgress
      >
        {cells.map((cell) => (
          <SwiperSlide key={cell.key} className="search-carousel__slide">
            {cell.node}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  )
}
