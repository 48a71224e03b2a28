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
    await expect.poll(async () => (await pageId(superToken, 'harbour-city-auto', 'about-us'))?.title, { timeout: 20_000 }).toBe(newTitle)

    // The other site's page is neither listed nor editable for this editor.
    await page.goto(`${base}/admin/collections/pages/${other.id}`)
    await expect(page.locator('#field-title').count()).resolves.toBe(0)
    const cookies = await page.context().cookies()
    const token = cookies.find((c) => c.name === 'payload-token')!.value
    const patch = await fetch(`${base}/api/pages/${other.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title: 'Hijacked' }),
    })
    expect([403, 404]).toContain(patch.status)
    expect((await pageId(superToken, 'ridgeline-toyota', 'about-us'))?.title).toBe(other.title)
    await closePage(page)
  })

  it("shows a location's hours as the site will (issue 9 admin preview) and the Leads list with its CSV export (issue 8)", async () => {
    const superToken = await apiLogin(SUPER_ADMIN)
    const location = (
      (await (await fetch(`${base}/api/locations?where[slug][equals]=kia-newstead&depth=0`, { headers: { authorization: `JWT ${superToken}` } })).json()) as {
        docs: { id: number }[]
      }
    ).docs[0]!
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

describe('the admin as outside testers found it (issue 41)', () => {
  const { openPage } = useBrowser()
  const siteId = async (token: string, slug: string) =>
    (
      (await (await fetch(`${base}/api/sites?where[slug][equals]=${slug}&depth=0`, { headers: { authorization: `JWT ${token}` } })).json()) as {
        docs: { id: number }[]
      }
    ).docs[0]!.id

  it("a lead's campaign tags read as a table, and the admin asks no other host for anything (no code editor from a CDN)", async () => {
    const superToken = await apiLogin(SUPER_ADMIN)
    const lead = {
      site: await siteId(superToken, 'harbour-city-auto'),
      form: 'contact',
      firstName: 'Tagged',
      email: `campaign-tags-${Date.now()}@admin-e2e.test`,
      phone: '0412 345 678',
      leadAttributes: { visited_pages: ['/search/used-cars', '/cars/issue-41-demo'], linked_query_params: { utm_source: 'issue-41-newsletter' } },
    }
    const created = await fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { authorization: `JWT ${superToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    const page = await openPage({ viewport: { width: 1400, height: 1000 } })
    const outside = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (/^(https?|wss?):$/.test(url.protocol) && url.host !== new URL(base).host) outside.add(url.origin)
    })
    await adminSignIn(page, base, SUPER_ADMIN)
    await page.goto(`${base}/admin/collections/leads/${doc.id}`)
    await page.locator('.collapsible__toggle-wrap', { hasText: 'Where it came from' }).locator('.collapsible__toggle').click({ timeout: 30_000 })
    const tags = page.locator('#field-leadAttributes')
    await tags.waitFor({ state: 'visible', timeout: 30_000 })
    await expect.poll(() => tags.getByRole('rowheader', { name: 'Visited pages' }).isVisible()).toBe(true)
    expect(await tags.getByRole('rowheader', { name: 'Utm source' }).isVisible()).toBe(true)
    const shown = await tags.innerText()
    for (const value of ['/search/used-cars', '/cars/issue-41-demo', 'issue-41-newsletter']) expect(shown).toContain(value)
    await page.waitForLoadState('networkidle')
    expect([...outside]).toEqual([])
    await closePage(page)
  })

  it('says "Save draft to schedule" while the page has unsaved changes, and offers Schedule Publish once they are saved', async () => {
    const editor = { authorization: `JWT ${await apiLogin(EDITOR)}`, 'content-type': 'application/json' }
    const draft = {
      title: 'Schedule hint',
      slug: `pages/schedule-hint-${Date.now().toString(36)}`,
      layout: [{ blockType: 'hero', heading: 'Schedule hint' }],
      _status: 'draft',
    }
    const created = (await (await fetch(`${base}/api/pages?draft=true`, { method: 'POST', headers: editor, body: JSON.stringify(draft) })).json()) as {
      doc: { id: number }
    }
    try {
      const page = await openPage({ viewport: { width: 1400, height: 1000 } })
      await adminSignIn(page, base, EDITOR)
      await page.goto(`${base}/admin/collections/pages/${created.doc.id}`)
      const hint = page.locator('.schedule-publish-hint')
      await page.locator('#field-title').fill('Schedule hint, edited', { timeout: 30_000 })
      await expect.poll(() => hint.textContent()).toBe('Save draft to schedule')
      expect(await hint.getAttribute('role')).toBe('status')

      await page.getByRole('button', { name: /save draft/i }).click()
      await expect.poll(() => hint.textContent(), { timeout: 20_000 }).toBe('')
      await page.locator('.btn--withPopup .popup-button').click()
      await page.locator('#schedule-publish').waitFor({ state: 'visible', timeout: 10_000 })
      await closePage(page)
    } finally {
      await fetch(`${base}/api/pages/${created.doc.id}`, { method: 'DELETE', headers: editor })
    }
  })

  it("the super admin lists and filters finance applications through the collection's REST API (GET /api/finance-applications answered 405)", async () => {
    const headers = { authorization: `JWT ${await apiLogin(SUPER_ADMIN)}` }
    const list = await fetch(`${base}/api/finance-applications?depth=0&limit=5`, { headers })
    expect(list.status).toBe(200)
    expect(Array.isArray(((await list.json()) as { docs: unknown }).docs)).toBe(true)
    const filtered = await fetch(`${base}/api/finance-applications?where[outcome][exists]=true&depth=0`, { headers })
    expect(filtered.status).toBe(200)
  })
})
