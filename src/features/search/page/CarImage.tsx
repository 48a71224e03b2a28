import { useCallback, useState } from 'react'

import { optimisedImageAttributes } from '../../../components/optimised-image'

const NO_PHOTO = '/images/no-photo.svg'

/**
 * A car's photo at the spec's CDN settings (600x400 slides, quality 75, resized by the image
 * optimiser through sharp); a missing or broken image shows the not-found placeholder (spec §8
 * "Missing image").
 */
export function CarImage({ src, alt, eager, sizes, highPriority = eager, className = 'vehicle-card__image' }: { src: string | null; alt: string; eager: boolean; sizes: string; highPriority?: boolean; className?: string }) {
  const [failed, setFailed] = useState(false)
  // A photo that failed before hydration sent its error event before React listened for it.
  const brokenBeforeHydration = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setFailed(true)
  }, [])
  /* eslint-disable @next/next/no-img-element -- see optimisedImageAttributes: next/image's markup without its client component */
  if (!src || failed) return <img className={className} src={NO_PHOTO} alt={alt} width={600} height={400} />
  return (
    <img
      ref={brokenBeforeHydration}
      className={className}
      {...optimisedImageAttributes(src, sizes, 75)}
      alt={alt}
      width={600}
      height={400}
      decoding="async"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={highPriority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
    />
  )
  /* eslint-enable @next/next/no-img-element */
}
