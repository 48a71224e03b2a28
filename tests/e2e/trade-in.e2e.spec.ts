import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import pg from 'pg'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { adfDtdErrors } from '../helpers/adf'
import { accessibilityViolations, useBrowser } from '../helpers/browser'
import { demoCar, IN_STOCK } from '../helpers/demo-cars'
import { adminToken, SUPER_ADMIN } from '../helpers/admin-api'
import { knownPlate } from '../helpers/trade-in'

/**
 * Issue 20 (spec §2 /cars/trade-in?car_id= and /trade-in, §5 "Trade-in FAQ", §7 the trade-in steps of
 * the lead submission helper), in Chromium against the production build: from a vehicle page's
 * Trade-In button, by keyboard, to an accepted offer; the lead in the admin and its ADF valid against
 * the DTD; an old car gets "A valuer will call you".
 */
const port = inject('appPort')
const mailboxDir = inject('appMailboxDir')
const HOST = 'ridgeline-toyota.localhost'
const url = (pathname: string) => `http://${HOST}:${port}${pathname}`
const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })
const axeClean = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([])

async function press(page: Page, selector: string, key = 'Enter') {
  await page.focus(selector)
  await page.keyboard.press(key)
}

async function continueTo(page: Page, step: string) {
  await press(page, 'form.step-flow-step button[type="submit"]')
  await page.waitForURL((address) => address.searchParams.get('step') === step)
  await page.locator(step === 'offer' ? '#trade-in-offer-title' : '#trade-in-step-title').waitFor()
}

/** Answers every condition question with its first ("no problem") answer, by keyboard: Space checks the focused radio. */
async function answerConditionByKeyboard(page: Page, km: string) {
  await page.focus('#trade-in-km')
  await page.keyboard.type(km)
  for (const group of await page.locator('fieldset.step-flow-choices').all()) {
    await group.locator('input[type="radio"]').first().focus()
    await page.keyboard.press('Space')
  }
}

async function fillDetailsByKeyboard(page: Page, email: string) {
  for (const [name, value] of [
    ['firstName', 'Tamsin'],
    ['lastName', 'Trader'],
    ['phone', '0412 345 678'],
    ['email', email],
    ['postcode', '2800'],
  ]) {
    await page.focus(`form.step-flow-step input[name="${name}"]`)
    await page.keyboard.type(value!)
  }
  if (await page.locator('#trade-in-location').count()) await page.selectOption('#trade-in-location', { index: 1 })
  await page.locator('label.step-flow-check').last().locator('input').focus()
  await page.keyboard.press('Space')
}

/** The text of every mail the outbox has sent for the lead (the offline mailbox). */
async function mailsOfLead(leadId: number): Promise<string[]> {
  const names = existsSync(mailboxDir) ? readdirSync(mailboxDir).filter((name) => name.startsWith(`lead-${leadId}-`) && name.endsWith('.eml')) : []
  return Promise.all(names.map(async (name) => (await simpleParser(readFileSync(path.join(mailboxDir, name)))).text ?? ''))
}

describe('trade-in valuation (issue 20)', () => {
  const { withPage } = useBrowser()
  afterAll(() => db.end())

  it('from the vehicle page by keyboard: plate, condition, details, an offer against the car, accepted; the lead in the admin and its ADF valid', async () => {
    const car = await demoCar(
      db,
      'ridgeline-toyota',
      `${IN_STOCK} AND car->>'car_type' = 'used' AND (car->>'price')::numeric > 20000 AND NOT coalesce((car->>'reserved')::boolean, false)`,
    )
    const plate = await knownPlate(db)
    await withPage({}, async (page) => {
      await page.goto(url(`/cars/${car.slug}`), { waitUntil: 'networkidle' })
      const button = page.locator('#vehicle-actions').getByRole('link', { name: 'Trade-In Valuation' })
      await button.focus()
      await Promise.all([page.waitForURL(/\/cars\/trade-in\?/), page.keyboard.press('Enter')])
      expect(new URL(page.url()).searchParams.get('car_id')).toBe(car.slug)
      await page.locator('#trade-in-step-title').waitFor()
      expect(await page.locator('h1').textContent()).toBe(`Trade in towards the ${car.name}`)
      // The FAQ carries the spec's rules (§5).
      expect(await page.locator('.trade-in__aside').textContent()).toContain('up to 7 years old with no more than 100,000 km')
      await axeClean(page)

      // 1. The plate, as a shopper types it (lower case, a space); the state by keyboard.
      await page.focus('#trade-in-plate')
      await page.keyboard.type(`${plate.regplate.slice(0, 3).toLowerCase()} ${plate.regplate.slice(3)}`)
      await page.selectOption('#trade-in-state', plate.rego_state)
      await continueTo(page, 'condition')
      expect(await page.locator('.trade-in-car').textContent()).toContain(`${plate.year} ${plate.make} ${plate.model}`)

      // 2. Kilometres and condition; a missing answer is named by the server.
      await page.focus('#trade-in-km')
      await page.keyboard.type(String(plate.km))
      await press(page, 'form.step-flow-step button[type="submit"]')
      await page.locator('.step-flow-field__error').first().waitFor()
      expect(await page.locator('.step-flow-field__error').first().textContent()).toBe('Choose an answer.')
      await page.fill('#trade-in-km', '')
      await answerConditionByKeyboard(page, String(plate.km))
      await axeClean(page)
      await continueTo(page, 'details')

      // 3. Details, with the lead forms' rules.
      const email = `e2e.trade-in.${Date.now()}@example.com`
      await fillDetailsByKeyboard(page, email)
      await axeClean(page)
      await continueTo(page, 'offer')

      // 4. The offer: a range valid for 7 days, and the changeover cost against the car.
      const offer = page.locator('.trade-in-offer')
      expect(await offer.locator('h2').textContent()).toBe('Your offer')
      expect(await offer.locator('.trade-in-offer__range').textContent()).toMatch(/^\$[\d,]+ to \$[\d,]+$/)
      expect(await offer.textContent()).toContain('Changeover cost')
      await axeClean(page)
      const reference = (await offer.locator('.step-flow-confirmation__reference').textContent())!
      expect(reference).toMatch(/^V-[A-HJ-NP-Z2-9]{7}$/)
      await press(page, 'button:has-text("Accept this offer")')
      await expect.poll(() => offer.locator('h2').textContent()).toBe('Offer accepted')
      expect(await offer.textContent()).toContain('book the inspection')
      await axeClean(page)

      // The dealer: the lead with every step and the acceptance, and the CRM's ADF for it valid against the DTD.
      const { rows } = await db.query<{ lead_id: number }>('SELECT lead_id FROM trade_in_valuations WHERE reference = $1', [reference])
      const leadId = rows[0]!.lead_id
      const token = await adminToken(url(''), SUPER_ADMIN)
      const lead = (await (await fetch(url(`/api/leads/${leadId}?depth=0`), { headers: { authorization: `JWT ${token}` } })).json()) as Record<string, unknown>
      expect(lead).toMatchObject({
        form: 'trade-in',
        email,
        rego: plate.regplate,
        car: { slug: car.slug },
        leadAttributes: { form_completed: true, offer_accepted: true },
      })
      const valuations = (await (
        await fetch(url(`/api/trade-in-valuations?where[reference][equals]=${reference}&depth=0`), { headers: { authorization: `JWT ${token}` } })
      ).json()) as { docs: Array<{ status: string; comparables: unknown[] }> }
      expect(valuations.docs[0]).toMatchObject({ status: 'accepted' })
      expect(valuations.docs[0]!.comparables.length).toBeGreaterThanOrEqual(4)
      const acceptedAdf = async () => (await mailsOfLead(leadId)).find((mail) => mail.includes('<adf>') && mail.includes('accepted by the customer'))
      await expect.poll(acceptedAdf, { timeout: 20_000 }).toBeTruthy()
      const adf = (await acceptedAdf())!
      expect(adf).toContain('interest="trade-in"')
      expect(adfDtdErrors(adf)).toEqual([])
    })
  })

  it('on a phone (390 px), /cars/trade-in?car_id= shows the form first, the car and the FAQ after it (issue 41)', async () => {
    const car = await demoCar(db, 'ridgeline-toyota', `${IN_STOCK} AND car->>'car_type' = 'used'`)
    await withPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (page) => {
      await page.goto(url(`/cars/trade-in?car_id=${car.slug}`), { waitUntil: 'networkidle' })
      await page.locator('#trade-in-step-title').waitFor()
      expect(await page.locator('h1').textContent()).toBe(`Trade in towards the ${car.name}`)
      const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y
      const submit = await top('form.step-flow-step button[type="submit"]')
      expect(await top('form.step-flow-step')).toBeLessThan(await top('.trade-in__aside'))
      expect(await top('.step-flow-car__name')).toBeGreaterThan(submit)
      expect(await top('.trade-in__faq')).toBeGreaterThan(submit)
      await axeClean(page)
    })
  })

  it('the pick list offers no year after this one and no CX-60 or CX-90 for a 2019 Mazda; the banner heads the errors "Please fix the following errors:"; the postcode takes 4 digits (issue 41)', async () => {
    await withPage({}, async (page) => {
      await page.goto(url('/trade-in'), { waitUntil: 'networkidle' })
      await press(page, 'button:has-text("choose my car from the lists")')
      // The lists load with that choice (the shopper sees "Loading the lists of cars…" meanwhile).
      await page.locator('#trade-in-year').waitFor()
      const years = await page
        .locator('#trade-in-year option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
      expect(years[0]).toBe(String(new Date().getFullYear()))
      expect(years).not.toContain(String(new Date().getFullYear() + 1))
      await page.selectOption('#trade-in-year', '2019')
      await page.selectOption('#trade-in-make', 'Mazda')
      await expect.poll(() => page.locator('#trade-in-model option').count()).toBeGreaterThan(1)
      const models = await page.locator('#trade-in-model option').allTextContents()
      expect(models).not.toContain('CX-60')
      expect(models).not.toContain('CX-90')
      await page.selectOption('#trade-in-model', { index: 1 })
      await continueTo(page, 'condition')

      // Questions left unanswered: the spec's heading over the list, each message once.
      await page.focus('#trade-in-km')
      await page.keyboard.type('60000')
      await press(page, 'form.step-flow-step button[type="submit"]')
      const banner = page.locator('form.step-flow-step .step-flow-step__message')
      await banner.locator('li').first().waitFor()
      expect(await banner.locator('.step-flow-step__problem-heading').textContent()).toBe('Please fix the following errors:')
      expect(await banner.locator('li').allTextContents()).toEqual(['Choose an answer.'])
      expect(await banner.textContent()).not.toContain('highlighted')
      await page.fill('#trade-in-km', '')
      await answerConditionByKeyboard(page, '60000')
      await continueTo(page, 'details')

      const postcode = page.locator('form.step-flow-step input[name="postcode"]')
      expect(await postcode.getAttribute('maxlength')).toBe('4')
      await postcode.focus()
      await page.keyboard.type('28001')
      expect(await postcode.inputValue()).toBe('2800')
      await axeClean(page)
    })
  })

  it('an old car picked from the lists gets "A valuer will call you" (spec §5), and the lead still goes', async () => {
    await withPage({}, async (page) => {
      await page.goto(url('/trade-in'), { waitUntil: 'networkidle' })
      await press(page, 'button:has-text("choose my car from the lists")')
      const oldYear = String(new Date().getFullYear() - 10)
      await page.selectOption('#trade-in-year', oldYear)
      await page.selectOption('#trade-in-make', 'Toyota')
      await expect.poll(() => page.locator('#trade-in-model option').count()).toBeGreaterThan(1)
      await page.selectOption('#trade-in-model', { index: 1 })
      await axeClean(page)
      await continueTo(page, 'condition')
      await answerConditionByKeyboard(page, '150000')
      await continueTo(page, 'details')
      await fillDetailsByKeyboard(page, `e2e.trade-in.old.${Date.now()}@example.com`)
      await continueTo(page, 'offer')
      const offer = page.locator('.trade-in-offer')
      expect(await offer.locator('h2').textContent()).toBe('A valuer will call you')
      expect(await offer.textContent()).toContain('over 7 years old')
      expect(await offer.locator('button').count()).toBe(0)
      await axeClean(page)
    })
  })
})
