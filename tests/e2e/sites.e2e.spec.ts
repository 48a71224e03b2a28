import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { accessibilityViolations, closePage, useBrowser } from '../helpers/browser'

const port = inject('appPort')
const siteUrl = (host: string, path = '/') => `http://${host}:${port}${path}`

async function headerOf(page: Page) {
  return page.evaluate(() => {
    const site = document.querySelector<HTMLElement>('.site')
    const header = document.querySelector<HTMLElement>('.site-header')
    return {
      template: site?.dataset.template,
      siteSlug: site?.dataset.site,
      name: document.querySelector('.site-logo__name')?.textContent,
      headerBackground: header ? getComputedStyle(header).backgroundColor : null,
      headingFont: getComputedStyle(document.querySelector('h1')!).fontFamily,
      menu: [...document.querySelectorAll('.header-nav__list a, .header-nav__list button')].map(
        (el) => `${el.textContent?.trim()} ${el.getAttribute('href') ?? ''}`,
      ),
    }
  })
}

describe('one deployment, many dealer sites (issue 3: site resolution, templates, menus)', () => {
  const { openPage } = useBrowser()

  it('serves two sites on different hosts with different names, templates and menus', async () => {
    const page = await openPage()
    await page.goto(siteUrl('harbour-city-auto.localhost'))
    const group = await headerOf(page)
    await page.goto(siteUrl('ridgeline-toyota.localhost'))
    const franchise = await headerOf(page)
    await closePage(page)

    expect(group.siteSlug).toBe('harbour-city-auto')
    expect(franchise.siteSlug).toBe('ridgeline-toyota')
    expect(group.name).not.toEqual(franchise.name)
    expect([group.template, franchise.template]).toEqual(['classic', 'showroom'])
    expect(group.headerBackground).not.toEqual(franchise.headerBackground)
    expect(group.headingFont).not.toEqual(franchise.headingFont)
    expect(group.menu).not.toEqual(franchise.menu)
    expect(group.menu.length).toBeGreaterThan(3)
  })

  it("sets buttons and fields in the page's font and size, not the browser's own", async () => {
    const page = await openPage()
    for (const path of ['/', '/search/used-cars']) {
      await page.goto(siteUrl('harbour-city-auto.localhost', path))
      const fonts = await page.evaluate(() => {
        const font = (element: Element) => `${getComputedStyle(element).fontFamily} ${getComputedStyle(element).fontSize}`
        const controls = [...document.querySelectorAll<HTMLElement>('main button.button, main input[type="search"], main select')]
        return { text: font(document.querySelector('main')!), controls: controls.filter((control) => control.offsetParent !== null).map(font) }
      })
      // The home page's stock search and the search page's Filters button are <button class="button">.
      expect(fonts.controls.length, path).toBeGreaterThan(0)
      for (const control of fonts.controls) expect(control.split(' ')[0], path).toBe(fonts.text.split(' ')[0])
      expect(fonts.controls.join(), path).not.toMatch(/Arial|13\.3/)
    }
    await closePage(page)
  })

  it("answers on a site's own domain and sends plain localhost to the default site", async () => {
    const page = await openPage()
    await page.goto(siteUrl('sunsetcoastcars.com.au'))
    expect((await headerOf(page)).siteSlug).toBe('sunset-coast-cars-and-caravans')
    await page.goto(siteUrl('localhost'))
    expect((await headerOf(page)).siteSlug).toBe('harbour-city-auto')
    await closePage(page)
  })

  it('gives an unknown host a clear 404 page', async () => {
    const page = await openPage()
    const response = await page.goto(siteUrl('no-such-dealer.localhost'))
    expect(response?.status()).toBe(404)
    await page.getByTestId('unknown-site').waitFor()
    await expect(page.getByTestId('unknown-site').textContent()).resolves.toContain('Site not found')
    expect(await accessibilityViolations(page)).toEqual([])
    await closePage(page)
  })

  it("shows a missing page inside the site's own header and footer, with status 404", async () => {
    const page = await openPage()
    const response = await page.goto(siteUrl('ridgeline-toyota.localhost', '/no-such-page'))
    expect(response?.status()).toBe(404)
    await page.getByTestId('page-not-found').waitFor()
    expect((await headerOf(page)).siteSlug).toBe('ridgeline-toyota')
    await closePage(page)
  })

  it('gives every page a title, description, canonical URL and Open Graph tags', async () => {
    const page = await openPage()
    await page.goto(siteUrl('harbour-city-auto.localhost', '/about-us'))
    const meta = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    }))
    await closePage(page)
    expect(meta.title).toMatch(/\| Harbour City/)
    expect(meta.description?.length).toBeGreaterThan(20)
    expect(meta.canonical).toBe('https://harbourcityauto.com.au/about-us')
    expect(meta.ogTitle).toBe(meta.title)
    expect(meta.ogUrl).toBe(meta.canonical)
  })

  it('renders the legal text pages from the CMS', async () => {
    const page = await openPage()
    const response = await page.goto(siteUrl('sunset-coast-cars-and-caravans.localhost', '/privacy-policy'))
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1').textContent()).resolves.toMatch(/privacy/i)
    await closePage(page)
  })

  it('opens header dropdowns with the keyboard and closes them with Escape, returning focus', async () => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(siteUrl('harbour-city-auto.localhost'), { waitUntil: 'networkidle' })
    const trigger = page.locator('.header-nav__dropdown > button').first()
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true')
    await page.keyboard.press('Escape')
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await closePage(page)
  })

  it('has no axe violations on the home pages of both templates', async () => {
    for (const host of ['harbour-city-auto.localhost', 'ridgeline-toyota.localhost']) {
      const page = await openPage()
      await page.goto(siteUrl(host))
      expect({ host, violations: await accessibilityViolations(page) }).toEqual({ host, violations: [] })
      await closePage(page)
    }
  })
})
