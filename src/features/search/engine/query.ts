import { andInto, emptyBits, fullBits, popcount, type Bitset } from './bitset'
import { EngineError } from './errors'
import { evaluateFilter } from './evaluate'
import { filterTree, type FilterParams } from './filter-params'
import { tokenizeText } from './text'
import type { EngineIndex, QueryMatch, TextIndex } from './types'
import type { QueryType } from '../port'

/** Algolia caps queries at 512 bytes; 32 words is beyond any real query and bounds the work. */
const MAX_QUERY_WORDS = 32
const QUERY_CACHE_SIZE = 64
/** Relevance buckets: attribute priority first, then missing exact words (0..MAX_QUERY_WORDS). */
const EXACT_SLOTS = MAX_QUERY_WORDS + 1
export const RELEVANCE_BUCKETS = 256 * EXACT_SLOTS

export interface QueryWord {
  text: string
  /** Matches any indexed word starting with `text`, not only `text` itself. */
  prefix: boolean
}

/**
 * Query words, folded like the index. With prefixLast (the default) only the last word is a prefix,
 * and not when the query ends with a separator: "toyota " asks for the complete word.
 */
export function queryWords(query: string, queryType: QueryType = 'prefixLast'): QueryWord[] {
  if (queryType !== 'prefixLast' && queryType !== 'prefixAll' && queryType !== 'prefixNone') {
    throw new EngineError(`Invalid value for queryType: ${String(queryType)}`)
  }
  const tokens = tokenizeText(query).slice(0, MAX_QUERY_WORDS)
  const lastIsOpen = tokens.length > 0 && (tokens[tokens.length - 1] as { end: number }).end === query.length
  return tokens.map((token, i) => ({
    text: token.word,
    prefix: queryType === 'prefixAll' || (queryType === 'prefixLast' && lastIsOpen && i === tokens.length - 1),
  }))
}

/** Positions [from, to) of the indexed words matching `word` (one word, or a run for a prefix). */
function wordRange(text: TextIndex, word: QueryWord): [number, number] {
  const list = text.words
  let low = 0
  let high = list.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((list[mid] as string) < word.text) low = mid + 1
    else high = mid
  }
  let end = low
  if (word.prefix) while (end < list.length && (list[end] as string).startsWith(word.text)) end++
  else if (list[low] === word.text) end = low + 1
  return [low, end]
}

/**
 * Records containing every query word, and their relevance: the best (lowest) attribute priority
 * any word matched in, then how many words matched exactly rather than as a prefix. Memoised per
 * index because an InstantSearch batch repeats the same query in every disjunctive request.
 */
export function matchQuery(index: EngineIndex, query: readonly QueryWord[]): QueryMatch {
  const key = JSON.stringify(query)
  const cached = index.queryCache.get(key)
  if (cached) {
    index.queryCache.delete(key)
    index.queryCache.set(key, cached)
    return cached
  }
  const { size, text } = index
  const bestPriority = new Uint8Array(size).fill(255)
  const exactWords = new Uint8Array(size)
  const wordBits = emptyBits(size)
  let bits: Bitset | undefined
  for (const word of query) {
    wordBits.fill(0)
    const [from, to] = wordRange(text, word)
    for (let at = from; at < to; at++) {
      const exact = text.words[at] === word.text
      for (let i = text.postingStart[at] as number; i < (text.postingStart[at + 1] as number); i++) {
        const id = text.postingIds[i] as number
        wordBits[id >>> 5] = (wordBits[id >>> 5] as number) | (1 << (id & 31))
        const priority = text.postingAttribute[i] as number
        if (priority < (bestPriority[id] as number)) bestPriority[id] = priority
        // A record holds each word once per posting list, so an exact word is counted once.
        if (exact) exactWords[id] = (exactWords[id] as number) + 1
      }
    }
    bits = bits ? andInto(bits, wordBits) : wordBits.slice()
  }
  const relevance = new Uint16Array(size)
  for (let id = 0; id < size; id++) {
    relevance[id] = (bestPriority[id] as number) * EXACT_SLOTS + (MAX_QUERY_WORDS - Math.min(exactWords[id] as number, MAX_QUERY_WORDS))
  }
  const match = { bits: bits ?? fullBits(size), relevance }
  if (index.queryCache.size >= QUERY_CACHE_SIZE) index.queryCache.delete(index.queryCache.keys().next().value as string)
  index.queryCache.set(key, match)
  return match
}

export interface Candidates {
  bits: Bitset
  nbHits: number
  words: QueryWord[]
  relevance?: Uint16Array
}

/** The records a query and its filters select: text match AND filters. */
export function candidatesFor(index: EngineIndex, params: FilterParams & { query?: unknown; queryType?: QueryType }): Candidates {
  if (params.query !== undefined && typeof params.query !== 'string') throw new EngineError('Invalid value for query: expected a string')
  const words = queryWords(params.query ?? '', params.queryType)
  const match = words.length > 0 ? matchQuery(index, words) : undefined
  const tree = filterTree(params)
  let bits = tree ? evaluateFilter(index, tree) : undefined
  if (match) bits = bits ? andInto(bits, match.bits) : match.bits.slice()
  bits ??= fullBits(index.size)
  return { bits, nbHits: popcount(bits), words, relevance: match?.relevance }
}
