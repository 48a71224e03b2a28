import Link from 'next/link'
import { preload } from 'react-dom'

import { optimisedImageAttributes } from '@/components/optimised-image'

import type { HeroBlock as HeroBlockData, Media } from '@/payload-types'

import type { BlockProps } from '../types'

/**
 * The banner at the top of a page; its image is the page's LCP element, so it loads with priority
 * (asked for from the page's head). next/image's markup without its client component, which a
 * content page would otherwise load only to hydrate one photo.
 */
export function HeroBlock({ block }: BlockProps<HeroBlockData>) {
  const image = block.image && typeof block.image === 'object' ? (block.image as Media) : null
  const photo = image?.url ? optimisedImageAttributes(image.sizes?.hero?.url ?? image.url, '100vw', 75) : null
  if (photo) preload(photo.src, { as: 'image', imageSrcSet: photo.srcSet, imageSizes: photo.sizes, fetchPriority: 'high' })
  return (
    <section className={photo ? 'hero hero--image' : 'hero'}>
      {image && photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- optimisedImageAttributes: next/image's markup without its client component
        <img
          className="hero__image"
          {...photo}
          alt={image.alt}
          fetchPriority="high"
          decoding="async"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectPosition: `${image.focalX ?? 50}% ${image.focalY ?? 50}%` }}
        />
      ) : null}
      <div className="container hero__content">
        <h1 className="hero__heading">{block.heading}</h1>
        {block.subheading ? <p className="hero__subheading">{block.subheading}</p> : null}
        {block.links?.length ? (
          <p className="hero__links">
            {block.links.map((link, i) => (
              <Link key={link.id ?? link.href} href={link.href} className={i === 0 ? 'button' : 'button button--ghost'}>
                {link.label}
              </Link>
            ))}
          </p>
        ) : null}
      </div>
    </section>
  )
}
