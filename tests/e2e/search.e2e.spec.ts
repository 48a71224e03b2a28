import { algoliasearch } from 'algoliasearch'
import type { Browser, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { accessibilityViolations, closePage, launchBrowser, openPage } from '../helpers/browser'

/** Issue 5: the app's Algolia endpoint, with the real client and a react-instantsearch page, on a production build. */
const port = inject('appPort')
const HOST = 'harbour-city-auto.localhost'
const url = (path: string, host = HOST) => `http://${host}:${port}${path}`
const credentials = { appId: 'dealer-platform', apiKey: 'public-search-key' }
const isSearchCall = (request: Request) => request.url().includes('/1/indexes/')

describe('the search endpoint of a site', () => {
  const client = algoliasearch(credentials.appId, credentials.apiKey, { hosts: [{ url: `${HOST}:${port}`, protocol: 'http', accept: 'read' }] })

  it('answers the real algoliasearch client with the site’s own stock and facets', async () => {
    const { results } = await client.search<{ make: string; dealership_slug: string }>({
      requests: [
        { indexName: 'stock_harbour-city-auto', facets: ['make', 'car_type'], hitsPerPage: 5 },
        { indexName: 'stock_harbour-city-auto_price-asc', hitsPerPage: 3, attributesToRetrieve: ['price'] },
      ],
    })
    const [all, cheapest] = results as Array<{ nbHits: number; hits: Array<{ price: number | null }>; facets: Record<string, Record<string, number>> }>
    expect(all!.nbHits).toBeGreaterThan(100)
    expect(Object.values(all!.facets.car_type!).reduce((a, b) => a + b, 0)).toBe(all!.nbHits)
    const prices = cheapest!.hits.map((hit) => hit.price ?? Number.POSITIVE_INFINITY)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('refuses another site’s index, bad filters and writes with Algolia-style errors', async () => {
    await expect(client.search({ requests: [{ indexName: 'stock_ridgeline-toyota' }] })).rejects.toMatchObject({ status: 404, message: 'Index stock_ridgeline-toyota does not exist' })
    await expect(client.search({ requests: [{ indexName: 'stock_harbour-city-auto', filters: '(make:Kia' }] })).rejects.toMatchObject({ status: 400 })
    const write = await fetch(url('/1/indexes/stock_harbour-city-auto/batch'), { method: 'POST', headers: { 'x-algolia-application-id': credentials.appId, 'x-algolia-api-key': credentials.apiKey }, body: '{"requests":[]}' })
    expect(write.status).toBe(404)
    const noKey = await fetch(url('/1/indexes/*/queries'), { method: 'POST', body: '{"requests":[{"indexName":"stock_harbour-city-auto"}]}' })
    expect(noKey.status).toBe(403)
    expect(await noKey.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 })
  })
})

describe('a react-instantsearch page on the endpoint', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('puts the first page of results and the facet counts in the server HTML', async () => {
    const html = await (await fetch(url('/search/new-used-and-demo-cars'))).text()
    expect(html).toMatch(/class="ais-Stats-text">[\d,]+ cars</)
    expect(html.match(/class="stock-hit"/g)?.length).toBe(21)
    expect(html).toMatch(/ais-RefinementList-count">\d+</)
  })

  it('hydrates without searching again, then searches through the site endpoint as the shopper types and refines', async () => {
    const page = await openPage(browser)
    const calls: Request[] = []
    page.on('request', (request) => {
      if (isSearchCall(request)) calls.push(request)
    })
    await page.goto(url('/search'), { waitUntil: 'networkidle' })
    expect(calls).toHaveLength(0)
    const total = Number((await page.locator('.ais-Stats-text').textContent())!.replace(/\D/g, ''))

    // Refine on the most common make: the count becomes that make's facet count.
    const firstMake = page.locator('.stock-search__filters .ais-RefinementList').first().locator('.ais-RefinementList-item').first()
    const makeName = (await firstMake.locator('.ais-RefinementList-labelText').textContent())!.trim()
    const makeCount = Number((await firstMake.locator('.ais-RefinementList-count').textContent())!.replace(/\D/g, ''))
    await firstMake.locator('input').check()
    await expect.poll(async () => page.locator('.ais-Stats-text').textContent()).toMatch(new RegExp(`^${makeCount.toLocaleString('en-AU')} cars?$`))
    expect(calls.length).toBeGreaterThan(0)
    expect(calls.every((request) => new URL(request.url()).host === `${HOST}:${port}`)).toBe(true)
    for (const name of await page.locator('.stock-hit__name').allTextContents()) expect(name).toContain(makeName)

    // Type a query: the search box drives the same endpoint.
    await page.locator('.ais-SearchBox-input').fill('zzzz-no-such-car')
    await expect.poll(async () => page.locator('.ais-Stats-text').textContent()).toBe('0 cars')
    await page.locator('.ais-SearchBox-input').fill('')
    await firstMake.locator('input').uncheck()
    await expect.poll(async () => page.locator('.ais-Stats-text').textContent()).toBe(`${total.toLocaleString('en-AU')} cars`)
    expect(await accessibilityViolations(page)).toEqual([])
    await closePage(page)
  })

  it('answers an unknown search path with 404', async () => {
    expect((await fetch(url('/search/no-such-path/at-all/deep'))).status).toBe(404)
  })
})
