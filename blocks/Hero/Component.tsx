import Image from 'next/image'
import Link from 'next/link'

import type { HeroBlock as HeroBlockData, Media } from '@/payload-types'

import type { BlockProps } from '../types'

/** The banner at the top of a page; its image is the page's LCP element, so it loads with priority. */
export function HeroBlock({ block }: BlockProps<HeroBlockData>) {
  const image = block.image && typeof block.image === 'object' ? (block.image as Media) : null
  return (
    <section className={image?.url ? 'hero hero--image' : 'hero'}>
      {image?.url ? (
        <Image
          className="hero__image"
          src={image.sizes?.hero?.url ?? image.url}
          alt={image.alt}
          fill
          priority
          sizes="100vw"
          style={{ objectPosition: `${image.focalX ?? 50}% ${image.focalY ?? 50}%` }}
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
