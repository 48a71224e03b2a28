/**
 * The search page's state: the facets it refines, InstantSearch's UI state for one index, that
 * state's normal form, and the Algolia parameters it stands for. The URL is ./search-route.ts.
 *
 * Normal form (what parsing a URL gives and what the URL writer writes): values de-duplicated and
 * sorted, car types in the spec's new, demo, used order and other values by code point (the same on
 * the server and in every browser, unlike localeCompare); ranges as plain numbers, low to high.
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

const MAX_QUERY_LENGTH = 200
const MAX_VALUE_LENGTH = 100
/** More values than a shopper could tick: the whole list is junk. */
export const MAX_VALUES_PER_FACET = 50
const MAX_PAGE = 1000
/** Whole numbers or decimals, never negative; digit limits keep the written number exactly the one read. */
const AMOUNT = /^\d{1,12}(?:\.\d{1,4})?$/
const YEARS = { min: 1900, max: 2100 }
/** The sorts a state can name; relevance is the default, named by none. */
export const SORT_KEYS = (Object.keys(STOCK_SORTS) as StockSort[]).filter((sort) => sort !== 'relevance')
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

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

/** A facet's values de-duplicated and sorted; a list longer than a shopper could tick is junk. */
export function cleanFacetValues(facet: ListFacet, values: unknown): string[] {
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

/** Non-blank, short enough, and no lone UTF-16 surrogate (a URL cannot carry one, so it would not read back). */
function isText(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxLength && !LONE_SURROGATE.test(value)
}

/**
 * What Clear Filters leaves of a search: the query goes with the filters, ranges and page (a search
 * that found nothing for its words must not find nothing again; issue 41); the sort stays, and so
 * does whatever else InstantSearch keeps in the state.
 */
export function clearedSearchState<State extends SearchUiState>(state: State): Omit<State, 'query' | 'page' | 'refinementList' | 'range'> {
  const { query: _query, page: _page, refinementList: _refinementList, range: _range, ...kept } = state
  return kept
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/**
 * The Algolia search parameters a UI state stands for, for server-side counts (facet link tiles):
 * values of one facet are ORed, facets ANDed, ranges inclusive, as InstantSearch sends them.
 */
export function searchParamsForState(state: SearchUiState): { query: string; facetFilters: string[][]; numericFilters: string[] } {
  const facetFilters = Object.entries(state.refinementList ?? {}).flatMap(([facet, values]) =>
    values && values.length > 0 ? [values.map((value) => `${facet}:${value}`)] : [],
  )
  const numericFilters = Object.entries(state.range ?? {}).flatMap(([facet, range]) => {
    const [min, max] = (range ?? '').split(':')
    return [...(min ? [`${facet}>=${Number(min)}`] : []), ...(max ? [`${facet}<=${Number(max)}`] : [])]
  })
  return { query: state.query ?? '', facetFilters, numericFilters }
}
