'use client'

import type { ReactNode } from 'react'
import { Swiper, SwiperSlide, type SwiperProps } from 'swiper/react'

export type CarouselItem = { key: string; node: ReactNode }

/**
 * Cards in a swiper row, 16 px apart, that arrow keys move while it is on screen. The caller gives the
 * modules, navigation, labels and breakpoints, and imports swiper's CSS itself so the order of its own
 * styles after swiper's stays its own.
 */
export function CardCarousel({ items, slideClassName, ...swiper }: SwiperProps & { items: readonly CarouselItem[]; slideClassName: string }) {
  return (
    <Swiper keyboard={{ enabled: true, onlyInViewport: true }} spaceBetween={16} {...swiper}>
      {items.map((item) => (
        <SwiperSlide key={item.key} className={slideClassName}>
          {item.node}
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
