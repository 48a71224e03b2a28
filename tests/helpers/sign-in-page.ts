import type { BrowserContext, Page } from 'playwright-core'

import { mailedSignIn, shopperCookie } from './shopper-sign-in'

/** Driving /sign-in in Chromium (issue 18), shared by the accounts and watchlist browser tests. */
export const newEmail = (label: string) => `e2e.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`
export const MOBILE = '0412 345 678'

/** The newest sign-in mail to `email` (other than the one with `notToken`), as soon as it is in the mailbox. */
export async function signInMail(mailboxDir: string, email: string, notToken?: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = mailedSignIn(mailboxDir, email)
    if (mail && mail.token !== notToken) return mail
    if (Date.now() > deadline) throw new Error(`No ${notToken ? 'new ' : ''}sign-in mail for ${email} in ${mailboxDir} within ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The sign-in form, its announcements and where focus is. */
export const form = (page: Page) => page.locator('.sign-in-form')
export const announced = (page: Page) => form(page).locator('> .account-form__message').textContent()
export const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim())

export async function askForCode(page: Page, email: string) {
  await page.fill('input[name="email"]', email)
  await form(page).getByRole('button', { name: 'Email me a code' }).click()
  await form(page).getByRole('heading', { name: 'Enter your code' }).waitFor()
}

/** Types a code and signs in; the status the server answered. */
export async function submitCode(page: Page, code: string) {
  await page.fill('input[name="code"]', code)
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/account/sign-in' && r.request().method() === 'POST'),
    form(page).getByRole('button', { name: 'Sign in', exact: true }).click(),
  ])
  return response.status()
}

export async function fillDetails(page: Page) {
  await page.fill('input[name="firstName"]', 'Alex')
  await page.fill('input[name="lastName"]', 'Driver')
  await page.fill('input[name="phone"]', MOBILE)
  await page.fill('input[name="postcode"]', '2800')
}

/** A browser context signed in as `email` (a session of its own, details filled in), without asking from the browser's connection. */
export async function signInBrowserContext(
  context: BrowserContext,
  { port, host, mailboxDir, email }: { port: number; host: string; mailboxDir: string; email: string },
) {
  const cookie = await shopperCookie({ port, host, email, mailboxDir })
  await context.addCookies(
    cookie.split('; ').map((pair) => ({ name: pair.split('=')[0]!, value: pair.split('=').slice(1).join('='), url: `http://${host}:${port}/` })),
  )
}
