import type { SortKey } from './attributes'
import type { Bitset } from './bitset'
import type { NestedFilters } from './filter-params'

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
}

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
}

export type MatchLevel = 'none' | 'partial' | 'full'

export interface HighlightResultOption {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export type HighlightResult = HighlightResultOption | HighlightResult[] | { [key: string]: HighlightResult }

export type Hit<T> = T & { objectID: string; _highlightResult?: Record<string, HighlightResult> }

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

/** A facet: its distinct values, which records hold each (postings) and what each record holds (column). */
export interface FacetField {
  attribute: string
  searchable: boolean
  filterOnly: boolean
  /** Value id → value as first seen in the records. */
  values: string[]
  /** Filter key (lower-cased value) → value ids, since filters match case-insensitively. */
  lookup: Map<string, number[]>
  /** Value id v → records `postingIds[postingStart[v] .. postingStart[v+1]]`, ascending. */
  postingStart: Uint32Array
  postingIds: Uint32Array
  /** Record r → value ids `columnIds[columnStart[r] .. columnStart[r+1]]`. */
  columnStart: Uint32Array
  columnIds: Uint32Array
  /** Count of every value over all records, so large result sets count by subtracting the rest. */
  totals: Uint32Array
  /** Low-cardinality facets only: each value's records as a bitset, counted by AND + popcount. */
  valueBits?: Bitset[]
  /** Value ids in ascending value order, and each value id's position in it (ties and `alpha` sort). */
  alphaOrder: Uint32Array
  alphaRank: Uint32Array
  /** Folded words of each value, for searchForFacetValues (searchable facets only). */
  valueWords?: string[][]
}

/** Numbers of one attribute: per record (column) and sorted (for comparisons by binary search). */
export interface NumericField {
  attribute: string
  /** False when the attribute only ever held booleans: no facets_stats then. */
  hasNumbers: boolean
  /** Sum and number of all values, so stats over most records subtract the few others. */
  totalSum: number
  totalCount: number
  columnStart: Uint32Array
  columnValues: Float64Array
  sortedValues: Float64Array
  sortedIds: Uint32Array
}

/** Prefix-searchable word index: sorted distinct words, each with its records and best attribute. */
export interface TextIndex {
  words: string[]
  postingStart: Uint32Array
  postingIds: Uint32Array
  /** Priority (position in searchableAttributes) of the best attribute holding the word in that record. */
  postingAttribute: Uint8Array
  /** Top-level attributes highlighted by default. */
  highlightAttributes: string[]
}

/** A precomputed ranking of all records for one index name (primary or replica). */
export interface Ordering {
  name: string
  order: Uint32Array
  /** Replicas: equal ids mark runs with equal sort values, inside which relevance decides. */
  group?: Uint32Array
}

export interface QueryMatch {
  bits: Bitset
  /** Per record: lower is more relevant (attribute priority, then exactness). */
  relevance: Uint16Array
}

export interface EngineIndex<T extends SearchRecord = SearchRecord> {
  readonly name: string
  readonly records: readonly T[]
  readonly size: number
  readonly paginationLimitedTo: number
  readonly facets: ReadonlyMap<string, FacetField>
  readonly numerics: ReadonlyMap<string, NumericField>
  readonly text: TextIndex
  readonly orderings: ReadonlyMap<string, Ordering>
  /** Memo of recent text queries; the index is otherwise immutable, so entries never go stale. */
  readonly queryCache: Map<string, QueryMatch>
}
