import { describe, expect, it } from 'vitest'

import { blogCardDate, blogCardHrefProblem, isExternalHref } from './blog-cards'

describe('blog card (spec §2 "Blog card: href, heading, image, date")', () => {
  it('shows the date as Australians write it, e.g. 3 March 2026', () => {
    expect(blogCardDate('2026-03-03')).toEqual({ text: '3 March 2026', iso: '2026-03-03' })
  })

  it('keeps the day the editor picked: the admin stores noon UTC', () => {
    expect(blogCardDate('2026-03-03T12:00:00.000Z', 'Australia/Perth')).toEqual({ text: '3 March 2026', iso: '2026-03-03' })
    expect(blogCardDate('2026-03-03T12:00:00.000Z', 'Australia/Sydney')).toEqual({ text: '3 March 2026', iso: '2026-03-03' })
  })

  it("reads a full timestamp on the site's calendar", () => {
    // 14:30 UTC on 2 March is 1:30am on 3 March in Sydney (daylight time).
    expect(blogCardDate('2026-03-02T14:30:00Z', 'Australia/Sydney')?.text).toBe('3 March 2026')
  })

  it('has no date for a missing or unreadable value', () => {
    expect(blogCardDate(null)).toBeNull()
    expect(blogCardDate('')).toBeNull()
    expect(blogCardDate('soon')).toBeNull()
  })

  it('tells a link to another website from a path on this site', () => {
    expect(isExternalHref('https://www.toyota.com.au/news')).toBe(true)
    expect(isExternalHref('http://example.com')).toBe(true)
    expect(isExternalHref('/pages/capped-price-servicing')).toBe(false)
    expect(isExternalHref('#news')).toBe(false)
  })

  it('links to a page of this site or a web address, nothing else', () => {
    expect(blogCardHrefProblem('/pages/capped-price-servicing')).toBeNull()
    expect(blogCardHrefProblem('https://www.toyota.com.au/news')).toBeNull()
    for (const bad of ['', '#', 'about-us', '//evil.example.com', 'javascript:alert(1)', 'mailto:sales@example.com', 'https://'])
      expect(blogCardHrefProblem(bad)).toMatch(/about-us/)
  })
})
