import { pluralForms } from './plurals'
import type { ParsedQuery, QueryTerm } from './query-parse'
import type { QuerySettings } from './text-settings'
import { hasWord, lowerBoundWord, type WordPattern } from './typo'
import type { EngineIndex, TextIndex } from './types'

/**
 * One way to match a run of query terms: the word itself (with typos, or as a prefix), another form
 * of it (plural, synonym), the word split in two, or two words joined. A query is an AND over its
 * terms, each term an OR of the alternatives covering it.
 */
export interface Alternative {
  /** Query terms covered: [start, end). */
  start: number
  end: number
  /** Words a record must hold; several (a split word, a multi-word synonym) one after the other in one attribute. */
  parts: WordPattern[]
  /** Typos the alternative itself counts (Algolia's alternative corrections). */
  typos: number
  /** Counts for the exact criterion when its words match whole and without typos. */
  exact: boolean
}

export interface QueryPlan {
  terms: QueryTerm[]
  alternatives: Alternative[]
  excluded: WordPattern[]
  /** advancedSyntax phrases as term ranges [start, end). */
  phrases: Array<[number, number]>
}

/** Algolia splits a query word into two parts, the first at most 12 letters long. */
const MAX_SPLIT_HEAD = 12
const isDigit = (code: number) => code >= 48 && code <= 57

export type PlanSettings = Omit<QuerySettings, 'queryType' | 'removeWordsIfNoResults' | 'optionalWords' | 'advancedSyntax' | 'removeStopWords'>

/** Typos a term may have: by its length (minWordSizefor1Typo, minWordSizefor2Typos), unless turned off for it. */
export function typoBudget(term: QueryTerm, settings: PlanSettings): number {
  if (settings.typoTolerance === false || term.phrase !== undefined || settings.disableTypoToleranceOnWords.includes(term.text)) return 0
  if (!settings.allowTyposOnNumericTokens && /\d/.test(term.text)) return 0
  const length = term.text.length
  return length >= settings.minWordSizefor2Typos ? 2 : length >= settings.minWordSizefor1Typo ? 1 : 0
}

/** Records holding the word: the best split is the one whose rarer half is the most frequent. */
function frequency(text: TextIndex, word: string): number {
  const at = lowerBoundWord(text.words, word)
  return text.words[at] === word ? (text.postingStart[at + 1] as number) - (text.postingStart[at] as number) : 0
}

/**
 * The word in two words of the index. Algolia splits words of minWordSizefor1Typo letters or more;
 * a split between letters and digits is allowed at any length, so "cx5" finds "CX-5". Elsewhere
 * both halves have two letters at least: "land" is not "l and".
 */
function split(text: TextIndex, word: string, minLength: number): [string, string] | undefined {
  let best: [string, string] | undefined
  let bestCount = 0
  for (let cut = 1; cut < word.length && cut <= MAX_SPLIT_HEAD; cut++) {
    const between = isDigit(word.charCodeAt(cut - 1)) !== isDigit(word.charCodeAt(cut))
    if (!between && (word.length < minLength || cut < 2 || word.length - cut < 2)) continue
    const count = Math.min(frequency(text, word.slice(0, cut)), frequency(text, word.slice(cut)))
    if (count > bestCount) {
      best = [word.slice(0, cut), word.slice(cut)]
      bestCount = count
    }
  }
  return best
}

/** Whether any index word is `word`, or starts with it when `prefix`. */
function known(text: TextIndex, word: string, prefix: boolean): boolean {
  return prefix ? (text.words[lowerBoundWord(text.words, word)] ?? '').startsWith(word) : hasWord(text.words, word)
}

const whole = (word: string): WordPattern => ({ text: word, prefix: false, maxTypos: 0 })

export function planQuery(index: EngineIndex, parsed: ParsedQuery, settings: PlanSettings): QueryPlan {
  const { terms } = parsed
  const text = index.text
  const alternatives: Alternative[] = []
  const add = (start: number, end: number, parts: WordPattern[], options: Partial<Pick<Alternative, 'typos' | 'exact'>> = {}) =>
    alternatives.push({ start, end, parts, typos: 0, exact: true, ...options })
  // Splitting and concatenation come with typo tolerance, and never touch phrases or words typed exactly on purpose.
  const reshapes = (term: QueryTerm) =>
    settings.typoTolerance !== false && term.phrase === undefined && !settings.disableTypoToleranceOnWords.includes(term.text)

  terms.forEach((term, i) => {
    add(i, i + 1, [{ text: term.text, prefix: term.prefix, maxTypos: typoBudget(term, settings) }])
    if (term.phrase !== undefined) return
    if (settings.ignorePlurals) for (const form of pluralForms(term.text)) if (hasWord(text.words, form)) add(i, i + 1, [whole(form)])
    const halves = reshapes(term) ? split(text, term.text, settings.minWordSizefor1Typo) : undefined
    if (halves) add(i, i + 1, halves.map(whole))
    const next = terms[i + 1]
    if (next && reshapes(term) && reshapes(next) && known(text, term.text + next.text, next.prefix)) {
      add(i, i + 2, [{ text: term.text + next.text, prefix: next.prefix, maxTypos: 0 }])
    }
  })
  // Algolia also tries the whole query as one word.
  if (terms.length > 2 && terms.every(reshapes)) {
    const joined = terms.map((term) => term.text).join('')
    const last = terms[terms.length - 1] as QueryTerm
    if (known(text, joined, last.prefix)) add(0, terms.length, [{ text: joined, prefix: last.prefix, maxTypos: 0 }])
  }
  if (settings.synonyms && index.synonyms.byKey.size > 0) {
    for (let start = 0; start < terms.length; start++) {
      for (let end = start + 1; end <= Math.min(terms.length, start + index.synonyms.longestKey); end++) {
        const run = terms.slice(start, end)
        if (run.some((term) => term.phrase !== undefined)) break
        for (const target of index.synonyms.byKey.get(run.map((term) => term.text).join(' ')) ?? []) {
          add(start, end, target.words.map(whole), { typos: target.typos, exact: target.exact })
        }
      }
    }
  }

  const phrases: Array<[number, number]> = []
  terms.forEach((term, i) => {
    if (term.phrase === undefined) return
    const open = phrases[phrases.length - 1]
    if (open && terms[open[0]]?.phrase === term.phrase) open[1] = i + 1
    else phrases.push([i, i + 1])
  })
  return { terms, alternatives, excluded: parsed.excluded.map(whole), phrases: phrases.filter(([start, end]) => end - start > 1) }
}
