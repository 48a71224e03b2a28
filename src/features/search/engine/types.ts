import type { Bitset } from './bitset'
import type { Highlighter } from './highlight'
import type { SynonymTable } from './synonyms'
import type { SearchableField } from './text-index'
import type { Criterion } from './text-settings'
import type { IndexSettings, SearchRecord } from '../port'

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
  /** What each record holds, read per candidate when counting. */
  column: FacetColumn
  /** Count of every value over all records, so large result sets count by subtracting the rest. */
  totals: Uint32Array
  /** Low-cardinality facets only: each value's records as a bitset, counted by AND + popcount. */
  valueBits?: Bitset[]
  /** Value ids in ascending value order, and each value id's position in it (ties and `alpha` sort). */
  alphaOrder: Uint32Array
  alphaRank: Uint32Array
  /**
   * Each value's number, when the values are exactly the attribute's numbers (one a record at most,
   * integers whose sums are exact in any order): facets_stats then add up the counts of the values.
   */
  numbers?: Float64Array
  /** Folded words of each value, for searchForFacetValues (searchable facets only). */
  valueWords?: string[][]
}

/**
 * Record r → its value ids, so counting reads one small array per candidate. Where no record holds
 * two values (most facets), `single[r]` is the value id + 1 (0: none), in one or two bytes; a facet of
 * lists with 32 values at most has bit v of `mask[r]` set for value v; otherwise `ids[start[r] .. start[r+1]]`.
 */
export type FacetColumn = { single: SingleColumn } | { mask: Uint32Array } | { start: Uint32Array; ids: Uint32Array }
export type SingleColumn = Uint8Array | Uint16Array | Uint32Array

/**
 * Record r → its numbers. Where no record holds two and most hold one, `dense[r]` (NaN: none), one
 * read per candidate; otherwise `values[start[r] .. start[r+1]]`.
 */
export type NumericColumn = { dense: Float64Array } | { start: Uint32Array; values: Float64Array }

/** Numbers of one attribute: per record (column) and sorted (for comparisons by binary search). */
export interface NumericField {
  attribute: string
  /** False when the attribute only ever held booleans: no facets_stats then. */
  hasNumbers: boolean
  /** Sum and number of all values, so stats over most records subtract the few others. */
  totalSum: number
  totalCount: number
  /** What each record holds, read per candidate for facets_stats. */
  column: NumericColumn
  sortedValues: Float64Array
  sortedIds: Uint32Array
}

/** Word index: sorted distinct words (a prefix is a run of them), each with its records and where it appears. */
export interface TextIndex {
  words: string[]
  postingStart: Uint32Array
  postingIds: Uint32Array
  /** Priority (position in searchableAttributes) of the best attribute holding the word in that record. */
  postingAttribute: Uint8Array
  /** Where the word first appears in that attribute (0 = first word, capped at 255). */
  postingPosition: Uint8Array
  /**
   * The best attribute where a typo may match, 255 for none (the index's disableTypoToleranceOnAttributes);
   * the same array as postingAttribute when no attribute is excluded.
   */
  postingTypoAttribute: Uint8Array
  /** Searchable attribute path → its priority. */
  attributePriority: Map<string, number>
  /** The searchable attributes by priority, to read a record's words again (phrases). */
  fields: SearchableField[][]
  /** Placeholder tokens indexed whole. */
  placeholders: ReadonlySet<string>
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

/** Bytes per record in QueryMatch.info, in this order. */
export const INFO = { typos: 0, words: 1, proximity: 2, attribute: 3, exact: 4, position: 5, stride: 6 } as const

export interface QueryMatch {
  bits: Bitset
  /** Per matched record, INFO.stride bytes: the ranking criteria's values (see INFO). */
  info: Uint8Array
  /** Per record: its relevance bucket, lower first, in [0, buckets). */
  relevance: Uint16Array
  buckets: number
  highlighter: Highlighter
}

export interface EngineIndex<T extends SearchRecord = SearchRecord> {
  readonly name: string
  readonly records: readonly T[]
  readonly size: number
  readonly paginationLimitedTo: number
  readonly facets: ReadonlyMap<string, FacetField>
  readonly numerics: ReadonlyMap<string, NumericField>
  readonly text: TextIndex
  /** The text-relevance settings the index was built with; queries may override the query-time ones. */
  readonly settings: Readonly<IndexSettings>
  readonly synonyms: SynonymTable
  /** The ranking criteria the engine computes, in the settings' order, before the custom ranking. */
  readonly ranking: readonly Criterion[]
  readonly orderings: ReadonlyMap<string, Ordering>
  /** Memo of recent text queries; the index is otherwise immutable, so entries never go stale. */
  readonly queryCache: Map<string, QueryMatch>
}
