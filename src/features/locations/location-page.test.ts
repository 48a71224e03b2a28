import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'

import { locationReviewsView, starDisplay } from '@/domain'
import type { Location } from '@/payload-types'

import { LocationHoursSection } from './LocationHoursSection'
import { LocationReviews } from './LocationReviews'
import { ReviewStars } from './ReviewStars'

const week = [1, 2, 3, 4, 5].map((d) => ({ weekday: String(d), status: 'Open', open: '08:00', close: '17:00' }))
const location = (id: number, name: string, locationType: Location['locationType'], extra: Partial<Location> = {}): Location =>
  ({
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    dealership: 1,
    locationType,
    timeZone: 'Australia/Brisbane',
    address: { street: '52 Breakfast Creek Road', city: 'Newstead', state: 'QLD', postcode: '4006' },
    openingHours: week,
    updatedAt: '',
    createdAt: '',
    ...extra,
  }) as unknown as Location

describe('location page hours (spec §2 "tabbed opening-hours table per type, holiday-hours dialog")', () => {
  const service = location(2, 'Kia Service Newstead', 'service', {
    specialHours: [{ date: '2026-12-25', label: 'Christmas Day', status: 'Closed' }] as Location['specialHours'],
  })
  const parts = location(3, 'Kia Parts Newstead', 'parts')
  // The tabs are an island (their own chunk): prerender waits for its code, as the server's render does.
  const render = async (own: Location, group = [service, parts]) => {
    const { prelude } = await prerender(createElement(LocationHoursSection, { location: own, group, now: new Date('2026-12-01T00:00:00Z') }))
    return new Response(prelude).text()
  }

  it('puts the page’s own department first, a week table in each tab, the rest hidden', async () => {
    const html = await render(parts)
    const tabs = [...html.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]])
    expect(tabs).toEqual([
      ['Parts', 'true'],
      ['Service', 'false'],
    ])
    expect(html.match(/<th scope="row">/g)).toHaveLength(14)
    expect(html).toContain('<th scope="row">Monday</th><td>8:00am - 5:00pm</td>')
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(1)
  })

  it('offers the holiday hours of every department at the address in a dialog', async () => {
    const html = await render(service)
    expect(html).toContain('aria-haspopup="dialog"')
    expect(html).toMatch(/<dialog[^>]*class="modal-dialog holiday-hours"/)
    expect(html).toContain('<time dateTime="2026-12-25">Fri 25/12/2026</time></td><td>Christmas Day</td><td>Closed</td>')
    expect(await render(parts, [parts])).not.toContain('<dialog')
  })
})

describe('review stars and reviews (spec §9 star display, §3 Review)', () => {
  it('fills four stars and 70% of the fifth for 4.7, named in words', () => {
    const html = renderToStaticMarkup(createElement(ReviewStars, { stars: starDisplay(4.7, 1284) }))
    expect(html).toContain('role="img" aria-label="Rated 4.7 out of 5 from 1,284 reviews"')
    expect([...html.matchAll(/--fill:(\d+)%/g)].map((m) => Number(m[1]))).toEqual([100, 100, 100, 100, 70])
    expect(html).toContain('<strong>4.7</strong> (1,284)')
  })

  it('lists each review with name, stars, date in words and text; a rating-only review has no text', () => {
    const view = locationReviewsView(
      {
        averageRating: 4.7,
        reviewCount: 1284,
        reviews: [
          { customerName: 'Priya S.', rating: 5, date: '2026-11-14', text: 'Easy.' },
          { customerName: 'Jack W.', rating: 4, date: '2026-10-11' },
        ],
      },
      {},
      new Date('2026-11-23T00:00:00Z'),
    )!
    const html = renderToStaticMarkup(createElement(LocationReviews, { view }))
    expect(html.match(/class="location-review"/g)).toHaveLength(2)
    expect(html).toContain('aria-label="Rated 5.0 out of 5"')
    expect(html).toContain('<time class="location-review__date" dateTime="2026-11-14" title="14/11/2026">9 days ago</time>')
    expect(html.match(/location-review__text/g)).toHaveLength(1)
  })
})
