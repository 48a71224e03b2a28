import Image from 'next/image'
import { useState } from 'react'

const NO_PHOTO = '/images/no-photo.svg'

/**
 * A car's photo at the spec's CDN settings (600x400 slides, quality 75, through next/image and
 * sharp); a missing or broken image shows the not-found placeholder (spec §8 "Missing image").
 */
export function CarImage({ src, alt, eager, sizes, highPriority = eager, className = 'vehicle-card__image' }: { src: string | null; alt: string; eager: boolean; sizes: string; highPriority?: boolean; className?: string }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) return <Image className={className} src={NO_PHOTO} alt={alt} width={600} height={400} unoptimized />
  return (
    <Image
      className={className}
      src={src}
      alt={alt}
      width={600}
      height={400}
      quality={75}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={highPriority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
    />
  )
}
