import Link from 'next/link'

import type { ReviewEntry } from '@/domain/location-page'
import { reviewsStripView, type ReviewedLocation } from '@/domain/reviews-strip'
import { ReviewStars } from '@/features/locations/ui'
import type { Location, ReviewsStripBlock as ReviewsStripData } from '@/payload-types'
import { getVisibleLocations } from '@/platform/content'
import { relationId } from '@/platform/relation'

import type { BlockProps } from '../types'

/** A location's kept reviews, with the reviewer's photo as a thumbnail address. */
function reviewedLocation(location: Location): ReviewedLocation {
  const reviews: ReviewEntry[] = (location.reviews ?? []).map((review) => ({
    customerName: review.customerName,
    rating: review.rating,
    date: review.date,
    text: review.text,
    imageUrl: review.image && typeof review.image === 'object' ? (review.image.sizes?.thumbnail?.url ?? review.image.url ?? null) : null,
  }))
  return {
    name: location.name,
    slug: location.slug,
    averageRating: location.averageRating,
    reviewCount: location.reviewCount,
    timeZone: location.timeZone,
    reviews,
  }
}

/**
 * Customer reviews on any page (spec §3 Review, §9 "Reviews minimum rating 4; Google reviews shown
 * 12"): the chosen locations' combined rating and their newest good reviews, each naming its location.
 * Only this site's visible locations count, whatever the block names; nothing shows when the site
 * hides reviews or its rating is below the site's minimum.
 */
export async function ReviewsStripBlock({ block, site }: BlockProps<ReviewsStripData>) {
  const chosen = new Set((block.locations ?? []).map(relationId))
  const visible = await getVisibleLocations(site.id)
  const locations = chosen.size ? visible.filter((location) => chosen.has(location.id)) : visible
  const features = site.featureSettings
  const view = reviewsStripView(
    locations.map(reviewedLocation),
    { minimumRating: block.minimumRating, limit: block.limit },
    { minimumRating: features.reviewsMinimumRating, reviewsHidden: features.hideReviews },
    new Date(),
  )
  if (!view) return null
  const headingId = `reviews-strip-${block.id ?? 'block'}`
  return (
    <section className="container section reviews-strip" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__heading">
        {block.heading}
      </h2>
      <ReviewStars stars={view.stars} />
      {view.reviews.length ? (
        <ul className="reviews-strip__list">
          {view.reviews.map((review, index) => (
            <li key={`${review.locationSlug}-${review.isoDate}-${review.customerName}-${index}`} className="reviews-strip__item">
              <article className="reviews-strip__review" aria-label={`Review by ${review.customerName}`}>
                <header className="reviews-strip__header">
                  {review.imageUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a 40 px photo from the review
                    <img className="reviews-strip__photo" src={review.imageUrl} alt="" width={40} height={40} loading="lazy" />
                  ) : null}
                  <strong className="reviews-strip__name">{review.customerName}</strong>
                  <ReviewStars stars={review.stars} withCount={false} />
                  <time className="reviews-strip__date" dateTime={review.isoDate} title={review.dateText}>
                    {review.dateInWords}
                  </time>
                </header>
                {review.text ? <p className="reviews-strip__text">{review.text}</p> : null}
                <p className="reviews-strip__location">
                  <Link href={`/locations/${review.locationSlug}`}>{review.locationName}</Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
