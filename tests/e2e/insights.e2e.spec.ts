import pg from 'pg'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { adminSignIn, siteEditor } from '../helpers/admin-api'
import { accessibilityViolations, closePage, pageIdle, useBrowser } from '../helpers/browser'

/**
 * Issue 44: marketer insights. A shopper's visit is counted by the first-party beacon without a cookie
 * (and not at all with Global Privacy Control); the Ridgeline editor's dashboard shows the seeded weeks,
 * answers "which promo brought the most leads last week" and "what do shoppers search for that we don't
 * have" in two clicks, adds a synonym, and passes axe; another site's editor sees none of it.
 */
const port = inject('appPort')
const base = `http://localhost:${port}`
const RIDGELINE = 'ridgeline-toyota.localhost'
const url = (host: string, path: string) => `http://${host}:${port}${path}`
const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })
/** A desktop browser: the server counts nothing from headless browsers and crawlers. */
const SHOPPER_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

afterAll(async () => {
  await db.end()
})

const insightBeacons = (page: Page) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/insights') sent.push(request.postData() ?? '')
  })
  return sent
}

const eventsOfVisit = async (visit: string) =>
  (await db.query<{ kind: string; subject: string; path: string }>('SELECT kind, subject, path FROM insight_events WHERE visit = $1 ORDER BY seq', [visit]))
    .rows

/** The promo whose attributed leads were most in the last 7 days ending yesterday (Sydney days), as the dashboard's "Last 7 days" counts. */
async function topPromoLastWeek(siteSlug: string) {
  const { rows } = await db.query<{ label: string; leads: number }>(
    `SELECT max(l.attribution_clicked_label) AS label, count(*)::int AS leads
       FROM leads l JOIN sites s ON s.id = l.site_id
      WHERE s.slug = $1 AND l.attribution_clicked LIKE 'promo:%'
        AND (l.created_at AT TIME ZONE 'Australia/Sydney')::date BETWEEN (now() AT TIME ZONE 'Australia/Sydney')::date - 7 AND (now() AT TIME ZONE 'Australia/Sydney')::date - 1
      GROUP BY l.attribution_clicked ORDER BY leads DESC LIMIT 2`,
    [siteSlug],
  )
  return rows
}

describe('marketer insights (issue 44)', () => {
  const { openPage, withPage } = useBrowser()

  it("counts a shopper's visit without a cookie: page views, the promo seen and clicked, kept as what brought them", async () => {
    await withPage({ userAgent: SHOPPER_BROWSER, viewport: { width: 1280, height: 900 } }, async (page) => {
      const beacons = insightBeacons(page)
      await page.goto(url(RIDGELINE, '/special-offers'))
      // The beacon loads once the page has settled; the visit's id is the first thing it keeps.
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('dealer:insights:visit')), { timeout: 15_000 }).not.toBeNull()
      const promo = page
        .locator('[data-insight^="promo:"]')
        .filter({ has: page.locator('a') })
        .first()
      await promo.scrollIntoViewIfNeeded()
      const subject = (await promo.getAttribute('data-insight'))!
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/insights')
      await promo.locator('a').first().click()
      await page.waitForLoadState('load')
      expect((await answered).status()).toBe(204)
      await pageIdle(page)

      const visit = await page.evaluate(() => JSON.parse(sessionStorage.getItem('dealer:insights:visit') ?? 'null') as string | null)
      expect(visit).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
      expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('dealer:insights:clicked') ?? 'null'))).toMatchObject({ subject })
      await expect
        .poll(async () => (await eventsOfVisit(visit!)).map((event) => `${event.kind} ${event.subject}`), { timeout: 15_000 })
        .toEqual(expect.arrayContaining(['page_view /special-offers', `impression ${subject}`, `click ${subject}`]))
      // First-party and cookieless: the beacon set no cookie, and every beacon went to this site.
      expect(await page.context().cookies()).toEqual([])
      expect(beacons.length).toBeGreaterThan(0)
    })
  })

  it('sends nothing at all when the browser asks not to be tracked (Global Privacy Control)', async () => {
    await withPage({ userAgent: SHOPPER_BROWSER }, async (page) => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
      const beacons = insightBeacons(page)
      await page.goto(url(RIDGELINE, '/special-offers'))
      await pageIdle(page)
      await page.goto(url(RIDGELINE, '/'))
      await pageIdle(page)
      await page.goto(url(RIDGELINE, '/special-offers'))
      expect(beacons).toEqual([])
      expect(await page.evaluate(() => sessionStorage.getItem('dealer:insights:visit'))).toBeNull()
    })
  })

  it("shows the Ridgeline editor their seeded weeks: last week's top promo and the searches the stock misses in two clicks; Add a synonym saves; axe finds nothing", async () => {
    const [top, next] = await topPromoLastWeek('ridgeline-toyota')
    expect(top!.leads).toBeGreaterThan(next?.leads ?? 0)
    const page = await openPage({ viewport: { width: 1400, height: 1000 } })
    // The admin loads nothing from the internet: the charts are drawn by the admin's own code.
    const outside = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (/^(https?|wss?):$/.test(url.protocol) && url.host !== new URL(base).host) outside.add(url.origin)
    })
    await adminSignIn(page, base, siteEditor('ridgeline-toyota'))

    // Signed in, the admin's dashboard has the Insights card (and the menu an Insights link).
    await page.goto(`${base}/admin`)
    const card = page.getByRole('region', { name: 'Insights' })
    await card.waitFor({ timeout: 30_000 })
    expect(await page.locator('aside.nav a[href="/admin/insights"]').count()).toBe(1)
    // The card only: the multi-tenant plugin's site picker in Payload's header has axe findings of its own.
    expect(await accessibilityViolations(page, { include: '.insights-card' })).toEqual([])

    // "Which promo brought the most leads last week?": one click on the card, then the answer is the top row.
    await card.getByRole('link', { name: 'Which promo brought the most leads last week' }).click()
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor({ timeout: 30_000 })
    expect(await page.getByRole('navigation', { name: 'Standard ranges' }).getByRole('link', { name: 'Last 7 days' }).getAttribute('aria-current')).toBe('true')
    const promos = page.locator('#insights-promos table').first()
    expect(await promos.locator('tbody tr').first().locator('th').textContent()).toBe(top!.label)

    // "What do shoppers search for that we don't have?": the report's own link to that section.
    await page.getByRole('navigation', { name: 'Sections of the report' }).getByRole('link', { name: 'Searches with no or few results' }).click()
    const searches = page.locator('#insights-searches table')
    const words = await searches.locator('tbody tr th').allTextContents()
    expect(words.length).toBeGreaterThan(0)
    expect(words).toContain('tesla')

    // The report (Payload's header around it has the multi-tenant plugin's site picker, with axe findings of its own).
    expect(await accessibilityViolations(page, { include: '.insights' })).toEqual([])

    // Add a synonym from the row: saved on the site's search settings with the editor's own access.
    const row = searches.locator('tbody tr').filter({ has: page.locator('th', { hasText: /^tesla$/ }) })
    await row.getByText('Add a synonym').click()
    await row.getByLabel(/Shoppers searching “tesla”/).fill('electric car')
    await row.getByRole('button', { name: 'Save synonym' }).click()
    await expect.poll(() => row.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/saved|added/i)
    // Read back as the signed-in editor (no second sign-in: Payload adds a session to the user on each one, and
    // two at once for the same user can lose one, signing out a test running beside this one).
    const site = (await (await page.request.get(`${base}/api/sites?where[slug][equals]=ridgeline-toyota&depth=0`)).json()) as {
      docs: { search?: { synonyms?: { words?: string | string[] | null; synonyms?: string | string[] | null }[] } }[]
    }
    expect(JSON.stringify(site.docs[0]!.search?.synonyms ?? [])).toMatch(/tesla[\s\S]*electric car|electric car[\s\S]*tesla/)
    expect([...outside]).toEqual([])
    await closePage(page)
  })

  it("another site's editor sees none of Ridgeline's insights, and is refused Ridgeline's report by its address", async () => {
    const [top] = await topPromoLastWeek('ridgeline-toyota')
    const ridgelineId = (await db.query<{ id: number }>("SELECT id FROM sites WHERE slug = 'ridgeline-toyota'")).rows[0]!.id
    const page = await openPage({ viewport: { width: 1400, height: 1000 } })
    await adminSignIn(page, base, siteEditor('harbour-city-auto'))
    await page.goto(`${base}/admin/insights?range=7`)
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor({ timeout: 30_000 })
    expect(await page.locator('.insights-intro').textContent()).toMatch(/Harbour City/)
    expect(await page.locator('main').textContent()).not.toContain(top!.label)

    await page.goto(`${base}/admin/insights?site=${ridgelineId}`)
    await page.getByRole('alert').filter({ hasText: 'not one of yours' }).waitFor({ timeout: 30_000 })
    expect(await page.locator('#insights-promos').count()).toBe(0)
    const csv = await page.request.get(`${base}/api/insights/export.csv?site=${ridgelineId}&table=promos`)
    expect(csv.status()).toBe(403)
    await closePage(page)
  })
})
