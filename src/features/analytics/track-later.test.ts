import { afterEach, describe, expect, it, vi } from 'vitest'

import { configureAnalytics } from './track'
import { trackEventLater } from './track-later'

afterEach(() => configureAnalytics())

describe('trackEventLater (spec §7 event ids, sent from a chunk loaded on first use)', () => {
  it('sends the spec event and its ASC event once the analytics code has loaded', async () => {
    const sink = vi.fn()
    configureAnalytics({ debug: false, sinks: [sink] })

    trackEventLater('searchView', { resultCount: 3 })

    await vi.waitFor(() => expect(sink).toHaveBeenCalledTimes(2))
    expect(sink.mock.calls.map(([event]) => event.name)).toEqual(['searchView', 'asc_pageview'])
  })
})
