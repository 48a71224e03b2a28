// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { INSIGHTS_KEYS, insightsAttribution } from './attribution'
import { flush, recordPageView, recordSearch, recordStep, watchPromosAndBlocks } from './beacon'

/**
 * The beacon keeps its queue and counters for the page's life, as in a browser: these tests share one
 * module and read what each sends. sendBeacon and IntersectionObserver are stand-ins (happy-dom has neither).
 */
type Sent = { visit: string; events: Array<Record<string, unknown>> }
const sendBeacon = vi.fn((_url: string, _body: string) => true)
const sent = (): Sent[] => sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as Sent)
const sentEvents = () => sent().flatMap((beacon) => beacon.events)

let seen: (entries: Array<Partial<IntersectionObserverEntry>>) => void = () => undefined
class FakeIntersectionObserver {
  constructor(callback: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {
    seen = callback
  }
  observe() {}
  disconnect() {}
}
const onScreen = (target: Element, ratio: number, height = 300) =>
  ({
    target,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    boundingClientRect: { width: 400, height } as DOMRectReadOnly,
    intersectionRect: { height: height * ratio } as DOMRectReadOnly,
    rootBounds: { height: 800 } as DOMRectReadOnly,
  }) satisfies Partial<IntersectionObserverEntry>

const visit = (path: string) => recordPageView(new URL(path, 'https://ridgeline.example'))
const setPrivacy = (doNotTrack: string | null, globalPrivacyControl?: boolean) => {
  Object.defineProperty(navigator, 'doNotTrack', { value: doNotTrack, configurable: true })
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: globalPrivacyControl, configurable: true })
}

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})

afterAll(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'sendBeacon')
})

beforeEach(() => {
  vi.useFakeTimers()
  flush()
  sendBeacon.mockClear()
  setPrivacy(null)
  document.body.innerHTML = ''
  // Unit test files share one document (isolate: false): start each test on the home page, whatever another file left.
  window.history.replaceState(null, '', '/')
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the insights beacon (issue 44)', () => {
  it('remembers where the visit landed, from a tagged link, for the lead forms', () => {
    window.sessionStorage.clear()
    visit('/special-offers?utm_campaign=eofy&utm_source=newsletter&utm_medium=email')
    expect(insightsAttribution()).toEqual({
      landingPage: '/special-offers',
      referrerClass: 'email',
      campaign: 'eofy',
      source: 'newsletter',
      visit: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    // A later page of the visit keeps the landing, and counts as a move inside the site.
    visit('/cars')
    expect(insightsAttribution().landingPage).toBe('/special-offers')
    vi.advanceTimersByTime(4_000)
    const [first, second] = sentEvents()
    expect(first).toMatchObject({ kind: 'page_view', subject: '/special-offers', path: '/special-offers', referrerClass: 'email', campaign: 'eofy' })
    expect(second).toMatchObject({ kind: 'page_view', path: '/cars', referrerClass: 'internal', campaign: 'eofy' })
    expect(second!.seq).toBe((first!.seq as number) + 1)
  })

  it('sends 10 events at once, fewer 4 seconds after the first, and what is left as the tab is hidden', () => {
    for (let step = 1; step <= 12; step++) recordStep('checkout', step, `Step ${step}`)
    expect(sent()).toHaveLength(1)
    expect(sent()[0]!.events).toHaveLength(10)
    expect(sent()[0]!.events[0]).toMatchObject({ kind: 'step', subject: 'checkout:1', label: 'Step 1', path: '/' })
    vi.advanceTimersByTime(3_999)
    expect(sent()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sent()).toHaveLength(2)
    expect(sent()[1]!.events.map((event) => event.subject)).toEqual(['checkout:11', 'checkout:12'])

    recordStep('finance', 1, 'Your loan')
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    expect(sent()).toHaveLength(3)
    expect(new Set(sent().map((beacon) => beacon.visit)).size).toBe(1)
    const seqs = sentEvents().map((event) => event.seq as number)
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
    expect(new Set(seqs).size).toBe(seqs.length)
  })

  it('counts only the words a shopper settles on, with the filters and the cars found', () => {
    recordSearch({ query: 'to', resultCount: 80 })
    vi.advanceTimersByTime(500)
    recordSearch({ query: 'Toyota  HiLux', filters: { make: ['Toyota'], price: '5000:20000', body_type: [] }, resultCount: 7 })
    vi.advanceTimersByTime(1_500)
    expect(sentEvents()).toEqual([
      expect.objectContaining({
        kind: 'search',
        subject: 'toyota hilux',
        query: 'toyota hilux',
        filters: { make: ['Toyota'], price: ['5000:20000'] },
        resultCount: 7,
      }),
    ])
  })

  it('counts a car’s page once per page view, and a promo seen at least half once per page view', () => {
    document.body.innerHTML = `
      <div data-insight-car="2018-toyota-kluger-gx-u00089" data-insight-car-name="2018 Toyota Kluger GX"></div>
      <div data-insight="promo:12" data-insight-label="EOFY sale"><a href="/special-offers">View</a></div>
      <div data-insight="block:stockGrid:abc" data-insight-label="Our cars"></div>`
    visit('/cars/2018-toyota-kluger-gx-u00089')
    watchPromosAndBlocks()
    const [promo, grid] = document.querySelectorAll('[data-insight]')
    seen([onScreen(promo!, 0.25), onScreen(grid!, 0.3, 3000)])
    seen([onScreen(promo!, 0.5)])
    seen([onScreen(promo!, 1)])
    flush()
    expect(sentEvents().map((event) => [event.kind, event.subject, event.label])).toEqual([
      ['page_view', '/cars/2018-toyota-kluger-gx-u00089', undefined],
      ['vehicle_view', '2018-toyota-kluger-gx-u00089', '2018 Toyota Kluger GX'],
      // A block taller than the screen counts once it fills half of it.
      ['impression', 'block:stockGrid:abc', 'Our cars'],
      ['impression', 'promo:12', 'EOFY sale'],
    ])
  })

  it('counts a click on a link inside a promo and remembers it for the lead', () => {
    document.body.innerHTML = `<div data-insight="promo:12" data-insight-label="EOFY sale"><a href="#offer"><span>View offer</span></a></div><p>Elsewhere</p>`
    watchPromosAndBlocks()
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    document.querySelector('p')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    flush()
    expect(sentEvents()).toEqual([expect.objectContaining({ kind: 'click', subject: 'promo:12', label: 'EOFY sale' })])
    expect(insightsAttribution()).toMatchObject({ clicked: 'promo:12', clickedLabel: 'EOFY sale' })
  })

  it.each([
    ['Do Not Track', '1', undefined],
    ['Global Privacy Control', null, true],
  ])('records and remembers nothing under %s', (_, doNotTrack, globalPrivacyControl) => {
    window.sessionStorage.clear()
    setPrivacy(doNotTrack, globalPrivacyControl)
    document.body.innerHTML = `<div data-insight="promo:12"><button type="button">Go</button></div>`
    visit('/?utm_campaign=eofy')
    recordStep('trade-in', 1, 'Your car')
    recordSearch({ query: 'hilux', resultCount: 3 })
    document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    vi.advanceTimersByTime(10_000)
    flush()
    expect(sent()).toEqual([])
    expect(window.sessionStorage.getItem(INSIGHTS_KEYS.landing)).toBeNull()
    expect(window.sessionStorage.getItem(INSIGHTS_KEYS.clicked)).toBeNull()
  })

  it('records nothing in a frame: the admin’s live preview is an editor, not a shopper', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window)
    visit('/preview')
    recordStep('checkout', 1, 'Your car')
    flush()
    expect(sent()).toEqual([])
  })

  it('keeps going when the browser refuses storage, and falls back to fetch when a beacon is refused', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refused)
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal('fetch', fetch)
    sendBeacon.mockReturnValueOnce(false)
    expect(() => visit('/finance')).not.toThrow()
    expect(() => flush()).not.toThrow()
    expect(fetch).toHaveBeenCalledWith('/api/insights', expect.objectContaining({ method: 'POST', keepalive: true }))
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, { body: string }])[1].body) as Sent
    expect(body.visit).toMatch(/^[0-9a-f]{32}$/)
    expect(body.events).toEqual([expect.objectContaining({ kind: 'page_view', path: '/finance' })])
    vi.unstubAllGlobals()
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  })

  it('clips what is too long to what the server takes', () => {
    const long = 'x'.repeat(1_000)
    recordSearch({ query: long, filters: Object.fromEntries(Array.from({ length: 30 }, (_, k) => [`f${k}`, Array(30).fill(long)])), resultCount: 1 })
    recordStep('checkout', 1, long)
    flush()
    for (const beacon of sent()) expect(new TextEncoder().encode(JSON.stringify(beacon)).length).toBeLessThan(16 * 1024)
    const [step, search] = sentEvents()
    expect((step!.label as string).length).toBe(200)
    // 20 filters of 20 values of 100 characters: more than a beacon holds, so the search goes without them.
    expect(search).toMatchObject({ kind: 'search', resultCount: 1 })
    expect(search).not.toHaveProperty('filters')
    expect((search!.query as string).length).toBe(200)

    recordSearch({ query: 'hilux', filters: { make: [long], model: Array(30).fill('HiLux') }, resultCount: 2 })
    flush()
    const filters = sentEvents().at(-1)!.filters as Record<string, string[]>
    expect(filters.make).toEqual(['x'.repeat(100)])
    expect(filters.model).toHaveLength(20)
  })
})
