import { pluralForms } from './plurals'
import { isStopWord } from './stop-words'
import {
  compare,
  consecutive,
  osa,
  placeholdersOf,
  prefixOsa,
  synonymRules,
  tokensOf,
  wordsOf,
  wordTable,
  type Rec,
  type Token,
  type Tuple,
  type WordInfo,
} from './text-reference-words.test-data'
import type { QueryType, RemoveWordsIfNoResults, Synonym } from '../port'

/**
 * A deliberately naive model of the text relevance the engine promises (Algolia's rules, with the
 * engine's documented simplifications): every record's words are scanned for every query, distances
 * are computed in full, candidates are sorted with a plain comparator. No index, no bitsets, no
 * buckets. Only the language tables (plural forms, stop words) are shared with the engine.
 *
 * The model: a record matches a query term through its best word (fewest typos, then exact, then
 * best attribute, then earliest position); a word's attribute is the best one holding it and its
 * position the first there. Proximity adds, for consecutive matched terms, their distance in one
 * attribute (1 to 8) or 8 across attributes.
 */

export type RefCriterion = 'typo' | 'words' | 'proximity' | 'attribute' | 'exact'

export interface RefOptions {
  /** Top-level attributes by priority; attributes in one group share it. */
  searchable: string[][]
  typoTolerance?: boolean | 'min' | 'strict'
  minWordSizefor1Typo?: number
  minWordSizefor2Typos?: number
  allowTyposOnNumericTokens?: boolean
  disableTypoToleranceOnAttributes?: string[]
  disableTypoToleranceOnWords?: string[]
  ignorePlurals?: boolean
  removeStopWords?: boolean
  synonyms?: Synonym[]
  queryType?: QueryType
  optionalWords?: string[]
  removeWordsIfNoResults?: RemoveWordsIfNoResults
  advancedSyntax?: boolean
  ranking?: RefCriterion[]
}

export interface RefCriteria {
  typos: number
  words: number
  proximity: number
  attribute: number
  exact: number
  position: number
}

interface Term {
  text: string
  prefix: boolean
  optional: boolean
  phrase?: number
}

function parse(query: string, options: RefOptions): { terms: Term[]; excluded: string[] } {
  const queryType = options.queryType ?? 'prefixLast'
  const terms: Term[] = []
  const excluded: string[] = []
  let inQuote = false
  let phrase = 0
  for (const chunk of query.split(/(")/)) {
    if (chunk === '"' && options.advancedSyntax) {
      inQuote = !inQuote
      phrase++
      continue
    }
    for (const piece of chunk.split(/(\s+)/).filter((part) => part.trim() !== '')) {
      const minus = options.advancedSyntax && !inQuote && piece.startsWith('-')
      const found = wordsOf(piece)
      if (minus && found.length > 0) {
        excluded.push(found[0] as string)
        found.shift()
      }
      for (const text of found) terms.push({ text, prefix: !inQuote && queryType === 'prefixAll', optional: false, ...(inQuote ? { phrase } : {}) })
    }
  }
  const last = terms[terms.length - 1]
  if (
    last &&
    last.phrase === undefined &&
    queryType === 'prefixLast' &&
    /[\p{L}\p{N}]$/u.test(query) &&
    !(options.advancedSyntax && /(^|\s)-[\p{L}\p{N}]+$/u.test(query))
  )
    last.prefix = true
  let kept = terms
  if (options.removeStopWords && !terms.every((term) => term.phrase === undefined && isStopWord(term.text)))
    kept = terms.filter((term) => term.phrase !== undefined || term.prefix || !isStopWord(term.text))
  for (const term of kept) if (options.optionalWords?.flatMap(wordsOf).includes(term.text)) term.optional = true
  return { terms: kept.slice(0, 32), excluded }
}

const scanned = new WeakMap<readonly Rec[], Map<string, { tokens: Token[][]; tables: Map<string, WordInfo>[]; frequency: Map<string, number> }>>()

/** Every record's words (scanned once per data set and settings: the tests ask many queries of the same cars). */
function recordWords(records: readonly Rec[], options: RefOptions) {
  const key = JSON.stringify([options.searchable, options.disableTypoToleranceOnAttributes, placeholdersOf(options.synonyms)])
  const known = scanned.get(records)?.get(key)
  if (known) return known
  const tokens = records.map((record) => tokensOf(record, options.searchable, options.disableTypoToleranceOnAttributes ?? [], placeholdersOf(options.synonyms)))
  const tables = tokens.map(wordTable)
  const frequency = new Map<string, number>()
  for (const table of tables) for (const word of table.keys()) frequency.set(word, (frequency.get(word) ?? 0) + 1)
  const entry = { tokens, tables, frequency }
  scanned.set(records, (scanned.get(records) ?? new Map()).set(key, entry))
  return entry
}

export interface RefMatch<R> {
  record: R
  criteria: RefCriteria
}

/** Every record the query matches, with its criteria, ranked; `custom` breaks the remaining ties (then input order). */
export function refSearch<R extends Rec>(
  records: readonly R[],
  query: string,
  options: RefOptions,
  keep: (record: R) => boolean = () => true,
  custom: (a: R, b: R) => number = () => 0,
): RefMatch<R>[] {
  const { tokens, tables, frequency } = recordWords(records, options)
  const looked = new Map<string, boolean>()
  const inIndex = (word: string, prefix: boolean) => {
    const key = `${prefix ? 1 : 0} ${word}`
    if (!looked.has(key))
      looked.set(
        key,
        [...frequency.keys()].some((known) => (prefix ? known.startsWith(word) : known === word)),
      )
    return looked.get(key) as boolean
  }
  const parsed = parse(query, options)
  const attempts = [parsed.terms, ...relaxations(parsed.terms, parsed.terms.length > 0 ? (options.removeWordsIfNoResults ?? 'none') : 'none')]
  let matches: RefMatch<R>[] = []
  for (const terms of attempts) {
    matches = records.flatMap((record, r) => {
      if (!keep(record)) return []
      if (parsed.excluded.some((word) => tables[r]!.has(word))) return []
      const criteria =
        terms.length === 0
          ? { typos: 0, words: 0, proximity: 0, attribute: 0, exact: 0, position: 0 }
          : matchRecord(terms, tokens[r]!, tables[r]!, options, frequency, inIndex)
      return criteria ? [{ record, criteria }] : []
    })
    if (matches.length > 0) break
  }
  const typoFirst = options.typoTolerance === 'min' || options.typoTolerance === 'strict'
  if (typoFirst) {
    const levels = [...new Set(matches.map((match) => match.criteria.typos))].sort((a, b) => a - b).slice(0, options.typoTolerance === 'min' ? 1 : 2)
    matches = matches.filter((match) => levels.includes(match.criteria.typos))
  }
  const ranking = options.ranking ?? ['typo', 'words', 'proximity', 'attribute', 'exact']
  const order = typoFirst ? ['typo' as const, ...ranking.filter((criterion) => criterion !== 'typo')] : ranking
  const value = (criteria: RefCriteria, criterion: RefCriterion) =>
    ({ typo: criteria.typos, words: -criteria.words, proximity: criteria.proximity, attribute: criteria.attribute, exact: -criteria.exact })[criterion]
  const position = new Map(records.map((record, i) => [record, i]))
  return matches.sort((a, b) => {
    for (const criterion of order)
      if (value(a.criteria, criterion) !== value(b.criteria, criterion)) return value(a.criteria, criterion) - value(b.criteria, criterion)
    return custom(a.record, b.record) || position.get(a.record)! - position.get(b.record)!
  })
}

function relaxations(terms: Term[], mode: RemoveWordsIfNoResults): Term[][] {
  const optional = (which: (i: number) => boolean) => terms.map((term, i) => (which(i) ? { ...term, optional: true } : term))
  const count = terms.length
  if (mode === 'allOptional') return count > 1 ? [optional(() => true)] : []
  if (mode === 'lastWords') return Array.from({ length: count - 1 }, (_, k) => optional((i) => i >= count - 1 - k))
  if (mode === 'firstWords') return Array.from({ length: count - 1 }, (_, k) => optional((i) => i <= k))
  return []
}

function budget(term: Term, options: RefOptions): number {
  if (options.typoTolerance === false || term.phrase !== undefined || options.disableTypoToleranceOnWords?.includes(term.text)) return 0
  if (options.allowTyposOnNumericTokens === false && /\d/.test(term.text)) return 0
  const length = term.text.length
  return length >= (options.minWordSizefor2Typos ?? 8) ? 2 : length >= (options.minWordSizefor1Typo ?? 4) ? 1 : 0
}

/** The split the engine would try for a word: both halves words of some record, the rarer half as common as can be. */
function chosenSplit(word: string, options: RefOptions, frequency: Map<string, number>): [string, string] | undefined {
  let best: [string, string] | undefined
  let bestCount = 0
  for (let cut = 1; cut < word.length && cut <= 12; cut++) {
    const digitBoundary = /\d/.test(word[cut - 1]!) !== /\d/.test(word[cut]!)
    if (!digitBoundary && (word.length < (options.minWordSizefor1Typo ?? 4) || cut < 2 || word.length - cut < 2)) continue
    const count = Math.min(frequency.get(word.slice(0, cut)) ?? 0, frequency.get(word.slice(cut)) ?? 0)
    if (count > bestCount) {
      best = [word.slice(0, cut), word.slice(cut)]
      bestCount = count
    }
  }
  return best
}

/** Distances are the same for every record holding a word: remembered across the tests' queries. */
const distances = new Map<string, number>()
function distanceOf(word: string, term: Term): number {
  const key = `${term.prefix ? 1 : 0} ${term.text} ${word}`
  let distance = distances.get(key)
  if (distance === undefined) {
    distance = term.prefix ? prefixOsa(word, term.text) : osa(word, term.text)
    distances.set(key, distance)
  }
  return distance
}

function matchRecord(
  terms: Term[],
  tokens: Token[],
  table: Map<string, WordInfo>,
  options: RefOptions,
  frequency: Map<string, number>,
  inIndex: (word: string, prefix: boolean) => boolean,
): RefCriteria | undefined {
  const best: Array<Tuple | undefined> = terms.map(() => undefined)
  const offer = (from: number, to: number, tuple: Tuple) => {
    for (let t = from; t < to; t++) if (!best[t] || compare(tuple, best[t]!) < 0) best[t] = tuple
  }
  /** Whole words (no typos), one after the other: [typos, inexact, priority, position] or undefined. */
  const wholeWords = (words: string[], typos: number, exact: boolean): Tuple | undefined => {
    const found = words.map((word) => table.get(word))
    if (found.some((info) => !info) || (words.length > 1 && !consecutive(tokens, table, words))) return undefined
    return [typos, exact ? 0 : 1, Math.min(...found.map((info) => info!.priority)), found[0]!.position]
  }
  const reshapes = (term: Term) => options.typoTolerance !== false && term.phrase === undefined && !options.disableTypoToleranceOnWords?.includes(term.text)
  terms.forEach((term, i) => {
    const allowed = budget(term, options)
    for (const [word, info] of table) {
      const typos = distanceOf(word, term)
      const priority = typos > 0 ? info.typoPriority : info.priority
      if (typos <= allowed && priority !== Infinity) offer(i, i + 1, [typos, typos === 0 && word === term.text ? 0 : 1, priority, info.position])
    }
    if (term.phrase !== undefined) return
    if (options.ignorePlurals)
      for (const form of pluralForms(term.text)) {
        const tuple = wholeWords([form], 0, true)
        if (tuple) offer(i, i + 1, tuple)
      }
    const halves = reshapes(term) ? chosenSplit(term.text, options, frequency) : undefined
    const split = halves && wholeWords(halves, 0, true)
    if (split) offer(i, i + 1, split)
    const next = terms[i + 1]
    if (next && reshapes(term) && reshapes(next)) joined(terms.slice(i, i + 2), i)
  })
  function joined(run: Term[], from: number) {
    const text = run.map((term) => term.text).join('')
    const prefix = run[run.length - 1]!.prefix
    if (!inIndex(text, prefix)) return
    for (const [word, info] of table) {
      if (word === text || (prefix && word.startsWith(text))) offer(from, from + run.length, [0, word === text ? 0 : 1, info.priority, info.position])
    }
  }
  if (terms.length > 2 && terms.every(reshapes)) joined(terms, 0)
  if (options.synonyms) {
    const rules = synonymRules(options.synonyms)
    for (let start = 0; start < terms.length; start++) {
      for (let end = start + 1; end <= terms.length; end++) {
        const run = terms.slice(start, end)
        if (run.some((term) => term.phrase !== undefined)) break
        for (const rule of rules.filter((candidate) => candidate.key.join(' ') === run.map((term) => term.text).join(' '))) {
          const tuple = wholeWords(rule.target, rule.typos, rule.exact)
          if (tuple) offer(start, end, tuple)
        }
      }
    }
  }

  const required = terms.flatMap((term, i) => (term.optional ? [] : [i]))
  if (required.length > 0 ? required.some((i) => !best[i]) : best.every((tuple) => !tuple)) return undefined
  for (const phrase of new Set(terms.flatMap((term) => (term.phrase === undefined ? [] : [term.phrase])))) {
    const words = terms.filter((term) => term.phrase === phrase).map((term) => term.text)
    if (words.length > 1 && !consecutive(tokens, table, words)) return undefined
  }
  const matched = best.filter((tuple): tuple is Tuple => tuple !== undefined)
  const first = [...matched].sort((a, b) => a[2] - b[2] || a[3] - b[3])[0]!
  let proximity = 0
  for (let k = 1; k < matched.length; k++) {
    const [before, after] = [matched[k - 1]!, matched[k]!]
    proximity += before[2] === after[2] ? Math.min(8, Math.max(1, Math.abs(after[3] - before[3]))) : 8
  }
  return {
    typos: matched.reduce((sum, tuple) => sum + tuple[0], 0),
    words: matched.length,
    proximity,
    attribute: first[2],
    exact: matched.filter((tuple) => tuple[1] === 0).length,
    position: first[3],
  }
}
