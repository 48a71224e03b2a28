// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { reactTestRoot } from '../../../tests/helpers/react-dom'

import type { PriceComparisonResult } from '@/domain/price-comparison'

import { PriceComparison } from './PriceComparison.client'

const dom = reactTestRoot()
/** Animation frames run only when a test asks, at the time it says. */
let frames: FrameRequestCallback[]

function stubMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce'), media: query }))
}

beforeEach(() => {
  frames = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => undefined)
  vi.spyOn(performance, 'now').mockReturnValue(0)
  stubMotion(false)
})

/** Runs the queued animation frames as if `ms` had passed since the count-up started. */
const runFrames = (ms: number) =>
  act(() => {
    const queued = frames
    frames = []
    for (const frame of queued) frame(ms)
  })

const result: PriceComparisonResult = {
  fill: 0.6,
  listing_price: 30_000,
  market_range_min: 28_000,
  market_range_max: 33_000,
  confidence: 0.64,
  description: null,
  comparable_count: 14,
}
const text = (selector: string) => dom.container.querySelector(selector)?.textContent ?? null

/** The comparison comes with the page (issue 24: no call from the browser, no skeleton to shift the page). */
async function renderWith(answer: PriceComparisonResult | null) {
  const fetch = vi.fn()
  vi.stubGlobal('fetch', fetch)
  await act(async () => dom.root.render(createElement(PriceComparison, { result: answer })))
  expect(fetch).not.toHaveBeenCalled()
}

describe('PriceComparison (spec §4 "Price comparison", §5 hide rules, §8)', () => {
  it('shows the deal label, the gauge described in words, the market range and the listing price', async () => {
    await renderWith(result)
    runFrames(2500)
    expect(text('.price-comparison__label')).toBe('Good Deal')
    expect(dom.container.querySelector('.price-comparison--high')).not.toBeNull() // fill 0.6: the high band (spec §4)
    expect(dom.container.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('Priced in the lower 40% of the market range')
    expect([...dom.container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Market low', 'This car', 'Market high'])
    expect([...dom.container.querySelectorAll('dd .visually-hidden')].map((dd) => dd.textContent)).toEqual(['$28,000', '$30,000', '$33,000'])
    expect(text('.price-comparison__basis')).toBe('Based on 14 similar cars for sale')
  })

  it('counts up over 2.5 s: figures and gauge grow, screen readers get the final figures throughout', async () => {
    await renderWith(result)
    const listing = () => dom.container.querySelector('.price-comparison__listing dd [aria-hidden="true"]')!.textContent
    const gauge = () => (dom.container.querySelector('.price-comparison__gauge-fill') as HTMLElement).style.width
    runFrames(0)
    expect(listing()).toBe('$0')
    runFrames(1250)
    const halfway = Number(listing()!.replace(/\D/g, ''))
    expect(halfway).toBeGreaterThan(0)
    expect(halfway).toBeLessThan(30_000)
    expect(parseFloat(gauge())).toBeLessThan(60)
    expect(dom.container.querySelector('.price-comparison__listing dd .visually-hidden')!.textContent).toBe('$30,000')
    runFrames(2500)
    expect(listing()).toBe('$30,000')
    expect(parseFloat(gauge())).toBeCloseTo(60, 6)
    expect(frames).toHaveLength(0)
  })

  it('shows the final figures at once when the shopper prefers reduced motion', async () => {
    stubMotion(true)
    await renderWith(result)
    runFrames(0)
    expect(dom.container.querySelector('.price-comparison__listing dd [aria-hidden="true"]')!.textContent).toBe('$30,000')
    expect(frames).toHaveLength(0)
  })

  it('uses the description as the deal label from fill 0.65 (spec §4 "Great Deal unless a description is given")', async () => {
    await renderWith({ ...result, fill: 1, listing_price: 27_000, description: 'Below Market Range' })
    runFrames(2500)
    expect(text('.price-comparison__label')).toBe('Below Market Range')
    expect(dom.container.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('Priced below the market range')
    expect((dom.container.querySelector('.price-comparison__gauge-fill') as HTMLElement).style.width).toBe('100%')
  })

  it('clamps a low fill to 20% on the gauge', async () => {
    await renderWith({ ...result, fill: 0.05 })
    runFrames(2500)
    expect((dom.container.querySelector('.price-comparison__gauge-fill') as HTMLElement).style.width).toBe('20%')
    expect(text('.price-comparison__label')).toBe('Good Deal')
  })

  it.each([
    ['confidence is 0.2 or less', { ...result, confidence: 0.2 }],
    ['a figure is missing', { ...result, market_range_min: null }],
    ['the market tops out below the listing', { ...result, market_range_max: 29_000 }],
  ])('shows nothing when %s', async (_case, answer) => {
    await renderWith(answer)
    expect(dom.container.innerHTML).toBe('')
  })

  it('shows nothing when there is no comparison (no data, or the service failed: spec §8)', async () => {
    await renderWith(null)
    expect(dom.container.innerHTML).toBe('')
  })
})
