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
 * Normal form (what parsing gives and what the URL writer writes): values de-duplicated and sorted,
 * car types in the spec's new, demo, used order and other values by code point (the same on the
 * server and in every browser, unlike localeCompare); ranges as plain numbers, low to high.
 *
 * No zod here, unlike the other boundaries: every value arrives as a string and each check is a
 * length or a pattern (tested with junk tables and a property test), while zod/mini alone measures
 * 6.5 KB gzipped, which would take the search page (193.8 KB) over its 200 KB first-load budget.
 */
import { sortCarTypes } from '@/domain/naming'

import { STOCK_FACETS, STOCK_SORTS, stockIndexName, type StockSort } from '@/domain/stock-index'

export const RANGE_FACETS = ['price', 'km', 'year'] as const
export type RangeFacet = (typeof RANGE_FACETS)[number]
export type ListFacet = Exclude<(typeof STOCK_FACETS)[number], RangeFacet>
/** Facets that take a list of values in the URL: every stock facet except the range ones. */
export const LIST_FACETS: readonly ListFacet[] = STOCK_FACETS.filter((facet): facet is ListFacet => !(RANGE_FACETS as readonly string[]).includes(facet))

/** One index's InstantSearch UI state, exactly InstantSearch's shape (so it can be passed as initialUiState / routing state). */
export interface SearchUiState {
  query?: string
  /** 1-based; absent when 1. */
  page?: number
  /** Full index name, e.g. stock_harbour-city-auto_price-asc; absent for relevance. */
  sortBy?: string
  refinementList?: Partial<Record<ListFacet, string[]>>
  /** InstantSearch's 'min:max' strings; either side may be empty ('5000:' or ':20000'). */
  range?: Partial<Record<RangeFacet, string>>
}

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

const MAX_QUERY_LENGTH = 200
const MAX_VALUE_LENGTH = 100
const MAX_VALUES_PER_FACET = 50
const MAX_PAGE = 1000
/** Whole numbers or decimals, never negative; digit limits keep the written number exactly the one read. */
const AMOUNT = /^\d{1,12}(?:\.\d{1,4})?$/
const YEARS = { min: 1900, max: 2100 }
const SORT_KEYS = (Object.keys(STOCK_SORTS) as StockSort[]).filter((sort) => sort !== 'relevance')
const LIST_FACET_NAMES = new Set<string>(LIST_FACETS)
const RANGE_FACET_NAMES = new Set<string>(RANGE_FACETS)
/** refinementList[body], refinementList[body][] and refinementList[body][0]: how InstantSearch's own router writes lists. */
const REFINEMENT_LIST_KEY = /^refinementList\[(\w{1,40})\](?:\[\d{0,3}\])?$/
const RANGE_KEY = /^range\[(\w{1,40})\]$/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** What a path names, as the refinements it stands for. */
type PathRefinements = Partial<Record<ListFacet, string[]>>
type SearchPath = { segments: string[]; refinements: PathRefinements; heading: string }

/** The same for a whole URL (a link's href, the browser's location): its path after /search and its query string. */
export function parseSearchUrl(url: URL, vocabulary: SearchVocabulary, siteSlug: string): SearchRoute {
  return parseSearchRoute({ path: url.pathname.replace(/^\/search\/?/, '').split('/').filter(Boolean), query: url.searchParams }, vocabulary, siteSlug)
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

/**
 * A state in normal form, anything invalid dropped: the state parsing gives, and the one the URL
 * writer writes. Takes untrusted input (a browser's state can hold anything), so no value's type is assumed.
 */
export function normaliseSearchUiState(state: { [K in keyof SearchUiState]?: unknown }, siteSlug: string): SearchUiState {
  const clean: SearchUiState = {}
  const query = typeof state.query === 'string' ? state.query.trim() : ''
  if (isText(query, MAX_QUERY_LENGTH)) clean.query = query
  const page = typeof state.page === 'string' && /^\d{1,4}$/.test(state.page) ? Number(state.page) : state.page
  if (typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= MAX_PAGE) clean.page = page
  const sortBy = typeof state.sortBy === 'string' ? SORT_KEYS.find((key) => state.sortBy === key || state.sortBy === stockIndexName(siteSlug, key)) : undefined
  if (sortBy) clean.sortBy = stockIndexName(siteSlug, sortBy)
  const lists = asRecord(state.refinementList)
  for (const facet of LIST_FACETS) {
    const values = cleanFacetValues(facet, lists[facet])
    if (values.length > 0) (clean.refinementList ??= {})[facet] = values
  }
  const ranges = asRecord(state.range)
  for (const facet of RANGE_FACETS) {
    const range = cleanRange(facet, ranges[facet])
    if (range) (clean.range ??= {})[facet] = range
  }
  return clean
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
    ...(make && model ? [{ segments: [make.slug, model.slug], refinements: { make: [make.name], model: [model.name] }, heading: `${make.name} ${model.name}` }] : []),
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
  else if (query && typeof query === 'object') for (const [key, value] of Object.entries(query)) for (const item of Array.isArray(value) ? value : [value]) pairs.push([key, item])
  const params = new Map<string, string[]>()
  for (const [key, value] of pairs) {
    if (typeof value !== 'string') continue
    const listFacet = REFINEMENT_LIST_KEY.exec(key)?.[1]
    const rangeFacet = RANGE_KEY.exec(key)?.[1]
    const name = listFacet !== undefined ? (LIST_FACET_NAMES.has(listFacet) ? listFacet : null)
      : rangeFacet !== undefined ? (RANGE_FACET_NAMES.has(rangeFacet) ? rangeFacet : null)
      : ['query', 'page', 'sortBy'].includes(key) || LIST_FACET_NAMES.has(key) || RANGE_FACET_NAMES.has(key) ? key : null
    if (name !== null && value.trim() !== '') params.set(name, [...(params.get(name) ?? []), value])
  }
  return params
}

/** A facet's values de-duplicated and sorted; a list longer than a shopper could tick is junk. */
function cleanFacetValues(facet: ListFacet, values: unknown): string[] {
  if (!Array.isArray(values)) return []
  const valid = values.filter((value): value is string => isText(value, MAX_VALUE_LENGTH))
  const unique = facet === 'car_type' ? sortCarTypes(valid) : [...new Set(valid)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return unique.length > MAX_VALUES_PER_FACET ? [] : unique
}

/** 'min:max' with plain numbers, low to high; either side may be open, not both. */
function cleanRange(facet: RangeFacet, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH) return undefined
  const sides = value.split(':')
  if (sides.length !== 2) return undefined
  const bounds = sides.map((side) => side.trim()).map((side) => (side === '' ? null : cleanBound(facet, side)))
  if (bounds.includes(undefined) || bounds.every((bound) => bound === null)) return undefined
  const [min, max] = bounds as [number | null, number | null]
  const [low, high] = min !== null && max !== null && min > max ? [max, min] : [min, max]
  return `${low ?? ''}:${high ?? ''}`
}

function cleanBound(facet: RangeFacet, text: string): number | undefined {
  if (facet !== 'year') return AMOUNT.test(text) ? Number(text) : undefined
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN
  return year >= YEARS.min && year <= YEARS.max ? year : undefined
}

/** A path segment, decoded and lower-cased; a malformed %-sequence is null (an unknown slug). */
function decodeSlug(segment: string): string | null {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return null
  }
}

/** Non-blank, short enough, and no lone UTF-16 surrogate (a URL cannot carry one, so it would not read back). */
function isText(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxLength && !LONE_SURROGATE.test(value)
}

const sameSlug = (slug: string, segment: string) => slug.toLowerCase() === segment

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

/**
 * The Algolia search parameters a UI state stands for, for server-side counts (facet link tiles):
 * values of one facet are ORed, facets ANDed, ranges inclusive, as InstantSearch sends them.
 */
export function searchParamsForState(state: SearchUiState): { query: string; facetFilters: string[][]; numericFilters: string[] } {
  const facetFilters = Object.entries(state.refinementList ?? {}).flatMap(([facet, values]) => (values && values.length > 0 ? [values.map((value) => `${facet}:${value}`)] : []))
  const numericFilters = Object.entries(state.range ?? {}).flatMap(([facet, range]) => {
    const [min, max] = (range ?? '').split(':')
    return [...(min ? [`${facet}>=${Number(min)}`] : []), ...(max ? [`${facet}<=${Number(max)}`] : [])]
  })
  return { query: state.query ?? '', facetFilters, numericFilters }
}
