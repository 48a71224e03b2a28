import { parseSearchRoute, searchRouteHref, type SearchQueryInput, type SearchVocabulary } from './search-route'
import type { SearchUiState } from './search-state'

/** What the search-route tests read and write URLs against. */
export const SITE = 'harbour-city-auto'
export const DEFAULT_HREF = '/search/new-used-and-demo-cars'

/** A small site with the slug clashes real sites have: a dealership slugged like a make, a location like its dealership. */
export const vocabulary: SearchVocabulary = {
  makes: [
    {
      slug: 'toyota',
      name: 'Toyota',
      models: [
        { slug: 'hilux', name: 'HiLux' },
        { slug: 'corolla', name: 'Corolla' },
        { slug: 'landcruiser-70', name: 'LandCruiser 70' },
      ],
    },
    {
      slug: 'mazda',
      name: 'Mazda',
      models: [
        { slug: 'cx-5', name: 'CX-5' },
        { slug: 'bt-50', name: 'BT-50' },
      ],
    },
    { slug: 'land-rover', name: 'Land Rover', models: [{ slug: 'range-rover', name: 'Range Rover' }] },
  ],
  dealerships: [
    { slug: 'harbour-city-auto', name: 'Harbour City Auto' },
    { slug: 'mazda', name: 'Northside Mazda' },
  ],
  locations: [
    { slug: 'harbour-city-auto', name: 'Harbour City Auto Bayside' },
    { slug: 'caravan-yard', name: 'Caravan Yard' },
    { slug: 'used-cars', name: 'Used Cars Centre' },
  ],
}

export const parse = (path: string[], query: SearchQueryInput = {}) => parseSearchRoute({ path, query }, vocabulary, SITE)
export const parseUrl = (href: string) => parseSearchRoute(hrefParts(href), vocabulary, SITE)
export const href = (state: SearchUiState) => searchRouteHref(state, vocabulary, SITE)

/** What the page gets for a URL: the (still encoded) segments after /search, and the query string. */
export function hrefParts(url: string): { path: string[]; query: URLSearchParams } {
  const parsed = new URL(url, 'https://harbour-city-auto.example')
  return { path: parsed.pathname.split('/').slice(2), query: parsed.searchParams }
}

/** Next.js's searchParams shape: one string, or an array for a repeated parameter. */
export function nextSearchParams(query: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {}
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key)
    record[key] = values.length === 1 ? values[0]! : values
  }
  return record
}
