import pg from 'pg'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { adfDtdErrors } from '../helpers/adf'
import { accessibilityViolations, closePage, useBrowser } from '../helpers/browser'
import { leadMail } from '../helpers/lead-mail'
import { demoCar, IN_STOCK } from '../helpers/demo-cars'
import { adminToken, SUPER_ADMIN } from '../helpers/admin-api'

const { issueFormToken } = await import('../../src/features/leads/form-token-signing')
const { MAX_FORM_TOKEN_AGE_MILLISECONDS } = await import('../../src/features/leads/form-token')

/** Issue 8: lead forms in Chromium against the production build, through to the dealer's mailbox and the admin. */
const port = inject('appPort')
const mailboxDir = inject('appMailboxDir')
const HOST = 'ridgeline-toyota.localhost'
const url = (path: string, host = HOST) => `http://${host}:${port}${path}`
/** The test server's PAYLOAD_SECRET (tests/helpers/app-server.ts), which signs its form tokens. */
const APP_SECRET = 'e2e-secret-0123456789abcdef'

const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })
const availableCar = () => demoCar(db, 'ridgeline-toyota', `${IN_STOCK} AND NOT coalesce((car->>'reserved')::boolean, false)`)

async function fillContact(page: Page, scope: string, details: { firstName: string; email: string }) {
  await page.fill(`${scope} input[name="firstName"]`, details.firstName)
  await page.fill(`${scope} input[name="lastName"]`, 'Shopper')
  await page.fill(`${scope} input[name="phone"]`, '0412 345 678')
  await page.fill(`${scope} input[name="email"]`, details.email)
  await page.fill(`${scope} input[name="postcode"]`, '2800')
}

describe('lead forms (issue 8)', () => {
  const { openPage } = useBrowser()
  afterAll(() => db.end())

  it('from a vehicle page: Enquire opens the form, bad fields are listed, the lead lands on /success, in the admin and as ADF XML in the mailbox', async () => {
    const car = await availableCar()
    const page = await openPage()
    await page.goto(url(`/cars/${car.slug}`), { waitUntil: 'networkidle' })
    await page.click('#enquire')
    const dialog = page.locator('dialog.lead-form-dialog[open]')
    await dialog.locator('input[name="firstName"]').waitFor()
    expect(await dialog.locator('h2').first().textContent()).toBe('Enquire Now')

    // Spec §5, §8: the banner heads the list of errors; nothing is sent.
    await dialog.locator('button[type="submit"]').click()
    const banner = dialog.locator('.lead-form__banner')
    await banner.waitFor()
    expect(await banner.textContent()).toContain('Please fix the following errors:')
    expect(await banner.textContent()).toContain('Invalid postcode. Please enter a 4-digit number.')
    expect(await page.evaluate(() => document.activeElement?.classList.contains('lead-form__banner'))).toBe(true)
    expect(await accessibilityViolations(page)).toEqual([])

    const email = `e2e.enquiry.${Date.now()}@example.com`
    await fillContact(page, 'dialog.lead-form-dialog[open]', { firstName: 'Robin', email })
    await dialog.locator('textarea[name="message"]').fill('Is this car still available? Can I see it Saturday?')
    // No pause for a person's pace: the form holds the lead until its token is past the server's minimum fill time (which GET /api/form-token says), then sends.
    await Promise.all([page.waitForURL(url('/success')), dialog.locator('button[type="submit"]').click()])
    await page.getByText(`You enquired about`).waitFor()
    expect(await page.locator('.success-page').textContent()).toContain(car.name)
    const leadId = await page.evaluate(() => (JSON.parse(localStorage.getItem('dealer:success-category') ?? '{}') as { leadId?: number }).leadId)
    expect(leadId).toBeGreaterThan(0)
    expect(await accessibilityViolations(page)).toEqual([])

    // The next form is prefilled from the stored details (spec §5: stored only when name, email and phone are all given).
    await page.goto(url('/contact'), { waitUntil: 'networkidle' })
    expect(await page.inputValue('input[name="email"]')).toBe(email)
    await closePage(page)

    // The dealer's mailbox: one ADF 1.0 message for the CRM (valid against the DTD) and one for staff.
    const messages = await leadMail(mailboxDir, leadId!)
    expect(messages).toHaveLength(2)
    const adf = messages.find((m) => typeof m.text === 'string' && m.text.includes('<adf>'))!
    expect(adfDtdErrors(adf.text!)).toEqual([])
    expect(adf.text).toContain(email)
    const staff = messages.find((m) => m !== adf)!
    expect(staff.html).toContain('Robin')

    // The admin lists it, delivered.
    const token = await adminToken(url(''), SUPER_ADMIN)
    const stored = async () => (await fetch(url(`/api/leads/${leadId}?depth=0`), { headers: { authorization: `JWT ${token}` } })).json()
    // The lead's status follows its deliveries a moment after the last one is written.
    await expect.poll(async () => ((await stored()) as { deliveryStatus: string }).deliveryStatus).toBe('delivered')
    expect(await stored()).toMatchObject({ email, form: 'enquiry', car: { slug: car.slug } })
    const admin = await openPage()
    await admin.goto(url('/admin/login'), { waitUntil: 'networkidle' })
    await admin.fill('input[name="email"]', SUPER_ADMIN.email)
    await admin.fill('input[name="password"]', SUPER_ADMIN.password)
    await Promise.all([admin.waitForURL(/\/admin(\/)?$/), admin.click('button[type="submit"]')])
    await admin.goto(url(`/admin/collections/leads?search=${encodeURIComponent(email)}`), { waitUntil: 'networkidle' })
    await admin.locator('.table').getByText('Robin').first().waitFor()
    expect(await admin.locator('.table').textContent()).toMatch(/delivered/i)
    await closePage(admin)
  })

  it('/contact: a general enquiry with the category select, keyboard only, is accepted; axe finds nothing', async () => {
    const page = await openPage()
    await page.goto(url('/contact'), { waitUntil: 'networkidle' })
    expect(await page.locator('h1, h2').filter({ hasText: 'Contact Us' }).count()).toBeGreaterThan(0)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.selectOption('select[name="category"]', 'Service')
    // Ridgeline has three locations: the contact form asks which (spec §5: required when shown).
    await page.selectOption('select[name="location"]', { index: 1 })
    await fillContact(page, 'form.lead-form', { firstName: 'Kim', email: `e2e.contact.${Date.now()}@example.com` })
    await page.fill('textarea[name="message"]', 'When can I book a service?')
    // Keyboard only: Tab from the last field reaches the submit button, Enter sends.
    await page.focus('input[name="optIn"]')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit')
    const [, sent] = await Promise.all([
      page.waitForURL(url('/success')),
      page.waitForRequest((r) => r.url().endsWith('/api/enquiries') && r.method() === 'POST'),
      page.keyboard.press('Enter'),
    ])
    // The lead carries the server-signed form token (issue 16 item 9), not a browser timestamp.
    const { context } = sent.postDataJSON() as { context: Record<string, unknown> }
    expect(context.formToken).toMatch(/^v1\.\d+\.ridgeline-toyota\.[A-Za-z0-9_-]{43}$/)
    expect(context).not.toHaveProperty('startedAt')
    expect(await page.locator('.success-page').textContent()).toContain('general enquiry')
    await closePage(page)
  })

  it('a form left open overnight: the stale token is refused, the form gets a fresh one and sends again by itself, keeping what was typed (issue 16 item 9)', async () => {
    const page = await openPage()
    // The first token the form asks for is 25 hours old, as if the tab had been open since yesterday.
    const stale = issueFormToken('ridgeline-toyota', new Date(Date.now() - MAX_FORM_TOKEN_AGE_MILLISECONDS - 60 * 60 * 1000), APP_SECRET)
    let tokenRequests = 0
    await page.route('**/api/form-token', (route) =>
      ++tokenRequests === 1 ? route.fulfill({ json: { token: stale }, headers: { 'cache-control': 'no-store' } }) : route.continue(),
    )
    const answers: { status: number; code?: string }[] = []
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/enquiries'))
        answers.push({ status: response.status(), code: ((await response.json().catch(() => ({}))) as { code?: string }).code })
    })
    await page.goto(url('/contact'), { waitUntil: 'networkidle' })
    await page.selectOption('select[name="category"]', 'Used vehicle')
    await page.selectOption('select[name="location"]', { index: 1 })
    await fillContact(page, 'form.lead-form', { firstName: 'Sam', email: `e2e.overnight.${Date.now()}@example.com` })
    await page.fill('textarea[name="message"]', 'Left this open overnight.')
    await Promise.all([page.waitForURL(url('/success'), { timeout: 20_000 }), page.click('form.lead-form button[type="submit"]')])
    expect(tokenRequests).toBe(2)
    // Each answer's body is read as it arrives; the last may still be on its way.
    await expect
      .poll(() => answers)
      .toEqual([
        { status: 400, code: 'form-token-stale' },
        { status: 201, code: undefined },
      ])
    await closePage(page)
  })

  it('/book-test-drive: a two-step booking offers real free times; a step cannot be left with errors; the booked time is no longer offered', async () => {
    const car = await availableCar()
    const page = await openPage()
    await page.goto(url(`/book-test-drive?car_id=${car.slug}`), { waitUntil: 'networkidle' })
    expect(await page.textContent('.lead-form__step')).toContain('Step 1 of 2')
    await page.click('form.lead-form button[type="submit"]') // Next, with no time chosen
    await page.locator('.lead-form__banner').waitFor()
    expect(await page.textContent('.lead-form__banner')).toContain('Please choose a date and time.')
    expect(await page.textContent('.lead-form__step')).toContain('Step 1 of 2')

    const time = page.locator('select[aria-label="Time"]')
    await time.waitFor()
    const slot = await time.locator('option:not([disabled])').first().getAttribute('value')
    await time.selectOption(slot!)
    await page.click('form.lead-form button[type="submit"]')
    await page.getByText('Step 2 of 2').waitFor()
    await fillContact(page, 'form.lead-form', { firstName: 'Jo', email: `e2e.drive.${Date.now()}@example.com` })
    await page.check('input[name="terms"]')
    await Promise.all([page.waitForURL(url('/success')), page.click('form.lead-form button[type="submit"]')])
    expect(await page.locator('.success-page').textContent()).toContain('test drive booking')

    const locationId = (await db.query<{ location_id: number }>(`SELECT location_id FROM leads WHERE form = 'test-drive' ORDER BY id DESC LIMIT 1`)).rows[0]!
      .location_id
    const { days } = (await (await fetch(url(`/api/test-drive-slots?location=${locationId}`))).json()) as { days: { slots: { startsAt: string }[] }[] }
    expect(days.flatMap((d) => d.slots.map((s) => new Date(s.startsAt).getTime()))).not.toContain(new Date(slot!).getTime())
    await closePage(page)
  })
})
