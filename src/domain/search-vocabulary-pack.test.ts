import { describe, expect, it } from 'vitest'

import { parseSearchRoute, searchRouteHref } from './search-route'
import { vocabulary, SITE } from './search-route.test-data'
import { packSearchVocabulary, unpackSearchVocabulary } from './search-vocabulary-pack'

describe('the search vocabulary the page sends to the browser (spec §2 search paths)', () => {
  const unpacked = unpackSearchVocabulary(JSON.parse(JSON.stringify(packSearchVocabulary(vocabulary))))

  it('reads and writes the same search paths as the server’s vocabulary', () => {
    // Dealership and location slugs are the dealer's own (not derived from their names): kept as they are.
    for (const path of [['land-rover', 'range-rover'], ['toyota', 'landcruiser-70'], ['mazda'], ['caravan-yard'], ['harbour-city-auto']]) {
      const onServer = parseSearchRoute({ path, query: {} }, vocabulary, SITE)
      expect(parseSearchRoute({ path, query: {} }, unpacked, SITE)).toEqual(onServer)
      if (onServer.found) expect(searchRouteHref(onServer.state, unpacked, SITE)).toBe(searchRouteHref(onServer.state, vocabulary, SITE))
    }
  })

  it('is smaller than the vocabulary itself', () => {
    expect(JSON.stringify(packSearchVocabulary(vocabulary)).length).toBeLessThan(JSON.stringify(vocabulary).length * 0.8)
  })
})
