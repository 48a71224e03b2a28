import type { Bitset } from './bitset'
import type { SearchRecord } from '../port'

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
