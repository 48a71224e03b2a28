import { originalEnd, tokenizeText } from './text'
import { lowerBoundWord } from './typo'
import type { HighlightResult, HighlightResultOption, MatchLevel } from '../port'

export interface HighlightTags {
  pre: string
  post: string
}

/** Index words one alternative's word matched (ascending word ids), and the query terms it stands for. */
export interface HighlightPart {
  ids: Uint32Array
  typos: Uint8Array
  text: string
  prefix: boolean
  terms: readonly number[]
}

/** What a query matched, for highlighting: its terms (matchedWords lists these) and the words that matched them. */
export interface Highlighter {
  terms: readonly string[]
  /** The index's sorted words; record words outside it (attributes not searchable) are compared as text. */
  dictionary: readonly string[]
  parts: readonly HighlightPart[]
  /** Record words already looked up (hits repeat "Toyota", "Automatic"...): letters to highlight, terms matched. */
  seen?: Map<string, { length: number; terms: number[] }>
  /** Whole values already highlighted with these tags (hits repeat "Toyota", "5 seats"...), copied out. */
  values?: { tags: HighlightTags; results: Map<string, HighlightResultOption> }
  /** The dictionary words the parts matched, with their positions; null when too many to list. */
  matchedWords?: Map<string, number> | null
}

/** Beyond this many matched words (a one-letter prefix), words are looked up in the dictionary instead. */
const MAX_MATCHED_WORDS = 4096

const MAX_SEEN = 4096

/** A highlighter for plain words matched by prefix or whole (facet values). */
export function wordHighlighter(words: ReadonlyArray<{ text: string; prefix: boolean }>): Highlighter {
  const none = new Uint32Array(0)
  return {
    terms: words.map((word) => word.text),
    dictionary: [],
    parts: words.map((word, i) => ({ ids: none, typos: new Uint8Array(0), text: word.text, prefix: word.prefix, terms: [i] })),
  }
}

function indexOfId(ids: Uint32Array, id: number): number {
  let low = 0
  let high = ids.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((ids[mid] as number) < id) low = mid + 1
    else high = mid
  }
  return ids[low] === id ? low : -1
}

/**
 * How many folded letters of `word` to highlight (0: none), adding the terms it matched to `matched`.
 * A word matched with typos is highlighted whole; a prefix match only as far as the query word goes.
 */
function matchToken(highlighter: Highlighter, word: string, matched: Set<number>): number {
  const seen = (highlighter.seen ??= new Map())
  let known = seen.get(word)
  if (!known) {
    if (seen.size >= MAX_SEEN) seen.clear()
    const terms = new Set<number>()
    known = { length: lookUp(highlighter, word, terms), terms: [...terms] }
    seen.set(word, known)
  }
  for (const term of known.terms) matched.add(term)
  return known.length
}

/**
 * The word's position in the dictionary, or -1. Most record words are not among the few the query
 * matched and then only count where a part compares text, so the dictionary (a binary search over
 * every word of the index) is read only when such a comparison succeeds.
 */
function dictionaryId(highlighter: Highlighter, word: string): number {
  const { dictionary, parts } = highlighter
  if (highlighter.matchedWords === undefined) {
    const count = parts.reduce((sum, part) => sum + part.ids.length, 0)
    highlighter.matchedWords =
      count > MAX_MATCHED_WORDS ? null : new Map(parts.flatMap((part) => Array.from(part.ids, (id) => [dictionary[id] as string, id] as const)))
  }
  const id = highlighter.matchedWords?.get(word)
  if (id !== undefined) return id
  if (highlighter.matchedWords && !parts.some((part) => part.ids.length > 0 && (part.prefix ? word.startsWith(part.text) : word === part.text))) return -1
  const at = lowerBoundWord(dictionary, word)
  return dictionary[at] === word ? at : -1
}

function lookUp(highlighter: Highlighter, word: string, matched: Set<number>): number {
  const id = dictionaryId(highlighter, word)
  let longest = 0
  for (const part of highlighter.parts) {
    let length = 0
    if (id >= 0 && part.ids.length > 0) {
      const hit = indexOfId(part.ids, id)
      if (hit >= 0) length = (part.typos[hit] as number) > 0 || !part.prefix ? word.length : part.text.length
    } else if (part.prefix ? word.startsWith(part.text) : word === part.text) {
      length = part.text.length
    }
    if (length === 0) continue
    for (const term of part.terms) matched.add(term)
    longest = Math.max(longest, Math.min(length, word.length))
  }
  return longest
}

/**
 * Wraps the matched part of each word in `pre`/`post` ("toy" gives `<em>Toy</em>ota`; a typo, a
 * plural or a synonym highlights the whole word). Values are not HTML-escaped, as in Algolia;
 * InstantSearch escapes them itself around its own tags.
 */
export function highlightText(text: string, highlighter: Highlighter, tags: HighlightTags): HighlightResultOption {
  if (highlighter.terms.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] }
  let values = highlighter.values
  if (values?.tags.pre !== tags.pre || values.tags.post !== tags.post) values = highlighter.values = { tags, results: new Map() }
  let result = values.results.get(text)
  if (!result) {
    if (values.results.size >= MAX_SEEN) values.results.clear()
    result = highlight(text, highlighter, tags)
    values.results.set(text, result)
  }
  return { ...result, matchedWords: [...result.matchedWords] }
}

function highlight(text: string, highlighter: Highlighter, tags: HighlightTags): HighlightResultOption {
  const { terms } = highlighter
  const matched = new Set<number>()
  let value = ''
  let copied = 0
  let fully = true
  const tokens = tokenizeText(text)
  for (const token of tokens) {
    const longest = matchToken(highlighter, token.word, matched)
    if (longest < token.word.length) fully = false
    if (longest === 0) continue
    const end = originalEnd(text, token, longest)
    value += text.slice(copied, token.start) + tags.pre + text.slice(token.start, end) + tags.post
    copied = end
  }
  value += text.slice(copied)
  const matchLevel: MatchLevel = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial'
  const matchedWords = [...new Set(terms.filter((_, i) => matched.has(i)))]
  if (matchLevel === 'none') return { value, matchLevel, matchedWords }
  return { value, matchLevel, matchedWords, fullyHighlighted: fully && tokens.length > 0 }
}

const MAX_DEPTH = 8

/** Highlights any JSON value: strings and numbers directly, arrays and objects element by element. */
export function highlightValue(value: unknown, highlighter: Highlighter, tags: HighlightTags, depth = 0): HighlightResult | undefined {
  if (typeof value === 'string') return highlightText(value, highlighter, tags)
  if (typeof value === 'number' && Number.isFinite(value)) return highlightText(String(value), highlighter, tags)
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return undefined
  if (Array.isArray(value)) {
    return value.map((item: unknown) => highlightValue(item, highlighter, tags, depth + 1)).filter((item) => item !== undefined)
  }
  const out: Record<string, HighlightResult> = {}
  for (const [key, item] of Object.entries(value)) {
    const result = highlightValue(item, highlighter, tags, depth + 1)
    if (result !== undefined) out[key] = result
  }
  return out
}
