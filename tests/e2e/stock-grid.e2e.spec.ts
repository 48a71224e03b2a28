import { createHash, randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { accessibilityViolations, closePage, useBrowser } from '../helpers/browser'
import { feedCar } from '../helpers/stock'
import { adminHeaders } from '../helpers/admin-api'

/**
 * Issue 23, the stock grid block: a page an editor builds with "used SUVs under $40,000" shows the
 * cars the matching search URL shows, first the same ones; a stock import changes it on the next
 * request; another site's editor cannot read the page.
 */
const port = inject('appPort')
const base = `http://localhost:${port}`
const HOST = 'harbour-city-auto.localhost'
const pageUrl = (path: string) => `http://${HOST}:${port}${path}`
const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })
const IMPORT_KEY = `stock-grid-suite-${randomBytes(8).toString('hex')}`
const SLUG = `pages/suvs-under-40k-${randomBytes(3).toString('hex')}`
const NEW_SUV = feedCar('GRID23001', {
  slug: '2021-kia-sportage-s-grid23001',
  name: '2021 Kia Sportage S GRID23001',
  price: 21_990,
  simple_body: 'SUV',
  car_type: 'used',
  stocknum: 'GRID23001',
})

const login = (email: string) => adminHeaders(base, { email, password: 'demo-editor-pass' })
const importCars = (cars: unknown[]) =>
  fetch(pageUrl('/api/stock/import'), {
    method: 'POST',
    headers: { authorization: `Bearer ${IMPORT_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'partial', cars }),
  })
const cardIds = (html: string) => [...html.matchAll(/data-car-id="([^"]+)"/g)].map((match) => match[1]!)
const seeAll = (html: string) => {
  const match = /href="([^"]+)"[^>]*>See all <!-- -->?([\d,]+)|href="([^"]+)"[^>]*>See all ([\d,]+) cars?</.exec(html)
  return match ? { href: (match[1] ?? match[3])!.replace(/&amp;/g, '&'), count: Number((match[2] ?? match[4])!.replace(/,/g, '')) } : null
}
let pageId = 0

beforeAll(async () => {
  await db.query('INSERT INTO stock_import_keys (key_hash, site_slug, label) VALUES ($1, $2, $3)', [
    createHash('sha256').update(IMPORT_KEY).digest('hex'),
    'harbour-city-auto',
    'stock grid suite',
  ])
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM sites WHERE slug = 'harbour-city-auto'`)
  const editor = await login('editor@harbour-city-auto.test')
  const created = await fetch(`${base}/api/pages`, {
    method: 'POST',
    headers: editor,
    body: JSON.stringify({
      site: rows[0]!.id,
      title: 'SUVs under $40,000',
      slug: SLUG,
      _status: 'published',
      layout: [
        { blockType: 'hero', heading: 'SUVs under $40,000', subheading: 'Hand-picked used SUVs, all inspected and ready to drive.' },
        { blockType: 'stockGrid', heading: 'Used SUVs under $40,000', carTypes: ['used'], bodies: ['SUV'], priceMax: 40000, count: 6 },
        { blockType: 'leadForm', form: 'contact' },
      ],
    }),
  })
  expect(created.status).toBe(201)
  pageId = ((await created.json()) as { doc: { id: number } }).doc.id
})

afterAll(async () => {
  await importCars([{ ...NEW_SUV, status: 'sold', show_on_dealer_website: false }])
  await fetch(`${base}/api/pages/${pageId}`, { method: 'DELETE', headers: await login('editor@harbour-city-auto.test') })
  await db.query('DELETE FROM stock_import_keys WHERE label = $1', ['stock grid suite'])
  await db.end()
})

describe('the stock grid block (issue 23)', () => {
  const { openPage } = useBrowser()

  it('shows the cars the matching search URL shows, first the same ones, with "See all N cars" to it; axe clean', async () => {
    const html = await (await fetch(pageUrl(`/${SLUG}`))).text()
    const grid = seeAll(html)
    expect(grid).not.toBeNull()
    expect(grid!.href).toBe('/search/used-cars?body=SUV&price=%3A40000')
    const search = await (await fetch(pageUrl(grid!.href))).text()
    expect(Number(/class="search-count"[^>]*>([\d,]+) cars?</.exec(search)![1]!.replace(/,/g, ''))).toBe(grid!.count)
    const shown = cardIds(html.slice(html.indexOf('stock-grid')))
    expect(shown.length).toBe(Math.min(6, grid!.count))
    expect(cardIds(search).slice(0, shown.length)).toEqual(shown)

    const page = await openPage()
    await page.goto(pageUrl(`/${SLUG}`))
    expect(await accessibilityViolations(page)).toEqual([])
    await closePage(page)
  })

  it('a stock import changes the grid on the next request (its count and its link)', async () => {
    const before = seeAll(await (await fetch(pageUrl(`/${SLUG}`))).text())!.count
    expect((await importCars([NEW_SUV])).status).toBe(200)
    await expect.poll(async () => seeAll(await (await fetch(pageUrl(`/${SLUG}`))).text())!.count, { timeout: 10_000 }).toBe(before + 1)
    await importCars([{ ...NEW_SUV, status: 'sold', show_on_dealer_website: false }])
    await expect.poll(async () => seeAll(await (await fetch(pageUrl(`/${SLUG}`))).text())!.count, { timeout: 10_000 }).toBe(before)
  })

  it("another site's editor cannot read the site's draft page; its own editor can", async () => {
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM sites WHERE slug = 'harbour-city-auto'`)
    const editor = await login('editor@harbour-city-auto.test')
    const draft = await fetch(`${base}/api/pages?draft=true`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({
        site: rows[0]!.id,
        title: 'Coming soon: winter sale',
        slug: `${SLUG}-draft`,
        _status: 'draft',
        layout: [{ blockType: 'stockGrid', heading: 'Winter sale', carTypes: ['demo'] }],
      }),
    })
    expect(draft.status).toBe(201)
    const id = ((await draft.json()) as { doc: { id: number } }).doc.id
    try {
      expect((await fetch(`${base}/api/pages/${id}?draft=true`, { headers: editor })).status).toBe(200)
      expect([403, 404]).toContain((await fetch(`${base}/api/pages/${id}?draft=true`, { headers: await login('editor@ridgeline-toyota.test') })).status)
      expect((await fetch(pageUrl(`/${SLUG}-draft`))).status).toBe(404)
    } finally {
      await fetch(`${base}/api/pages/${id}`, { method: 'DELETE', headers: editor })
    }
  })
})
