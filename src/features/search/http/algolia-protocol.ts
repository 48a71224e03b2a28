import { z } from 'zod'

import type { SearchParams } from '../port'
import { clientErrorStatus, type StockQuery, type StockQueryResult } from '../port'
import { callOverLimits, MAX_FILTER_NESTING, MAX_PARAM_NESTING, nestsDeeperThan } from './call-limits'

/**
 * The Algolia search protocol as the unmodified algoliasearch v5 client and InstantSearch speak it,
 * decoded into port queries. Only search paths exist here: the endpoint never accepts writes.
 *
 *   POST /1/indexes/{any}/queries             multi-query: { requests: [...] } (the path index is ignored, as Algolia does)
 *   POST /1/indexes/{index}/query             one search: { params } or flattened params
 *   POST /1/indexes/{index}/facets/{facet}/query   searchForFacetValues
 *
 * The body arrives as JSON sent with `content-type: text/plain` (so browsers skip the CORS
 * preflight); it is parsed whatever the content type says. What one call may ask for (queries,
 * hits, facets, filter nesting) is limited in ./call-limits.ts.
 */

export const MAX_QUERIES_PER_CALL = 50

export interface AlgoliaHttpRequest {
  method: string
  /** Path from `/1/...` on. */
  path: string
  query: URLSearchParams
  headers: Headers
  body: string
}

export interface AlgoliaHttpResponse {
  status: number
  body: unknown
}

export interface SearchCredentials {
  appId: string
  apiKey: string
}

export class ProtocolError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ProtocolError'
  }
}

/** Parameters whose values are text even when they look like numbers or JSON (`query=2020`). */
const TEXT_PARAMS = new Set([
  'query',
  'filters',
  'facetQuery',
  'highlightPreTag',
  'highlightPostTag',
  'queryType',
  'sortFacetValuesBy',
  'snippetEllipsisText',
  'userToken',
  'analyticsTags',
])

/** Parameters that are a list or one text (`optionalWords=2020` is the word "2020", not a number). */
const LIST_OR_TEXT_PARAMS = new Set(['optionalWords'])

/** Decodes Algolia's `params` string: URL-encoded, with arrays, numbers and booleans as JSON. */
export function decodeParamsString(params: string): Record<string, unknown> {
  const decoded: Record<string, unknown> = {}
  for (const [key, raw] of new URLSearchParams(params)) {
    if (TEXT_PARAMS.has(key)) decoded[key] = raw
    else if (LIST_OR_TEXT_PARAMS.has(key)) decoded[key] = raw.startsWith('[') ? jsonOrText(raw) : raw
    else decoded[key] = jsonOrText(raw)
  }
  return decoded
}

function jsonOrText(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

/**
 * Algolia's array filters, two levels at most: an AND list whose entries may be OR lists. Not a
 * recursive schema: that overflowed the stack on filters nested thousands deep (issue 16 item 4);
 * paramsOf refuses deeper nesting with its own message before this runs.
 */
const FILTER_PARAMS = new Set(['facetFilters', 'numericFilters', 'tagFilters'])
const filterList = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))])
const nonNegativeInt = z.number().int().min(0)
const stringList = z.union([z.string(), z.array(z.string())])
/** ignorePlurals and removeStopWords: on, off, or on for these languages (Algolia's codes, e.g. "en", "pt-br"). */
const languages = (booleanText: boolean) =>
  z.union(
    [
      z.boolean(),
      ...(booleanText ? [z.enum(['true', 'false'])] : []),
      z.array(z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, { error: 'expected a language code such as "en"' })),
    ],
    {
      error: 'expected true, false or a list of language codes such as ["en"]',
    },
  )

/** The parameters the engine honours, typed; anything else passes through untouched (Algolia ignores unknown ones). */
const searchParamsSchema = z
  .object({
    query: z.string(),
    filters: z.string(),
    facetFilters: filterList,
    numericFilters: filterList,
    tagFilters: filterList,
    facets: stringList,
    maxValuesPerFacet: nonNegativeInt,
    sortFacetValuesBy: z.enum(['count', 'alpha']),
    page: nonNegativeInt,
    hitsPerPage: nonNegativeInt,
    offset: nonNegativeInt,
    length: nonNegativeInt,
    attributesToRetrieve: stringList,
    attributesToHighlight: stringList,
    highlightPreTag: z.string(),
    highlightPostTag: z.string(),
    queryType: z.enum(['prefixLast', 'prefixAll', 'prefixNone']),
    maxFacetHits: nonNegativeInt,
    // The query-time text settings (issue 40), with the types Algolia's v5 client sends them in.
    typoTolerance: z.union([z.boolean(), z.enum(['min', 'strict', 'true', 'false'])], { error: 'expected true, false, "min" or "strict"' }),
    minWordSizefor1Typo: nonNegativeInt,
    minWordSizefor2Typos: nonNegativeInt,
    allowTyposOnNumericTokens: z.boolean(),
    disableTypoToleranceOnAttributes: z.array(z.string()),
    ignorePlurals: languages(true),
    removeStopWords: languages(false),
    removeWordsIfNoResults: z.enum(['none', 'lastWords', 'firstWords', 'allOptional']),
    optionalWords: z.union([z.string(), z.array(z.string())], { error: 'expected a word or a list of words' }),
    advancedSyntax: z.boolean(),
    synonyms: z.boolean(),
    getRankingInfo: z.boolean(),
  })
  .partial()
  .catchall(z.unknown())

const requestSchema = z
  .object({
    indexName: z.string().min(1),
    type: z.enum(['default', 'facet']).optional(),
    params: z.string().optional(),
    facet: z.string().optional(),
    facetQuery: z.string().optional(),
  })
  .catchall(z.unknown())

const multiQuerySchema = z.object({
  requests: z.array(z.unknown()),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
})

const ENVELOPE_KEYS = new Set(['indexName', 'type', 'params', 'facet'])

function parseJsonBody(body: string): unknown {
  if (body.trim() === '') return {}
  try {
    return JSON.parse(body)
  } catch {
    // A SyntaxError, or a RangeError should a parser run out of stack on deep nesting: the caller's fault either way.
    throw new ProtocolError('Invalid JSON', 400)
  }
}

/** Flattened params plus the older `params` string (flattened values win, as in the v5 client). */
function paramsOf(source: Record<string, unknown>, where: string): SearchParams {
  const flattened = Object.fromEntries(Object.entries(source).filter(([key]) => !ENVELOPE_KEYS.has(key)))
  const merged = { ...(typeof source.params === 'string' ? decodeParamsString(source.params) : {}), ...flattened }
  for (const [name, value] of Object.entries(merged)) {
    if (FILTER_PARAMS.has(name)) {
      if (nestsDeeperThan(value, MAX_FILTER_NESTING)) throw new ProtocolError(`${name}: nested too deeply (at most ${MAX_FILTER_NESTING} levels)${where}`, 400)
    } else if (nestsDeeperThan(value, MAX_PARAM_NESTING)) {
      throw new ProtocolError(`Invalid value for parameter ${name}${where}: nested too deeply (at most ${MAX_PARAM_NESTING} levels)`, 400)
    }
  }
  const parsed = searchParamsSchema.safeParse(merged)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ProtocolError(`Invalid value for parameter ${issue.path.join('.') || '(params)'}${where}: ${issue.message}`, 400)
  }
  return parsed.data as SearchParams
}

function toQuery(raw: unknown, position: number): StockQuery {
  const where = ` in request ${position}`
  const parsed = requestSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ProtocolError(`Invalid request ${position}: ${issue.path.join('.') || 'request'} ${issue.message}`, 400)
  }
  const request = parsed.data
  const params = paramsOf(request, where)
  if (request.type === 'facet') {
    if (!request.facet) throw new ProtocolError(`Missing facet${where}: facet searches need a facet name`, 400)
    const facetQuery = typeof params.facetQuery === 'string' ? params.facetQuery : (request.facetQuery ?? '')
    const { facetQuery: _ignored, ...rest } = params
    return { type: 'facet', indexName: request.indexName, facet: request.facet, facetQuery, params: rest }
  }
  return { type: 'default', indexName: request.indexName, params }
}

/** Reads one HTTP call into port queries and says how to shape the answer. */
export function decodeSearchCall(request: AlgoliaHttpRequest): { queries: StockQuery[]; shape: 'multi' | 'single' } {
  if (request.method !== 'POST') throw new ProtocolError('Method not allowed: this endpoint only searches', 405)
  const segments = request.path.split('/').filter(Boolean).map(decodeSegment)
  if (segments[0] !== '1' || segments[1] !== 'indexes') throw new ProtocolError('Not found', 404)
  const body = parseJsonBody(request.body)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ProtocolError('Invalid JSON: expected an object', 400)

  if (segments.length === 4 && segments[3] === 'queries') {
    const envelope = multiQuerySchema.safeParse(body)
    if (!envelope.success) throw new ProtocolError('Invalid body: expected { "requests": [...] }', 400)
    const { requests } = envelope.data
    if (requests.length === 0) throw new ProtocolError('requests: at least one query is needed', 400)
    if (requests.length > MAX_QUERIES_PER_CALL)
      throw new ProtocolError(`requests: too many queries (${requests.length}), the maximum is ${MAX_QUERIES_PER_CALL} per call`, 400)
    return withinLimits({ queries: requests.map(toQuery), shape: 'multi' })
  }
  const indexName = segments[2]
  if (indexName && segments.length === 4 && segments[3] === 'query') {
    return withinLimits({ queries: [toQuery({ ...body, indexName }, 0)], shape: 'single' })
  }
  if (indexName && segments.length === 6 && segments[3] === 'facets' && segments[5] === 'query') {
    return withinLimits({ queries: [toQuery({ ...body, indexName, type: 'facet', facet: segments[4] }, 0)], shape: 'single' })
  }
  throw new ProtocolError('Not found: only search paths are served here', 404)
}

/** A path segment as text; one that is not valid percent-encoding names nothing served here. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new ProtocolError('Not found: only search paths are served here', 404)
  }
}

function withinLimits<T extends { queries: StockQuery[] }>(call: T): T {
  const refusal = callOverLimits(call.queries)
  if (refusal) throw new ProtocolError(refusal, 400)
  return call
}

/** App id and key from headers or query parameters, as the client may send either. */
export function checkCredentials(request: AlgoliaHttpRequest, expected: SearchCredentials): void {
  const read = (name: string) => request.headers.get(name) ?? request.query.get(name)
  if (read('x-algolia-application-id') !== expected.appId || read('x-algolia-api-key') !== expected.apiKey) {
    throw new ProtocolError('Invalid Application-ID or API key', 403)
  }
}

/**
 * One Algolia HTTP call, answered: credentials, decoding, the search itself and Algolia-style
 * errors (`{ message, status }` with a 4xx). Server failures are rethrown for the caller to log.
 */
export async function answerSearchCall(
  request: AlgoliaHttpRequest,
  credentials: SearchCredentials,
  search: (queries: StockQuery[]) => Promise<StockQueryResult[]>,
): Promise<AlgoliaHttpResponse> {
  try {
    checkCredentials(request, credentials)
    const { queries, shape } = decodeSearchCall(request)
    const results = await search(queries)
    return { status: 200, body: shape === 'multi' ? { results } : results[0] }
  } catch (error) {
    const status = clientErrorStatus(error)
    if (status === undefined) throw error
    return { status, body: { message: (error as Error).message, status } }
  }
}
