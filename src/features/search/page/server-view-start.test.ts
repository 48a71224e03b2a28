import { describe, expect, it, vi } from 'vitest'

import { provideServerViewStart, serverViewStart } from './server-view-start'
import type { SearchViewStart, ViewStartQuery } from './view-start'

const query = (siteSlug: string): ViewStartQuery => ({
  siteSlug,
  indexName: `stock_${siteSlug}`,
  filters: [],
  initialUiState: {},
  places: { dealerships: [], locations: [] },
})
const start = (make: string): SearchViewStart => ({
  vocabulary: { makes: [{ slug: make.toLowerCase(), name: make, models: [] }], dealerships: [], locations: [] },
  initialResults: {},
})

describe('the search view start handed from the server side to the HTML layer (issue 24: the page carries its results once)', () => {
  it('answers a rendered view from the provider, asking once however often React renders the view again', async () => {
    const provider = vi.fn(async (asked: ViewStartQuery) => start(asked.siteSlug === 'harbour-city-auto' ? 'Kia' : 'Mazda'))
    provideServerViewStart(provider)
    const harbour = query('harbour-city-auto')
    const [first, again] = [serverViewStart(harbour), serverViewStart(harbour)]
    expect(again).toBe(first)
    expect((await first).vocabulary.makes[0]!.name).toBe('Kia')
    // Another view (another request, another site) is its own answer.
    expect((await serverViewStart(query('ridgeline-toyota'))).vocabulary.makes[0]!.name).toBe('Mazda')
    expect(provider).toHaveBeenCalledTimes(2)
  })

  it('is one provider per process, found by the HTML layer’s own copy of the module', async () => {
    provideServerViewStart(async () => start('Isuzu'))
    vi.resetModules()
    const htmlLayer = await import('./server-view-start')
    expect((await htmlLayer.serverViewStart(query('harbour-city-auto'))).vocabulary.makes[0]!.name).toBe('Isuzu')
  })
})
