import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { adfDtdErrors } from '../helpers/adf'
import { accessibilityViolations, closePage, launchBrowser, openPage } from '../helpers/browser'
import { demoCar, IN_STOCK } from '../helpers/demo-cars'

/** Issue 8: lead forms in Chromium against the production build, through to the dealer's mailbox and the admin. */
const port = inject('appPort')
const mailboxDir = inject('appMailboxDir')
const HOST = 'ridgeline-toyota.localhost'
const url = (path: string, host = HOST) => `http://${host}:${port}${path}`
const SUPER_ADMIN = { email: 'admin@dealer-platform.test', password: 'demo-admin-pass' }

const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })
const availableCar = () => demoCar(db, 'ridgeline-toyota', `${IN_STOCK} AND NOT coalesce((car->>'reserved')::boolean, false)`)

async function fillContact(page: Page, scope: string, details: { firstName: string; email: string }) {
  await page.fill(`${scope} input[name="firstName"]`, details.firstName)
  await page.fill(`${scope} input[name="lastName"]`, 'Shopper')
  await page.fill(`${scope} input[name="phone"]`, '0412 345 678')
  await page.fill(`${scope} input[name="email"]`, details.email)
  await page.fill(`${scope} input[name="postcode"]`, '2800')
}

async function mailFor(leadId: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = existsSync(mailboxDir) ? readdirSync(mailboxDir).filter((f) => f.startsWith(`lead-${leadId}-`) && f.endsWith('.eml')) : []
    if (files.length >= 2 || Date.now() > deadline) return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(mailboxDir, f)))))
    await new Promise((r) => setTimeout(r, 250))
  }
}

describe('lead forms (issue 8)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await db.end()
  })

  it('from a vehicle page: Enquire opens the form, bad fields are listed, the lead lands on /success, in the admin and as ADF XML in the mailbox', async () => {
    const car = await availableCar()
    const page = await openPage(browser)
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
    await page.waitForTimeout(2100) // people take more than two seconds; the server refuses faster "shoppers"
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
    const messages = await mailFor(leadId!)
    expect(messages).toHaveLength(2)
    const adf = messages.find((m) => typeof m.text === 'string' && m.text.includes('<adf>'))!
    expect(adfDtdErrors(adf.text!)).toEqual([])
    expect(adf.text).toContain(email)
    const staff = messages.find((m) => m !== adf)!
    expect(staff.html).toContain('Robin')

    // The admin lists it, delivered.
    const login = await fetch(url('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SUPER_ADMIN) })
    const { token } = (await login.json()) as { token: string }
    const stored = async () => (await fetch(url(`/api/leads/${leadId}?depth=0`), { headers: { authorization: `JWT ${token}` } })).json()
    // The lead's status follows its deliveries a moment after the last one is written.
    await expect.poll(async () => ((await stored()) as { deliveryStatus: string }).deliveryStatus).toBe('delivered')
    expect(await stored()).toMatchObject({ email, form: 'enquiry', car: { slug: car.slug } })
    const admin = await openPage(browser)
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
    const page = await openPage(browser)
    await page.goto(url('/contact'), { waitUntil: 'networkidle' })
    expect(await page.locator('h1, h2').filter({ hasText: 'Contact Us' }).count()).toBeGreaterThan(0)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.selectOption('select[name="category"]', 'Service')
    // Ridgeline has three locations: the contact form asks which (spec §5: required when shown).
    await page.selectOption('select[name="location"]', { index: 1 })
    await fillContact(page, 'form.lead-form', { firstName: 'Kim', email: `e2e.contact.${Date.now()}@example.com` })
    await page.fill('textarea[name="message"]', 'When can I book a service?')
    await page.waitForTimeout(2100)
    // Keyboard only: Tab from the last field reaches the submit button, Enter sends.
    await page.focus('input[name="optIn"]')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit')
    await Promise.all([page.waitForURL(url('/success')), page.keyboard.press('Enter')])
    expect(await page.locator('.success-page').textContent()).toContain('general enquiry')
    await closePage(page)
  })

  it('/book-test-drive: a two-step booking offers real free times; a step cannot be left with errors; the booked time is no longer offered', async () => {
    const car = await availableCar()
    const page = await openPage(browser)
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
    await page.waitForTimeout(2100)
    await Promise.all([page.waitForURL(url('/success')), page.click('form.lead-form button[type="submit"]')])
    expect(await page.locator('.success-page').textContent()).toContain('test drive booking')

    const locationId = (await db.query<{ location_id: number }>(`SELECT location_id FROM leads WHERE form = 'test-drive' ORDER BY id DESC LIMIT 1`)).rows[0]!.location_id
    const { days } = (await (await fetch(url(`/api/test-drive-slots?location=${locationId}`))).json()) as { days: { slots: { startsAt: string }[] }[] }
    expect(days.flatMap((d) => d.slots.map((s) => new Date(s.startsAt).getTime()))).not.toContain(new Date(slot!).getTime())
    await closePage(page)
  })
})
