import { describe, expect, inject, it } from 'vitest'

import { closePage, useBrowser } from '../helpers/browser'
import { adminSignIn, adminToken } from '../helpers/admin-api'

const base = `http://localhost:${inject('appPort')}`
const EDITOR = { email: 'editor@harbour-city-auto.test', password: 'demo-editor-pass' }
const SUPER_ADMIN = { email: 'admin@dealer-platform.test', password: 'demo-admin-pass' }

const apiLogin = (credentials: { email: string; password: string }) => adminToken(base, credentials)

async function pageId(token: string, siteSlug: string, slug: string) {
  const query = new URLSearchParams({ 'where[slug][equals]': slug, 'where[site.slug][equals]': siteSlug, depth: '0' })
  const response = await fetch(`${base}/api/pages?${query}`, { headers: { authorization: `JWT ${token}` } })
  const body = (await response.json()) as { docs: { id: number; title: string }[] }
  return body.docs[0]
}

describe('admin for dealer marketers (issue 3)', () => {
  const { openPage } = useBrowser()

  it('loads the login page', async () => {
    const page = await openPage()
    const response = await page.goto(`${base}/admin/login`)
    expect(response?.status()).toBe(200)
    await page.locator('input[name="email"]').waitFor({ timeout: 30_000 })
    await closePage(page)
  })

  it("lets an editor log in and edit a page of their own site, but not another site's", async () => {
    const superToken = await apiLogin(SUPER_ADMIN)
    const own = (await pageId(superToken, 'harbour-city-auto', 'about-us'))!
    const other = (await pageId(superToken, 'ridgeline-toyota', 'about-us'))!

    const page = await openPage({ viewport: { width: 1400, height: 1000 } })
    await adminSignIn(page, base, EDITOR)

    await page.goto(`${base}/admin/collections/pages/${own.id}`)
    const title = page.locator('#field-title')
    await title.waitFor({ timeout: 30_000 })
    const newTitle = `About Harbour City Auto Group (edited ${Date.now()})`
    await title.fill(newTitle)
    await page.getByRole('button', { name: /publish changes/i }).click()
    await expect
      .poll(async () => (await pageId(superToken, 'harbour-city-auto', 'about-us'))?.title, { timeout: 20_000 })
      .toBe(newTitle)

    // The other site's page is neither listed nor editable for this editor.
    await page.goto(`${base}/admin/collections/pages/${other.id}`)
    await expect(page.locator('#field-title').count()).resolves.toBe(0)
    const cookies = await page.context().cookies()
    const token = cookies.find((c) => c.name === 'payload-token')!.value
    const patch = await fetch(`${base}/api/pages/${other.id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `JWT ${token}` }, body: JSON.stringify({ title: 'Hijacked' }) })
    expect([403, 404]).toContain(patch.status)
    expect((await pageId(superToken, 'ridgeline-toyota', 'about-us'))?.title).toBe(other.title)
    await closePage(page)
  })

  it('shows a location\'s hours as the site will (issue 9 admin preview) and the Leads list with its CSV export (issue 8)', async () => {
    const superToken = await apiLogin(SUPER_ADMIN)
    const location = ((await (await fetch(`${base}/api/locations?where[slug][equals]=kia-newstead&depth=0`, { headers: { authorization: `JWT ${superToken}` } })).json()) as { docs: { id: number }[] }).docs[0]!
    const page = await openPage({ viewport: { width: 1400, height: 1000 } })
    await adminSignIn(page, base, SUPER_ADMIN)
    await page.goto(`${base}/admin/collections/locations/${location.id}`)
    const preview = page.locator('.opening-hours-preview')
    await preview.waitFor({ timeout: 30_000 })
    expect(await preview.textContent()).toMatch(/Mon-Fri|Mon/)
    await page.goto(`${base}/admin/collections/leads`)
    const exportLink = page.locator('.admin-lead-export__link')
    await exportLink.waitFor({ timeout: 30_000 })
    expect(await exportLink.getAttribute('href')).toMatch(/\/api\/leads\/export\.csv/)
    await closePage(page)
  })
})
