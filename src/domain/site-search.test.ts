import { describe, expect, it } from 'vitest'

import { DEFAULT_SEARCHABLE_FIELDS } from './search-attributes'
import { siteSynonyms } from './search-synonyms'
import { DEFAULT_SITE_SEARCH, readSiteSearch } from './site-search'

describe("a site's search settings (Sites → Search)", () => {
  it('a site that never opened them searches every standard field with the standard synonyms', () => {
    expect(readSiteSearch(null)).toEqual({ searchableFields: DEFAULT_SEARCHABLE_FIELDS, synonyms: siteSynonyms(undefined) })
    expect(readSiteSearch({ searchableFields: null, standardSynonymsOff: null, synonyms: null })).toEqual(DEFAULT_SITE_SEARCH)
  })

  it('carries its own order and synonyms', () => {
    const search = readSiteSearch({
      searchableFields: ['make', 'model'],
      standardSynonymsOff: ['grey'],
      synonyms: [{ id: 'r1', type: 'synonym', words: ['van', 'caravan'] }],
    })
    expect(search.searchableFields).toEqual(['make', 'model'])
    expect(search.synonyms.map((synonym) => synonym.objectID)).not.toContain('standard-grey')
    expect(search.synonyms).toContainEqual({ objectID: 'site-r1', type: 'synonym', synonyms: ['van', 'caravan'] })
  })
})
