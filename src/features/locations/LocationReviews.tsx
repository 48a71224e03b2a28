import type { ReviewsView } from '@/domain'
import { DEFAULT_TEXTS } from '@/domain/texts'

import { ReviewStars } from './ReviewStars'

/** The latest reviews (spec §2 "review rating", §3 Review, §9 "Google reviews shown 12"), newest first. */
export function LocationReviews({ view }: { view: ReviewsView }) {
  return (
    <section className="location-page__section location-reviews" aria-labelledby="reviews">
      <h2 id="reviews">{DEFAULT_TEXTS.reviewsHeading}</h2>
      <ReviewStars stars={view.stars} />
      {view.reviews.length ? (
        <ul className="location-reviews__list">
          {view.reviews.map((review, index) => (
            <li key={`${review.isoDate}-${review.customerName}-${index}`} className="location-review">
              <article aria-label={`Review by ${review.customerName}`}>
                <header className="location-review__header">
                  {review.imageUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img className="location-review__photo" src={review.imageUrl} alt="" width={40} height={40} loading="lazy" />
                  ) : null}
                  <strong className="location-review__name">{review.customerName}</strong>
                  <ReviewStars stars={review.stars} withCount={false} />
                  <time className="location-review__date" dateTime={review.isoDate} title={review.dateText}>
                    {review.dateInWords}
                  </time>
                </header>
                {review.text ? <p className="location-review__text">{review.text}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
