import { describe, expect, inject, it } from 'vitest'

import { crawlSite } from '../helpers/link-crawl'
import { adminHeaders, siteEditor } from '../helpers/admin-api'

const port = inject('appPort')

/**
 * Issue 22: every link a demo site shows leads to a real page. From each site's home page, every
 * internal link on every page reached is requested on the production build; a 4xx or 5xx fails the
 * test naming the page that links to it.
 */
describe('no dead links on the demo sites (issue 22, spec §2 routes)', () => {
  it.each(['harbour-city-auto', 'ridgeline-toyota', 'sunset-coast-cars-and-caravans'])(
    '%s: every internal link answers',
    async (site) => {
      const result = await crawlSite(`http://${site}.localhost:${port}`)
      expect(result.deadLinks.map((link) => `${link.status} ${link.href} (linked from ${link.linkedFrom})`)).toEqual([])
      // The crawl really went somewhere: menus, footer, search, cars, locations and content pages.
      expect(result.pagesVisited).toBeGreaterThan(30)
    },
    180_000,
  )
})

describe('a menu link to a missing page is flagged in the admin (issue 22)', () => {
  const base = `http://localhost:${port}`
  const editorHeaders = () => adminHeaders(base, siteEditor('ridgeline-toyota'))

  it("an editor reading the site's footer sees the paths that lead nowhere, and nothing once they lead somewhere", async () => {
    const headers = await editorHeaders()
    const found = (await (
      await fetch(`${base}/api/menus?where[placement][equals]=footer&where[site.slug][equals]=ridgeline-toyota&depth=0`, { headers })
    ).json()) as { docs: Array<{ id: number; items: Array<Record<string, unknown>>; missingPages?: string | null }> }
    const menu = found.docs[0]!
    expect(menu.missingPages ?? null).toBeNull()
    const items = menu.items
    const withDeadLink = [
      ...items,
      {
        label: 'Old offers',
        href: '#',
        children: [
          { label: 'Spring sale', href: '/pages/spring-sale-2019' },
          { label: 'Service', href: '/service' },
        ],
      },
    ]
    try {
      const saved = (await (
        await fetch(`${base}/api/menus/${menu.id}?depth=0`, { method: 'PATCH', headers, body: JSON.stringify({ items: withDeadLink }) })
      ).json()) as { doc: { missingPages?: string | null } }
      expect(saved.doc.missingPages).toBe('/pages/spring-sale-2019 (404)')
      // Shoppers' pages never see the check: the public read has no such field value.
      const publicRead = (await (await fetch(`${base}/api/menus/${menu.id}?depth=0`)).json()) as { missingPages?: string | null }
      expect(publicRead.missingPages ?? null).toBeNull()
    } finally {
      await fetch(`${base}/api/menus/${menu.id}?depth=0`, { method: 'PATCH', headers, body: JSON.stringify({ items }) })
    }
  })
})
