// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { pendingFetch, reactTestRoot, recordedAnalytics } from '../../../../tests/helpers/react-dom'

import { PhoneReveal, type PhoneRevealProps } from './PhoneReveal.client'
import { ViewsCount } from './ViewsCount.client'

const dom = reactTestRoot()
const events = recordedAnalytics()

const car = { id: '4411', make: 'Toyota', model: 'HiLux', year: 2022, car_type: 'used' as const, price: 45_990 }
const props: PhoneRevealProps = { phone: '+61 7 3123 4567', masked: true, carId: '4411', dealershipId: '12', websiteId: 'ridgeline-toyota', car, label: 'Call' }
const { render } = dom
const callEvents = () => events.filter((event) => event.name === 'callDealer')

describe('PhoneReveal (spec §4 "Phone reveal")', () => {
  it('masks the number after the first 5 characters on a button that says what it does', async () => {
    pendingFetch()
    await render(createElement(PhoneReveal, props))
    const button = dom.container.querySelector('button')!
    expect(button.textContent).toBe('Call07 31XX XXXXReveal phone number')
    expect(button.querySelector('[aria-hidden="true"]')!.textContent).toBe('07 31XX XXXX')
    expect(dom.container.querySelector('a')).toBeNull()
  })

  it('reveals at once, records the reveal, stays busy while it is in flight, then becomes a tel: link holding focus', async () => {
    const calls = pendingFetch()
    await render(createElement(PhoneReveal, props))
    const button = dom.container.querySelector('button')!
    button.focus()
    await act(async () => button.click())
    expect(button.textContent).toBe('Call07 3123 4567')
    expect(button.getAttribute('aria-busy')).toBe('true')
    await act(async () => button.click()) // locked: no second record
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('/api/phone-reveals')
    expect(JSON.parse(calls[0]!.init!.body as string)).toEqual({ car_id: '4411', dealership_id: '12', website_id: 'ridgeline-toyota' })
    expect(callEvents()).toHaveLength(1)
    expect(callEvents()[0]!.params).toMatchObject({ event_id: 25, car_id: '4411' })

    await act(async () => calls[0]!.settle(new Response('{"ok":true}', { status: 201 })))
    const link = dom.container.querySelector('a')!
    expect(link.getAttribute('href')).toBe('tel:0731234567')
    expect(link.textContent).toBe('Call07 3123 4567')
    expect(document.activeElement).toBe(link)
    link.addEventListener('click', (event) => event.preventDefault())
    await act(async () => link.click())
    expect(callEvents()).toHaveLength(1)
  })

  it('still reveals when recording fails, and only logs the failure (spec §8)', async () => {
    const calls = pendingFetch()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await render(createElement(PhoneReveal, props))
    await act(async () => dom.container.querySelector('button')!.click())
    await act(async () => calls[0]!.settle(new Response('{"message":"Too many"}', { status: 429 })))
    expect(dom.container.querySelector('a')!.getAttribute('href')).toBe('tel:0731234567')
    expect(warn).toHaveBeenCalledWith('[phone-reveal] could not record the reveal', expect.any(Error))
  })

  it('on unmasked sites is a tel: link at once; a call click sends event 25 and records nothing', async () => {
    const calls = pendingFetch()
    await render(createElement(PhoneReveal, { ...props, masked: false, className: 'button button--primary' }))
    const link = dom.container.querySelector('a')!
    expect(link.className).toBe('phone-reveal button button--primary')
    expect(link.textContent).toBe('Call07 3123 4567')
    link.addEventListener('click', (event) => event.preventDefault())
    await act(async () => link.click())
    expect(callEvents()).toHaveLength(1)
    expect(calls).toHaveLength(0)
  })

  it('shows nothing and logs when the car has no phone number (spec §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await render(createElement(PhoneReveal, { ...props, phone: '  ' }))
    expect(dom.container.innerHTML).toBe('')
    expect(warn).toHaveBeenCalled()
  })
})

describe('ViewsCount (issue 7 "Views")', () => {
  it('counts the view once on mount and shows the answer', async () => {
    const calls = pendingFetch()
    await render(createElement(ViewsCount, { slug: '2022-toyota-hilux', initialViews: 41, show: true }))
    expect(dom.container.textContent).toBe('41 views')
    expect(calls.map((call) => call.url)).toEqual(['/api/cars/2022-toyota-hilux/view.json'])
    await act(async () => calls[0]!.settle(Response.json({ views: 1042, car_fields: {} })))
    expect(dom.container.textContent).toBe('1,042 views')
  })

  it('counts the view even when the site hides counts', async () => {
    const calls = pendingFetch()
    await render(createElement(ViewsCount, { slug: 'a-car', initialViews: 3, show: false }))
    expect(dom.container.innerHTML).toBe('')
    expect(calls).toHaveLength(1)
  })

  it('keeps the rendered count and only logs when the call fails', async () => {
    const calls = pendingFetch()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await render(createElement(ViewsCount, { slug: 'a-car', initialViews: 1, show: true }))
    await act(async () => calls[0]!.settle(new Error('offline')))
    expect(dom.container.textContent).toBe('1 view')
    expect(warn).toHaveBeenCalledWith('[views] could not count the view', expect.any(Error))
  })
})
