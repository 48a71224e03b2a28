// @vitest-environment happy-dom
import { act, createElement, useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { holdActions } from './held-actions'
import { TabList } from './TabList.client'

/** Issue 24 "Hydrate less": what a shopper does in the search page's server HTML before its code loads is done once it has. */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const seen: string[] = []
function Filters({ onLive }: { onLive?: () => void }) {
  const [query, setQuery] = useState('kluger')
  const [certified, setCertified] = useState(false)
  const [sort, setSort] = useState('relevance')
  useEffect(() => onLive?.(), [onLive])
  return createElement(
    'form',
    { onSubmit: (event: { preventDefault(): void }) => (event.preventDefault(), seen.push(`submit ${query}`)) },
    createElement('input', {
      'aria-label': 'Search',
      value: query,
      onChange: (event: { target: { value: string } }) => (setQuery(event.target.value), seen.push(`query ${event.target.value}`)),
    }),
    createElement('input', {
      type: 'checkbox',
      'aria-label': 'Certified',
      checked: certified,
      onChange: () => (setCertified(!certified), seen.push(`certified ${!certified}`)),
    }),
    createElement(
      'select',
      {
        'aria-label': 'Sort',
        value: sort,
        onChange: (event: { target: { value: string } }) => (setSort(event.target.value), seen.push(`sort ${event.target.value}`)),
      },
      createElement('option', { value: 'relevance' }, 'Relevance'),
      createElement('option', { value: 'price-desc' }, 'Price'),
    ),
    createElement('a', { href: '#car' }, 'A car'),
  )
}

let root: Root | null = null
let container: HTMLElement
const serverHtml = () => {
  seen.length = 0
  container = document.createElement('div')
  container.innerHTML = renderToString(createElement(Filters))
  document.body.append(container)
  return {
    input: container.querySelector<HTMLInputElement>('input[aria-label="Search"]')!,
    checkbox: container.querySelector<HTMLInputElement>('input[type="checkbox"]')!,
    select: container.querySelector<HTMLSelectElement>('select')!,
    link: container.querySelector<HTMLAnchorElement>('a')!,
  }
}
const hydrate = (onLive: () => void) =>
  act(() => {
    root = hydrateRoot(container, createElement(Filters, { onLive }))
  })

afterEach(() => {
  act(() => root?.unmount())
  root = null
  container.remove()
})

describe('holdActions', () => {
  it('starts loading on the first touch inside, once, and not for a touch elsewhere', () => {
    serverHtml()
    const start = vi.fn()
    const held = holdActions(container, start)
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(start).not.toHaveBeenCalled()
    container.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }))
    container.querySelector('select')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(start).toHaveBeenCalledTimes(1)
    held.stop()
  })

  it('holds a tick, typed text and a picked option until hydrated, then does them in order', async () => {
    const { input, checkbox, select } = serverHtml()
    const held = holdActions(container, () => undefined)
    checkbox.click()
    // The tick waits for the code: the box does not tick with nothing behind it.
    expect(checkbox.checked).toBe(false)
    input.value = ''
    input.dispatchEvent(new Event('input', { bubbles: true }))
    select.value = 'price-desc'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    expect(seen).toEqual([])

    hydrate(() => held.replay())
    expect(seen).toEqual(['certified true', 'query ', 'sort price-desc'])
    expect(checkbox.checked).toBe(true)
    expect(input.value).toBe('')
    expect(select.value).toBe('price-desc')
  })

  it('holds a submit and sends it again once live; leaves links alone', () => {
    const { input, link } = serverHtml()
    const held = holdActions(container, () => undefined)
    const followed = vi.fn((event: Event) => event.preventDefault())
    window.addEventListener('click', followed)
    link.click()
    expect(followed).toHaveBeenCalledTimes(1)
    window.removeEventListener('click', followed)
    input.form!.requestSubmit()
    expect(seen).toEqual([])
    hydrate(() => held.replay())
    expect(seen).toEqual(['submit kluger'])
  })

  it("holds an arrow key on a tab (a location's type tabs) and presses it again once live", () => {
    const tabs = ['Sales', 'Service', 'Parts'].map((label, i) => ({ key: label, label, id: `tab-${i}`, controls: `panel-${i}` }))
    function Departments({ onLive }: { onLive?: () => void }) {
      const [selected, setSelected] = useState(0)
      useEffect(() => onLive?.(), [onLive])
      return createElement(TabList, { 'aria-label': 'Departments', tabs, selected, onSelect: setSelected })
    }
    container = document.createElement('div')
    container.innerHTML = renderToString(createElement(Departments))
    document.body.append(container)
    const held = holdActions(container, () => undefined)
    const [sales, service] = container.querySelectorAll<HTMLElement>('[role="tab"]')
    sales!.focus()
    sales!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }))
    expect(service!.getAttribute('aria-selected')).toBe('false')
    act(() => {
      root = hydrateRoot(container, createElement(Departments, { onLive: () => held.replay() }))
    })
    expect(service!.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(service)
  })

  it('after stop, holds nothing', () => {
    const { checkbox } = serverHtml()
    holdActions(container, () => undefined).stop()
    checkbox.click()
    expect(checkbox.checked).toBe(true)
  })
})
