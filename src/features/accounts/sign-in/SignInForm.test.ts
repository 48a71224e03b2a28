// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { reactTestRoot } from '../../../../tests/helpers/react-dom'
import { STORAGE_KEYS } from '@/features/leads/shopper-storage'

import { SignInForm } from './SignInForm.client'

const dom = reactTestRoot()
const $ = <T extends Element = HTMLElement>(selector: string) => dom.container.querySelector<T & HTMLElement>(selector)!
const input = (name: string) => $<HTMLInputElement>(`input[name="${name}"]`)
const button = (text: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === text)!
const announced = () => $('.sign-in-form > .account-form__message').textContent
const stepHeading = () => $('.sign-in-form__step').textContent

/** Types into a React-controlled field the way a browser does: the native setter, then an input event. */
const type = (field: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
const submit = (form: HTMLFormElement) => act(async () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
const click = (element: HTMLElement) => act(async () => element.click())
/** Lets the awaited fetches and the state updates after them finish. */
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)))
// The details form loads its validation on first submit; loaded once here, later imports settle at once.
beforeAll(() => import('../details-schema'))

type Call = { path: string; body: unknown }
/** The site's endpoints as the form sees them: each answer by path, every call recorded. */
function stubEndpoints(answers: Record<string, Array<[number, unknown]>>) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null })
    const [status, body] = answers[path]!.length > 1 ? answers[path]!.shift()! : answers[path]![0]!
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return calls
}

const blankShopper = {
  email: 'sam@example.com',
  firstName: null,
  lastName: null,
  phone: null,
  postcode: null,
  marketingOptIn: false,
  alertsEnabled: true,
  needsDetails: true,
}
const render = (props: Partial<Parameters<typeof SignInForm>[0]> = {}) =>
  dom.render(
    createElement(SignInForm, {
      type: 'watchlist',
      redirect: '/cars/a-car?watchlist=save',
      token: null,
      siteName: 'Ridgeline Toyota',
      pendingDetails: null,
      ...props,
    }),
  )

let assigned: string[] = []
beforeEach(() => {
  window.localStorage.clear()
  assigned = []
  vi.spyOn(window.location, 'assign').mockImplementation((to: string | URL) => void assigned.push(String(to)))
})

describe('SignInForm (issue 18, spec §2 /sign-in)', () => {
  it('email → code: asks for a code with the reason and target, moves focus to the code step, and announces wrong codes', async () => {
    const calls = stubEndpoints({
      '/api/account/sign-in/code': [[202, { message: 'If that address can receive email, a 6-digit code is on its way.' }]],
      '/api/account/sign-in': [[400, { message: 'That code is not right. 4 tries left.', status: 400 }]],
    })
    await render()
    await submit($('form'))
    expect(announced()).toBe('Please enter a valid email address.')
    expect(input('email').getAttribute('aria-invalid')).toBe('true')
    expect(calls).toHaveLength(0)

    await type(input('email'), ' Sam@Example.com ')
    await submit($('form'))
    await settle()
    expect(calls[0]).toEqual({
      path: '/api/account/sign-in/code',
      body: { email: 'Sam@Example.com', type: 'watchlist', redirect: '/cars/a-car?watchlist=save' },
    })
    expect(stepHeading()).toBe('Enter your code')
    expect(document.activeElement).toBe($('.sign-in-form__step'))
    expect(announced()).toContain('a 6-digit code is on its way')
    expect(input('code').getAttribute('autocomplete')).toBe('one-time-code')
    expect(input('code').getAttribute('inputmode')).toBe('numeric')

    await type(input('code'), '12 34 5')
    await submit($('form'))
    expect(announced()).toBe('Enter the 6 digits from the email.')
    await type(input('code'), '123 456')
    await submit($('form'))
    await settle()
    expect(calls[1]).toEqual({ path: '/api/account/sign-in', body: { email: 'Sam@Example.com', code: '123456' } })
    expect(announced()).toBe('That code is not right. 4 tries left.')
    expect(input('code').getAttribute('aria-invalid')).toBe('true')
    expect(assigned).toEqual([])
  })

  it('first sign-in: details prefilled from the browser, then the favourites move to the watchlist (only the saved ones leave), then the target', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.userDetails,
      JSON.stringify({ name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone: '0412 345 678', postcode: '2800' }),
    )
    window.localStorage.setItem(
      'favourites',
      JSON.stringify([1, 2].map((n) => ({ id: `car-${n}`, name: `Car ${n}`, slug: `car-${n}`, make: 'Toyota', model: 'Hilux', primary_image_url: null }))),
    )
    const calls = stubEndpoints({
      '/api/account/sign-in': [[200, { signedIn: true, created: true, needsDetails: true }]],
      '/api/account': [[200, { shopper: blankShopper }]],
      '/api/account/details': [
        [200, { shopper: { ...blankShopper, firstName: 'Sam', lastName: 'Lee', phone: '+61412345678', postcode: '2800', needsDetails: false } }],
      ],
      '/api/watchlist/save-car': [
        [201, { success: true }],
        [409, { success: false, message: 'This car has been sold, so it cannot be saved.' }],
      ],
    })
    window.history.replaceState(null, '', `/sign-in?type=watchlist&token=${'a'.repeat(43)}`)
    await render({ token: 'a'.repeat(43) })
    await settle()
    await settle()
    // The link works once: it leaves the address bar (and so the history and a reload).
    expect(window.location.search).toBe('?type=watchlist')
    expect(calls[0]).toEqual({ path: '/api/account/sign-in', body: { token: 'a'.repeat(43) } })
    expect(stepHeading()).toBe('Your details')
    expect(input('firstName').value).toBe('Sam')
    expect(input('phone').value).toBe('0412 345 678')
    expect(input('marketingOptIn').checked).toBe(false)

    await submit($('form'))
    await settle()
    expect(calls.find((call) => call.path === '/api/account/details')!.body).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      phone: '0412 345 678',
      postcode: '2800',
      marketingOptIn: false,
    })
    expect(stepHeading()).toBe('Your favourites')

    await click(button('Move 2 favourites to your watchlist'))
    await settle()
    expect(calls.filter((call) => call.path === '/api/watchlist/save-car').map((call) => call.body)).toEqual([
      { phone_number: '+61412345678', car_id: 'car-1' },
      { phone_number: '+61412345678', car_id: 'car-2' },
    ])
    expect(JSON.parse(window.localStorage.getItem('favourites')!).map((car: { id: string }) => car.id)).toEqual(['car-2'])
    expect(announced()).toContain('1 could not be saved')
  })

  it('a used link says so and offers the email step instead', async () => {
    stubEndpoints({ '/api/account/sign-in': [[400, { message: 'This sign-in link has expired or was already used. Ask for a new code.' }]] })
    await render({ token: 'b'.repeat(43) })
    await settle()
    expect(announced()).toBe('This sign-in link has expired or was already used. Ask for a new code.')
    expect(stepHeading()).toBe('Your email address')
    expect(assigned).toEqual([])
  })

  it('a returning shopper with details and no favourites goes straight to the target', async () => {
    stubEndpoints({ '/api/account/sign-in': [[200, { signedIn: true, created: false, needsDetails: false }]] })
    await render({ token: 'c'.repeat(43), redirect: '/finance' })
    await settle()
    expect(assigned).toEqual(['/finance'])
  })
})
