import Link from 'next/link'

import { optimisedImageAttributes } from '@/components/optimised-image'
import { blogCardDate, isExternalHref } from '@/domain/blog-cards'
import type { BlogCardsBlock as BlogCardsData, Media } from '@/payload-types'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'

type BlogCard = BlogCardsData['cards'][number]

/** The card's image at the card size (600 x 400), or null without one. */
function cardImage(image: BlogCard['image']) {
  const media = image && typeof image === 'object' ? (image as Media) : null
  const url = media?.sizes?.card?.url ?? media?.url
  if (!media || !url) return null
  return { url, width: media.sizes?.card?.width ?? media.width ?? 600, height: media.sizes?.card?.height ?? media.height ?? 400 }
}

/**
 * Blog cards (spec §2 "Blog card: href, heading, image, date"): a grid of articles. The heading's link
 * is the card's only link and stretches over the whole card, so one click target and one tab stop per
 * card, and screen readers hear the heading as the link's name. Links to other websites open in the
 * same tab, like any other link.
 */
export function BlogCardsBlock({ block }: BlockProps<BlogCardsData>) {
  return (
    <BlockSection id={`blog-cards-${block.id ?? 'block'}`} heading={block.heading} className="blog-cards">
      <ul className="blog-cards__list">
        {block.cards.map((card, index) => {
          const image = cardImage(card.image)
          const date = blogCardDate(card.date)
          const href = card.href.trim()
          return (
            <li key={card.id ?? `${href}-${index}`} className="blog-card">
              <article className="blog-card__article">
                {image ? (
                  // Decorative: the heading says what the article is.
                  // eslint-disable-next-line @next/next/no-img-element -- optimisedImageAttributes: next/image's markup without its client component
                  <img
                    className="blog-card__image"
                    {...optimisedImageAttributes(image.url, '(min-width: 1100px) 360px, (min-width: 640px) 50vw, 100vw', 75)}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <div className="blog-card__body">
                  <h3 className="blog-card__heading">
                    {isExternalHref(href) ? (
                      <a className="blog-card__link" href={href}>
                        {card.heading}
                      </a>
                    ) : (
                      <Link className="blog-card__link" href={href}>
                        {card.heading}
                      </Link>
                    )}
                  </h3>
                  {date ? (
                    <time className="blog-card__date" dateTime={date.iso}>
                      {date.text}
                    </time>
                  ) : null}
                </div>
              </article>
            </li>
          )
        })}
      </ul>
    </BlockSection>
  )
}
