import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { accessibilityViolations, trackedEvents, useBrowser } from '../helpers/browser'
import { askForCode, fillDetails, form, newEmail, signInBrowserContext, signInMail, submitCode } from '../helpers/sign-in-page'

/**
 * Issue 19 "Reserve" (spec §2 /cars/{slug}/checkout and the Reserve Now card button, §4 availability,
 * card tag RESERVED, gated pages, "Checkout waits for the car's slug"), in Chromium against the
 * production build. Ridgeline Toyota's cards show Reserve Now and its checkout needs sign-in; no
 * payment keys are set, so the deposit is paid at the dealership (the embedded default).
 */
const port = inject('appPort')
const mailboxDir = inject('appMailboxDir')
const HOST = 'ridgeline-toyota.localhost'
const url = (pathname: string) => `http://${HOST}:${port}${pathname}`
const stepOf = (page: Page) => new URL(page.url()).searchParams.get('step')
const heading = (page: Page) => page.locator('#checkout-step-title')
const axeClean = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([])
const continueTo = async (page: Page, step: string) => {
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.waitForURL((address) => address.searchParams.get('step') === step)
  await heading(page).waitFor()
}
const mailsTo = (email: string) =>
  readdirSync(mailboxDir)
    .map((name) => readFileSync(path.join(mailboxDir, name), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'im').test(raw))

describe('reserve a car online (issue 19)', () => {
  const { withPage } = useBrowser()

  it('from its card, through sign-in and every step, to the confirmation; then RESERVED in search and the next shopper is told', async () => {
    await withPage({}, async (page) => {
      await page.goto(url('/search/used-cars'), { waitUntil: 'networkidle' })
      const reserve = page
        .locator('.vehicle-card')
        .filter({ has: page.getByRole('link', { name: 'Reserve Now' }) })
        .last()
      const carId = await reserve.getAttribute('data-car-id')
      const carName = (await reserve.locator('.vehicle-card__name a').textContent())!.trim()
      const href = await reserve.getByRole('link', { name: 'Reserve Now' }).getAttribute('href')
      expect(href).toMatch(/^\/cars\/[^/]+\/checkout$/)
      // The site's other reserve path sends a signed-out shopper to sign-in in one redirect, back to this one.
      const otherPath = await fetch(url(href!.replace(/checkout$/, 'buy-online')), { redirect: 'manual' })
      expect(otherPath.status).toBe(307)
      expect(Object.fromEntries(new URL(otherPath.headers.get('location')!, url('/')).searchParams)).toMatchObject({ type: 'checkout', redirect: href })

      // §4 gated pages: signed out, the server sends the shopper to sign in, the car's address kept.
      await reserve.getByRole('link', { name: 'Reserve Now' }).click()
      await page.waitForURL((address) => address.pathname === '/sign-in')
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ type: 'checkout', redirect: href })
      const email = newEmail('reserve')
      await askForCode(page, email)
      expect(await submitCode(page, (await signInMail(mailboxDir, email)).code)).toBe(200)
      await form(page).getByRole('heading', { name: 'Your details' }).waitFor()
      await fillDetails(page)
      await Promise.all([page.waitForURL(url(href!)), form(page).getByRole('button', { name: 'Save and continue' }).click()])

      // 1. The car and what a reservation means.
      await heading(page).waitFor()
      expect(await heading(page).textContent()).toBe('Your car')
      expect(await page.locator('.step-flow-step__body').textContent()).toContain('$200.00 deposit')
      expect(await page.locator('.step-flow-progress [aria-current="step"]').textContent()).toContain('Your car')
      await axeClean(page)
      await continueTo(page, 'details')

      // 2. Details, prefilled from the account; a wrong mobile gets the lead form's message from the server.
      expect(await page.inputValue('#checkout-firstName')).toBe('Alex')
      expect(await page.inputValue('#checkout-email')).toBe(email)
      await page.fill('#checkout-phone', '12')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.locator('#checkout-phone-error').waitFor()
      expect(await page.getAttribute('#checkout-phone', 'aria-invalid')).toBe('true')
      await axeClean(page)
      await page.fill('#checkout-phone', '0412 345 678')
      await continueTo(page, 'trade-in')

      // 3. Trade-in.
      await page.getByLabel('I have a car to trade').check()
      await page.fill('#checkout-rego', 'abc123')
      await page.fill('#checkout-km', '85000')
      await axeClean(page)
      await continueTo(page, 'balance')

      // 4. The balance: finance links to pre-approval.
      await page.getByLabel('Finance').check()
      expect(await page.getByRole('link', { name: 'Get finance pre-approval' }).getAttribute('href')).toContain('/finance-pre-approval?')
      await axeClean(page)
      await continueTo(page, 'pickup')

      // Back and reload keep the answers: each step is its own address, the answers stay in this tab.
      await page.goBack()
      await page.waitForURL((address) => address.searchParams.get('step') === 'balance')
      await expect.poll(() => page.getByLabel('Finance').isChecked()).toBe(true)
      await page.goForward()
      await page.waitForURL((address) => address.searchParams.get('step') === 'pickup')
      await page.reload({ waitUntil: 'networkidle' })
      expect(stepOf(page)).toBe('pickup')

      // 5. Delivery, priced by postcode from the dealership's regions.
      await page.getByLabel('Deliver to me').check()
      await page.fill('#checkout-delivery-postcode', '2795')
      await page.getByRole('button', { name: 'Check delivery price' }).click()
      await expect.poll(() => page.locator('.step-flow-step__note[aria-live]').textContent()).toMatch(/Delivery to .+: \$|Free delivery/)
      await axeClean(page)
      await continueTo(page, 'deposit')

      // 6. The deposit: paid at the dealership (no payment keys), said plainly; no card form.
      expect(await page.locator('.step-flow-summary').textContent()).toContain('Deposit now$200.00')
      expect(await page.locator('.step-flow-step__body').textContent()).toContain('Pay your deposit at the dealership or by phone')
      expect(await page.locator('input[autocomplete^="cc-"]').count()).toBe(0)
      await axeClean(page)
      const tracked = trackedEvents(page)
      await page.getByRole('button', { name: 'Reserve this car' }).click()

      // 7. Confirmation: the reservation number, what happens next, the dealer's contact.
      await page.waitForURL((address) => address.searchParams.get('step') === 'confirmation')
      const confirmation = page.locator('.step-flow-confirmation')
      await confirmation.waitFor()
      const reference = (await confirmation.locator('.step-flow-confirmation__reference strong').textContent())!
      expect(reference).toMatch(/^R-[A-Z2-9]{7}$/)
      const confirmationUrl = page.url()
      expect(await confirmation.textContent()).toContain('Ridgeline Toyota')
      await axeClean(page)
      await expect.poll(() => mailsTo(email).filter((raw) => raw.includes(reference)).length).toBeGreaterThan(0)
      // §7: a reservation is a used-car lead (event 15) for this car.
      await expect.poll(() => tracked).toContainEqual(['usedCarLead', 15, carId])

      // My garage lists it, linking back to this confirmation.
      await page.goto(url('/myridgeline'), { waitUntil: 'networkidle' })
      const mine = page.locator('#reservations')
      expect(await mine.textContent()).toContain(reference)
      expect(await mine.getByRole('link', { name: carName }).getAttribute('href')).toContain('step=confirmation')

      // The card shows RESERVED and no longer offers Reserve Now.
      await page.goto(url('/search/used-cars'), { waitUntil: 'networkidle' })
      const card = page.locator(`.vehicle-card[data-car-id="${carId}"]`)
      expect(await card.locator('.vehicle-card__tag').textContent()).toBe('RESERVED')
      expect(await card.getByRole('link', { name: 'Reserve Now' }).count()).toBe(0)

      // A second shopper gets the spec-like message and Find Me Something Similar.
      const other = await page.context().browser()!.newContext()
      try {
        await signInBrowserContext(other, { port, host: HOST, mailboxDir, email: newEmail('second') })
        const second = await other.newPage()
        await second.goto(url(href!), { waitUntil: 'networkidle' })
        expect(await second.locator('.step-flow-refused').textContent()).toContain('This car has just been reserved by another buyer.')
        expect(await second.getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href')).toContain('form=find-similar')
        expect(await second.locator('h1').textContent()).toContain(carName)
        // Issue 41 item 19: the first shopper's confirmation link shows another account the car, not the reservation.
        await second.goto(confirmationUrl, { waitUntil: 'networkidle' })
        expect(await second.locator('.step-flow-refused h2').textContent()).toBe('This reservation belongs to another account')
        expect(await second.locator('main').textContent()).not.toContain(reference)
      } finally {
        await other.close()
      }
    })
  })

  it('a shopper part-way through when another takes the car is told at the next step, with Find Me Something Similar', async () => {
    await withPage({}, async (page) => {
      await signInBrowserContext(page.context(), { port, host: HOST, mailboxDir, email: newEmail('racer') })
      await page.goto(url('/search/used-cars'), { waitUntil: 'networkidle' })
      const href = (await page.locator('.vehicle-card').getByRole('link', { name: 'Reserve Now' }).first().getAttribute('href'))!
      await page.goto(url(href), { waitUntil: 'networkidle' })
      await continueTo(page, 'details')

      // Meanwhile someone else reserves it (straight through the checkout endpoint, from another signed-in browser).
      const rival = await page.context().browser()!.newContext()
      try {
        await signInBrowserContext(rival, { port, host: HOST, mailboxDir, email: newEmail('rival') })
        const rivalPage = await rival.newPage()
        await rivalPage.goto(url(href), { waitUntil: 'networkidle' })
        const status = await rivalPage.evaluate(async (car) => {
          const answers = {
            details: { firstName: 'Riley', lastName: 'Rival', email: 'rival@example.com', phone: '0412 345 678', postcode: '2800' },
            tradeIn: { hasTradeIn: false },
            balance: { method: 'cash' },
            pickup: { method: 'pickup' },
          }
          const response = await fetch('/api/checkout', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ car, step: 'deposit', answers }),
          })
          return response.status
        }, href.split('/')[2])
        expect(status).toBe(201)
      } finally {
        await rival.close()
      }

      await page.getByRole('button', { name: 'Continue' }).click()
      const alert = page.locator('.step-flow-step__message[role="alert"]')
      await expect.poll(() => alert.textContent()).toContain('This car has just been reserved by another buyer.')
      expect(await alert.getByRole('link', { name: 'Find Me Something Similar' }).count()).toBe(1)
      expect(stepOf(page)).toBe('details')
      // Issue 41 item 18: the lost car cannot be pressed for again under the message.
      expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true)
    })
  })

  it('the checkout sits in the page container like the header, on a phone and on a desktop (issue 41 item 1)', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await withPage({ viewport }, async (page) => {
        const harbour = (pathname: string) => `http://harbour-city-auto.localhost:${port}${pathname}`
        await page.goto(harbour('/search/used-cars'), { waitUntil: 'networkidle' })
        const href = (await page.locator('.vehicle-card').getByRole('link', { name: 'Buy Online' }).first().getAttribute('href'))!
        await page.goto(harbour(href), { waitUntil: 'networkidle' })
        const left = (selector: string) =>
          page
            .locator(selector)
            .first()
            .evaluate((element) => Math.round(element.getBoundingClientRect().left))
        const right = (selector: string) =>
          page
            .locator(selector)
            .first()
            .evaluate((element) => Math.round(element.getBoundingClientRect().right))
        const header = await left('.site-header__inner')
        expect(header).toBeGreaterThanOrEqual(16)
        for (const part of ['.step-flow__back', 'h1', '.step-flow-progress', '.step-flow-step']) {
          expect(await left(part), `${part} at ${viewport.width} px`).toBeGreaterThanOrEqual(header)
          expect(await right(part), `${part} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width - header)
        }
      })
    }
  })

  it("Harbour City: Buy Online leads to the whole purchase online; the site's reserve address is /buy-online; a signed-out shopper's details come from the browser", async () => {
    await withPage({}, async (page) => {
      const harbour = (pathname: string) => `http://harbour-city-auto.localhost:${port}${pathname}`
      await page.goto(harbour('/contact'))
      const { STORAGE_KEYS } = await import('../../src/features/leads/shopper-storage')
      await page.evaluate(
        ([key, stored]) => localStorage.setItem(key!, stored!),
        [
          STORAGE_KEYS.userDetails,
          JSON.stringify({ name: 'Robin', last_name: 'Shopper', email: 'robin@example.com', phone: '0412 345 678', postcode: '4000' }),
        ],
      )

      await page.goto(harbour('/search/used-cars'), { waitUntil: 'networkidle' })
      const buy = page.locator('.vehicle-card').getByRole('link', { name: 'Buy Online' }).first()
      const href = (await buy.getAttribute('href'))!
      expect(href).toMatch(/^\/checkout-journey\?car_id=/)
      const slug = new URLSearchParams(href.split('?')[1]).get('car_id')!
      await buy.click()
      await heading(page).waitFor()
      expect(await page.locator('h1').textContent()).toMatch(/^Buy the .+ online$/)

      // Issue 41 item 5: buying online is a purchase, not a reservation under another name.
      // 1. The car: its drive-away price and what buying online means; the steps end in the contract of sale.
      const intro = (await page.locator('.step-flow-step__body').textContent())!
      expect(intro).toMatch(/drive-away price of \$[\d,]+\.\d{2}/)
      expect(intro).toContain('The car is yours once you confirm the contract of sale and the balance is paid.')
      expect(intro).toContain('$500.00 deposit')
      expect(intro).not.toMatch(/reserv/i)
      const steps = (await page.locator('.step-flow-progress li').allTextContents()).map((step) => step.replace(/^\d+\s*/, ''))
      expect(steps).toEqual(['Your car', 'Your details', 'Trade-in', 'Payment', 'Pickup or delivery', 'Contract of sale', 'Confirmation'])
      await continueTo(page, 'details')

      // 2. Details, from what this browser remembered.
      await expect.poll(() => page.inputValue('#checkout-firstName')).toBe('Robin')
      expect(await page.inputValue('#checkout-email')).toBe('robin@example.com')
      await axeClean(page)
      await continueTo(page, 'trade-in')

      // 3. A trade-in, as declared.
      await page.getByLabel('I have a car to trade').check()
      await page.fill('#checkout-rego', 'abc123')
      await page.fill('#checkout-km', '85000')
      await continueTo(page, 'balance')

      // 4. Payment: finance or bank transfer with the dealership's account; no card online without payment keys.
      expect(await heading(page).textContent()).toBe('Payment')
      expect(await page.locator('input[name="balance"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
        'finance',
        'bank-transfer',
      ])
      await page.getByLabel('Bank transfer').check()
      const account = (await page.locator('.step-flow-summary--text').textContent())!
      expect(account).toMatch(/Account name.+Pty Ltd/)
      expect(account).toContain('BSB064-118')
      await axeClean(page)
      await continueTo(page, 'pickup')

      // 5. Pickup from the dealership.
      await page.getByLabel(/^Pick up from /).check()
      await continueTo(page, 'contract')

      // 6. The contract-of-sale summary, confirmed before Buy this car.
      expect(await heading(page).textContent()).toBe('Contract of sale')
      const contract = page.locator('.step-flow-contract')
      const terms = Object.fromEntries(
        await contract.locator('dt').evaluateAll((labels) => labels.map((label) => [label.textContent, label.nextElementSibling?.textContent])),
      )
      expect(Object.keys(terms)).toEqual(['Buyer', 'Seller', 'Car', 'Drive-away price', 'Trade-in', 'Delivery', 'Deposit', 'Balance', 'Balance paid by'])
      expect(terms.Buyer).toBe('Robin Shopper, robin@example.com, 0412 345 678')
      expect(terms.Car).toMatch(/stock number \S+/)
      expect(terms['Trade-in']).toBe('Rego ABC123, 85,000 km, as you declared it: valued on inspection before the handover and taken off the balance')
      expect(terms.Deposit).toBe('$500.00, paid at the dealership or by phone')
      expect(terms['Balance paid by']).toMatch(/^Bank transfer to .+ Pty Ltd, BSB 064-118, account \d+, quoting your purchase number, before the handover$/)
      expect(await page.locator('.step-flow-contract__terms').textContent()).toContain('cooling-off')
      await page.getByRole('button', { name: 'Buy this car' }).click()
      await page.locator('#checkout-contract-error').waitFor()
      expect(await page.locator('#checkout-contract-error').textContent()).toBe(
        'Please tick the box to confirm you have read the summary and agree to buy this car.',
      )
      expect(stepOf(page)).toBe('contract')
      await axeClean(page)
      await page.getByLabel('I have read the summary and agree to buy this car').check()
      await page.getByRole('button', { name: 'Buy this car' }).click()

      // 7. Your purchase: its number, its status, the next steps and the account to pay the balance into.
      await page.waitForURL((address) => address.searchParams.get('step') === 'confirmation')
      const confirmation = page.locator('.step-flow-confirmation')
      await confirmation.waitFor()
      expect(await confirmation.locator('h2').textContent()).toBe('Your purchase')
      expect(await confirmation.locator('.step-flow-confirmation__reference').textContent()).toMatch(/^Purchase number R-[A-Z2-9]{7}$/)
      const reference = (await confirmation.locator('.step-flow-confirmation__reference strong').textContent())!
      expect(await confirmation.locator('.step-flow-confirmation__status').textContent()).toBe('Status: Deposit to pay')
      const confirmed = (await confirmation.textContent())!
      expect(confirmed).toContain('Pay your $500.00 deposit at')
      expect(confirmed).toMatch(/pay the \$[\d,]+\.\d{2} balance by bank transfer/)
      expect(await confirmation.locator('.step-flow-summary--text').textContent()).toContain(`Reference${reference}`)
      expect(confirmed).not.toMatch(/reserv/i)
      await axeClean(page)
      await expect
        .poll(() => mailsTo('robin@example.com').filter((raw) => raw.includes(reference) && /^Subject: Your purchase: /m.test(raw)).length)
        .toBeGreaterThan(0)

      const redirected = await page.goto(harbour(`/cars/${slug}/checkout?step=details`))
      expect(new URL(redirected!.url()).pathname).toBe(`/cars/${slug}/buy-online`)
      expect(new URL(redirected!.url()).searchParams.get('step')).toBe('details')
    })
  })

  it('Harbour City: My garage lists a car bought online as a Purchase with its status, not as a Reserve Now enquiry (issue 41 item 5)', async () => {
    await withPage({}, async (page) => {
      const host = 'harbour-city-auto.localhost'
      const harbour = (pathname: string) => `http://${host}:${port}${pathname}`
      await signInBrowserContext(page.context(), { port, host, mailboxDir, email: newEmail('buyer') })
      await page.goto(harbour('/search/used-cars'), { waitUntil: 'networkidle' })
      const href = (await page.locator('.vehicle-card').getByRole('link', { name: 'Buy Online' }).first().getAttribute('href'))!
      await page.goto(harbour(href), { waitUntil: 'networkidle' })
      // Bought straight through the checkout endpoint from this signed-in browser: the balance by finance, the contract confirmed.
      const bought = await page.evaluate(
        async (car) => {
          const answers = {
            details: { firstName: 'Bailey', lastName: 'Buyer', email: 'bailey@example.com', phone: '0412 345 678', postcode: '4000' },
            tradeIn: { hasTradeIn: false },
            balance: { method: 'finance' },
            pickup: { method: 'pickup' },
            contract: { accepted: true },
          }
          const response = await fetch('/api/checkout', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ car, journey: 'buy-online', step: 'contract', answers }),
          })
          return { status: response.status, reference: ((await response.json()) as { reference?: string }).reference }
        },
        new URLSearchParams(href.split('?')[1]).get('car_id')!,
      )
      expect(bought.status).toBe(201)

      await page.goto(harbour('/my-garage'), { waitUntil: 'networkidle' })
      const mine = page.locator('#reservations')
      expect(await mine.locator('h2').textContent()).toBe('Reservations and purchases')
      expect(await mine.locator('.garage-lead__meta').first().textContent()).toMatch(
        new RegExp(`^Purchase ${bought.reference} · Bought online .+ · Deposit to pay$`),
      )
      expect(await mine.locator('.garage-lead__car').first().textContent()).toMatch(/^Drive-away price \$[\d,]+\.\d{2} · Balance by finance$/)
      expect(await page.locator('#enquiries').textContent()).not.toContain('Reserve Now')
    })
  })
})
