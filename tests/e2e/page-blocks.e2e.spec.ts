import { createHash, randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { adminHeaders, adminSignIn, siteEditor } from '../helpers/admin-api'
import { accessibilityViolations, closePage, useBrowser } from '../helpers/browser'
import { feedCar } from '../helpers/stock'

/**
 * Issue 23, the blocks a marketer places beside the stock grid: a vehicle spotlight (and what it
 * shows once its car sells), the model range, offers and the search box, on the demo sites' pages.
 */
const port = inject('appPort')
const base = `http://localhost:${port}`
const siteUrl = (path: string, site = 'harbour-city-auto') => `http://${site}.localhost:${port}${path}`
const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })
const IMPORT_KEY = `page-blocks-suite-${randomBytes(8).toString('hex')}`
const SPOTLIGHT = feedCar('SPOT23001', {
  slug: '2022-kia-sportage-gt-line-spot23001',
  name: '2022 Kia Sportage GT-Line SPOT23001',
  price: 38_990,
  car_type: 'used',
  stocknum: 'SPOT23001',
})
const SLUG = `pages/car-of-the-week-${randomBytes(3).toString('hex')}`
const importCars = (cars: unknown[]) =>
  fetch(siteUrl('/api/stock/import'), {
    method: 'POST',
    headers: { authorization: `Bearer ${IMPORT_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'partial', cars }),
  })
let editor: Awaited<ReturnType<typeof adminHeaders>>
let siteId = 0
let pageId = 0

const spotlightPage = (car: string) => ({
  site: siteId,
  title: 'Car of the week',
  slug: SLUG,
  _status: 'published',
  layout: [{ blockType: 'vehicleSpotlight', heading: 'Car of the week', car }],
})

beforeAll(async () => {
  await db.query('INSERT INTO stock_import_keys (key_hash, site_slug, label) VALUES ($1, $2, $3)', [
    createHash('sha256').update(IMPORT_KEY).digest('hex'),
    'harbour-city-auto',
    'page blocks suite',
  ])
  siteId = (await db.query<{ id: number }>(`SELECT id FROM sites WHERE slug = 'harbour-city-auto'`)).rows[0]!.id
  editor = await adminHeaders(base, siteEditor('harbour-city-auto'))
  expect((await importCars([SPOTLIGHT])).status).toBe(200)
})

afterAll(async () => {
  if (pageId) await fetch(`${base}/api/pages/${pageId}`, { method: 'DELETE', headers: editor })
  await importCars([{ ...SPOTLIGHT, status: 'sold', show_on_dealer_website: false }])
  await db.query('DELETE FROM stock_import_keys WHERE label = $1', ['page blocks suite'])
  await db.end()
})

describe('page blocks (issue 23)', () => {
  const { openPage } = useBrowser()

  it("refuses a spotlight on another dealer's car, or one the site never had, with a message beside the field", async () => {
    const ridgelineCar = (await db.query<{ slug: string }>(`SELECT slug FROM stock_cars WHERE site_slug = 'ridgeline-toyota' LIMIT 1`)).rows[0]!.slug
    for (const car of [ridgelineCar, '/cars/no-such-car-anywhere']) {
      const response = await fetch(`${base}/api/pages`, { method: 'POST', headers: editor, body: JSON.stringify(spotlightPage(car)) })
      expect(response.status).toBe(400)
      // The API names the field; the admin shows the block's own message beside it.
      expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(/Vehicle spotlight\) > Car$/)
    }
  })

  it('spotlights a car with its price and buttons, and once it sells shows the sold notice and similar cars, never a broken block', async () => {
    const created = await fetch(`${base}/api/pages`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify(spotlightPage(`https://harbourcityauto.com.au/cars/${SPOTLIGHT.slug}?utm_source=email`)),
    })
    expect(created.status).toBe(201)
    pageId = ((await created.json()) as { doc: { id: number } }).doc.id

    const page = await openPage()
    await page.goto(siteUrl(`/${SLUG}`))
    const spotlight = page.locator('.vehicle-spotlight')
    await expect.poll(() => spotlight.locator('.vehicle-card__name').textContent()).toBe(SPOTLIGHT.name)
    expect(await spotlight.locator('.vehicle-card-price__amount').textContent()).toBe('$38,990')
    expect(await spotlight.locator('.vehicle-card__buttons a').count()).toBeGreaterThan(0)
    expect(await accessibilityViolations(page)).toEqual([])

    expect((await importCars([{ ...SPOTLIGHT, status: 'sold', sold: true }])).status).toBe(200)
    await expect.poll(async () => (await fetch(siteUrl(`/${SLUG}`))).text(), { timeout: 10_000 }).toContain(`SOLD: ${SPOTLIGHT.name}`)
    await page.goto(siteUrl(`/${SLUG}`))
    expect(await spotlight.getByRole('status').textContent()).toContain('This vehicle has recently been sold.')
    // Similar cars from stock (the same make and model first), each a real car page.
    const similar = spotlight.locator('.vehicle-card__name a')
    expect(await similar.count()).toBeGreaterThan(0)
    expect(await similar.first().getAttribute('href')).toMatch(/^\/cars\//)
    expect(await spotlight.getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href')).toMatch(/^\/search\//)
    expect(await accessibilityViolations(page)).toEqual([])
    await closePage(page)
  })

  it("the admin's car picker searches the page's own site's stock by keyboard, and never another dealer's", async () => {
    const picker = (headers: Record<string, string>) => fetch(`${base}/api/pages/stock-picker?site=${siteId}&q=Sportage`, { headers })
    expect((await picker(await adminHeaders(base, siteEditor('ridgeline-toyota')))).status).toBe(403)
    const { cars } = (await (await picker(editor)).json()) as { cars: Array<{ slug: string; name: string }> }
    expect(cars.length).toBeGreaterThan(1)
    const harbourCars = new Set(
      (await db.query<{ slug: string }>(`SELECT slug FROM stock_cars WHERE site_slug = 'harbour-city-auto'`)).rows.map((row) => row.slug),
    )
    for (const car of cars)
      expect({ car: car.slug, harbour: harbourCars.has(car.slug), name: car.name }).toMatchObject({ harbour: true, name: expect.stringMatching(/Sportage/) })

    const page = await openPage({ viewport: { width: 1600, height: 1000 } })
    await adminSignIn(page, base, siteEditor('harbour-city-auto'))
    await page.goto(`${base}/admin/collections/pages/${pageId}`)
    const combobox = page.locator('.spotlight-car-picker [role="combobox"]')
    await combobox.fill('Sportage', { timeout: 30_000 })
    const options = page.locator('.spotlight-car-picker [role="option"]')
    await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(1)
    await combobox.press('ArrowDown')
    const second = (await options.nth(1).locator('strong').textContent())!
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true')
    await combobox.press('Enter')
    const chosen = page.locator('.spotlight-car-picker__chosen')
    await expect.poll(() => chosen.textContent()).toMatch(/^Chosen: \/cars\/.+/)
    expect(second).toMatch(/Sportage/)
    await closePage(page)
  })

  it("Ridgeline's home shows its model range from the Models collection, each tile a model page", async () => {
    const page = await openPage()
    await page.goto(siteUrl('/', 'ridgeline-toyota'))
    const range = page.getByRole('region', { name: 'The Toyota range at Ridgeline' })
    const tiles = range.locator('.model-tile__name a')
    expect(await tiles.count()).toBe(6)
    for (const href of await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/models\/[a-z0-9-]+$/)
    expect(await range.getByRole('link', { name: 'See the whole range' }).getAttribute('href')).toBe('/models')
    expect(await accessibilityViolations(page)).toEqual([])
    await closePage(page)
  })

  it("the search box on Harbour City's home opens the search page with the shopper's words, without waiting for scripts", async () => {
    const page = await openPage({ javaScriptEnabled: false })
    await page.goto(siteUrl('/'))
    const box = page.getByRole('search').filter({ has: page.getByLabel('Search our stock') })
    await box.getByLabel('Search our stock').fill('Sportage')
    await Promise.all([page.waitForURL(/\/search\/new-used-and-demo-cars\?query=Sportage$/), box.getByRole('button', { name: 'Search' }).click()])
    expect(await page.locator('.vehicle-card__name').first().textContent()).toMatch(/Sportage/)
    await closePage(page)
  })

  it("Harbour City's EOFY sale page lists its live offers with a link to all of them", async () => {
    const html = await (await fetch(siteUrl('/pages/eofy-2027'))).text()
    const section = html.slice(html.indexOf('EOFY offers across the group'))
    expect(section).toContain('promo-card offer-card')
    expect(section).toMatch(/href="\/special-offers"[^>]*>See all offers</)
  })
})
