import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { accessibilityViolations, closePage, useBrowser } from '../helpers/browser'

/**
 * Issue 22 (spec §2 "brand directory targets" /{brand-slug}/overview, "Other screens" brand directory):
 * the group's brand pages are built from its data: the dealerships holding the franchise, their
 * locations, the brand's models and its cars in stock by car type.
 */
const port = inject('appPort')
const url = (pathname: string, host = 'harbour-city-auto.localhost') => `http://${host}:${port}${pathname}`
const axeClean = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([])

describe('brand overview pages (issue 22)', () => {
  const { openPage } = useBrowser()

  it('a franchise brand: its dealership and locations, models and stock links that lead to that stock', async () => {
    const page = await openPage()
    const response = await page.goto(url('/kia/overview'))
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1').textContent()).resolves.toBe('Kia at Harbour City Auto Group')
    const dealer = page.locator('.brand-overview__dealer', { has: page.locator('h3', { hasText: 'Harbour City Kia' }) })
    expect(await dealer.count()).toBe(1)
    expect(await dealer.locator('a[href^="/locations/"]').count()).toBeGreaterThan(0)
    // Mazda's dealership is not a Kia dealer.
    expect(await page.locator('.brand-overview__dealer h3', { hasText: 'Mazda' }).count()).toBe(0)
    expect(await page.locator('a[href="/models/sportage"]').count()).toBeGreaterThan(0)
    await axeClean(page)

    // "See all N Kia cars" leads to a search page listing exactly N Kia.
    const seeAll = page.locator('.brand-overview__stock a.button')
    const total = Number((await seeAll.textContent())!.replace(/\D+/g, ''))
    expect(total).toBeGreaterThan(0)
    await seeAll.click()
    await page.waitForURL((address) => address.pathname === '/search/kia')
    expect(Number((await page.locator('.search-count').textContent())!.replace(/\D/g, ''))).toBe(total)
    await closePage(page)
  })

  it('a brand in the directory without a dealership in the group offers the team instead; a brand the site does not carry is a 404', async () => {
    const page = await openPage()
    expect((await page.goto(url('/hyundai/overview')))?.status()).toBe(200)
    await expect(page.locator('#brand-dealers').textContent()).resolves.toBe('Talk to us')
    expect(await page.locator('.brand-overview__section a[href="/contact"]').count()).toBeGreaterThan(0)
    await axeClean(page)
    expect((await page.goto(url('/toyota/overview')))?.status()).toBe(404)
    // Ridgeline holds the Toyota franchise: its Toyota page exists though it has no brand directory.
    expect((await page.goto(url('/toyota/overview', 'ridgeline-toyota.localhost')))?.status()).toBe(200)
    await closePage(page)
  })
})
