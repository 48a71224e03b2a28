/**
 * The stock search port. Routes, pages and the import talk to this interface only; which adapter
 * answers (the embedded engine, or hosted Algolia when its keys are configured) is decided once in
 * `src/features/search/adapters/backend.ts`.
 *
 * Errors: anything thrown with a numeric `status` between 400 and 499 is the caller's fault and its
 * `message` is safe to show (Algolia's own wording); anything else is a server failure.
 */

// The Algolia search protocol's shapes: what the port speaks, whichever adapter answers.

/** Algolia's array filter form: a flat list is ANDed, a nested list is ORed. */
export type NestedFilters = string | readonly NestedFilters[]

export interface SortKey {
  attribute: string
  direction: 'asc' | 'desc'
}

/** A record as Algolia stores it: any JSON object with a string objectID. */
export type SearchRecord = { objectID: string } & Record<string, unknown>

export interface ReplicaSettings {
  /** Sort keys applied before relevance (Algolia "standard" replica: `asc(price)` first). */
  sort: SortKey[]
}

export interface IndexSettings {
  /** Name of the primary index; replica names come from `replicas`. */
  indexName: string
  searchableAttributes: string[]
  /** May contain `searchable(x)`, `filterOnly(x)`. `_tags` and `objectID` are always filterable. */
  attributesForFaceting: string[]
  /** Attributes usable in numeric filters; by default every top-level attribute holding numbers. */
  numericAttributes?: string[]
  /** e.g. `['desc(custom_rank)']`. */
  customRanking?: string[]
  replicas?: Record<string, ReplicaSettings>
  /** Hits beyond this rank are never returned (Algolia default 1000). */
  paginationLimitedTo?: number
  /** Algolia's synonyms API objects; the embedded engine applies them at query time. */
  synonyms?: Synonym[]
  /** The text-relevance settings below are Algolia's, with Algolia's defaults when unset; queries may override the query-time ones. */
  typoTolerance?: TypoTolerance
  minWordSizefor1Typo?: number
  minWordSizefor2Typos?: number
  allowTyposOnNumericTokens?: boolean
  disableTypoToleranceOnAttributes?: string[]
  disableTypoToleranceOnWords?: string[]
  /** true, false, or a list of language codes (the engine knows English: 'en'). */
  ignorePlurals?: boolean | string[]
  removeStopWords?: boolean | string[]
  /** Algolia's ranking criteria in order (default typo, geo, words, filters, proximity, attribute, exact, custom). */
  ranking?: string[]
  removeWordsIfNoResults?: RemoveWordsIfNoResults
  optionalWords?: string[]
  advancedSyntax?: boolean
}

export type TypoTolerance = boolean | 'min' | 'strict'
export type RemoveWordsIfNoResults = 'none' | 'lastWords' | 'firstWords' | 'allOptional'

/** Algolia's synonym objects (POST /1/indexes/{index}/synonyms/batch). */
export type Synonym =
  | { objectID: string; type: 'synonym'; synonyms: string[] }
  | { objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[] }
  | { objectID: string; type: 'altCorrection1' | 'altCorrection2'; word: string; corrections: string[] }
  | { objectID: string; type: 'placeholder'; placeholder: string; replacements: string[] }

export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone'

/** The subset of Algolia v5 `SearchParamsObject` the engine honours; unknown keys are echoed and ignored. */
export interface SearchParams extends Record<string, unknown> {
  query?: string
  filters?: string
  facetFilters?: NestedFilters
  numericFilters?: NestedFilters
  tagFilters?: NestedFilters
  facets?: string | string[]
  maxValuesPerFacet?: number
  sortFacetValuesBy?: 'count' | 'alpha'
  page?: number
  hitsPerPage?: number
  offset?: number
  length?: number
  attributesToRetrieve?: string[]
  attributesToHighlight?: string[]
  highlightPreTag?: string
  highlightPostTag?: string
  queryType?: QueryType
  analytics?: boolean
  clickAnalytics?: boolean
  /** searchForFacetValues only: maximum facet hits (default 10, max 100). */
  maxFacetHits?: number
  // Query-time overrides of the index's text settings (same meaning as in IndexSettings).
  typoTolerance?: TypoTolerance
  minWordSizefor1Typo?: number
  minWordSizefor2Typos?: number
  allowTyposOnNumericTokens?: boolean
  disableTypoToleranceOnAttributes?: string[]
  ignorePlurals?: boolean | string[]
  removeStopWords?: boolean | string[]
  removeWordsIfNoResults?: RemoveWordsIfNoResults
  optionalWords?: string | string[]
  advancedSyntax?: boolean
  synonyms?: boolean
  /** Adds `_rankingInfo` to each hit. */
  getRankingInfo?: boolean
}

export type MatchLevel = 'none' | 'partial' | 'full'

export interface HighlightResultOption {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export type HighlightResult = HighlightResultOption | HighlightResult[] | { [key: string]: HighlightResult }

/** Algolia's `_rankingInfo` (the criteria the engine computes; the rest 0). */
export interface RankingInfo {
  nbTypos: number
  firstMatchedWord: number
  proximityDistance: number
  userScore: number
  geoDistance: number
  geoPrecision: number
  nbExactWords: number
  words: number
  filters: number
}

export type Hit<T> = T & { objectID: string; _highlightResult?: Record<string, HighlightResult>; _rankingInfo?: RankingInfo }

export interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

/** Shaped like algoliasearch v5 `SearchResponse<T>`. */
export interface SearchResponse<T> {
  hits: Hit<T>[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  offset?: number
  length?: number
  exhaustiveNbHits: boolean
  exhaustiveFacetsCount: boolean
  exhaustiveTypo: boolean
  exhaustive: { nbHits: boolean; facetsCount: boolean; typo: boolean }
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, FacetStats>
  query: string
  params: string
  index: string
  processingTimeMS: number
}

export interface FacetHit {
  value: string
  highlighted: string
  count: number
}

export interface SearchForFacetValuesResponse {
  facetHits: FacetHit[]
  exhaustiveFacetsCount: boolean
  processingTimeMS: number
}

/** One request of an Algolia multi-query, after the HTTP layer has decoded and checked it. */
export type StockQuery =
  { type: 'default'; indexName: string; params: SearchParams } | { type: 'facet'; indexName: string; facet: string; facetQuery: string; params: SearchParams }

export type StockQueryResult<T extends SearchRecord = SearchRecord> = SearchResponse<T> | SearchForFacetValuesResponse

/** What changed in one site's stock, already committed to PostgreSQL (the source of truth). */
export interface SiteStockChange<T extends SearchRecord = SearchRecord> {
  siteSlug: string
  settings: IndexSettings
  /** The site's whole stock after the change. */
  records: readonly T[]
  /** Records added or changed by the change. */
  upserted: readonly T[]
  removedIds: readonly string[]
}

/** What a backend needs to bring one site's index up to date after a change it may not have seen. */
export interface SiteRefresh {
  siteSlug: string
  /** The site's whole stock as search records, read from PostgreSQL when called. */
  wholeStock(): Promise<SiteStockChange>
  /** True for exactly one app server per change of the site's settings (claimed in PostgreSQL). */
  claimSettingsRepublish(): Promise<boolean>
}

export interface StockSearchBackend {
  /** Answers queries, in order. Index names were checked to belong to `siteSlug` and its rules added. */
  search(siteSlug: string, queries: readonly StockQuery[]): Promise<StockQueryResult[]>
  /** Brings the site's index in line with a committed change; queries never see a half-applied one. */
  publish(change: SiteStockChange): Promise<void>
  /**
   * Called when this app server finds the site's stock or settings changed since it last looked
   * (another server's import, an edit in the admin). Where the index lives decides what to do.
   */
  refreshSite(refresh: SiteRefresh): Promise<void>
}

/** The status of a caller error (4xx), or undefined for a server failure. */
export function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}
