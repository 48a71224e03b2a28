import { createHash, randomBytes } from 'node:crypto'

import pg from 'pg'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { accessibilityViolations, useBrowser } from '../helpers/browser'
import { feedCar } from '../helpers/stock'

/**
 * Issue 22, new-car models (spec §2 /models?body= and "Other screens"; §4 colour picker; §7 model data
 * by model name; §9 slider arrows), in Chromium against the production build, on Ridgeline Toyota's
 * seeded models: RAV4 (4 variants: slider with arrows), HiLux (3: slider), Corolla and bZ4X (2: grid).
 */
const port = inject('appPort')
const HOST = 'ridgeline-toyota.localhost'
const url = (pathname: string) => `http://${HOST}:${port}${pathname}`
const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })
const axeClean = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([])
const IMPORT_KEY = `models-suite-${randomBytes(8).toString('hex')}`
const RAV4 = feedCar('MOD22001', {
  slug: '2025-toyota-rav4-gx-mod22001',
  name: '2025 Toyota RAV4 GX MOD22001',
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  year: 2025,
  car_type: 'new',
  price: 46_990,
  dealership_slug: 'ridgeline-toyota',
  location_name: 'Ridgeline Toyota Orange',
  created_at: new Date().toISOString(),
})
// Issue 41: a used HiLux traded in today (newer to the yard than any new HiLux, so first by recency
// alone), a new one, and a used Corolla: the Corolla page has few enough new cars for used ones to show.
const ridgeline = { make: 'Toyota', dealership_slug: 'ridgeline-toyota', location_name: 'Ridgeline Toyota Orange', created_at: new Date().toISOString() }
const USED_HILUX = feedCar('MOD41001', {
  ...ridgeline,
  slug: '2014-toyota-hilux-sr-mod41001',
  name: '2014 Toyota HiLux SR MOD41001',
  model: 'HiLux',
  badge: 'SR',
  year: 2014,
  km: 264_228,
  car_type: 'used',
  price: 18_990,
  price_type: 'Drive Away',
  simple_body: 'Ute',
})
const NEW_HILUX = feedCar('MOD41002', {
  ...ridgeline,
  slug: '2025-toyota-hilux-sr5-mod41002',
  name: '2025 Toyota HiLux SR5 MOD41002',
  model: 'HiLux',
  badge: 'SR5',
  year: 2025,
  km: 10,
  car_type: 'new',
  price: 64_990,
  simple_body: 'Ute',
})
const USED_COROLLA = feedCar('MOD41003', {
  ...ridgeline,
  slug: '2014-toyota-corolla-ascent-mod41003',
  name: '2014 Toyota Corolla Ascent MOD41003',
  model: 'Corolla',
  badge: 'Ascent',
  year: 2014,
  km: 264_228,
  car_type: 'used',
  price: 8_990,
  price_type: 'Drive Away',
  simple_body: 'Hatch',
})
const ISSUE_41_CARS = [USED_HILUX, NEW_HILUX, USED_COROLLA]
const importCars = (cars: unknown[]) =>
  fetch(url('/api/stock/import'), {
    method: 'POST',
    headers: { authorization: `Bearer ${IMPORT_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'partial', cars }),
  })

const open = (page: Page, pathname: string) => page.goto(url(pathname), { waitUntil: 'networkidle' })
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null)
const shownColour = async (page: Page) => [await page.locator('.colour-picker__name').textContent(), await page.locator('.colour-picker__count').textContent()]
/** Headings in <main> from h1 down, none skipping a level (h1 then h2, cards h3). */
const headingLevels = (page: Page) => page.locator('main :is(h1, h2, h3, h4)').evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))))

beforeAll(async () => {
  await db.query('INSERT INTO stock_import_keys (key_hash, site_slug, label) VALUES ($1, $2, $3)', [
    createHash('sha256').update(IMPORT_KEY).digest('hex'),
    'ridgeline-toyota',
    'models suite',
  ])
  expect((await importCars([RAV4, ...ISSUE_41_CARS])).status).toBe(200)
})

afterAll(async () => {
  await importCars([RAV4, ...ISSUE_41_CARS].map((car) => ({ ...car, status: 'sold', show_on_dealer_website: false })))
  await db.query('DELETE FROM stock_import_keys WHERE label = $1', ['models suite'])
  await db.end()
})

describe('/models (issue 22, spec §2 /models?body={body})', () => {
  const { withPage } = useBrowser()

  it('lists every model by body; a body link narrows it to that body as a real ?body= page; axe clean', async () => {
    await withPage({}, async (page) => {
      await open(page, '/models')
      expect(await page.locator('h1').textContent()).toBe('New Toyota models')
      expect(await page.locator('main h2').allTextContents()).toEqual(expect.arrayContaining(['SUV', 'Ute', 'Hatch', 'Sedan']))
      await axeClean(page)

      const filter = page.getByRole('navigation', { name: 'Body type', exact: true })
      expect(await filter.getByRole('link', { name: 'All models' }).getAttribute('aria-current')).toBe('page')
      await Promise.all([page.waitForURL((address) => address.searchParams.get('body') === 'suv'), filter.getByRole('link', { name: /^SUV/ }).click()])
      expect(await page.locator('main h2').allTextContents()).toEqual(['SUV'])
      expect(await page.locator('.model-tile__name').allTextContents()).toEqual(['Toyota bZ4X', 'Toyota LandCruiser 300', 'Toyota RAV4'])
      expect(await filter.getByRole('link', { name: /^SUV/ }).getAttribute('aria-current')).toBe('page')
      await axeClean(page)
    })
    // Each body is a page of its own on the server too.
    const html = await (await fetch(url('/models?body=suv'))).text()
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe('https://ridgelinetoyota.com.au/models?body=suv')
  })

  it('a body no model has lists the whole range with a note, never a 404 (menus link bodies the range may not have)', async () => {
    const response = await fetch(url('/models?body=people-mover'))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('We have no models of that body type right now')
    expect(html).toContain('href="/models/hilux"')
  })

  it('an unknown model is a 404', async () => {
    expect((await fetch(url('/models/no-such-model'))).status).toBe(404)
  })
})

describe('a model page (issue 22, spec §2 "Other screens", §9 slider)', () => {
  const { withPage } = useBrowser()

  it('RAV4: hero with the drive-away range, 4 variants in a slider driven by keyboard, arrows that stop at the ends; axe clean', async () => {
    await withPage({ viewport: { width: 800, height: 900 } }, async (page) => {
      await open(page, '/models/rav4')
      expect(await page.locator('h1').textContent()).toBe('Toyota RAV4')
      expect(await page.locator('.model-hero__price').textContent()).toBe('From $44,990 to $60,150 drive away')
      expect(await headingLevels(page)).toEqual(expect.arrayContaining([1, 2, 3]))
      const levels = await headingLevels(page)
      expect(levels[0]).toBe(1)
      for (let i = 1; i < levels.length; i++) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1)
      await axeClean(page)

      const slider = page.locator('[aria-roledescription="carousel"]')
      expect(await slider.getByRole('heading', { level: 2 }).textContent()).toBe('Which RAV4 will you choose?')
      // Arrow keys, Home and End move between the focusable "n of m" slides.
      await slider.getByRole('group', { name: 'GX, 1 of 4' }).focus()
      await page.keyboard.press('ArrowRight')
      expect(await focusedLabel(page)).toBe('GXL, 2 of 4')
      await page.keyboard.press('End')
      expect(await focusedLabel(page)).toBe('Edge, 4 of 4')
      await page.keyboard.press('Home')
      expect(await focusedLabel(page)).toBe('GX, 1 of 4')

      // Next moves the row one slide and says which leads; at the end it is disabled, and the leading slide is the one Tab reaches.
      const next = slider.getByRole('button', { name: 'Next variant' })
      const track = slider.locator('.variants-slider__track')
      await next.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => slider.locator('[aria-live="polite"]').textContent()).toBe('Showing GXL, 2 of 4')
      await expect.poll(() => track.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0)
      await page.keyboard.press('Enter')
      await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true')
      expect(await slider.getByRole('button', { name: 'Previous variant' }).getAttribute('aria-disabled')).toBe('false')
      expect(await slider.locator('[role="group"][tabindex="0"]').getAttribute('aria-label')).toBe('Cruiser, 3 of 4')
    })
  })

  it('§9: 3 variants make a slider without arrows; 2 variants a grid', async () => {
    await withPage({}, async (page) => {
      await open(page, '/models/hilux')
      expect(await page.locator('[aria-roledescription="carousel"]').count()).toBe(1)
      expect(await page.getByRole('button', { name: 'Next variant' }).count()).toBe(0)
      await open(page, '/models/corolla')
      expect(await page.locator('[aria-roledescription="carousel"]').count()).toBe(0)
      expect(await page.getByRole('heading', { level: 2, name: 'Which Corolla will you choose?' }).count()).toBe(1)
      expect(await page.locator('.variants-grid .variant-card').count()).toBe(2)
    })
  })

  it('in stock: cards of the model and "See all N in stock" to its search, which exists', async () => {
    await withPage({}, async (page) => {
      await open(page, '/models/rav4')
      const stock = page.locator('.model-stock')
      expect(await stock.locator('.vehicle-card').count()).toBeGreaterThan(0)
      const all = stock.getByRole('link', { name: /^See all \d+ in stock/ })
      expect(await all.getAttribute('href')).toBe('/search/toyota/rav4')
      expect((await fetch(url('/search/toyota/rav4'))).status).toBe(200)
    })
  })

  it('/models/hilux draws a ute in the hero and the colour picker; the RAV4 an SUV, the Corolla a hatch (issue 41)', async () => {
    await withPage({}, async (page) => {
      await open(page, '/models/hilux')
      expect(await page.locator('.model-hero__car').getAttribute('data-body')).toBe('ute')
      expect(await page.locator('.colour-picker__car').getAttribute('data-body')).toBe('ute')
      await open(page, '/models/rav4')
      expect(await page.locator('.model-hero__car').getAttribute('data-body')).toBe('suv')
      await open(page, '/models?body=hatch')
      expect(await page.locator('.model-tile__car').first().getAttribute('data-body')).toBe('hatch')
    })
  })

  it('new and demo HiLux stock comes before used: the used SR in since today waits behind them, and "See all N" still counts it (issue 41)', async () => {
    await withPage({}, async (page) => {
      await open(page, '/models/hilux')
      const stock = page.locator('.model-stock')
      const carTypes = await stock.locator('.vehicle-card__car-type').allTextContents()
      expect(carTypes.length).toBeGreaterThan(0)
      expect(carTypes[0]).toMatch(/^(New|Demo)$/)
      const usedLast = (a: string, b: string) => Number(a === 'Used') - Number(b === 'Used')
      expect(carTypes).toEqual([...carTypes].sort(usedLast))

      const all = stock.getByRole('link', { name: /^See all \d+ in stock/ })
      const total = Number(/See all ([\d,]+) in stock/.exec((await all.textContent())!)![1]!.replace(/,/g, ''))
      await Promise.all([page.waitForURL((address) => address.pathname === '/search/toyota/hilux'), all.click()])
      expect(Number((await page.locator('.search-count').textContent())!.replace(/\D/g, ''))).toBe(total)
      expect(await page.getByRole('link', { name: USED_HILUX.name as string }).count()).toBeGreaterThan(0)
    })
  })

  it('a used car on the model page says Used, beside its New Arrival tag and drive-away price (issue 41)', async () => {
    await withPage({}, async (page) => {
      await open(page, '/models/corolla')
      const card = page.locator('.model-stock .vehicle-card', { has: page.getByRole('link', { name: USED_COROLLA.name as string }) })
      expect(await card.count()).toBe(1)
      expect(await card.locator('.vehicle-card__car-type').textContent()).toBe('Used')
      expect(await card.locator('.vehicle-card__details').textContent()).toContain('Used · 264,228 km')
      // New to the yard this week (spec §4 card tags) and the feed's price type (§3): right for a used car too.
      expect(await card.locator('.vehicle-card__tag').textContent()).toBe('New Arrival')
      expect(await card.locator('.vehicle-card-price__type').textContent()).toBe('Drive Away')
      await axeClean(page)
    })
  })

  it('none in stock (LandCruiser 300): says so and points to Order Now with the model and vehicle; a coming-soon model says so; axe clean', async () => {
    await withPage({}, async (page) => {
      await open(page, '/models/landcruiser-300')
      const stock = page.locator('.model-stock')
      expect(await stock.textContent()).toContain('We have no LandCruiser 300 in stock right now.')
      expect(await stock.getByRole('link', { name: /^See all/ }).count()).toBe(0)
      const order = new URL((await stock.getByRole('link', { name: 'Order a new LandCruiser 300' }).getAttribute('href'))!, url('/'))
      expect(order.pathname).toBe('/models/order-now')
      expect(Object.fromEntries(order.searchParams)).toEqual({ model_id: 'landcruiser-300', model_name: 'LandCruiser 300', vehicle: 'Toyota LandCruiser 300' })
      await axeClean(page)
      await open(page, '/models/bz4x')
      expect(await page.locator('.model-badge').first().textContent()).toBe('Coming soon')
    })
  })
})

describe('the colour picker (issue 22, spec §4)', () => {
  const { withPage } = useBrowser()

  it('a variant tab resets the colour; the arrows wrap around; swatches and tabs work by keyboard', async () => {
    await withPage({}, async (page) => {
      await open(page, '/models/rav4')
      const picker = page.locator('.colour-picker')
      const tabs = picker.getByRole('tablist', { name: 'RAV4 variants' })
      expect(await tabs.getByRole('tab').allTextContents()).toEqual(['GX', 'GXL', 'Cruiser', 'Edge'])
      expect(await shownColour(page)).toEqual(['Glacier White', 'Colour 1 of 5'])

      const next = picker.getByRole('button', { name: 'Next colour' })
      const previous = picker.getByRole('button', { name: 'Previous colour' })
      await next.click()
      await next.click()
      expect(await shownColour(page)).toEqual(['Silver Pearl', 'Colour 3 of 5'])

      // A variant tab starts again from the first colour.
      await tabs.getByRole('tab', { name: 'GXL' }).click()
      expect(await tabs.getByRole('tab', { name: 'GXL' }).getAttribute('aria-selected')).toBe('true')
      expect(await shownColour(page)).toEqual(['Glacier White', 'Colour 1 of 5'])

      // Previous from the first colour is the last; next from the last is the first.
      await previous.click()
      expect(await shownColour(page)).toEqual(['Feverish Red', 'Colour 5 of 5'])
      await next.click()
      expect(await shownColour(page)).toEqual(['Glacier White', 'Colour 1 of 5'])

      // Swatches are toggle buttons named by colour.
      await picker.getByRole('button', { name: 'Graphite' }).click()
      expect(await picker.getByRole('button', { name: 'Graphite' }).getAttribute('aria-pressed')).toBe('true')
      expect(await shownColour(page)).toEqual(['Graphite', 'Colour 4 of 5'])
      expect(await picker.getByRole('img').getAttribute('aria-label')).toBe('RAV4 GXL in Graphite')

      // Tabs by keyboard: arrows move and select (wrapping), and the colour starts again.
      await tabs.getByRole('tab', { name: 'GXL' }).focus()
      await page.keyboard.press('End')
      expect(await focusedLabel(page)).toBe('Edge')
      await page.keyboard.press('ArrowRight')
      expect(await focusedLabel(page)).toBe('GX')
      expect(await tabs.getByRole('tab', { name: 'GX', exact: true }).getAttribute('aria-selected')).toBe('true')
      expect(await shownColour(page)).toEqual(['Glacier White', 'Colour 1 of 5'])
      expect(await picker.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
        await tabs.getByRole('tab', { name: 'GX', exact: true }).getAttribute('id'),
      )
      await axeClean(page)
    })
  })
})

describe('model data by model name (issue 22, spec §7): GET /api/models/by-name', () => {
  it("answers the variants and the colours (with the variant each belongs to) for the request's site", async () => {
    const response = await fetch(url('/api/models/by-name?name=RAV4'))
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      model_variants: Array<{ name: string; full_name: string; series: string }>
      colours: Array<Record<string, unknown>>
    }
    expect(body.model_variants.map((v) => v.name)).toEqual(['GX', 'GXL', 'Cruiser', 'Edge'])
    expect(body.model_variants[0]).toEqual({ name: 'GX', full_name: 'Toyota RAV4 GX', series: 'XA50' })
    expect(body.colours[0]).toEqual({ name: 'Glacier White', hexCode: '#F2F3F1', model_variant_name: null })
  })

  it('matches however the name is spelt, or its slug', async () => {
    expect((await fetch(url('/api/models/by-name?name=landcruiser-300'))).status).toBe(200)
    expect((await fetch(url('/api/models/by-name?name=hi%20lux'))).status).toBe(200)
  })

  it('404 with a JSON message for a model the site does not have; 400 without a name', async () => {
    const missing = await fetch(url('/api/models/by-name?name=Supra'))
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ status: 404, message: 'This site has no model called "Supra".' })
    const blank = await fetch(url('/api/models/by-name'))
    expect(blank.status).toBe(400)
    expect(((await blank.json()) as { message: string }).message).toMatch(/model name/)
  })
})
