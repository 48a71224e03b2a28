import { describe, expect, it } from 'vitest'

import { latestReviews, locationReviewsView, REVIEWS_SHOWN, reviewSummary, upcomingSpecialHours, weeklyHoursTable, type ReviewEntry } from './location-page'
import type { OpeningHourEntry } from './opening-hours'

const week: OpeningHourEntry[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday: String(weekday), status: 'Open', open: '08:30', close: '17:30' })),
  { weekday: '6', status: 'Open', open: '08:00', close: '12:00' },
  { weekday: '0', status: 'Closed', note: 'By appointment only' },
]

describe('the hours table on a location page (spec §2 "tabbed opening-hours table per type")', () => {
  it('lists the whole week Monday first, without collapsing Mon-Fri', () => {
    const table = weeklyHoursTable(week)
    expect(table.map((row) => row.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(table[0]).toEqual({ weekday: 1, day: 'Monday', text: '8:30am - 5:30pm' })
    expect(table[5]!.text).toBe('8:00am - 12:00pm')
    expect(table[6]!.text).toBe('By appointment only')
  })

  it('shows a day missing from the CMS as Closed', () => {
    expect(weeklyHoursTable([])[3]).toEqual({ weekday: 4, day: 'Thursday', text: 'Closed' })
  })
})

describe('holiday hours (spec §2 "holiday-hours dialog listing the special hours", §3 Special-hours entry)', () => {
  const location = {
    timeZone: 'Australia/Perth',
    openingHours: week,
    specialHours: [
      { date: '2026-12-26T00:00:00.000Z', label: 'Boxing Day', status: 'Open', open: '10:00', close: '14:00' },
      { date: '2026-12-25', label: 'Christmas Day', status: 'Closed' },
      { date: '2026-01-26', label: 'Australia Day', status: 'Closed' },
      { date: '2026-12-31', status: 'Open', hours: { begin: '08:30', end: '13:00' } },
    ],
  }

  it('lists the dates from today on, soonest first, with their hours in the location’s time zone', () => {
    const lines = upcomingSpecialHours(location, new Date('2026-12-01T00:00:00Z'))
    expect(lines).toEqual([
      { date: '2026-12-25', dateText: 'Fri 25/12/2026', label: 'Christmas Day', open: false, opens: null, closes: null, text: 'Closed' },
      // Midnight UTC is 8am in Perth, still the 26th there.
      { date: '2026-12-26', dateText: 'Sat 26/12/2026', label: 'Boxing Day', open: true, opens: '10:00', closes: '14:00', text: '10:00am - 2:00pm' },
      { date: '2026-12-31', dateText: 'Thu 31/12/2026', label: null, open: true, opens: '08:30', closes: '13:00', text: '8:30am - 1:00pm' },
    ])
  })

  it('keeps today’s special date on the location’s calendar, and drops it the day after', () => {
    // 2026-12-25 01:00 in Perth is still the 24th in UTC.
    expect(upcomingSpecialHours(location, new Date('2026-12-24T17:00:00Z'))[0]!.date).toBe('2026-12-25')
    expect(upcomingSpecialHours(location, new Date('2026-12-25T17:00:00Z'))[0]!.date).toBe('2026-12-26')
  })

  it('is empty without special hours', () => {
    expect(upcomingSpecialHours({ openingHours: week }, new Date())).toEqual([])
  })
})

const review = (customerName: string, date: string, rating = 5, text: string | null = 'Great service'): ReviewEntry => ({ customerName, date, rating, text })

describe('reviews on a location page (spec §3 Review, §5, §9 "Reviews minimum rating 4; Google reviews shown 12")', () => {
  const now = new Date('2026-03-15T00:00:00Z')
  const reviews = Array.from({ length: 15 }, (_, i) => review(`Customer ${i + 1}`, `2026-02-${String(i + 1).padStart(2, '0')}`))

  it('shows the 12 newest reviews, newest first', () => {
    expect(REVIEWS_SHOWN).toBe(12)
    const latest = latestReviews(reviews)
    expect(latest).toHaveLength(12)
    expect(latest[0]!.customerName).toBe('Customer 15')
    expect(latest.at(-1)!.customerName).toBe('Customer 4')
  })

  it('puts unreadable dates last and keeps entry order for the same date', () => {
    const latest = latestReviews([review('A', 'not a date'), review('B', '2026-01-01'), review('C', '2026-01-01'), review('D', '2026-02-01T10:00:00.000Z')])
    expect(latest.map((r) => r.customerName)).toEqual(['D', 'B', 'C', 'A'])
  })

  it("uses the location's stored average and count, else computes them from its reviews", () => {
    expect(reviewSummary({ averageRating: 4.7, reviewCount: 1284, reviews })).toEqual({ average: 4.7, count: 1284 })
    expect(reviewSummary({ reviews: [review('A', '2026-01-01', 5), review('B', '2026-01-02', 4), review('C', '2026-01-03', 4)] })).toEqual({
      average: 4.3,
      count: 3,
    })
    expect(reviewSummary({ averageRating: null, reviews: [] })).toBeNull()
  })

  it('shows the rating at the minimum and above, with the spec’s star display', () => {
    const view = locationReviewsView({ averageRating: 4.7, reviewCount: 1284, reviews: reviews.slice(0, 2) }, {}, now)!
    expect(view.stars).toEqual({ full: 4, partial: 0.7, empty: 0, scoreText: '4.7', countText: '1,284' })
    expect(view.reviews[0]).toEqual({
      customerName: 'Customer 2',
      text: 'Great service',
      rating: 5,
      stars: expect.objectContaining({ scoreText: '5.0' }),
      dateText: '02/02/2026',
      dateInWords: '1 month ago',
      isoDate: '2026-02-02',
      imageUrl: null,
    })
    expect(locationReviewsView({ averageRating: 4 }, {}, now)).not.toBeNull()
  })

  it('hides rating and reviews below the site’s minimum (default 4) or when the site hides reviews', () => {
    expect(locationReviewsView({ averageRating: 3.9, reviewCount: 10, reviews }, {}, now)).toBeNull()
    expect(locationReviewsView({ averageRating: 4.5, reviewCount: 10, reviews }, { minimumRating: 4.6 }, now)).toBeNull()
    expect(locationReviewsView({ averageRating: 4.5, reviewCount: 10, reviews }, { minimumRating: 4.5 }, now)).not.toBeNull()
    expect(locationReviewsView({ averageRating: 4.9, reviewCount: 10, reviews }, { reviewsHidden: true }, now)).toBeNull()
    expect(locationReviewsView({}, {}, now)).toBeNull()
  })

  it('keeps a rating-only review without text and shows its date in words', () => {
    const view = locationReviewsView({ averageRating: 4.5, reviewCount: 2, reviews: [review('Sam', '2025-03-14', 4, '  ')] }, {}, now)!
    expect(view.reviews[0]).toMatchObject({ customerName: 'Sam', text: null, rating: 4, dateText: '14/03/2025', dateInWords: '1 year ago' })
  })
})
