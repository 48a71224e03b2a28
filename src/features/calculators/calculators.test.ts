// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { reactTestRoot, recordedAnalytics } from '../../../tests/helpers/react-dom'

import { financeCalculatorBounds, financeCalculatorDefaults } from '@/domain/finance-calculator'

import { DeliveryCalculator } from './DeliveryCalculator.client'
import { FinanceCalculator, type FinanceCalculatorProps } from './FinanceCalculator.client'
import { FuelCostCalculator } from './FuelCostCalculator.client'

const dom = reactTestRoot()
const events = recordedAnalytics()

const { render } = dom
const $ = <T extends Element = HTMLInputElement>(selector: string) => {
  const found = dom.container.querySelector<T>(selector)
  if (!found) throw new Error(`nothing matches ${selector}`)
  return found
}
const byLabel = (text: string) => {
  const label = [...dom.container.querySelectorAll('label')].find((l) => l.textContent === text)
  if (!label) throw new Error(`no label ${text}`)
  return label.htmlFor ? $(`#${CSS.escape(label.htmlFor)}`) : label.querySelector('input')!
}
/** Types into a React-controlled field the way a browser does: the native setter, then an input event. */
const type = (input: HTMLInputElement | HTMLSelectElement, value: string) =>
  act(() => {
    const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  })
const blur = (input: HTMLElement) => act(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
const text = (selector: string) => $(selector).textContent

describe('FuelCostCalculator (spec §9 fuel calculator defaults)', () => {
  it('starts at $1.70 a litre, 250 km a week and 10 L/100km when the car has no figure', async () => {
    await render(createElement(FuelCostCalculator, {}))
    expect(byLabel('Fuel price ($ per litre)').value).toBe('1.70')
    expect(byLabel('Kilometres per week').value).toBe('250')
    expect(byLabel('Fuel consumption (L/100km)').value).toBe('10')
    // 250 / 100 x 10 x 1.70
    expect(text('[data-testid="fuel-cost-weekly"]')).toBe('$42.50')
    expect(text('[data-testid="fuel-cost-yearly"]')).toBe('$2,210.00')
    expect($('[data-testid="fuel-cost-weekly"]').closest('[aria-live="polite"]')).not.toBeNull()
  })

  it("uses the car's consumption and recomputes as the shopper types", async () => {
    await render(createElement(FuelCostCalculator, { litresPer100km: 7.5 }))
    expect(text('[data-testid="fuel-cost-weekly"]')).toBe('$31.88')
    await type(byLabel('Kilometres per week'), '500')
    expect(text('[data-testid="fuel-cost-weekly"]')).toBe('$63.75')
    await type(byLabel('Kilometres per week'), '')
    expect(text('[data-testid="fuel-cost-weekly"]')).toBe('$0.00')
  })
})

describe('FinanceCalculator (spec §4 Finance calculator, §5 inputs, §8, §9)', () => {
  const longDisclaimer = `${'Comparison rate based on a $30,000 secured loan over 5 years. '.repeat(5)}Terms apply.`
  const props = (overrides: Partial<FinanceCalculatorProps> = {}): FinanceCalculatorProps => ({
    bounds: financeCalculatorBounds(),
    start: financeCalculatorDefaults({ vehiclePrice: 30000 }),
    disclaimer: longDisclaimer,
    requestQuoteHref: '/finance?car_id=4411#finance-form',
    car: { id: '4411', make: 'Toyota', model: 'HiLux', year: 2022, car_type: 'used', price: 30000 },
    ...overrides,
  })
  const repayment = () => text('[data-testid="finance-repayment"]')
  const slider = (labelText: string) => {
    const label = [...dom.container.querySelectorAll('label')].find((l) => l.textContent === labelText)!
    return $(`input[type="range"][aria-labelledby="${label.id}"]`)
  }

  it('shows the amortised weekly repayment for the starting values', async () => {
    await render(createElement(FinanceCalculator, props()))
    // $30,000 at 10% over 6 years, weekly: 30000 x r / (1 - (1 + r)^-312) with r = 0.1/52 is 127.96, rounded up; 312 of them.
    expect(repayment()).toBe('$128/wk')
    expect(text('[data-testid="finance-total"]')).toBe('$39,936')
    expect(byLabel('Purchase price').value).toBe('$30,000')
    expect($('[data-testid="finance-repayment"]').closest('[aria-live="polite"]')).not.toBeNull()
  })

  it('keeps each box and its slider in step', async () => {
    await render(createElement(FinanceCalculator, props()))
    await type(byLabel('Purchase price'), '$25,000')
    expect(slider('Purchase price').value).toBe('25000')
    await type(slider('Deposit / trade-in'), '5000')
    expect(byLabel('Deposit / trade-in').value).toBe('$5,000')
    await type(slider('Loan term (years)'), '0')
    expect(byLabel('Loan term (years)').value).toBe('1')
    // $20,000 borrowed over 1 year at 10%, weekly: 404.54, rounded up.
    expect(repayment()).toBe('$405/wk')
  })

  it('clamps the rate to its range, shows the price help as an error, and quotes $25 or less as Enquire for Finance', async () => {
    await render(createElement(FinanceCalculator, props()))
    const rate = byLabel('Interest rate (% p.a.)')
    await type(rate, '40')
    await blur(rate)
    expect(rate.value).toBe('15')
    expect(slider('Interest rate (% p.a.)').value).toBe('15')

    const price = byLabel('Purchase price')
    await type(price, '-500')
    await blur(price)
    expect(price.value).toBe('$0')
    expect(price.getAttribute('aria-invalid')).toBe('true')
    expect($('.calc__help--error').textContent).toBe('Cannot be less than $1,000 or more than $250,000')

    await type(price, '1000')
    await type(byLabel('Deposit / trade-in'), '990')
    expect(repayment()).toBe('Enquire for Finance')
    expect(dom.container.querySelector('[data-testid="finance-total"]')).toBeNull()
  })

  it('shows no repayment for a price over $250,000 while the price is marked invalid (it quoted $839/wk beside the error)', async () => {
    await render(createElement(FinanceCalculator, props()))
    const price = byLabel('Purchase price')
    await type(price, '300000')
    await blur(price)
    expect(price.getAttribute('aria-invalid')).toBe('true')
    expect(repayment()).toBe('Enter a purchase price within the range above to see your repayment.')
    expect(dom.container.querySelector('[data-testid="finance-total"]')).toBeNull()
    await type(price, '250000')
    expect(repayment()).toBe('$1,067/wk')
  })

  it('moves the deposit $500 an arrow key and $5,000 with Page Up, Page Down or Shift and an arrow (it moved $0.50)', async () => {
    await render(createElement(FinanceCalculator, props()))
    const deposit = slider('Deposit / trade-in')
    const press = (key: string, shiftKey = false) =>
      act(() => deposit.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })))
    await press('ArrowRight')
    expect(byLabel('Deposit / trade-in').value).toBe('$500')
    await press('PageUp')
    expect(byLabel('Deposit / trade-in').value).toBe('$5,000')
    await press('ArrowRight', true)
    expect(byLabel('Deposit / trade-in').value).toBe('$10,000')
    await press('PageDown')
    expect(byLabel('Deposit / trade-in').value).toBe('$5,000')
    expect(deposit.getAttribute('aria-valuetext')).toBe('$5,000')
    await press('PageUp')
    expect(slider('Residual (balloon)').value).toBe('0')
  })

  it('reads a one-year term as "1 year" on its slider', async () => {
    await render(createElement(FinanceCalculator, props()))
    await type(slider('Loan term (years)'), '0')
    expect(slider('Loan term (years)').getAttribute('aria-valuetext')).toBe('1 year')
    await type(slider('Loan term (years)'), '1')
    expect(slider('Loan term (years)').getAttribute('aria-valuetext')).toBe('1.5 years')
  })

  it('changes frequency with the Weekly / Fortnightly / Monthly choice', async () => {
    await render(createElement(FinanceCalculator, props()))
    await act(async () => byLabel('Monthly').click())
    expect(repayment()).toMatch(/^\$\d{3}\/mo$/)
  })

  it('takes a quick pick into the money box', async () => {
    await render(createElement(FinanceCalculator, props()))
    await type($<HTMLSelectElement>('select[aria-label="Quick pick: Purchase price"]'), '70000')
    expect(byLabel('Purchase price').value).toBe('$70,000')
  })

  it('tracks event 26 on the first change only', async () => {
    await render(createElement(FinanceCalculator, props()))
    expect(events).toHaveLength(0)
    await type(slider('Purchase price'), '20000')
    await type(slider('Purchase price'), '21000')
    await act(async () => byLabel('Fortnightly').click())
    expect(events.filter((event) => event.name === 'financeCalculatorUse').map((event) => event.params)).toEqual([{ event_id: 26, car_id: '4411' }])
    expect(events.filter((event) => event.name === 'asc_form_engagement')).toHaveLength(1)
  })

  it('shows the disclaimer expanded, and Show Less cuts it at 197 characters', async () => {
    await render(createElement(FinanceCalculator, props()))
    const disclaimer = $('#financeDisclaimer p')
    expect(disclaimer.textContent).toBe(longDisclaimer)
    const toggle = $<HTMLButtonElement>('#financeDisclaimer button')
    expect(toggle.textContent).toBe('Show Less')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await act(async () => toggle.click())
    expect(disclaimer.textContent).toBe(`${longDisclaimer.slice(0, 197).trimEnd()}...`)
    expect(toggle.textContent).toBe('Show More')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('links Request a Quote to the finance enquiry', async () => {
    await render(createElement(FinanceCalculator, props({ disclaimer: null })))
    const link = [...dom.container.querySelectorAll('a')].find((a) => a.textContent === 'Request a Quote')!
    expect(link.getAttribute('href')).toBe('/finance?car_id=4411#finance-form')
    expect(dom.container.querySelector('#financeDisclaimer')).toBeNull()
  })

  it('starts inside a site with a shorter term list and a disabled rate slider', async () => {
    const bounds = financeCalculatorBounds({ maxTermYears: 5, interestSliderDisabled: true })
    await render(createElement(FinanceCalculator, props({ bounds, start: financeCalculatorDefaults({ vehiclePrice: 30000, termYears: 6 }) })))
    expect(byLabel('Loan term (years)').value).toBe('5')
    expect(slider('Interest rate (% p.a.)').disabled).toBe(true)
  })
})

describe('DeliveryCalculator (spec §4 idle, checking, result or error; §5; §8)', () => {
  function stubFetch(answer: () => Promise<Response>) {
    const calls: Array<{ url: string; body: unknown }> = []
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init?.body)) })
      return answer()
    })
    return calls
  }
  const submit = () => act(async () => $<HTMLFormElement>('form').requestSubmit())
  const message = () => $('p[aria-live="polite"]')

  it('asks for a postcode without calling the server when the box is empty', async () => {
    const calls = stubFetch(() => Promise.resolve(Response.json({})))
    await render(createElement(DeliveryCalculator, { dealershipSlug: 'harbour-city-kia' }))
    expect(message().dataset.state).toBe('idle')
    const input = byLabel('Postcode')
    expect(input.maxLength).toBe(4)
    expect(input.inputMode).toBe('numeric')
    await type(input, '  ')
    await submit()
    expect(message().textContent).toBe('Please enter a postcode.')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(calls).toHaveLength(0)
  })

  it('shows Checking... while the server works, then the region and price', async () => {
    let settle: (response: Response) => void = () => {}
    const calls = stubFetch(() => new Promise((resolve) => (settle = resolve)))
    await render(createElement(DeliveryCalculator, { dealershipSlug: 'harbour-city-kia' }))
    await type(byLabel('Postcode'), '4350')
    await submit()
    expect(message().dataset.state).toBe('checking')
    expect(message().textContent).toBe('Checking...')
    expect(calls).toEqual([{ url: '/api/delivery-quote', body: { postcode: '4350', dealership: 'harbour-city-kia' } }])
    await act(async () => settle(Response.json({ price: 250, name: 'South East Queensland', distanceKm: 110 })))
    expect(message().textContent).toBe('Delivery to South East Queensland: $250')
  })

  it('says free delivery for a $0 region', async () => {
    stubFetch(() => Promise.resolve(Response.json({ price: 0, name: 'Brisbane metro', distanceKm: 2 })))
    await render(createElement(DeliveryCalculator, { dealershipSlug: 'harbour-city-kia' }))
    await type(byLabel('Postcode'), '4000')
    await submit()
    expect(message().textContent).toBe('Free delivery to Brisbane metro')
  })

  it("shows the server's message, and the spec's 'call us' message when the server cannot be reached", async () => {
    stubFetch(() => Promise.resolve(Response.json({ message: 'Invalid postcode', status: 400 }, { status: 400 })))
    await render(createElement(DeliveryCalculator, { dealershipSlug: 'harbour-city-kia' }))
    await type(byLabel('Postcode'), '0001')
    await submit()
    expect(message().textContent).toBe('Invalid postcode')
    expect(message().dataset.state).toBe('error')
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await submit()
    expect(message().textContent).toMatch(/^Sorry, we can't provide an estimate for that location/)
  })
})
