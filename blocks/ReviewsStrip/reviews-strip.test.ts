import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { Location, ReviewsStripBlock as ReviewsStripData } from '@/payload-types'
import type { ResolvedSite } from '@/platform/sites'

const visible = vi.hoisted(() => ({ locations: [] as unknown[] }))
vi.mock('@/platform/content', () => ({ getVisibleLocations: async () => visible.locations }))

const { ReviewsStripBlock } = await import('@blocks/ReviewsStrip/Component')

const review = (customerName: string, date: string, rating: number) => ({ customerName, date, rating, text: `${customerName}: great people to deal with` })
// Shaped like Harbour City's demo locations (site-seeds/harbour-city-auto.json).
const location = (id: number, name: string, slug: string, extra: Partial<Location>) =>
  ({ id, name, slug, timeZone: 'Australia/Brisbane', ...extra }) as Location
const kia = location(1, 'Harbour City Kia Newstead', 'kia-newstead', {
  averageRating: 4.7,
  reviewCount: 1284,
  reviews: [review('Aroha', '2026-11-14', 5), review('Chloe', '2026-11-10', 3)],
})
const mazda = location(2, 'Harbour City Mazda Southport', 'mazda-southport', {
  averageRating: 4.6,
  reviewCount: 612,
  reviews: [review('Ella', '2026-11-08', 4)],
})

const site = (features: Partial<ResolvedSite['featureSettings']> = {}) =>
  ({ id: 1, featureSettings: { reviewsMinimumRating: 4, hideReviews: false, ...features } }) as ResolvedSite
const block = (extra: Partial<ReviewsStripData> = {}): ReviewsStripData => ({
  blockType: 'reviewsStrip',
  id: 'reviews',
  heading: 'What our customers say',
  minimumRating: 4,
  limit: 12,
  ...extra,
})
const render = async (b: ReviewsStripData, s: ResolvedSite = site()) => renderToStaticMarkup(await ReviewsStripBlock({ block: b, site: s }))

beforeEach(() => {
  visible.locations = [kia, mazda]
})

describe('reviews strip block (spec §3 Review, §9 "Reviews minimum rating 4; Google reviews shown 12")', () => {
  it('shows the combined rating and the newest reviews of 4 stars or more, each naming its location', async () => {
    const html = await render(block())
    expect(html).toContain('<h2 id="reviews-strip-reviews" class="section__heading">What our customers say</h2>')
    expect(html).toContain('aria-label="Rated 4.7 out of 5 from 1,896 reviews"')
    expect(html).not.toContain('Chloe')
    expect(html.indexOf('Aroha')).toBeLessThan(html.indexOf('Ella'))
    expect(html).toContain('<a href="/locations/mazda-southport">Harbour City Mazda Southport</a>')
  })

  it("shows only the chosen locations, and only this site's visible ones", async () => {
    const html = await render(block({ locations: [2, 99] }))
    expect(html).toContain('Ella')
    expect(html).not.toContain('Aroha')
    expect(html).toContain('from 612 reviews')
  })

  it('shows nothing when the site hides reviews (§5)', async () => {
    expect(await render(block(), site({ hideReviews: true }))).toBe('')
  })
})
