import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BlogCardsBlock } from '@blocks/BlogCards/Component'
import type { BlogCardsBlock as BlogCardsData, Media } from '@/payload-types'
import type { ResolvedSite } from '@/platform/sites'

const photo = {
  id: 7,
  alt: 'A RAV4 on a gravel road',
  url: '/api/media/file/rav4.jpg',
  width: 1800,
  height: 1200,
  sizes: { card: { url: '/api/media/file/rav4-600x400.webp', width: 600, height: 400 } },
} as Media

const block: BlogCardsData = {
  blockType: 'blogCards',
  id: 'news',
  heading: 'Latest news',
  cards: [
    { id: 'a', heading: 'Capped-price servicing explained', href: '/pages/capped-price-servicing', date: '2026-03-03', image: photo },
    { id: 'b', heading: "Toyota's newest hybrid", href: 'https://www.toyota.com.au/news', date: '2026-02-14T12:00:00.000Z' },
  ],
}
const render = () => renderToStaticMarkup(BlogCardsBlock({ block, site: {} as ResolvedSite }))

describe('blog cards (spec §2 "Blog card: href, heading, image, date")', () => {
  it("gives each card one link, its heading, under the block's h2", () => {
    const html = render()
    expect(html).toContain('<h2 id="blog-cards-news" class="section__heading">Latest news</h2>')
    expect(html.match(/<a /g)).toHaveLength(2)
    expect(html).toMatch(
      /<h3 class="blog-card__heading"><a class="blog-card__link" href="\/pages\/capped-price-servicing">Capped-price servicing explained<\/a><\/h3>/,
    )
  })

  it("opens another website's article in the same tab", () => {
    const html = render()
    expect(html).toContain('href="https://www.toyota.com.au/news"')
    expect(html).not.toContain('target=')
  })

  it('shows the date as 3 March 2026, in a time element', () => {
    const html = render()
    expect(html).toContain('<time class="blog-card__date" dateTime="2026-03-03">3 March 2026</time>')
    expect(html).toContain('<time class="blog-card__date" dateTime="2026-02-14">14 February 2026</time>')
  })

  it('loads the image lazily at the card size, as decoration', () => {
    const img = render().match(/<img[^>]*>/g)!
    expect(img).toHaveLength(1)
    expect(img[0]).toContain('loading="lazy"')
    expect(img[0]).toContain('width="600"')
    expect(img[0]).toContain('height="400"')
    expect(img[0]).toContain('alt=""')
  })
})
