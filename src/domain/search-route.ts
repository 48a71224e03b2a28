/**
 * The search page's URL and InstantSearch's UI state, each way (spec §2 "Routes" and "Search
 * page"). Pure, so the server page (404s, canonical redirects, first results) and the browser's
 * InstantSearch router read and write URLs the same way.
 *
 * Path: /search/{car types} | /search/{make}[/{model}] | /search/{dealership} | /search/{location}.
 * Slugs match case-insensitively. When one slug names several things, the first of these wins:
 *   1. a car-type path (new-used-and-demo-cars, used-cars, demo-cars, new-cars, new-and-demo-cars)
 *   2. a make (only a make takes a second segment, its model)
 *   3. a dealership
 *   4. a location
 * The URL writer never puts a name on the path that an earlier kind shadows (it goes in the query
 * string instead), so every URL it writes reads back as the same state.
 *
 * Query string: query, page, sortBy (short sort key), one repeated parameter per list facet
 * (body=SUV&body=Ute), one `min:max` parameter per range facet (price=5000:20000), and
 * InstantSearch's own refinementList[body][0]=SUV and range[price]=5000:20000. Junk is dropped,
 * never thrown: a crawler's or an old campaign's odd link still gets a page.
 *
 * Both read and write the state in its normal form (./search-state.ts).
 */
import { stockIndexName } from '@/domain/stock-index'

import {
  asRecord,
  cleanFacetValues,
  LIST_FACETS,
  MAX_VALUES_PER_FACET,
  normaliseSearchUiState,
  RANGE_FACETS,
  SORT_KEYS,
  type ListFacet,
  type RangeFacet,
  type SearchUiState,
} from './search-state'

// The route's functions take and give the state, so its type is part of this module's API too.

/** The slugs the path can name, built by the server from the site's stock facets and its dealerships/locations. */
export interface SearchVocabulary {
  makes: Array<{ slug: string; name: string; models: Array<{ slug: string; name: string }> }>
  dealerships: Array<{ slug: string; name: string }>
  locations: Array<{ slug: string; name: string }>
}

export type SearchRoute = { found: true; state: SearchUiState; canonicalPath: string } | { found: false }
export type SearchQueryInput = URLSearchParams | Record<string, string | string[] | undefined>

/** The default search path (spec §2): every car type. */
export const DEFAULT_SEARCH_PATH = 'new-used-and-demo-cars'
const CAR_TYPE_PATHS: ReadonlyArray<{ slug: string; carTypes: readonly string[]; heading: string }> = [
  { slug: DEFAULT_SEARCH_PATH, carTypes: [], heading: 'New, used and demo cars' },
  { slug: 'used-cars', carTypes: ['used'], heading: 'Used cars' },
  { slug: 'demo-cars', carTypes: ['demo'], heading: 'Demo cars' },
  { slug: 'new-cars', carTypes: ['new'], heading: 'New cars' },
  { slug: 'new-and-demo-cars', carTypes: ['new', 'demo'], heading: 'New and demo cars' },
]

const LIST_FACET_NAMES = new Set<string>(LIST_FACETS)
const RANGE_FACET_NAMES = new Set<string>(RANGE_FACETS)
/** refinementList[body], refinementList[body][] and refinementList[body][0]: how InstantSearch's own router writes lists. */
const REFINEMENT_LIST_KEY = /^refinementList\[(\w{1,40})\](?:\[\d{0,3}\])?$/
const RANGE_KEY = /^range\[(\w{1,40})\]$/

/** What a path names, as the refinements it stands for. */
type PathRefinements = Partial<Record<ListFacet, string[]>>
type SearchPath = { segments: string[]; refinements: PathRefinements; heading: string }

/** The same for a whole URL (a link's href, the browser's location): its path after /search and its query string. */
export function parseSearchUrl(url: URL, vocabulary: SearchVocabulary, siteSlug: string): SearchRoute {
  return parseSearchRoute(
    {
      path: url.pathname
        .replace(/^\/search\/?/, '')
        .split('/')
        .filter(Boolean),
      query: url.searchParams,
    },
    vocabulary,
    siteSlug,
  )
}

/** Reads the page's URL (path after /search, and the query string); `found: false` means the page answers 404. */
export function parseSearchRoute(input: { path: readonly string[]; query: SearchQueryInput }, vocabulary: SearchVocabulary, siteSlug: string): SearchRoute {
  const fromPath = resolvePath(input.path, vocabulary)
  if (!fromPath) return { found: false }
  const params = readQueryString(input.query)
  // A single-value parameter given twice is ambiguous; neither is taken.
  const single = (name: string) => (params.get(name)?.length === 1 ? params.get(name)?.[0] : undefined)
  const refinementList: Partial<Record<ListFacet, string[]>> = {}
  for (const facet of LIST_FACETS) {
    const fromQuery = params.get(facet) ?? []
    refinementList[facet] = [...(fromPath[facet] ?? []), ...(fromQuery.length > MAX_VALUES_PER_FACET ? [] : fromQuery)]
  }
  const range: Partial<Record<RangeFacet, string>> = {}
  for (const facet of RANGE_FACETS) range[facet] = single(facet)
  const rawState = { query: single('query'), page: single('page'), sortBy: single('sortBy'), refinementList, range }
  const state = normaliseSearchUiState(rawState, siteSlug)
  return { found: true, state, canonicalPath: searchRouteHref(state, vocabulary, siteSlug) }
}

/** The pretty URL for a state, starting /search/: the path names what it can, the query string carries the rest. */
export function searchRouteHref(state: SearchUiState, vocabulary: SearchVocabulary, siteSlug: string): string {
  const clean = normaliseSearchUiState(state, siteSlug)
  const path = choosePath(clean, vocabulary)
  const params = new URLSearchParams()
  if (clean.query) params.append('query', clean.query)
  for (const facet of LIST_FACETS) {
    const onPath = path.refinements[facet] ?? []
    for (const value of clean.refinementList?.[facet] ?? []) if (!onPath.includes(value)) params.append(facet, value)
  }
  for (const facet of RANGE_FACETS) if (clean.range?.[facet]) params.append(facet, clean.range[facet])
  const sort = SORT_KEYS.find((key) => stockIndexName(siteSlug, key) === clean.sortBy)
  if (sort) params.append('sortBy', sort)
  if (clean.page) params.append('page', String(clean.page))
  const search = params.toString()
  return `/search/${path.segments.join('/')}${search ? `?${search}` : ''}`
}

/** The page's H1 in the dealer's words ("Used cars", "Toyota HiLux", "Cars at Harbour City Auto"), from what the path names. */
export function searchPathHeading(state: SearchUiState, vocabulary: SearchVocabulary): string {
  return choosePath(state, vocabulary).heading
}

/** The path's refinements, or null when it names nothing (the page answers 404). */
function resolvePath(path: readonly string[], vocabulary: SearchVocabulary): PathRefinements | null {
  // Empty segments are the slashes of /search/ and /search/used-cars/.
  const segments = path.filter((segment) => segment !== '').map(decodeSlug)
  if (segments.length === 0) return {}
  if (segments.length > 2 || segments.includes(null)) return null
  const [first, model] = segments as [string, string | undefined]
  const carTypePath = CAR_TYPE_PATHS.find((candidate) => candidate.slug === first)
  const make = carTypePath ? undefined : vocabulary.makes.find((candidate) => sameSlug(candidate.slug, first))
  if (model !== undefined) {
    const found = make?.models.find((candidate) => sameSlug(candidate.slug, model))
    return make && found ? { make: [make.name], model: [found.name] } : null
  }
  if (carTypePath) return carTypePath.carTypes.length > 0 ? { car_type: [...carTypePath.carTypes] } : {}
  if (make) return { make: [make.name] }
  const dealership = vocabulary.dealerships.find((candidate) => sameSlug(candidate.slug, first))
  if (dealership) return { dealership_name: [dealership.name] }
  const location = vocabulary.locations.find((candidate) => sameSlug(candidate.slug, first))
  return location ? { location_name: [location.name] } : null
}

/** The path for a state, in the order of spec §2's routes: one make (and model), one dealership, one location, car types, else the default. */
function choosePath(state: SearchUiState, vocabulary: SearchVocabulary): SearchPath {
  const only = (facet: ListFacet) => {
    const values = cleanFacetValues(facet, asRecord(state.refinementList)[facet])
    return values.length === 1 ? values[0] : undefined
  }
  const make = vocabulary.makes.find((candidate) => candidate.name === only('make'))
  const model = make?.models.find((candidate) => candidate.name === only('model'))
  const dealership = vocabulary.dealerships.find((candidate) => candidate.name === only('dealership_name'))
  const location = vocabulary.locations.find((candidate) => candidate.name === only('location_name'))
  const carTypes = cleanFacetValues('car_type', asRecord(state.refinementList).car_type).join()
  const carTypePath = CAR_TYPE_PATHS.find((candidate) => candidate.carTypes.length > 0 && candidate.carTypes.join() === carTypes)
  const candidates: SearchPath[] = [
    ...(make && model
      ? [{ segments: [make.slug, model.slug], refinements: { make: [make.name], model: [model.name] }, heading: `${make.name} ${model.name}` }]
      : []),
    ...(make ? [{ segments: [make.slug], refinements: { make: [make.name] }, heading: `${make.name} cars` }] : []),
    ...(dealership ? [{ segments: [dealership.slug], refinements: { dealership_name: [dealership.name] }, heading: `Cars at ${dealership.name}` }] : []),
    ...(location ? [{ segments: [location.slug], refinements: { location_name: [location.name] }, heading: `Cars at ${location.name}` }] : []),
    ...(carTypePath ? [{ segments: [carTypePath.slug], refinements: { car_type: [...carTypePath.carTypes] }, heading: carTypePath.heading }] : []),
  ].map((candidate) => ({ ...candidate, segments: candidate.segments.map(encodeURIComponent) }))
  // A slug shadowed by an earlier kind (or repeated in the vocabulary) would read back as something else.
  const readsBack = (candidate: SearchPath) => JSON.stringify(resolvePath(candidate.segments, vocabulary)) === JSON.stringify(candidate.refinements)
  return candidates.find(readsBack) ?? { segments: [DEFAULT_SEARCH_PATH], refinements: {}, heading: CAR_TYPE_PATHS[0]!.heading }
}

/** Every query-string value under its facet or parameter name; unknown names (and `__proto__`) never get in. */
function readQueryString(query: SearchQueryInput): Map<string, string[]> {
  const pairs: Array<[string, unknown]> = []
  if (query instanceof URLSearchParams) query.forEach((value, key) => pairs.push([key, value]))
  else if (query && typeof query === 'object')
    for (const [key, value] of Object.entries(query)) for (const item of Array.isArray(value) ? value : [value]) pairs.push([key, item])
  const params = new Map<string, string[]>()
  for (const [key, value] of pairs) {
    if (typeof value !== 'string') continue
    const listFacet = REFINEMENT_LIST_KEY.exec(key)?.[1]
    const rangeFacet = RANGE_KEY.exec(key)?.[1]
    const name =
      listFacet !== undefined
        ? LIST_FACET_NAMES.has(listFacet)
          ? listFacet
          : null
        : rangeFacet !== undefined
          ? RANGE_FACET_NAMES.has(rangeFacet)
            ? rangeFacet
            : null
          : ['query', 'page', 'sortBy'].includes(key) || LIST_FACET_NAMES.has(key) || RANGE_FACET_NAMES.has(key)
            ? key
            : null
    if (name !== null && value.trim() !== '') params.set(name, [...(params.get(name) ?? []), value])
  }
  return params
}

/** A path segment, decoded and lower-cased; a malformed %-sequence is null (an unknown slug). */
function decodeSlug(segment: string): string | null {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return null
  }
}

const sameSlug = (slug: string, segment: string) => slug.toLowerCase() === segment
