import { describe, expect, it } from 'vitest'

import type { ReviewEntry } from './location-page'
import { combinedReviewSummary, reviewsStripView, type ReviewedLocation } from './reviews-strip'

const now = new Date('2026-11-25T00:00:00Z')
const review = (customerName: string, date: string, rating = 5): ReviewEntry => ({ customerName, date, rating, text: `${customerName} was happy` })

// Shaped like Harbour City's demo locations (site-seeds/harbour-city-auto.json).
const kia: ReviewedLocation = {
  name: 'Harbour City Kia Newstead',
  slug: 'kia-newstead',
  averageRating: 4.7,
  reviewCount: 1284,
  timeZone: 'Australia/Brisbane',
  reviews: [review('Aroha', '2026-11-14'), review('Ben', '2026-10-27', 4), review('Chloe', '2026-06-14', 3), review('Dev', '2026-09-03')],
}
const mazda: ReviewedLocation = {
  name: 'Harbour City Mazda Southport',
  slug: 'mazda-southport',
  averageRating: 4.6,
  reviewCount: 612,
  reviews: [review('Ella', '2026-11-08'), review('Finn', '2026-10-15', 4)],
}
const service: ReviewedLocation = { name: 'Harbour City Kia Service Centre', slug: 'kia-service-newstead', reviews: [] }

describe('reviews strip (spec §3 Review, §9 "Reviews minimum rating 4; Google reviews shown 12")', () => {
  it("lists every chosen location's reviews together, newest first, each with its location", () => {
    const view = reviewsStripView([kia, mazda, service], {}, {}, now)!
    expect(view.reviews.map((r) => [r.customerName, r.locationName])).toEqual([
      ['Aroha', 'Harbour City Kia Newstead'],
      ['Ella', 'Harbour City Mazda Southport'],
      ['Ben', 'Harbour City Kia Newstead'],
      ['Finn', 'Harbour City Mazda Southport'],
      ['Dev', 'Harbour City Kia Newstead'],
    ])
    expect(view.reviews[0]).toMatchObject({ locationSlug: 'kia-newstead', isoDate: '2026-11-14', dateText: '14/11/2026', rating: 5 })
  })

  it('lists only reviews rated at least the minimum, 4 unless the block says otherwise (§9)', () => {
    expect(reviewsStripView([kia], {}, {}, now)!.reviews.map((r) => r.customerName)).not.toContain('Chloe')
    expect(reviewsStripView([kia], { minimumRating: 3 }, {}, now)!.reviews.map((r) => r.customerName)).toContain('Chloe')
    expect(reviewsStripView([kia, mazda], { minimumRating: 5 }, {}, now)!.reviews.map((r) => r.customerName)).toEqual(['Aroha', 'Ella', 'Dev'])
  })

  it('shows 12 at most, fewer when the block asks (§9 "Google reviews shown 12")', () => {
    const many: ReviewedLocation = {
      ...kia,
      reviews: Array.from({ length: 20 }, (_, i) => review(`Customer ${i + 1}`, `2026-10-${String(i + 1).padStart(2, '0')}`)),
    }
    const all = reviewsStripView([many], {}, {}, now)!.reviews
    expect(all).toHaveLength(12)
    expect(all[0]!.customerName).toBe('Customer 20')
    expect(reviewsStripView([many], { limit: 40 }, {}, now)!.reviews).toHaveLength(12)
    expect(reviewsStripView([many], { limit: 3 }, {}, now)!.reviews.map((r) => r.customerName)).toEqual(['Customer 20', 'Customer 19', 'Customer 18'])
  })

  it("shows the combined average and count, weighted by each location's count", () => {
    expect(combinedReviewSummary([kia, mazda, service])).toEqual({ average: 4.7, count: 1896 })
    const view = reviewsStripView([kia, mazda], {}, {}, now)!
    expect(view.stars).toMatchObject({ scoreText: '4.7', countText: '1,896' })
    // Without Google's figures, a location's own reviews make its average.
    expect(combinedReviewSummary([{ reviews: [review('A', '2026-01-01', 5), review('B', '2026-01-02', 4)] }])).toEqual({ average: 4.5, count: 2 })
  })

  it("shows nothing when the site hides reviews or the average is below the site's minimum (§5)", () => {
    expect(reviewsStripView([kia], {}, { reviewsHidden: true }, now)).toBeNull()
    expect(reviewsStripView([kia], {}, { minimumRating: 4.8 }, now)).toBeNull()
    const poor: ReviewedLocation = { name: 'Poor', slug: 'poor', averageRating: 3.2, reviewCount: 40, reviews: [review('Gus', '2026-11-01', 5)] }
    expect(reviewsStripView([poor], {}, {}, now)).toBeNull()
    expect(reviewsStripView([service], {}, {}, now)).toBeNull()
  })

  it('keeps the rating when no review reaches the minimum, with an empty list', () => {
    const view = reviewsStripView([{ ...mazda, reviews: [review('Hana', '2026-11-01', 3)] }], {}, {}, now)!
    expect(view.count).toBe(612)
    expect(view.reviews).toEqual([])
  })
})
