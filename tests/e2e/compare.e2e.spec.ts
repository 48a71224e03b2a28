import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { accessibilityViolations, closePage, useBrowser } from '../helpers/browser'

/** Issue 6: compare and favourites (spec §1 "compare, save and favourite cars", §2 Vehicle card, §3 Favourite entry, §6), on the production build. */
const port = inject('appPort')
const HOST = 'harbour-city-auto.localhost'
const url = (path: string, host = HOST) => `http://${host}:${port}${path}`

const FULL = 'You can compare up to 3 cars. Remove one to add another.'

describe('compare and favourites (issue 6)', () => {
  const { openPage } = useBrowser()

  const card = (page: Page, n: number) => page.locator('.vehicle-card').nth(n)
  const cardName = async (page: Page, n: number) => (await card(page, n).locator('.vehicle-card__name a').textContent())!.trim()
  const cardSlug = async (page: Page, n: number) => (await card(page, n).locator('.vehicle-card__name a').getAttribute('href'))!.replace('/cars/', '')
  const compareToggle = (page: Page, n: number) => card(page, n).getByRole('button', { name: /to compare$|from compare$/ })
  const status = (page: Page) => page.locator('.compare-bar__status')

  it('§1, §2: Compare on two cards by keyboard, the bar links to /compare, the table compares them, Remove drops one; axe finds nothing', async () => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(url('/search/used-cars'), { waitUntil: 'networkidle' })
    const names = [await cardName(page, 0), await cardName(page, 1)]
    const slugs = [await cardSlug(page, 0), await cardSlug(page, 1)]

    const first = compareToggle(page, 0)
    expect(await first.getAttribute('aria-label')).toBe(`Add ${names[0]} to compare`)
    expect((await first.textContent())!.trim()).toBe('Compare')
    await first.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true')
    expect(await first.getAttribute('aria-label')).toBe(`Remove ${names[0]} from compare`)
    await expect.poll(() => status(page).textContent()).toBe('1 car chosen to compare')
    await page.getByText('Choose another car to compare').waitFor({ state: 'visible' })

    const second = compareToggle(page, 1)
    await second.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true')
    const link = page.getByRole('link', { name: 'Compare 2 cars' })
    await link.waitFor({ state: 'visible' })
    expect(await link.getAttribute('href')).toBe(`/compare?cars=${slugs.join(',')}`)
    // The fixed bar never covers the end of the page: the body gets room below it.
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBeGreaterThan(40)
    expect(await accessibilityViolations(page)).toEqual([])

    // The list survives a reload (it is kept in the browser).
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('link', { name: 'Compare 2 cars' }).waitFor({ state: 'visible' })

    await page.getByRole('link', { name: 'Compare 2 cars' }).focus()
    await Promise.all([page.waitForURL(/\/compare\?cars=/), page.keyboard.press('Enter')])
    const table = page.getByRole('table')
    await table.waitFor({ state: 'visible' })
    const headers = await table.getByRole('columnheader').allTextContents()
    expect(headers).toHaveLength(2)
    expect(headers[0]).toContain(names[0])
    expect(headers[1]).toContain(names[1])
    await table.getByRole('rowheader', { name: 'Price' }).waitFor()
    await table.getByRole('rowheader', { name: 'Year' }).waitFor()
    expect(await table.locator('caption').textContent()).toBe('2 cars side by side')
    expect(await page.title()).toMatch(/^Compare cars \| .+/)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
    expect(await accessibilityViolations(page)).toEqual([])

    await page.getByRole('link', { name: `Remove ${names[0]} from the comparison` }).click()
    await page.waitForURL((address) => address.search === `?cars=${slugs[1]}`)
    const left = await page.getByRole('table').getByRole('columnheader').allTextContents()
    expect(left).toHaveLength(1)
    expect(left[0]).toContain(names[1])
    expect(await accessibilityViolations(page)).toEqual([])
    await closePage(page)
  })

  it('§2: a fourth car is refused with the reason in the bar; Clear empties the list', async () => {
    const page = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await page.goto(url('/search/used-cars'), { waitUntil: 'networkidle' })
    for (const n of [0, 1, 2]) {
      await compareToggle(page, n).click()
      await expect.poll(() => compareToggle(page, n).getAttribute('aria-pressed')).toBe('true')
    }
    await compareToggle(page, 3).click()
    await expect.poll(() => status(page).textContent()).toBe(FULL)
    expect(await compareToggle(page, 3).getAttribute('aria-pressed')).toBe('false')
    await page.getByRole('link', { name: 'Compare 3 cars' }).waitFor({ state: 'visible' })
    // The bar hides nothing at the page's end: scrolled to the bottom, the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const barTop = await page.locator('.compare-bar').evaluate((bar) => bar.getBoundingClientRect().top)
    const footerBottom = await page
      .locator('footer')
      .last()
      .evaluate((footer) => footer.getBoundingClientRect().bottom)
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1)
    expect(await accessibilityViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    await expect.poll(() => status(page).textContent()).toBe('Compare list cleared')
    expect(await page.locator('.compare-bar--open').count()).toBe(0)
    expect(await compareToggle(page, 0).getAttribute('aria-pressed')).toBe('false')
    await closePage(page)
  })

  it('§1: /compare reads only its URL: junk is ignored, an unknown car says it is no longer available, no cars is an empty state', async () => {
    const junk = await fetch(url('/compare?cars=../../etc/passwd,%3Cscript%3E,,no-such-car-anywhere'))
    expect(junk.status).toBe(200)
    const html = await junk.text()
    expect(html).toContain('This car is no longer available')
    expect(html.match(/<th scope="col"/g)).toHaveLength(1)
    const empty = await (await fetch(url('/compare'))).text()
    expect(empty).toContain('No cars to compare yet.')
    expect(empty).toContain('href="/search/new-used-and-demo-cars"')
  })

  it('§3, §4, §6: a saved favourite is listed on /favourites (linked from the header), and removing it leaves the empty state', async () => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } })
    // A site without shopper accounts: there the heart keeps favourites in the browser (issue 18).
    await page.goto(url('/search/used-cars', 'sunset-coast-cars-and-caravans.localhost'), { waitUntil: 'networkidle' })
    const name = await cardName(page, 0)
    const slug = await cardSlug(page, 0)
    // The heart's name changes once pressed (Save … / Remove …), so it is found by its place on the card.
    const heart = card(page, 0).locator('.vehicle-card__favourite')
    expect(await heart.getAttribute('aria-label')).toBe(`Save ${name} to favourites`)
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    expect(await heart.getAttribute('aria-label')).toBe(`Remove ${name} from favourites`)

    await Promise.all([page.waitForURL(/\/favourites$/), page.getByRole('banner').getByRole('link', { name: 'Favourites' }).click()])
    await page.getByRole('heading', { level: 1, name: 'Your favourites' }).waitFor()
    const saved = page.getByRole('link', { name, exact: true })
    await saved.waitFor({ state: 'visible' })
    expect(await saved.getAttribute('href')).toBe(`/cars/${slug}`)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
    expect(await accessibilityViolations(page)).toEqual([])

    await page.getByRole('button', { name: `Remove ${name} from favourites` }).click()
    await page.getByText('You haven’t saved any cars yet.').waitFor({ state: 'visible' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Browse cars')
    expect(await page.evaluate(() => window.localStorage.getItem('favourites'))).toBe('[]')
    expect(await accessibilityViolations(page)).toEqual([])
    await closePage(page)
  })
})
