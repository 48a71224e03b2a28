import { createHash, randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { requestFrom } from '../helpers/from-address'
import { shopperCookie } from '../helpers/shopper-sign-in'
import { feedCar } from '../helpers/stock'
import { adminHeaders, SUPER_ADMIN } from '../helpers/admin-api'

/**
 * Issue 24 "Cache the render": the production server keeps whole search and vehicle pages and
 * answers repeats without rendering (x-render-cache: hit), until the site's stock or content
 * changes; one site's change leaves every other site's kept pages in place. Issue 42: content pages
 * too, each until what it shows changes by the clock (an offer's end), and the flows' pages for
 * signed-out shoppers; never a page that read a shopper's session.
 */
const port = inject('appPort')
const base = `http://localhost:${port}`
const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })
const mailboxDir = inject('appMailboxDir')
const HARBOUR = 'harbour-city-auto'
const RIDGELINE = 'ridgeline-toyota'
const SUNSET = 'sunset-coast-cars-and-caravans'
const IMPORT_KEY = `render-cache-suite-${randomBytes(8).toString('hex')}`
const NEW_CAR = feedCar('RC24001', {
  slug: '2025-kia-sportage-gt-line-rc24001',
  name: '2025 Kia Sportage GT-Line RC24001',
  year: 2025,
  badge: 'GT-Line',
  price: 1_000,
  stocknum: 'RC24001',
})
const SEARCH = '/search/used-cars?sortBy=price-asc'

const page = (slug: string, path: string, cookie?: string) =>
  requestFrom('127.0.0.1', `http://127.0.0.1:${port}${path}`, { headers: { host: `${slug}.localhost:${port}`, ...(cookie ? { cookie } : {}) } })
const cacheStatus = async (slug: string, path: string) => (await page(slug, path)).headers['x-render-cache']

/** Asks for a page until it is kept (the first answer renders it), then returns the kept answer. */
async function kept(slug: string, path: string) {
  await page(slug, path)
  const answer = await page(slug, path)
  expect(answer.headers['x-render-cache'], `${slug}${path} is kept`).toBe('hit')
  return answer
}

const adminAuth = () => adminHeaders(base, SUPER_ADMIN)

async function renameSite(slug: string, name: string) {
  const auth = await adminAuth()
  const { docs } = (await (await fetch(`${base}/api/sites?where[slug][equals]=${slug}&depth=0`, { headers: auth })).json()) as {
    docs: { id: number; name: string }[]
  }
  const response = await fetch(`${base}/api/sites/${docs[0]!.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ name }) })
  expect(response.status).toBe(200)
  return docs[0]!.name
}

let harbourName = ''
beforeAll(async () => {
  await db.query('INSERT INTO stock_import_keys (key_hash, site_slug, label) VALUES ($1, $2, $3)', [
    createHash('sha256').update(IMPORT_KEY).digest('hex'),
    HARBOUR,
    'render-cache suite',
  ])
})

afterAll(async () => {
  await fetch(`${base}/api/stock/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${IMPORT_KEY}`, 'content-type': 'application/json', host: `${HARBOUR}.localhost:${port}` },
    body: JSON.stringify({ mode: 'partial', cars: [{ ...NEW_CAR, status: 'sold', show_on_dealer_website: false }] }),
  })
  await db.query('DELETE FROM stock_import_keys WHERE label = $1', ['render-cache suite'])
  if (harbourName) await renameSite(HARBOUR, harbourName)
  await db.end()
})

describe('render cache (issue 24)', () => {
  it('answers a repeat search and vehicle page from the kept render, each with its own nonce', async () => {
    const first = await page(HARBOUR, SEARCH)
    const second = await kept(HARBOUR, SEARCH)
    const nonce = (text: string) => /nonce="([^"]+)"/.exec(text)?.[1]
    expect(nonce(second.text)).not.toBe(nonce(first.text))
    expect(second.text.replaceAll(nonce(second.text)!, 'N')).toBe(first.text.replaceAll(nonce(first.text)!, 'N'))
    expect(second.headers['content-security-policy']).toContain(`'nonce-${nonce(second.text)}'`)
    expect(second.headers['x-middleware-rewrite']).toBeUndefined()
    const carPath = /href="(\/cars\/[^"?#/]+)"/.exec(second.text)![1]!
    await kept(HARBOUR, carPath)
  })

  it("a stock import shows its new car on the next request, and leaves another site's kept pages in place", async () => {
    await kept(HARBOUR, SEARCH)
    await kept(RIDGELINE, '/search/used-cars')
    const imported = await fetch(`${base}/api/stock/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${IMPORT_KEY}`, 'content-type': 'application/json', host: `${HARBOUR}.localhost:${port}` },
      body: JSON.stringify({ mode: 'partial', cars: [NEW_CAR] }),
    })
    expect(imported.status).toBe(200)
    const after = await page(HARBOUR, SEARCH)
    expect(after.headers['x-render-cache']).toBeUndefined()
    // The cheapest used car now: first in the price-ascending list.
    expect(after.text).toContain('/cars/2025-kia-sportage-gt-line-rc24001')
    expect(await cacheStatus(RIDGELINE, '/search/used-cars')).toBe('hit')
  })

  it("a change to the site's settings shows on the next request, and leaves another site's kept pages in place", async () => {
    await kept(HARBOUR, SEARCH)
    await kept(RIDGELINE, '/search/used-cars')
    harbourName = await renameSite(HARBOUR, 'Harbour City Auto Group (render cache test)')
    const after = await page(HARBOUR, SEARCH)
    expect(after.headers['x-render-cache']).toBeUndefined()
    expect(after.text).toContain('Harbour City Auto Group (render cache test)')
    expect(await cacheStatus(RIDGELINE, '/search/used-cars')).toBe('hit')
  })

  it("keeps the pages made of the marketer's content: home pages, pages of blocks, offers, locations, legal text, brand pages", async () => {
    for (const [slug, path] of [
      [HARBOUR, '/'],
      [RIDGELINE, '/'],
      [HARBOUR, '/about-us'],
      [HARBOUR, '/eofy'],
      [HARBOUR, '/dealer-locator'],
      [HARBOUR, '/special-offers'],
      [HARBOUR, '/locations/kia-newstead'],
      [HARBOUR, '/kia/overview'],
      [SUNSET, '/privacy-policy'],
      [RIDGELINE, '/contact'],
    ] as const)
      await kept(slug, path)
  })

  it('keeps a flow page for signed-out shoppers and never answers a signed-in one from it, nor keeps an emailed link', async () => {
    const signIn = '/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars'
    for (const [slug, path] of [
      [HARBOUR, '/trade-in'],
      [HARBOUR, '/finance-pre-approval?step=income'],
      [HARBOUR, '/instant-price'],
      [RIDGELINE, signIn],
    ] as const)
      await kept(slug, path)
    const cookie = await shopperCookie({
      port,
      host: `${RIDGELINE}.localhost`,
      email: `render-cache-${randomBytes(4).toString('hex')}@example.test`,
      mailboxDir,
    })
    for (let i = 0; i < 2; i++) expect((await page(RIDGELINE, signIn, cookie)).headers['x-render-cache'], 'a signed-in request renders').toBeUndefined()
    const emailedLink = `${signIn}&token=${randomBytes(8).toString('hex')}`
    await page(RIDGELINE, emailedLink)
    expect((await page(RIDGELINE, emailedLink)).headers['x-render-cache']).toBeUndefined()
  })

  it("never keeps a page that read the shopper's session: a gated page for a signed-in shopper", async () => {
    const cookie = await shopperCookie({
      port,
      host: `${RIDGELINE}.localhost`,
      email: `render-cache-${randomBytes(4).toString('hex')}@example.test`,
      mailboxDir,
    })
    const first = await page(RIDGELINE, '/finance-enquiry', cookie)
    expect(first.status).toBe(200)
    expect((await page(RIDGELINE, '/finance-enquiry', cookie)).headers['x-render-cache']).toBeUndefined()
    expect((await page(RIDGELINE, '/finance-enquiry')).status).toBe(307)
  })

  it('shows an offer on the kept special-offers page to its last second, then renders the page again without it', async () => {
    const auth = await adminAuth()
    const offersPage = (await page(SUNSET, '/special-offers')).text
    const { docs } = (await (await fetch(`${base}/api/promos?where[site.slug][equals]=${SUNSET}&limit=100&depth=0`, { headers: auth })).json()) as {
      docs: { id: number; expiry?: string | null; content: { heading: string } }[]
    }
    const offer = docs.find((promo) => (!promo.expiry || Date.parse(promo.expiry) > Date.now()) && offersPage.includes(promo.content.heading))!
    expect(offer, 'a live offer on /special-offers').toBeDefined()
    const setExpiry = (expiry: string | null) =>
      fetch(`${base}/api/promos/${offer.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ expiry }) }).then((response) =>
        expect(response.status).toBe(200),
      )
    const endsAt = Date.now() + 8_000
    await setExpiry(new Date(endsAt).toISOString())
    try {
      expect((await kept(SUNSET, '/special-offers')).text).toContain(offer.content.heading)
      await new Promise((resolve) => setTimeout(resolve, endsAt - Date.now() + 50))
      const after = await page(SUNSET, '/special-offers')
      expect(after.headers['x-render-cache']).toBeUndefined()
      expect(after.text).not.toContain(offer.content.heading)
    } finally {
      await setExpiry(offer.expiry ?? null)
    }
  })

  it('kept pages and the browser scripts they load go out Brotli-compressed to browsers that take it, with the same security headers', async () => {
    const withBrotli = (path: string) =>
      requestFrom('127.0.0.1', `http://127.0.0.1:${port}${path}`, { headers: { host: `${HARBOUR}.localhost:${port}`, 'accept-encoding': 'gzip, deflate, br' } })
    await kept(HARBOUR, '/search/used-cars')
    const keptPage = await withBrotli('/search/used-cars')
    expect(keptPage.headers).toMatchObject({ 'x-render-cache': 'hit', 'content-encoding': 'br' })
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec((await page(HARBOUR, '/search/used-cars')).text)![1]!
    // Next sends a script first; its Brotli copy is made once, after that.
    let answer = await withBrotli(script)
    for (let tries = 0; tries < 50 && answer.headers['content-encoding'] !== 'br'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      answer = await withBrotli(script)
    }
    expect(answer.status).toBe(200)
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    })
  })
})
