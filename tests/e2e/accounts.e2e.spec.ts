import pg from 'pg'
import type { BrowserContext } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { accessibilityViolations, useBrowser } from '../helpers/browser'
import { IN_STOCK } from '../helpers/demo-cars'
import { announced, askForCode, fillDetails, focusedText, form, MOBILE, newEmail, signInBrowserContext, signInMail, submitCode } from '../helpers/sign-in-page'

const { STORAGE_KEYS } = await import('../../src/features/leads/shopper-storage')

/**
 * Issue 18 "Accounts", "Gated pages" and "My garage" (spec §2 /sign-in and the signed-in areas, §4
 * gated pages and the watchlist, §6 roles) in Chromium against the production build. Ridgeline
 * Toyota has shopper accounts, its garage at /myridgeline and /finance behind sign-in; Sunset Coast
 * has no accounts. Codes and links are read from the offline mailbox, as a shopper reads their email.
 */
const port = inject('appPort')
const mailboxDir = inject('appMailboxDir')
const HOST = 'ridgeline-toyota.localhost'
const url = (path: string, host = HOST) => `http://${host}:${port}${path}`
const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })

const mailFor = (email: string, notToken?: string) => signInMail(mailboxDir, email, notToken)

const signInContext = (context: BrowserContext, email: string) => signInBrowserContext(context, { port, host: HOST, mailboxDir, email })

describe('shopper accounts (issue 18)', () => {
  const { withPage } = useBrowser()
  afterAll(() => db.end())

  it('§2, §4: sign-in with the 6-digit code from the mailbox; the first sign-in asks for details, prefilled from the browser; axe finds nothing', async () => {
    await withPage({}, async (page) => {
      const email = newEmail('code')
      // An earlier lead form remembered these details in this browser (spec §3 "Stored browser data").
      await page.goto(url('/contact'))
      await page.evaluate(
        ([key, stored]) => localStorage.setItem(key!, stored!),
        [STORAGE_KEYS.userDetails, JSON.stringify({ name: 'Robin', last_name: 'Shopper', email, phone: MOBILE, postcode: '2800' })],
      )

      await page.goto(url('/sign-in?type=my-garage&redirect=/myridgeline'), { waitUntil: 'networkidle' })
      expect(await page.locator('h1').textContent()).toBe('Sign in to your garage')
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/sign-in$/)
      expect(await accessibilityViolations(page)).toEqual([])

      await askForCode(page, email)
      expect(await focusedText(page)).toBe('Enter your code')
      expect(await announced(page)).toContain('a 6-digit code and a sign-in link are on their way')
      const code = page.locator('input[name="code"]')
      expect(await code.getAttribute('inputmode')).toBe('numeric')
      expect(await code.getAttribute('autocomplete')).toBe('one-time-code')
      expect(await accessibilityViolations(page)).toEqual([])

      expect(await submitCode(page, (await mailFor(email)).code)).toBe(200)
      await form(page).getByRole('heading', { name: 'Your details' }).waitFor()
      await expect.poll(() => page.inputValue('input[name="firstName"]')).toBe('Robin')
      expect(await page.inputValue('input[name="phone"]')).toBe(MOBILE)
      expect(await page.inputValue('input[name="postcode"]')).toBe('2800')
      expect(await accessibilityViolations(page)).toEqual([])

      // A bad mobile is caught before sending, beside its field, and takes focus.
      await page.fill('input[name="phone"]', '12')
      await form(page).getByRole('button', { name: 'Save and continue' }).click()
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('phone')
      expect(await page.locator('input[name="phone"]').getAttribute('aria-invalid')).toBe('true')
      await page.fill('input[name="phone"]', MOBILE)
      await Promise.all([page.waitForURL(url('/myridgeline')), form(page).getByRole('button', { name: 'Save and continue' }).click()])
      await page.getByRole('heading', { level: 1, name: 'My garage' }).waitFor()
      expect(await page.locator('.account-page__lead').textContent()).toContain(email)

      // Signed in with details, /sign-in goes straight on to where it was asked to.
      await page.goto(url('/sign-in?type=watchlist&redirect=/contact'))
      expect(new URL(page.url()).pathname).toBe('/contact')
    })
  })

  it('§2: the one-click link in the email signs in at once, leaves the address bar, and works only once', async () => {
    await withPage({}, async (page) => {
      const email = newEmail('link')
      await page.goto(url('/sign-in?type=trade-in&redirect=/contact'), { waitUntil: 'networkidle' })
      expect(await page.locator('h1').textContent()).toBe('Sign in to value your trade-in')
      await askForCode(page, email)
      const { link } = await mailFor(email)
      expect(new URL(link).searchParams.get('redirect')).toBe('/contact')

      await page.goto(link, { waitUntil: 'networkidle' })
      await form(page).getByRole('heading', { name: 'Your details' }).waitFor()
      expect(new URL(page.url()).searchParams.has('token')).toBe(false)
      await fillDetails(page)
      await Promise.all([page.waitForURL(url('/contact')), form(page).getByRole('button', { name: 'Save and continue' }).click()])
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'shopper_session' && cookie.httpOnly && cookie.sameSite === 'Lax')).toBe(true)

      // Used up: in another browser the same link signs nobody in.
      const other = await page.context().browser()!.newContext()
      try {
        const again = await other.newPage()
        await again.goto(link, { waitUntil: 'networkidle' })
        await expect.poll(() => announced(again)).toBe('This sign-in link has expired or was already used. Ask for a new code.')
        await form(again).getByRole('heading', { name: 'Your email address' }).waitFor()
      } finally {
        await other.close()
      }
    })
  })

  it('§2: five wrong codes lock the code, even against the right one; a new code then signs in', async () => {
    await withPage({}, async (page) => {
      const email = newEmail('locked')
      await page.goto(url('/sign-in'), { waitUntil: 'networkidle' })
      await askForCode(page, email)
      const first = await mailFor(email)
      const wrong = first.code === '000000' ? '111111' : '000000'

      const expected: Array<[number, string]> = [
        [400, 'That code is not right. 4 tries left.'],
        [400, 'That code is not right. 3 tries left.'],
        [400, 'That code is not right. 2 tries left.'],
        [400, 'That code is not right. 1 try left.'],
        [429, 'Too many wrong codes. Ask for a new code.'],
      ]
      const statuses: number[] = []
      for (const [, message] of expected) {
        statuses.push(await submitCode(page, wrong))
        await expect.poll(() => announced(page)).toBe(message)
      }
      expect(statuses).toEqual(expected.map(([status]) => status))
      expect(await page.locator('input[name="code"]').getAttribute('aria-invalid')).toBe('true')
      expect(await submitCode(page, first.code)).toBe(429)

      await form(page).getByRole('button', { name: 'Send a new code' }).click()
      const second = await mailFor(email, first.token)
      await expect.poll(() => announced(page)).toContain('are on their way')
      expect(await submitCode(page, second.code)).toBe(200)
      await form(page).getByRole('heading', { name: 'Your details' }).waitFor()
    })
  })

  it('§4, §6: a gated page sends a signed-out shopper to sign-in with type, redirect (with its query) and back, decided on the server; after sign-in they land on it', async () => {
    await withPage({}, async (page) => {
      await page.goto(url('/contact'))
      const response = await page.goto(url('/finance?vehiclePriceBudget=25000'), { referer: url('/contact'), waitUntil: 'networkidle' })
      // The redirect came from the server: the finance page itself never reached the browser.
      expect(response!.request().redirectedFrom()?.url()).toBe(url('/finance?vehiclePriceBudget=25000'))
      const query = new URL(page.url()).searchParams
      expect(new URL(page.url()).pathname).toBe('/sign-in')
      expect(Object.fromEntries(query)).toEqual({ type: 'finance', redirect: '/finance?vehiclePriceBudget=25000', back: '/contact' })
      expect(await page.locator('h1').textContent()).toBe('Sign in to apply for finance')
      expect(await page.getByRole('link', { name: 'Back', exact: true }).getAttribute('href')).toBe('/contact')

      const email = newEmail('gated')
      await askForCode(page, email)
      expect(await submitCode(page, (await mailFor(email)).code)).toBe(200)
      await form(page).getByRole('heading', { name: 'Your details' }).waitFor()
      await fillDetails(page)
      await Promise.all([page.waitForURL(url('/finance?vehiclePriceBudget=25000')), form(page).getByRole('button', { name: 'Save and continue' }).click()])
      // The hub's enquiry form (a later island, below the calculator and instant price) fills the
      // budget from the query once it is live: when the shopper comes near it.
      await page.locator('input[name="vehiclePriceBudget"]').scrollIntoViewIfNeeded()
      await expect.poll(() => page.inputValue('input[name="vehiclePriceBudget"]')).toBe('25000')

      // Signed in, the gate lets them straight through.
      await page.goto(url('/finance'))
      expect(new URL(page.url()).pathname).toBe('/finance')
    })
  })

  it('§2, §4: my garage lists the watchlist with price now against when saved, enquiries sent while signed in, the empty trade-in and reservation sections and my details; Remove and save work; axe finds nothing', async () => {
    const { rows } = await db.query<{ id: string; slug: string; name: string }>(
      `SELECT id, slug, car->>'name' AS name FROM stock_cars WHERE site_slug = 'ridgeline-toyota' AND ${IN_STOCK} AND (car->>'price') IS NOT NULL AND NOT coalesce((car->>'reserved')::boolean, false) ORDER BY slug LIMIT 1`,
    )
    const car = rows[0]!
    await withPage({}, async (page) => {
      const email = newEmail('garage')
      await signInContext(page.context(), email)

      await page.goto(url('/myridgeline'), { waitUntil: 'networkidle' })
      expect(await page.title()).toContain('My garage')
      // The site's own garage path keeps its address and names itself as the canonical one.
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/myridgeline$/)
      const saved = await page.evaluate(
        async (carId) =>
          (
            await fetch('/api/watchlist/save-car', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ phone_number: '0412 345 678', car_id: carId }),
            })
          ).status,
        car.id,
      )
      expect(saved).toBe(201)
      // As if the dealer had lowered the price by $1,500 since the shopper saved the car.
      await db.query(
        'UPDATE watchlist_entries SET saved_price = saved_price + 1500 WHERE car_id = $1 AND customer_id IN (SELECT id FROM customers WHERE email = $2)',
        [car.id, email],
      )

      // An enquiry sent while signed in belongs to the account.
      await page.goto(url('/contact'), { waitUntil: 'networkidle' })
      await page.selectOption('select[name="category"]', 'Service')
      await page.selectOption('select[name="location"]', { index: 1 })
      await page.fill('form.lead-form input[name="firstName"]', 'Alex')
      await page.fill('form.lead-form input[name="lastName"]', 'Driver')
      await page.fill('form.lead-form input[name="phone"]', MOBILE)
      await page.fill('form.lead-form input[name="email"]', email)
      await page.fill('form.lead-form input[name="postcode"]', '2800')
      await page.fill('textarea[name="message"]', 'When is my car due for a service?')
      // No pause for a person's pace: the form holds the lead until its token is past the server's minimum fill time (which GET /api/form-token says), then sends.
      await Promise.all([page.waitForURL(url('/success')), page.click('form.lead-form button[type="submit"]')])

      await page.goto(url('/myridgeline'), { waitUntil: 'networkidle' })
      const headings = await page.locator('h2').allTextContents()
      expect(headings).toEqual(
        expect.arrayContaining([
          'Watchlist',
          'Saved searches',
          'My enquiries and test drives',
          'Trade-in valuations',
          'Reservations and purchases',
          'My details',
          'Sign out',
          'Your data',
        ]),
      )
      const watchlist = page.locator('#watchlist')
      await watchlist.getByRole('link', { name: car.name }).waitFor()
      expect(await watchlist.textContent()).toContain('$1,500 less than when you saved it')
      expect(await page.locator('#enquiries').textContent()).toContain('Contact Us')
      expect(await page.locator('#trade-ins').textContent()).toContain('No trade-in valuations yet')
      expect(await page.locator('#reservations').textContent()).toContain('No reservations or purchases yet')
      expect(await page.locator('#my-details input[name="firstName"]').inputValue()).toBe('Bench')
      expect(await accessibilityViolations(page)).toEqual([])

      // My details: a new postcode is saved and announced.
      await page.fill('#my-details input[name="postcode"]', '2000')
      await page.locator('#my-details').getByRole('button', { name: 'Save my details' }).click()
      await expect.poll(() => page.locator('#my-details [role="status"]').textContent()).toBe('Your details are saved.')

      // Download my data: one JSON file with the account and its watchlist.
      // (Fetched by the page: *.localhost names resolve in Chromium, not in the test's Node.)
      const exported = await page.evaluate(async () => {
        const response = await fetch('/api/account/export')
        return { disposition: response.headers.get('content-disposition'), body: (await response.json()) as unknown }
      })
      expect(exported.disposition).toContain('attachment')
      expect(exported.body).toMatchObject({ account: { email, postcode: '2000' }, watchlist: [{ carId: car.id }] })

      // Remove: the car leaves the list; focus stays in the section.
      await watchlist.getByRole('button', { name: `Remove ${car.name} from your watchlist` }).click()
      await watchlist.getByText('No saved cars yet').waitFor()
      expect(await focusedText(page)).toBe('Watchlist')

      // /my-garage is the same garage on every site with accounts.
      await page.goto(url('/my-garage'), { waitUntil: 'networkidle' })
      await page.getByRole('heading', { level: 1, name: 'My garage' }).waitFor()
      expect(await page.locator('#my-details input[name="postcode"]').inputValue()).toBe('2000')
    })
  })

  it("§6: Sign out ends this browser's session only; Sign out on every device ends the others; signed out, the garage leads to sign-in", async () => {
    const email = newEmail('everywhere')
    await withPage({}, async (here) => {
      await withPage({}, async (laptop) => {
        await withPage({}, async (phone) => {
          for (const page of [here, laptop, phone]) await signInContext(page.context(), email)

          await here.goto(url('/myridgeline'), { waitUntil: 'networkidle' })
          await Promise.all([here.waitForURL(url('/')), here.getByRole('button', { name: 'Sign out', exact: true }).click()])
          await laptop.goto(url('/myridgeline'), { waitUntil: 'networkidle' })
          await laptop.getByRole('heading', { level: 1, name: 'My garage' }).waitFor()

          await Promise.all([laptop.waitForURL(url('/')), laptop.getByRole('button', { name: 'Sign out on every device' }).click()])
          for (const page of [here, laptop, phone]) {
            await page.goto(url('/myridgeline'))
            const landed = new URL(page.url())
            expect(landed.pathname).toBe('/sign-in')
            expect(landed.searchParams.get('type')).toBe('my-garage')
            expect(landed.searchParams.get('redirect')).toBe('/myridgeline')
          }
          expect(await phone.evaluate(async () => ((await (await fetch('/api/account')).json()) as { shopper: unknown }).shopper)).toBeNull()
        })
      })
    })
  })

  it('§6: a site without shopper accounts has no sign-in page and no garage', async () => {
    const sunset = 'sunset-coast-cars-and-caravans.localhost'
    for (const path of ['/sign-in', '/my-garage']) expect((await fetch(url(path, sunset))).status, path).toBe(404)
  })
})
