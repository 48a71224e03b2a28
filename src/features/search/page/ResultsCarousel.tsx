'use client'

import { A11y, Keyboard, Navigation } from 'swiper/modules'

import { CardCarousel, type CarouselItem } from '@/components/CardCarousel.client'

/**
 * Carousel mode of the results (spec §2 "optional carousel mode", a site setting): the same cards
 * and promo cards in a swiper row. Arrow keys move it while it is on screen; focusing a card
 * brings its slide into view. Loaded only by sites that use it.
 */
export default function ResultsCarousel({ cells, columns }: { cells: CarouselItem[]; columns: number }) {
  return (
    <div className="search-carousel">
      <CardCarousel
        items={cells}
        slideClassName="search-carousel__slide"
        modules={[Navigation, Keyboard, A11y]}
        navigation
        a11y={{
          prevSlideMessage: 'Previous cars',
          nextSlideMessage: 'Next cars',
          slideLabelMessage: 'Card {{index}} of {{slidesLength}}',
          containerRoleDescriptionMessage: 'carousel',
          itemRoleDescriptionMessage: 'card',
        }}
        slidesPerView={1.15}
        breakpoints={{ 640: { slidesPerView: 2 }, 1100: { slidesPerView: columns } }}
        watchSlidesProgress
      />
    </div>
  )
}
