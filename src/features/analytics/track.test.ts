import { afterEach, describe, expect, it, vi } from 'vitest'

import { configureAnalytics, trackEvent } from './track'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  configureAnalytics()
})

describe('trackEvent', () => {
  it('sends both the spec event and the ASC event to the Google tag', () => {
    const gtag = vi.fn()
    vi.stubGlobal('window', { gtag })
    configureAnalytics({ measurementId: 'G-TEST123' })

    trackEvent('searchView', { resultCount: 12 })

    expect(gtag.mock.calls).toEqual([
      ['event', 'searchView', { event_id: 49 }],
      ['event', 'asc_pageview', { event_owner: 'dealer_platform', page_type: 'search', item_results: 12 }],
    ])
  })

  it('queues on dataLayer as Arguments objects until the Google tag loads', () => {
    const win: { dataLayer?: unknown[] } = {}
    vi.stubGlobal('window', win)
    configureAnalytics({ measurementId: 'G-TEST123' })

    trackEvent('callDealer')

    expect(win.dataLayer).toHaveLength(2)
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe('[object Arguments]')
    expect(Array.from(win.dataLayer?.[0] as IArguments)).toEqual(['event', 'callDealer', { event_id: 25 }])
  })

  it('only warns when a sink throws (spec §8: analytics failures are logged only)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const after = vi.fn()
    configureAnalytics({
      debug: false,
      sinks: [
        () => {
          throw new Error('blocked by an ad blocker')
        },
        after,
      ],
    })

    expect(() => trackEvent('printPdf')).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(after).toHaveBeenCalledTimes(2)
  })

  it('logs to the console by default and sends nothing to the Google tag without a measurement id', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const gtag = vi.fn()
    vi.stubGlobal('window', { gtag })

    trackEvent('favouriteAdded')

    expect(debug).toHaveBeenCalledWith('[analytics]', 'favouriteAdded', { event_id: 39 })
    expect(debug).toHaveBeenCalledWith('[analytics]', 'asc_cta_interaction', expect.objectContaining({ element_text: 'Add to favourites' }))
    expect(gtag).not.toHaveBeenCalled()
  })

  it('does nothing on the server, where there is no window', () => {
    configureAnalytics({ measurementId: 'G-TEST123', debug: false })
    expect(() => trackEvent('pageView')).not.toThrow()
  })

  it('unconfigured, sends to the Google tag the page loaded (data-ga-measurement-id), else only to the console', async () => {
    const gtag = vi.fn()
    vi.stubGlobal('window', { gtag })
    vi.stubGlobal('document', { querySelector: (selector: string) => (selector === '[data-ga-measurement-id]' ? { getAttribute: () => 'G-PAGE123' } : null) })
    vi.resetModules()
    ;(await import('./track')).trackEvent('callDealer')
    expect(gtag).toHaveBeenCalledWith('event', 'callDealer', { event_id: 25 })

    gtag.mockClear()
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    vi.stubGlobal('document', { querySelector: () => null })
    vi.resetModules()
    ;(await import('./track')).trackEvent('callDealer')
    expect(gtag).not.toHaveBeenCalled()
    expect(debug).toHaveBeenCalledWith('[analytics]', 'callDealer', { event_id: 25 })
  })
})
