// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SalesCounterBlock } from '@blocks/SalesCounter/Component'
import { SalesCounterFigure } from '@blocks/SalesCounter/SalesCounterFigure.client'
import { SALES_COUNTER, salesCounter } from '@/domain/sales-counter'
import type { ResolvedSite } from '@/platform/sites'
import { salesCounterAt } from '@/domain/sales-counter-clock'

import { reactTestRoot, serverMarkup } from '../../tests/helpers/react-dom'

const dom = reactTestRoot()
let frames: FrameRequestCallback[]
let clock: number

// 10 March 2026, 09:00 in Brisbane.
const START = Date.parse('2026-03-09T23:00:00Z')

beforeEach(() => {
  frames = []
  clock = 0
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
  vi.setSystemTime(START)
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => undefined)
  vi.spyOn(performance, 'now').mockImplementation(() => clock)
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
})
afterEach(() => vi.useRealTimers())

/** Runs the queued animation frames `ms` after the count-up started. */
const runFrames = (ms: number) =>
  act(() => {
    clock = ms
    const queued = frames
    frames = []
    for (const frame of queued) frame(ms)
  })

const shown = () => dom.container.querySelector('[aria-hidden="true"]')!.textContent
const announced = () => dom.container.querySelector('[aria-live="polite"]')!.textContent
const figure = (value: number) => new Intl.NumberFormat('en-AU').format(value)

describe('sales counter figure (spec §9 "Sales counter: refreshes every 150 s, counts up over 2 s")', () => {
  const rule = SALES_COUNTER
  const now = salesCounterAt(START, rule)

  it("shows the server's figure at once and says nothing on load", () => {
    dom.render(createElement(SalesCounterFigure, { initialValue: now, rule }))
    expect(shown()).toBe(figure(now))
    expect(announced()).toBe(figure(now))
    expect(frames).toHaveLength(0)
  })

  it('every 150 s counts up to the new figure over 2 s; screen readers hear the new figure once', async () => {
    dom.render(createElement(SalesCounterFigure, { initialValue: now, rule }))
    // 15 minutes on: two more sales (one every 450 s).
    await act(async () => vi.advanceTimersByTime(6 * 150_000))
    const next = salesCounterAt(START + 900_000, rule)
    expect(next).toBe(now + 2)
    expect(announced()).toBe(figure(next))
    runFrames(200)
    expect(shown()).toBe(figure(now))
    expect(announced()).toBe(figure(next))
    runFrames(2000)
    expect(shown()).toBe(figure(next))
    expect(frames).toHaveLength(0)
  })

  it('catches up at once when the page was rendered earlier (a cached page)', () => {
    dom.render(createElement(SalesCounterFigure, { initialValue: now - 5, rule }))
    expect(announced()).toBe(figure(now))
    runFrames(2000)
    expect(shown()).toBe(figure(now))
  })

  it('shows the new figure without counting when the shopper prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
    dom.render(createElement(SalesCounterFigure, { initialValue: now, rule }))
    await act(async () => vi.advanceTimersByTime(3 * 150_000))
    expect(shown()).toBe(figure(now + 1))
    expect(frames).toHaveLength(0)
  })
})

describe('sales counter block (spec §9 "Sales counter")', () => {
  it("puts the current figure in the page's HTML, under the block's h2", async () => {
    const html = await serverMarkup(
      SalesCounterBlock({
        block: { blockType: 'salesCounter', id: 'sold', heading: 'Cars sold this month', text: 'Across our three dealerships.' },
        site: {} as ResolvedSite,
      }),
    )
    const value = new Intl.NumberFormat('en-AU').format(salesCounter(new Date(START)))
    expect(html).toContain('<h2 id="sales-counter-sold" class="sales-counter__heading">Cars sold this month</h2>')
    expect(html).toContain(`<span aria-hidden="true">${value}</span>`)
    expect(html).toContain(`aria-live="polite" aria-atomic="true">${value}</span>`)
    expect(html).toContain('Across our three dealerships.')
  })
})
