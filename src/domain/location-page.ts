/**
 * The location detail page's rules (spec §2 "Location detail page", §3 Review, §9 "Reviews minimum
 * rating 4; Google reviews shown 12"): the week's hours table, the upcoming holiday hours and the
 * reviews a site shows.
 */
import { tz } from '@date-fns/tz'
import { format, formatDistanceStrict } from 'date-fns'

import { formatDate, showReviewRating, starDisplay, type StarDisplay } from './format'
import { dayHoursText, hoursOn, specialDateKey, type LocationHours, type OpeningHourEntry } from './opening-hours'
import { DEFAULT_TEXTS, type Texts } from './texts'
import { DEFAULT_TIME_ZONE, toDate } from './time'

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const

export interface WeekdayHours {
  weekday: number
  /** "Monday". */
  day: (typeof DAY_NAMES)[number]
  /** "8:30am - 5:00pm", "Closed", "By appointment only". */
  text: string
}

/** The full week, Monday first, one row a day with the card's day text (the table does not collapse Mon-Fri). */
export function weeklyHoursTable(entries: readonly OpeningHourEntry[] | null | undefined, texts: Texts = DEFAULT_TEXTS): WeekdayHours[] {
  return MONDAY_FIRST.map((weekday) => ({
    weekday,
    day: DAY_NAMES[weekday],
    text: dayHoursText(
      entries?.find((entry) => Number(entry.weekday) === weekday),
      texts,
    ),
  }))
}

export interface SpecialHoursLine {
  /** "2025-12-25" on the location's calendar. */
  date: string
  /** "Thu 25/12/2025". */
  dateText: string
  /** "Christmas Day", or null. */
  label: string | null
  open: boolean
  /** "HH:mm" while open that day; null when closed. */
  opens: string | null
  closes: string | null
  /** "9:00am - 1:00pm" or "Closed". */
  text: string
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The location's special dates from today on (its own calendar), soonest first: what the holiday-hours dialog lists. */
export function upcomingSpecialHours(location: LocationHours, now: Date, texts: Texts = DEFAULT_TEXTS): SpecialHoursLine[] {
  const timeZone = location.timeZone || DEFAULT_TIME_ZONE
  const today = format(now, 'yyyy-MM-dd', { in: tz(timeZone) })
  const dates = [...new Set((location.specialHours ?? []).map((entry) => specialDateKey(entry.date, timeZone)))].filter((date) => date >= today).sort()
  return dates.map((date) => {
    const day = hoursOn(date, location, texts)
    const weekday = DAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()]!.slice(0, 3)
    return {
      date,
      dateText: `${weekday} ${formatDate(date)}`,
      label: day.specialLabel,
      open: day.open,
      opens: day.opensAt === null ? null : clock(day.opensAt),
      closes: day.closesAt === null ? null : clock(day.closesAt),
      text: day.text,
    }
  })
}

/** Spec §9: "Google reviews shown 12". */
export const REVIEWS_SHOWN = 12

/** A customer review as the CMS keeps it (spec §3 Review: customer_name, text, rating, image, review_date). */
export interface ReviewEntry {
  customerName: string
  text?: string | null
  rating: number
  /** "2025-10-02" or an ISO timestamp. */
  date: string
  imageUrl?: string | null
}

export interface ReviewLine {
  customerName: string
  /** Empty reviews (a rating alone) have no text (spec §3 "text (may be empty)"). */
  text: string | null
  rating: number
  stars: StarDisplay
  /** dd/MM/yyyy (spec §3 review_date). */
  dateText: string
  /** "3 months ago" (spec §3 created_at_time_ago_in_words). */
  dateInWords: string
  /** The date as "2025-10-02", for a <time> element. */
  isoDate: string
  imageUrl: string | null
}

export interface ReviewsView {
  /** The summary stars (spec §9 "star display"), average and count. */
  stars: StarDisplay
  average: number
  count: number
  /** Newest first, at most 12. */
  reviews: ReviewLine[]
}

export interface LocationReviews {
  /** Google's figures, when the location has them: they cover more reviews than the ones kept. */
  averageRating?: number | null
  reviewCount?: number | null
  reviews?: readonly ReviewEntry[] | null
  timeZone?: string | null
}

export interface ReviewSettings {
  /** The site's minimum average to show a rating at all (spec §5, §9; default 4). */
  minimumRating?: number
  reviewsHidden?: boolean
}

/** Average and count: the location's stored figures, else computed from its reviews; null with neither. */
export function reviewSummary(location: LocationReviews): { average: number; count: number } | null {
  const reviews = (location.reviews ?? []).filter((review) => Number.isFinite(review.rating))
  if (typeof location.averageRating === 'number' && location.averageRating > 0) {
    return { average: location.averageRating, count: Math.max(location.reviewCount ?? 0, reviews.length) }
  }
  if (!reviews.length) return null
  return { average: Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10, count: reviews.length }
}

/** The latest reviews, newest first (unreadable dates last, entry order kept for ties), at most `limit`. */
export function latestReviews<T extends Pick<ReviewEntry, 'date'>>(reviews: readonly T[] | null | undefined, limit: number = REVIEWS_SHOWN): T[] {
  const time = (review: T) => toDate(review.date)?.getTime() ?? Number.NEGATIVE_INFINITY
  return (reviews ?? [])
    .map((review, index) => ({ review, index }))
    .sort((a, b) => time(b.review) - time(a.review) || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ review }) => review)
}

/**
 * The rating and reviews a location page shows: nothing when the site hides reviews or the average is
 * below the site's minimum (spec §5 "Review rating shown only above a configured minimum and not when
 * reviews are hidden"), else the stars and the 12 newest reviews.
 */
export function locationReviewsView(location: LocationReviews, settings: ReviewSettings, now: Date): ReviewsView | null {
  const summary = reviewSummary(location)
  if (!summary || !showReviewRating(summary.average, settings)) return null
  const timeZone = location.timeZone || DEFAULT_TIME_ZONE
  const reviews = latestReviews((location.reviews ?? []).filter((review) => toDate(review.date) && Number.isFinite(review.rating)))
  return {
    stars: starDisplay(summary.average, summary.count),
    average: summary.average,
    count: summary.count,
    reviews: reviews.map((review) => {
      const date = toDate(review.date)!
      const rating = Math.min(5, Math.max(1, review.rating))
      return {
        customerName: review.customerName.trim(),
        text: review.text?.trim() || null,
        rating,
        stars: starDisplay(rating, 1),
        dateText: formatDate(review.date, timeZone),
        dateInWords: formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: 'floor' }),
        isoDate: /^\d{4}-\d{2}-\d{2}$/.test(review.date) ? review.date : format(date, 'yyyy-MM-dd', { in: tz(timeZone) }),
        imageUrl: review.imageUrl ?? null,
      }
    }),
  }
}
