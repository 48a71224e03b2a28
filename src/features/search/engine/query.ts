import { andInto, forEachId, fullBits, popcount, type Bitset } from './bitset'
import { EngineError } from './errors'
import { evaluateFilter } from './evaluate'
import { filterTree, type FilterParams } from './filter-params'
import type { Highlighter } from './highlight'
import { evaluatePlan } from './match'
import { parseQuery, type ParsedQuery } from './query-parse'
import { planQuery } from './query-plan'
import { querySettings, type QuerySettings } from './text-settings'
import { INFO, type EngineIndex, type QueryMatch } from './types'
import type { RemoveWordsIfNoResults, SearchParams } from '../port'

/** An InstantSearch batch repeats one query in every disjunctive request; a few entries are enough. */
const QUERY_CACHE_SIZE = 16

/** The text match of a parsed query, memoised per index (the index is immutable, so entries never go stale). */
function matchFor(index: EngineIndex, parsed: ParsedQuery, settings: QuerySettings): QueryMatch {
  const key = JSON.stringify([parsed, settings])
  const cached = index.queryCache.get(key)
  if (cached) {
    index.queryCache.delete(key)
    index.queryCache.set(key, cached)
    return cached
  }
  // typoTolerance min and strict rank by typos first, whatever the ranking setting says (Algolia's rule).
  const fewestTypos = settings.typoTolerance === 'min' || settings.typoTolerance === 'strict'
  const ranking = fewestTypos ? ['typo' as const, ...index.ranking.filter((criterion) => criterion !== 'typo')] : index.ranking
  const match = evaluatePlan(index, planQuery(index, parsed, settings), { ranking, typoDisabledPriorities: settings.typoDisabledPriorities })
  if (index.queryCache.size >= QUERY_CACHE_SIZE) index.queryCache.delete(index.queryCache.keys().next().value as string)
  index.queryCache.set(key, match)
  return match
}

/** removeWordsIfNoResults: the query with more and more of its words made optional, in Algolia's order. */
function relaxed(parsed: ParsedQuery, mode: RemoveWordsIfNoResults): ParsedQuery[] {
  const count = parsed.terms.length
  const optional = (which: (i: number) => boolean): ParsedQuery => ({
    ...parsed,
    terms: parsed.terms.map((term, i) => (which(i) ? { ...term, optional: true } : term)),
  })
  switch (mode) {
    case 'none':
      return []
    case 'allOptional':
      return count > 1 ? [optional(() => true)] : []
    case 'lastWords':
      return Array.from({ length: count - 1 }, (_, k) => optional((i) => i >= count - 1 - k))
    case 'firstWords':
      return Array.from({ length: count - 1 }, (_, k) => optional((i) => i <= k))
  }
}

const { stride: STRIDE, typos: TYPOS } = INFO

/** typoTolerance min keeps the records with the fewest typos; strict also the next fewest present. */
function keepFewestTypos(bits: Bitset, info: Uint8Array, levels: number): void {
  const present = new Uint32Array(256)
  forEachId(bits, (id) => {
    const typos = info[id * STRIDE + TYPOS] as number
    present[typos] = (present[typos] as number) + 1
  })
  let limit = -1
  for (let typos = 0, seen = 0; typos < 256 && seen < levels; typos++) {
    if (present[typos] === 0) continue
    limit = typos
    seen++
  }
  forEachId(bits, (id) => {
    if ((info[id * STRIDE + TYPOS] as number) > limit) bits[id >>> 5] = (bits[id >>> 5] as number) & ~(1 << (id & 31))
  })
}

export interface Candidates {
  bits: Bitset
  nbHits: number
  /** The text match, when the query has words. */
  match?: QueryMatch
  highlighter: Highlighter
}

const NO_HIGHLIGHT: Highlighter = { terms: [], dictionary: [], parts: [] }

/** The records a query and its filters select: text match AND filters. */
export function candidatesFor(index: EngineIndex, params: FilterParams & SearchParams): Candidates {
  if (params.query !== undefined && typeof params.query !== 'string') throw new EngineError('Invalid value for query: expected a string')
  const settings = querySettings(index, params)
  const parsed = parseQuery(params.query ?? '', settings)
  const tree = filterTree(params)
  const filtered = tree ? evaluateFilter(index, tree) : undefined
  if (parsed.terms.length === 0 && parsed.excluded.length === 0) {
    const bits = filtered ?? fullBits(index.size)
    return { bits, nbHits: popcount(bits), highlighter: NO_HIGHLIGHT }
  }
  const select = (match: QueryMatch) => (filtered ? andInto(match.bits.slice(), filtered) : match.bits.slice())
  let match = matchFor(index, parsed, settings)
  let bits = select(match)
  let nbHits = popcount(bits)
  for (const query of nbHits === 0 ? relaxed(parsed, settings.removeWordsIfNoResults) : []) {
    match = matchFor(index, query, settings)
    bits = select(match)
    nbHits = popcount(bits)
    if (nbHits > 0) break
  }
  if (settings.typoTolerance === 'min' || settings.typoTolerance === 'strict') {
    keepFewestTypos(bits, match.info, settings.typoTolerance === 'min' ? 1 : 2)
    nbHits = popcount(bits)
  }
  return { bits, nbHits, match, highlighter: match.highlighter }
}
