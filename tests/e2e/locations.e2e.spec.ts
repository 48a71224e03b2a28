import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { accessibilityViolations, expectEscapeToCloseOnto, useBrowser } from '../helpers/browser'

/** Issue 9: the location detail page and the offline map, in Chromium against the production build. */
const port = inject('appPort')
const HOST = 'harbour-city-auto.localhost'
const url = (path: string, host = HOST) => `http://${host}:${port}${path}`
const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })

/** A visible Harbour City location with a special date from today on (the seeds carry Christmas and New Year). */
async function locationWithUpcomingHoliday(): Promise<string> {
  const { rows } = await db.query<{ slug: string }>(
    `SELECT l.slug FROM locations l JOIN sites s ON s.id = l.site_id JOIN locations_special_hours h ON h._parent_id = l.id
     WHERE s.slug = 'harbour-city-auto' AND l.visible AND h.date >= now() - interval '1 day' ORDER BY l.slug LIMIT 1`,
  )
  if (!rows[0]) throw new Error('No demo location has an upcoming special date: move the holiday dates in site-seeds/*.json forward')
  return rows[0].slug
}

describe('the location detail page (issue 9)', () => {
  const { withPage } = useBrowser()
  afterAll(() => db.end())

  it('§2: /locations/{slug} is server-rendered with its canonical URL and AutoDealer JSON-LD carrying address, geo, phone and opening hours', async () => {
    const response = await fetch(url('/locations/kia-newstead'))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Harbour City Kia Newstead</h1>')
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe('https://harbourcityauto.com.au/locations/kia-newstead')
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    const dealer = scripts.find((data) => data['@type'] === 'AutoDealer') as Record<string, unknown> & {
      openingHoursSpecification: Array<Record<string, unknown>>
    }
    expect(dealer).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Harbour City Kia Newstead',
      url: 'https://harbourcityauto.com.au/locations/kia-newstead',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '48 Breakfast Creek Road',
        addressLocality: 'Newstead',
        addressRegion: 'QLD',
        postalCode: '4006',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -27.4436, longitude: 153.0441 },
      telephone: '+61738524100',
    })
    const hours = dealer.openingHoursSpecification
    expect(
      hours.some((spec) => Array.isArray(spec.dayOfWeek) && spec.dayOfWeek.includes('https://schema.org/Monday') && /^\d{2}:\d{2}$/.test(String(spec.opens))),
    ).toBe(true)
    // Special hours carry their dates; a closed holiday is 00:00 to 00:00.
    for (const spec of hours.filter((s) => 'validFrom' in s)) expect(spec.validFrom).toBe(spec.validThrough)
    // The rating (4.7, at or above the default minimum of 4) is shown, so it is stated.
    expect(dealer.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 1284, bestRating: 5, worstRating: 1 })
  })

  it('§2: /our-location/{slug} is the same page: a permanent redirect to the one canonical URL', async () => {
    const response = await fetch(url('/our-location/kia-newstead'), { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(new URL(response.headers.get('location')!, url('/')).pathname).toBe('/locations/kia-newstead')
  })

  it("the site map lists the site's location pages on its own domain, and only its own", async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text()
    expect(xml).toContain('<loc>https://harbourcityauto.com.au/locations/kia-newstead</loc>')
    expect(xml).not.toContain('/locations/orange-sales')
  })

  it('an unknown or invisible slug is a 404, never a 500', async () => {
    for (const path of ['/locations/no-such-location', '/our-location/no-such-location', '/our-location/NOT%20A%20SLUG']) {
      const response = await fetch(url(path))
      expect(response.status, path).toBe(404)
    }
    // A broken escape may be refused by the framework before the page (400) or be a 404: never a 500.
    expect([400, 404]).toContain((await fetch(url('/locations/%E0%A4%A'))).status)
    // A location of another dealer site is not this site's page.
    expect((await fetch(url('/locations/orange-sales'))).status).toBe(404)
  })

  it('§2/§9: shows the rating with the spec’s star display and the 12 newest reviews', async () => {
    await withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      await page.goto(url('/locations/kia-newstead'), { waitUntil: 'networkidle' })
      await expect.poll(() => page.getByRole('img', { name: 'Rated 4.7 out of 5 from 1,284 reviews' }).count()).toBe(2)
      expect(await page.locator('.location-review').count()).toBe(12)
      expect(await page.locator('.location-review__name').first().textContent()).toBe('Priya S.')
    })
  })

  it('§2: the holiday-hours dialog opens from its button, keeps Tab inside, closes with Escape and gives focus back', async () => {
    const slug = await locationWithUpcomingHoliday()
    await withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      await page.goto(url(`/locations/${slug}`), { waitUntil: 'networkidle' })
      const button = page.getByRole('button', { name: 'Holiday Hours' })
      await button.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: /^Holiday Hours/ })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      expect(await dialog.locator('tbody tr').count()).toBeGreaterThan(0)
      expect(await dialog.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/)
      // Focus is trapped: forwards and backwards, it never leaves the dialog.
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key)
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))), key).toBe(true)
      }
      expect(await accessibilityViolations(page)).toEqual([])
      await expectEscapeToCloseOnto(page, dialog, 'Holiday Hours')
    })
  })

  it('§2: hours tabs per department at the address, by keyboard (Arrow keys, Home, End)', async () => {
    await withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      await page.goto(url('/locations/kia-service-newstead'), { waitUntil: 'networkidle' })
      const tabs = page.getByRole('tablist', { name: 'Opening hours by department' }).getByRole('tab')
      expect(await tabs.allTextContents()).toEqual(['Service', 'Parts'])
      await tabs.first().focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => page.getByRole('tab', { name: 'Parts' }).getAttribute('aria-selected')).toBe('true')
      expect(await page.getByRole('tabpanel', { name: 'Parts' }).locator('th[scope="row"]').count()).toBe(7)
      await page.keyboard.press('Home')
      await expect.poll(() => page.getByRole('tab', { name: 'Service' }).getAttribute('aria-selected')).toBe('true')
    })
  })

  it('Maps: the offline map draws a pin per location, each a keyboard-reachable link to the map app, with no network', async () => {
    await withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      const outside: string[] = []
      page.on('request', (request) => {
        if (!new URL(request.url()).hostname.endsWith('localhost')) outside.push(request.url())
      })
      await page.goto(url('/locations/kia-newstead'), { waitUntil: 'networkidle' })
      const map = page.getByRole('group', { name: /^Map of Harbour City Kia Newstead/ })
      expect(await map.locator('.location-map__land').count()).toBe(1)
      const pins = map.getByRole('link')
      expect(await pins.count()).toBe(1)
      expect(await pins.first().getAttribute('aria-label')).toBe('Harbour City Kia Newstead, 48 Breakfast Creek Road, Newstead QLD 4006 (opens a map)')
      expect(await pins.first().getAttribute('href')).toMatch(/^https:\/\/(www\.google\.com\/maps|maps\.google\.com)\//)
      // Keyboard: Tab reaches the pin, and its focus is visible (an outline or the marker's focus ring).
      await pins.first().focus()
      expect(await page.evaluate(() => document.activeElement?.classList.contains('location-map__pin'))).toBe(true)
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.location-map__pin .location-map__marker')!).strokeWidth)).toBe('4px')
      expect(outside).toEqual([])
    })
  })

  it('axe reports no violations on a location page', async () => {
    await withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      await page.goto(url('/locations/kia-newstead'), { waitUntil: 'networkidle' })
      expect(await accessibilityViolations(page)).toEqual([])
      await page.setViewportSize({ width: 390, height: 800 })
      expect(await accessibilityViolations(page)).toEqual([])
    })
  })
})
