// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { reactTestRoot } from '../../tests/helpers/react-dom'

import { ModalDialog } from './ModalDialog.client'

const dom = reactTestRoot()

const render = () =>
  dom.render(
    createElement(ModalDialog, {
      title: 'Contact Us at Harbour City Kia Newstead',
      triggerLabel: 'Send Enquiry',
      data: { 'data-location-id': '7' },
      children: createElement('a', { href: '/contact-us/kia-newstead' }, 'Open the contact form'),
    }),
  )

describe('ModalDialog (spec §2 "Send Enquiry (dialog titled Contact Us at {location name})", §9 location dialog)', () => {
  it('opens named by its title, focus inside, and keeps Tab inside', async () => {
    await render()
    const trigger = dom.container.querySelector('button')!
    const dialog = dom.container.querySelector('dialog')!
    expect(dialog.open).toBe(false)
    trigger.focus()
    await act(async () => trigger.click())
    expect(dialog.open).toBe(true)
    expect(dialog.getAttribute('data-location-id')).toBe('7')
    expect(dom.container.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)!.textContent).toBe('Contact Us at Harbour City Kia Newstead')
    const [close, link] = [dialog.querySelector<HTMLButtonElement>('.modal-dialog__close')!, dialog.querySelector('a')!]
    expect(document.activeElement).toBe(close)
    link.focus()
    await act(async () => link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })))
    expect(document.activeElement).toBe(close)
    await act(async () => close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true })))
    expect(document.activeElement).toBe(link)
  })

  it('closes with its Close button and gives focus back to the button that opened it', async () => {
    await render()
    const trigger = dom.container.querySelector('button')!
    const dialog = dom.container.querySelector('dialog')!
    trigger.focus()
    await act(async () => trigger.click())
    await act(async () => {
      dialog.querySelector<HTMLButtonElement>('.modal-dialog__close')!.click()
      // Native dialogs fire close asynchronously.
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(dialog.open).toBe(false)
    expect(document.activeElement).toBe(trigger)
  })
})
