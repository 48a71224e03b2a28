import { afterAll, describe, expect, inject, it } from 'vitest'

import { requestFrom } from '../helpers/from-address'
import { adminToken, SUPER_ADMIN } from '../helpers/admin-api'

const port = inject('appPort')
const base = `http://localhost:${port}`
const page = (host: string, path = '/', headers: Record<string, string> = {}) =>
  requestFrom('127.0.0.1', `http://127.0.0.1:${port}${path}`, { headers: { host: `${host}:${port}`, ...headers } })
const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `))

const superAdminToken = () => adminToken(base, SUPER_ADMIN)

async function setFrameAncestors(slug: string, origins: string[]) {
  const token = await superAdminToken()
  const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const { docs } = (await (await fetch(`${base}/api/sites?where[slug][equals]=${slug}&depth=0`, { headers: auth })).json()) as { docs: { id: number }[] }
  const response = await fetch(`${base}/api/sites/${docs[0]!.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ embedding: { frameAncestors: origins } }),
  })
  expect(response.status).toBe(200)
}

afterAll(() => setFrameAncestors('ridgeline-toyota', []))

/** Issue 16 item 11: no security headers on shopper pages or the admin, and the internal path leaked. */
describe('security headers', () => {
  it('a shopper page runs only scripts carrying its own fresh nonce, and says so in its policy', async () => {
    const first = await page('ridgeline-toyota.localhost', '/search/used-cars')
    const second = await page('ridgeline-toyota.localhost', '/search/used-cars')
    const policy = String(first.headers['content-security-policy'])
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toBeTruthy()
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce)
    const scripts = [...first.text.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes('application/ld+json'))
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([])
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(first.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
    })
    expect(first.headers['strict-transport-security']).toBeUndefined()
    // The proxy's internal rewrite target (/{host}/path) stays inside the server.
    expect(first.headers['x-middleware-rewrite']).toBeUndefined()
  })

  it('sends HSTS when the page was asked for over HTTPS', async () => {
    const answer = await page('ridgeline-toyota.localhost', '/', { 'x-forwarded-proto': 'https' })
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  })

  it('the admin may never be framed, and API answers are not sniffed', async () => {
    const admin = await page('localhost', '/admin/login')
    expect(admin.headers['x-frame-options']).toBe('DENY')
    expect(directive(String(admin.headers['content-security-policy']), 'frame-ancestors')).toBe("frame-ancestors 'none'")
    const api = await page('localhost', '/api/sites?limit=1')
    expect(api.headers['x-content-type-options']).toBe('nosniff')
  })

  it("a shopper's first visit is not sent again for the admin's colour-scheme hint; the admin still asks for it", async () => {
    const shopperPage = await page('ridgeline-toyota.localhost', '/search/used-cars')
    expect(shopperPage.status).toBe(200)
    // Critical-CH makes a browser that did not send the hint request the page a second time.
    expect(shopperPage.headers['critical-ch']).toBeUndefined()
    expect(shopperPage.headers['accept-ch']).toBeUndefined()
    const admin = await page('localhost', '/admin/login')
    expect(admin.headers['accept-ch']).toContain('Sec-CH-Prefers-Color-Scheme')
    expect(admin.headers['critical-ch']).toContain('Sec-CH-Prefers-Color-Scheme')
  })

  it("a site that lists embedding origins may be framed by them; other sites still may not (the site's Embedding setting)", async () => {
    await setFrameAncestors('ridgeline-toyota', ['https://www.toyota.com.au'])
    // Every app server reads the setting again within 5 seconds.
    const frameAncestors = async () => directive(String((await page('ridgeline-toyota.localhost')).headers['content-security-policy']), 'frame-ancestors')
    await expect
      .poll(frameAncestors, {
        timeout: 12_000,
        interval: 500,
        message: "the site's new Embedding setting in its pages' frame-ancestors within 12 s (app servers read it again every 5 s)",
      })
      .toBe("frame-ancestors 'self' https://www.toyota.com.au")
    expect(directive(String((await page('sunset-coast-cars-and-caravans.localhost')).headers['content-security-policy']), 'frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    )
  })
})
