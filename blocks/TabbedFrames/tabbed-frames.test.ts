// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"navigation":{"disableChildFrameNavigation":true}}}
import { act, createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { TabbedFramesBlock } from '@blocks/TabbedFrames/Component'
import { TabbedFramesBlock as TabbedFramesConfig } from '@blocks/TabbedFrames/config'
import { FrameTabs } from '@blocks/TabbedFrames/FrameTabs.client'
import type { TabbedFramesBlock as TabbedFramesData } from '@/payload-types'
import type { ResolvedSite } from '@/platform/sites'

import { reactTestRoot, serverMarkup } from '../../tests/helpers/react-dom'

// The block loads its tabs as their own chunk through next/dynamic, which renders only inside Next: here it is the tabs themselves.
vi.mock('@blocks/TabbedFrames/island', async () => ({ FrameTabs: (await import('@blocks/TabbedFrames/FrameTabs.client')).FrameTabs }))

const dom = reactTestRoot()
// (The environment options above keep frames from loading other websites during tests.)

const tabs = [
  { label: 'Build & price', url: 'https://www.toyota.com.au/rav4/build', title: 'Toyota RAV4 build and price tool' },
  { label: 'Finance', url: 'https://finance.example.com.au/calculator', title: 'Finance calculator' },
  { label: 'Book a service', url: 'https://booking.example.com.au/ridgeline', title: 'Service booking form' },
]
const tabButtons = () => [...dom.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
const frames = () => [...dom.container.querySelectorAll('iframe')]
const key = (target: HTMLElement, name: string) => act(async () => void target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })))

describe('tabbed frames (spec §2 "Tabbed embedded-frame viewer")', () => {
  it("loads only the selected tab's frame, lazily, with its title", () => {
    dom.render(createElement(FrameTabs, { tabs, labelledBy: 'heading', height: 700 }))
    expect(frames()).toHaveLength(1)
    expect(frames()[0]!.getAttribute('src')).toBe(tabs[0]!.url)
    expect(frames()[0]!.getAttribute('title')).toBe('Toyota RAV4 build and price tool')
    expect(frames()[0]!.getAttribute('loading')).toBe('lazy')
    expect(dom.container.querySelector('[role="tablist"]')!.getAttribute('aria-labelledby')).toBe('heading')
    const panel = dom.container.querySelector('[role="tabpanel"]:not([hidden])')!
    expect(panel.getAttribute('aria-labelledby')).toBe(tabButtons()[0]!.id)
    expect(tabButtons()[0]!.getAttribute('aria-controls')).toBe(panel.id)
  })

  it('moves focus with the arrow keys (wrapping), Home and End, and selects with a click or Enter', async () => {
    dom.render(createElement(FrameTabs, { tabs, labelledBy: 'heading', height: 700 }))
    tabButtons()[0]!.focus()
    await key(tabButtons()[0]!, 'ArrowLeft')
    expect(document.activeElement).toBe(tabButtons()[2])
    // Moving focus alone does not load another website's page.
    expect(frames()[0]!.getAttribute('src')).toBe(tabs[0]!.url)
    await key(tabButtons()[2]!, 'Home')
    expect(document.activeElement).toBe(tabButtons()[0])
    await key(tabButtons()[0]!, 'ArrowRight')
    expect(document.activeElement).toBe(tabButtons()[1])
    await act(async () => tabButtons()[1]!.click())
    expect(tabButtons().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(tabButtons().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])
    expect(frames()).toHaveLength(1)
    expect(frames()[0]!.getAttribute('src')).toBe(tabs[1]!.url)
    await key(tabButtons()[1]!, 'End')
    expect(document.activeElement).toBe(tabButtons()[2])
  })

  it('leaves out tabs whose address is not https, and the block when none is left', async () => {
    const block = (urls: string[]): TabbedFramesData => ({
      blockType: 'tabbedFrames',
      id: 'b1',
      heading: 'Explore',
      tabs: urls.map((url, i) => ({ label: `Tab ${i}`, url, title: `Frame ${i}` })),
    })
    const site = {} as ResolvedSite
    const html = await serverMarkup(TabbedFramesBlock({ block: block(['http://old.example.com', 'https://www.example.com.au/tool']), site }))
    expect(html).toContain('<h2 id="tabbed-frames-b1"')
    expect(html).not.toContain('old.example.com')
    expect(html).toContain('src="https://www.example.com.au/tool"')
    expect(TabbedFramesBlock({ block: block(['javascript:alert(1)']), site })).toBeNull()
  })

  it('refuses a non-https address in the admin', () => {
    const tabsField = TabbedFramesConfig.fields.find((field) => 'name' in field && field.name === 'tabs') as {
      fields: Array<{ fields?: Array<{ name?: string; validate?: (value: unknown) => unknown }> }>
    }
    const url = tabsField.fields[0]!.fields!.find((field) => field.name === 'url')!
    expect(url.validate!('https://www.example.com.au')).toBe(true)
    expect(url.validate!('http://www.example.com.au')).toMatch(/https:\/\//)
  })
})
