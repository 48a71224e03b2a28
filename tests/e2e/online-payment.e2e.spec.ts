import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { accessibilityViolations, useBrowser } from '../helpers/browser'

/**
 * Issue 19 "Online payment" on the production build: Harbour City lets customers pay a service
 * invoice or parts order at /online-payment (its footer links there). No payment keys are set, so the
 * page says how to pay instead of showing a card form; Ridgeline does not offer it.
 */
const port = inject('appPort')
const url = (host: string, pathname: string) => `http://${host}:${port}${pathname}`
const HARBOUR = 'harbour-city-auto.localhost'

const find = async (page: Page, reference: string, email: string) => {
  await page.getByLabel('Invoice or order number').fill(reference)
  await page.getByLabel('Email address it was sent to').fill(email)
  await page.getByRole('button', { name: 'Find my invoice' }).click()
}

describe('online payment (issue 19)', () => {
  const { withPage } = useBrowser()

  it('the footer link opens it; the invoice is found by number and email and the page says plainly how to pay; axe finds nothing', async () => {
    await withPage({}, async (page) => {
      await page.goto(url(HARBOUR, '/'), { waitUntil: 'networkidle' })
      await page.locator('footer').getByRole('link', { name: 'Pay an Invoice' }).click()
      await page.waitForURL(url(HARBOUR, '/online-payment'))
      expect(await page.locator('h1').textContent()).toBe('Pay an invoice online')

      await find(page, 'INV-20431', 'someone.else@example.com')
      const alert = page.locator('.step-flow-step__message[role="alert"]')
      await expect.poll(() => alert.textContent()).toContain('We could not find an amount to pay with that reference and email.')

      await find(page, 'inv-20431', 'jordan.lee@example.com')
      const amount = page.getByLabel('Amount to pay')
      await amount.waitFor()
      expect(await amount.locator('.step-flow-summary').textContent()).toContain('$389.00')
      expect(await amount.textContent()).toContain('pay at the dealership or by phone on 07 3852 4100, quoting INV-20431')
      expect(await page.locator('input[autocomplete^="cc-"]').count()).toBe(0)
      expect(await accessibilityViolations(page)).toEqual([])
    })
  })

  it('a site without online payment answers 404 for the page', async () => {
    await withPage({}, async (page) => {
      const response = await page.goto(url('ridgeline-toyota.localhost', '/online-payment'))
      expect(response?.status()).toBe(404)
    })
  })
})
