import { EngineError } from './errors'
import type { HighlightTags } from './highlight'
import type { EngineIndex } from './types'
import type { SearchParams } from '../port'

const MAX_HITS_PER_PAGE = 1000
const MAX_VALUES_PER_FACET = 1000

/** A non-negative integer parameter, defaulted and capped like Algolia caps hitsPerPage. */
export function intParam(params: SearchParams, name: keyof SearchParams, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = params[name]
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new EngineError(`Invalid value for parameter ${String(name)}: expected a non-negative integer`)
  }
  return Math.min(value, max)
}

/** A list parameter given as an array or as Algolia's comma-separated string. */
function listParam(params: SearchParams, name: keyof SearchParams): string[] | undefined {
  const value = params[name]
  if (value === undefined) return undefined
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[]
  throw new EngineError(`Invalid value for parameter ${String(name)}: expected a list of strings`)
}

function stringParam(params: SearchParams, name: keyof SearchParams, fallback: string): string {
  const value = params[name]
  if (value === undefined) return fallback
  if (typeof value !== 'string') throw new EngineError(`Invalid value for parameter ${String(name)}: expected a string`)
  return value
}

export interface Pagination {
  page: number
  hitsPerPage: number
  nbPages: number
  /** Present when the query used offset/length instead of page/hitsPerPage. */
  offset?: number
  length?: number
  /** Ranks [start, end) to return, already cut at paginationLimitedTo. */
  start: number
  end: number
}

/**
 * page/hitsPerPage (default 20, capped at 1000) or offset/length. Nothing past paginationLimitedTo
 * is returned, and nbPages counts only reachable pages; nbHits stays the true count.
 */
export function paginate(params: SearchParams, nbHits: number, limit: number): Pagination {
  const perPage = intParam(params, 'hitsPerPage', 20, MAX_HITS_PER_PAGE)
  const pages = (size: number) => (size > 0 ? Math.ceil(Math.min(nbHits, limit) / size) : 0)
  if (params.offset !== undefined || params.length !== undefined) {
    const offset = intParam(params, 'offset', 0)
    const length = intParam(params, 'length', perPage, MAX_HITS_PER_PAGE)
    const page = length > 0 ? Math.floor(offset / length) : 0
    const window = { start: Math.min(offset, limit), end: Math.min(offset + length, limit) }
    return { page, hitsPerPage: length, nbPages: pages(length), offset, length, ...window }
  }
  const page = intParam(params, 'page', 0)
  const start = Math.min(page * perPage, limit)
  return { page, hitsPerPage: perPage, nbPages: pages(perPage), start, end: Math.min(start + perPage, limit) }
}

export interface ResponseOptions {
  /** Facets to count: declared, not filterOnly, `*` expanded, unknown names dropped. */
  facets: string[]
  maxValuesPerFacet: number
  sortFacetValuesBy: 'count' | 'alpha'
  /** `include` undefined means every attribute (`*`); `exclude` holds `-attr` entries. */
  retrieve: { include: Set<string> | undefined; exclude: Set<string> }
  highlight: string[] | '*'
  tags: HighlightTags
}

export function responseOptions(index: EngineIndex, params: SearchParams): ResponseOptions {
  const requested = listParam(params, 'facets') ?? []
  const facetable = [...index.facets.values()].filter((field) => !field.filterOnly).map((field) => field.attribute)
  const facets = requested.includes('*') ? facetable : [...new Set(requested)].filter((name) => facetable.includes(name))
  const sortFacetValuesBy = stringParam(params, 'sortFacetValuesBy', 'count')
  if (sortFacetValuesBy !== 'count' && sortFacetValuesBy !== 'alpha') throw new EngineError('Invalid value for parameter sortFacetValuesBy')
  const retrieve = listParam(params, 'attributesToRetrieve') ?? ['*']
  const highlight = listParam(params, 'attributesToHighlight') ?? index.text.highlightAttributes
  return {
    facets,
    maxValuesPerFacet: intParam(params, 'maxValuesPerFacet', 100, MAX_VALUES_PER_FACET),
    sortFacetValuesBy,
    retrieve: {
      include: retrieve.includes('*') ? undefined : new Set(retrieve.filter((name) => !name.startsWith('-'))),
      exclude: new Set(retrieve.filter((name) => name.startsWith('-')).map((name) => name.slice(1))),
    },
    highlight: highlight.includes('*') ? '*' : highlight,
    tags: highlightTags(params),
  }
}

export function highlightTags(params: SearchParams): HighlightTags {
  return { pre: stringParam(params, 'highlightPreTag', '<em>'), post: stringParam(params, 'highlightPostTag', '</em>') }
}

/**
 * The `params` echo: the request's parameters URL-encoded, arrays and objects as JSON. Text with a
 * lone surrogate (valid in JSON, not in UTF-8) is echoed with U+FFFD in its place: encodeURIComponent
 * throws on it, which answered a search with a 500 (found by the hostile-input suite, issue 16).
 */
export function encodeParams(params: SearchParams): string {
  const encode = (text: string) => encodeURIComponent(text.toWellFormed())
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encode(key)}=${encode(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&')
}
