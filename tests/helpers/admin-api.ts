import type { Page } from 'playwright-core'

import { requestFrom } from './from-address'

export const SUPER_ADMIN = { email: 'admin@dealer-platform.test', password: 'demo-admin-pass' }
export const siteEditor = (siteSlug: string) => ({ email: `editor@${siteSlug}.test`, password: 'demo-editor-pass' })

let signIns = 0

/**
 * An admin API token, signed in from a loopback address of its own: the platform allows 20 sign-ins
 * per connection in 10 minutes (src/platform/rate-limit.ts), and the browser suite as a whole signs in
 * more often than that from one machine. A refused sign-in fails with its answer, not later as a 403.
 */
export async function adminToken(origin: string, credentials: { email: string; password: string }): Promise<string> {
  signIns += 1
  const from = `127.23.${process.pid % 250}.${(signIns % 250) + 1}`
  const response = await requestFrom(from, `${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  if (response.status !== 200) throw new Error(`Signing in as ${credentials.email} answered ${response.status}: ${response.text}`)
  return (JSON.parse(response.text) as { token: string }).token
}

/** Headers for JSON requests to the admin API as that user. */
export const adminHeaders = async (origin: string, credentials: { email: string; password: string }) => ({
  authorization: `JWT ${await adminToken(origin, credentials)}`,
  'content-type': 'application/json',
})

/**
 * Signs a browser page in to the admin through its login form. The form is used once React owns it:
 * 'networkidle' can come before hydration on a loaded machine, and a click then submits nothing (or
 * React resets the fields it finds filled).
 */
export async function adminSignIn(page: Page, origin: string, credentials: { email: string; password: string }): Promise<void> {
  await page.goto(`${origin}/admin/login`, { waitUntil: 'networkidle' })
  await page.waitForFunction(
    () => {
      const button = document.querySelector('form button[type="submit"]')
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'))
    },
    undefined,
    { timeout: 30_000 },
  )
  await page.fill('input[name="email"]', credentials.email)
  await page.fill('input[name="password"]', credentials.password)
  const [login] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/users/login')), page.click('button[type="submit"]')])
  if (login.status() !== 200) throw new Error(`Signing in to the admin as ${credentials.email} answered ${login.status()}`)
}
