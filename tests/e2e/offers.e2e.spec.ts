import pg from 'pg'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { adfDtdErrors } from '../helpers/adf'
import { accessibilityViolations, closePage, useBrowser } from '../helpers/browser'
import { leadMail } from '../helpers/lead-mail'
import { IN_STOCK } from '../helpers/demo-cars'
import { adminHeaders, SUPER_ADMIN } from '../helpers/admin-api'

/**
 * Issue 22: /special-offers with the dealer's live offers and cars on special, and without offers (the
 * page says so and shows the latest stock, the menus leave Offers out); the new-car order at
 * /models/order-now makes a new car lead with the model and variant.
 */
const port = inject('appPort')
const mailboxDir = inject('appMailboxDir')
const base = `http://localhost:${port}`
const RIDGELINE = 'ridgeline-toyota.localhost'
const HARBOUR = 'harbour-city-auto.localhost'
const SUNSET = 'sunset-coast-cars-and-caravans.localhost'
const url = (host: string, path: string) => `http://${host}:${port}${path}`
const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })

const html = async (host: string, path: string) => (await fetch(url(host, path))).text()
const offerHeadings = (page: Page) => page.locator('#current-offers ~ ul .promo-card__heading').allTextContents()

const superAdminHeaders = () => adminHeaders(base, SUPER_ADMIN)

/**
 * Ends every live promo of a site a minute ago through the app's own REST API (so the app's content
 * cache and the site's content version move on as for an editor's save); returns what puts them back.
 */
async function endLivePromos(siteSlug: string): Promise<() => Promise<void>> {
  const headers = await superAdminHeaders()
  const sites = (await (await fetch(`${base}/api/sites?where[slug][equals]=${siteSlug}&depth=0`, { headers })).json()) as { docs: { id: number }[] }
  const siteId = sites.docs[0]!.id
  const promos = (await (await fetch(`${base}/api/promos?where[site][equals]=${siteId}&limit=100&depth=0`, { headers })).json()) as {
    docs: { id: number; expiry?: string | null }[]
  }
  const live = promos.docs.filter((promo) => !promo.expiry || Date.parse(promo.expiry) > Date.now())
  const setExpiry = async (id: number, expiry: string | null) => {
    const response = await fetch(`${base}/api/promos/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ expiry }) })
    expect(response.status, `PATCH promo ${id}`).toBe(200)
  }
  const ended = new Date(Date.now() - 60_000).toISOString()
  for (const promo of live) await setExpiry(promo.id, ended)
  return async () => {
    for (const promo of live) await setExpiry(promo.id, promo.expiry ?? null)
  }
}

describe('special offers and the new-car order (issue 22)', () => {
  const { openPage } = useBrowser()
  afterAll(() => db.end())

  it("/special-offers lists the dealer's live offers in order with their prices and savings, then the cars on special; axe finds nothing", async () => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(url(RIDGELINE, '/special-offers'), { waitUntil: 'networkidle' })
    expect(await page.locator('h1').textContent()).toBe('Special Offers')
    // The dealer's position first, then the newest; information promos and ended offers are left out (spec §4 promo windows).
    const headings = await offerHeadings(page)
    expect(headings[0]).toBe('LandCruiser 300 GX demonstrator, save $6,000')
    expect(headings).toEqual(expect.arrayContaining(['HiLux SR5 4x4 from $63,990 drive away', 'RAV4 Cruiser hybrid from $49,990 drive away']))
    expect(headings.join('|')).not.toMatch(/Capped price servicing|EOFY 2025/)
    // Spec §4 "Trade-in offer difference": the usual price minus the offer price.
    const landCruiser = page.locator('.offer-card').filter({ hasText: 'LandCruiser 300 GX demonstrator' })
    expect(await landCruiser.locator('.offer-card__price').textContent()).toMatch(/Offer price\s*\$90,890\s*Usual price \$96,890/)
    expect(await landCruiser.locator('.offer-card__saving').textContent()).toBe('Save $6,000')
    expect(await page.getByText('There are no live offers').count()).toBe(0)

    // Cars on special: an offer price above 0 and below the price, shown with the list price struck through.
    const { rows } = await db.query(
      `SELECT 1 FROM stock_cars WHERE site_slug = 'ridgeline-toyota' AND ${IN_STOCK} AND (car->>'offer_price')::numeric > 10 AND (car->>'offer_price')::numeric < (car->>'price')::numeric LIMIT 1`,
    )
    if (rows.length > 0) {
      const specials = page.locator('ol[aria-label="Cars on special"] .vehicle-card')
      expect(await specials.count()).toBeGreaterThan(0)
      expect(await specials.locator('.vehicle-card-price__list').count()).toBe(await specials.count())
    }
    expect(await accessibilityViolations(page)).toEqual([])
    await closePage(page)

    // A campaign without a price is an offer too; a guarantee is not (Harbour City).
    const harbour = await html(HARBOUR, '/special-offers')
    expect(harbour).toContain('CX-5 from 4.99% p.a.')
    expect(harbour).toContain('Mazda finance offer')
    expect(harbour).not.toContain('14-day money-back guarantee')
  })

  it('/special-offers without live offers says so, shows the latest stock and the menus leave Offers out; axe finds nothing', async () => {
    const restore = await endLivePromos('sunset-coast-cars-and-caravans')
    try {
      await expect.poll(() => html(SUNSET, '/special-offers'), { timeout: 15_000 }).toContain('There are no live offers')
      const page = await openPage({ viewport: { width: 1280, height: 900 } })
      await page.goto(url(SUNSET, '/special-offers'), { waitUntil: 'networkidle' })
      expect(await page.locator('h1').textContent()).toBe('Special Offers')
      expect(await page.locator('#current-offers').count()).toBe(0)
      expect(await page.locator('#latest-stock').textContent()).toBe('Latest stock')
      expect(await page.locator('ol[aria-label="Latest stock"] .vehicle-card').count()).toBeGreaterThan(0)
      // Spec §2: the Offers item shows only when the dealer has offers.
      expect(await page.locator('header a[href="/special-offers"], footer a[href="/special-offers"]').count()).toBe(0)
      expect(await accessibilityViolations(page)).toEqual([])
      await closePage(page)
    } finally {
      await restore()
    }
    await expect.poll(() => html(SUNSET, '/special-offers'), { timeout: 15_000 }).toContain('Caravan show specials')
  })

  it('/models/order-now shows the model and variant ordered, sends a new car lead (event 14) with them to the CRM, staff and the admin; axe finds nothing', async () => {
    const page = await openPage()
    const events: unknown[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('[analytics]'))
        events.push(
          message
            .args()[2]
            ?.jsonValue()
            .catch(() => null),
        )
    })
    await page.goto(url(RIDGELINE, '/models/order-now?model_id=hilux&model_name=HiLux&vehicle=Toyota%20HiLux%20SR5'), { waitUntil: 'networkidle' })
    expect(await page.locator('h1').textContent()).toBe('Order Now')
    expect(await page.locator('.lead-form-section__car').textContent()).toContain("You're ordering: Toyota HiLux SR5")
    expect(await accessibilityViolations(page)).toEqual([])

    const email = `e2e.order.${Date.now()}@example.com`
    await page.fill('input[name="firstName"]', 'Morgan')
    await page.fill('input[name="lastName"]', 'Shopper')
    await page.fill('input[name="phone"]', '0412 345 678')
    await page.fill('input[name="email"]', email)
    await page.fill('input[name="postcode"]', '2800')
    // Comments are optional on an order; Ridgeline has one sales yard, so no location to choose.
    expect(await page.locator('select[name="location"]').count()).toBe(0)
    // No pause for a person's pace: the form holds the lead until its token is past the server's minimum fill time (which GET /api/form-token says), then sends.
    await Promise.all([page.waitForURL(url(RIDGELINE, '/success')), page.click('form.lead-form button[type="submit"]')])
    expect(await page.locator('.success-page').textContent()).toContain('car order')
    const leadId = await page.evaluate(() => (JSON.parse(localStorage.getItem('dealer:success-category') ?? '{}') as { leadId?: number }).leadId)
    expect(leadId).toBeGreaterThan(0)
    expect(await Promise.all(events)).toContainEqual(expect.objectContaining({ event_id: 14 }))
    await closePage(page)

    const headers = await superAdminHeaders()
    const lead = (await (await fetch(`${base}/api/leads/${leadId}?depth=0`, { headers })).json()) as Record<string, unknown>
    expect(lead).toMatchObject({ email, form: 'new-car-order', category: 'New car', car: { carType: 'new', make: 'Toyota', model: 'HiLux', badge: 'SR5' } })

    const messages = await leadMail(mailboxDir, leadId!)
    const adf = messages.find((m) => typeof m.text === 'string' && m.text.includes('<adf>'))!
    expect(adfDtdErrors(adf.text!)).toEqual([])
    expect(adf.text).toMatch(/<make>Toyota<\/make>\s*<model>HiLux<\/model>\s*<trim>SR5<\/trim>/)
    const staff = messages.find((m) => m !== adf)!
    expect(staff.subject).toBe('New car order: Toyota HiLux SR5 – Morgan Shopper')

    // An unknown model is no order page.
    expect((await fetch(url(RIDGELINE, '/models/order-now?model_id=no-such-model'))).status).toBe(404)
    expect((await fetch(url(RIDGELINE, '/models/order-now'))).status).toBe(404)
  })
})
