/**
 * The reviews strip (spec §3 Review, §5 "Review rating shown only above a configured minimum and not
 * when reviews are hidden", §9 "Reviews minimum rating 4; Google reviews shown 12"): the customer
 * reviews of several locations in one list, with their combined rating. Built on the location page's
 * rules so a review reads the same in both places.
 */
import { DEFAULT_MIN_REVIEW_RATING, showReviewRating, starDisplay, type StarDisplay } from './format'
import { locationReviewsView, REVIEWS_SHOWN, reviewSummary, type LocationReviews, type ReviewLine, type ReviewSettings } from './location-page'

export interface ReviewedLocation extends LocationReviews {
  name: string
  slug: string
}

export interface StripReview extends ReviewLine {
  locationName: string
  locationSlug: string
}

export interface ReviewsStripView {
  /** All the locations' reviews together: Google's figures where kept, else the reviews' own. */
  stars: StarDisplay
  average: number
  count: number
  /** Newest first, at most the block's limit (12 at most, spec §9). */
  reviews: StripReview[]
}

export interface ReviewsStripChoice {
  /** Only reviews rated at least this are listed (spec §9: 4). */
  minimumRating?: number | null
  /** How many to list (spec §9: 12, never more). */
  limit?: number | null
}

const clamp = (value: number | null | undefined, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback

/** The combined average (weighted by each location's review count, one decimal) and count; null with no reviews at all. */
export function combinedReviewSummary(locations: readonly LocationReviews[]): { average: number; count: number } | null {
  const summaries = locations.map(reviewSummary).filter((summary): summary is { average: number; count: number } => summary !== null && summary.count > 0)
  const count = summaries.reduce((sum, summary) => sum + summary.count, 0)
  if (!count) return null
  const average = summaries.reduce((sum, summary) => sum + summary.average * summary.count, 0) / count
  return { average: Math.round(average * 10) / 10, count }
}

/**
 * What the strip shows: nothing when the site hides reviews or the combined average is below the
 * site's minimum (as on the location page), else the combined stars and the newest reviews rated at
 * least the block's minimum, each with its location's name.
 */
export function reviewsStripView(locations: readonly ReviewedLocation[], choice: ReviewsStripChoice, site: ReviewSettings, now: Date): ReviewsStripView | null {
  if (site.reviewsHidden) return null
  const summary = combinedReviewSummary(locations)
  if (!summary || !showReviewRating(summary.average, site)) return null
  const minimumRating = clamp(choice.minimumRating, 1, 5, DEFAULT_MIN_REVIEW_RATING)
  const limit = clamp(choice.limit, 1, REVIEWS_SHOWN, REVIEWS_SHOWN)
  // Each location's own newest (at most 12, in its own time zone) are enough to find the newest overall.
  const lines = locations.flatMap((location) => {
    const rated = (location.reviews ?? []).filter((review) => review.rating >= minimumRating)
    const view = locationReviewsView({ ...location, reviews: rated }, { minimumRating: 0 }, now)
    return (view?.reviews ?? []).map((line) => ({ ...line, locationName: location.name, locationSlug: location.slug }))
  })
  const reviews = lines
    .map((review, index) => ({ review, index }))
    .sort((a, b) => b.review.isoDate.localeCompare(a.review.isoDate) || a.index - b.index)
    .slice(0, limit)
    .map(({ review }) => review)
  return { stars: starDisplay(summary.average, summary.count), average: summary.average, count: summary.count, reviews }
}
