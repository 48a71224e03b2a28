'use client'

import { useCallback, useState } from 'react'
import { preload } from 'react-dom'

import { optimisedImageAttributes } from '../../../components/optimised-image'

const NO_PHOTO = '/images/no-photo.svg'
/** Stock photos are 600x400 (spec §9). */
const STOCK_PHOTO_WIDTH = 600

/** A photo whose load has already failed (its error event may have gone before anyone listened). */
const alreadyBroken = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0

/** A search card's photo (CarImage's own class), the photos of server HTML the search shows. */
const CARD_PHOTO = 'img.vehicle-card__image'

/**
 * Shows the not-found placeholder for car photos in server HTML that React has not hydrated yet
 * (StockSearch hydrates on first touch): a photo already broken, or one that breaks later. Returns
 * the cleanup.
 */
export function showPlaceholderForBrokenPhotos(root: HTMLElement): () => void {
  const placeholder = (image: HTMLImageElement) => {
    image.removeAttribute('srcset')
    image.removeAttribute('sizes')
    image.src = NO_PHOTO
  }
  root.querySelectorAll<HTMLImageElement>(CARD_PHOTO).forEach((image) => {
    if (alreadyBroken(image)) placeholder(image)
  })
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement && event.target.matches(CARD_PHOTO)) placeholder(event.target)
  }
  root.addEventListener('error', onError, true)
  return () => root.removeEventListener('error', onError, true)
}

/**
 * A car's photo at the spec's CDN settings (600x400 slides, quality 75, resized by the image
 * optimiser through sharp); a missing or broken image shows the not-found placeholder (spec §8
 * "Missing image").
 */
export function CarImage({
  src,
  alt,
  eager,
  sizes,
  priority = eager ? 'high' : undefined,
  className = 'vehicle-card__image',
}: {
  src: string | null
  alt: string
  eager: boolean
  sizes: string
  /** Above the browser's own order ('high': the page's largest photo) or below it ('low': loaded early, wanted later). */
  priority?: 'high' | 'low'
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  // A photo that failed before hydration sent its error event before React listened for it.
  const brokenBeforeHydration = useCallback((image: HTMLImageElement | null) => {
    if (image && alreadyBroken(image)) setFailed(true)
  }, [])
  /* eslint-disable @next/next/no-img-element -- see optimisedImageAttributes: next/image's markup without its client component */
  if (!src || failed) return <img className={className} src={NO_PHOTO} alt={alt} width={600} height={400} />
  const attributes = optimisedImageAttributes(src, sizes, 75, { sourceWidth: STOCK_PHOTO_WIDTH })
  const highPriority = priority === 'high'
  // The page's largest photo (first card, first slide): asked for from the page's <head>, ahead of its stylesheets and scripts.
  if (highPriority) preload(attributes.src, { as: 'image', imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes, fetchPriority: 'high' })
  return (
    <img
      ref={brokenBeforeHydration}
      className={className}
      {...attributes}
      alt={alt}
      width={600}
      height={400}
      // The page's largest photo is decoded for the frame it arrives in, not a frame later; others keep the browser's defaults (no attribute: 21 cards' worth of HTML).
      decoding={highPriority ? 'sync' : undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority}
      onError={() => setFailed(true)}
    />
  )
  /* eslint-enable @next/next/no-img-element */
}
