import { andInto, bitsFromIds, emptyBits, forEachId, fullBits, notInto, orInto, type Bitset } from './bitset'
import type { HighlightPart } from './highlight'
import type { Alternative, QueryPlan } from './query-plan'
import { rankCriteria } from './relevance'
import * as termScore from './term-score'
import { holdsSequence, NO_PRIORITY } from './text-index'
import type { Criterion } from './text-settings'
import { matchWords, type WordHits } from './typo'
import type { EngineIndex, QueryMatch, TextIndex } from './types'

// Read per posting: local bindings skip the accessor some module transforms put on imports.
const UNMATCHED = NO_PRIORITY
const { attributeOf, isExact, NONE, pack, positionOf, typosOf } = termScore

/** Per record, the best way it matches a term or part (NONE when it does not), and which records match. */
interface Scores {
  best: Uint32Array
  bits: Bitset
}

/**
 * Scores live only while one query is evaluated; their arrays (4 bytes a record) are recycled so a
 * query does not leave megabytes behind for the collector. Queries run one at a time (no await inside).
 */
const spare: Uint32Array[] = []
const MAX_SPARE = 16

function newScores(size: number): Scores {
  const reused = spare.pop()
  const best = reused?.length === size ? reused.fill(NONE) : new Uint32Array(size).fill(NONE)
  return { best, bits: emptyBits(size) }
}

function recycle(scores: readonly Scores[]): void {
  for (const { best } of scores) if (spare.length < MAX_SPARE) spare.push(best)
}

interface MatchOptions {
  /** Query-time disableTypoToleranceOnAttributes as priorities (undefined: the index's own). */
  typoDisabledPriorities?: readonly number[]
  ranking: readonly Criterion[]
}

/** Records holding the word(s) of one pattern, scored into every target (the terms an alternative covers). */
function scoreHits(
  text: TextIndex,
  hits: WordHits,
  pattern: { text: string },
  alternative: Alternative,
  options: MatchOptions,
  targets: readonly Scores[],
): void {
  const disabled = options.typoDisabledPriorities
  const typoAttributes = disabled ? text.postingAttribute : text.postingTypoAttribute
  const { postingStart, postingIds, postingAttribute, postingPosition, words } = text
  for (let h = 0; h < hits.ids.length; h++) {
    const word = hits.ids[h] as number
    const typos = hits.typos[h] as number
    const exact = alternative.exact && typos === 0 && (words[word] as string).length === pattern.text.length
    const head = pack(typos + alternative.typos, exact, 0, 0)
    const attributes = typos > 0 ? typoAttributes : postingAttribute
    const end = postingStart[word + 1] as number
    for (let p = postingStart[word] as number; p < end; p++) {
      const attribute = attributes[p] as number
      if (attribute === UNMATCHED || (typos > 0 && disabled?.includes(attribute))) continue
      const packed = (head | (attribute << 8) | (postingPosition[p] as number)) >>> 0
      const id = postingIds[p] as number
      for (const target of targets) {
        if (packed < (target.best[id] as number)) {
          if (target.best[id] === NONE) target.bits[id >>> 5] = (target.bits[id >>> 5] as number) | (1 << (id & 31))
          target.best[id] = packed
        }
      }
    }
  }
}

/**
 * Whether the words follow each other in one attribute value of the record. Where each word first
 * appears usually tells (the index keeps only that position); otherwise the record's text is read
 * again, in the one attribute where all the words can first be found together (the least good of
 * their best ones). A run of them only in a later attribute is missed: the price of a small index.
 */
function follows(index: EngineIndex, id: number, words: readonly string[], bests: readonly Uint32Array[]): boolean {
  const first = (bests[0] as Uint32Array)[id] as number
  let together = true
  for (let k = 1; k < bests.length && together; k++) {
    const packed = (bests[k] as Uint32Array)[id] as number
    together = attributeOf(packed) === attributeOf(first) && positionOf(packed) === positionOf(first) + k
  }
  if (together) return true
  let where = 0
  for (const best of bests) where = Math.max(where, attributeOf(best[id] as number))
  return holdsSequence(index.text, index.records[id], words, where)
}

/** Several words that must follow each other (a split word, a multi-word synonym). */
function scoreParts(
  index: EngineIndex,
  parts: Array<{ hits: WordHits; text: string }>,
  alternative: Alternative,
  options: MatchOptions,
  targets: readonly Scores[],
): void {
  const each = parts.map((part) => {
    const scores = newScores(index.size)
    scoreHits(index.text, part.hits, part, { ...alternative, typos: 0 }, options, [scores])
    return scores
  })
  const bests = each.map((scores) => scores.best)
  const words = parts.map((part) => part.text)
  const both = (each[0] as Scores).bits.slice()
  for (const scores of each.slice(1)) andInto(both, scores.bits)
  for (let w = 0; w < both.length; w++) {
    for (let x = (both[w] as number) | 0; x !== 0; x &= x - 1) {
      const id = (w << 5) + 31 - Math.clz32(x & -x)
      if (!follows(index, id, words, bests)) continue
      const first = (bests[0] as Uint32Array)[id] as number
      let typos = alternative.typos
      let exact = true
      let attribute = attributeOf(first)
      for (const best of bests) {
        const packed = best[id] as number
        typos += typosOf(packed)
        exact &&= isExact(packed)
        attribute = Math.min(attribute, attributeOf(packed))
      }
      const packed = pack(typos, exact, attribute, positionOf(first))
      for (const target of targets) {
        if (packed < (target.best[id] as number)) {
          target.bits[id >>> 5] = (target.bits[id >>> 5] as number) | (1 << (id & 31))
          target.best[id] = packed
        }
      }
    }
  }
  recycle(each)
}

/** Records holding any of the words, exactly. */
function excludedBits(index: EngineIndex, plan: QueryPlan): Bitset | undefined {
  if (plan.excluded.length === 0) return undefined
  const bits = emptyBits(index.size)
  const { postingStart, postingIds } = index.text
  for (const pattern of plan.excluded) {
    const { ids } = matchWords(index.text.words, pattern)
    for (const word of ids) orInto(bits, bitsFromIds(postingIds.subarray(postingStart[word], postingStart[word + 1]), index.size))
  }
  return bits
}

/**
 * Evaluates a query plan: the records matching every required term (or, when all are optional, at
 * least one), the values of the ranking criteria for each, their relevance buckets, and what the
 * highlighting needs to know about the words that matched.
 */
export function evaluatePlan(index: EngineIndex, plan: QueryPlan, options: MatchOptions): QueryMatch {
  const { size } = index
  const terms = plan.terms.map(() => newScores(size))
  const highlightParts: HighlightPart[] = []
  for (const alternative of plan.alternatives) {
    const targets = terms.slice(alternative.start, alternative.end)
    const parts = alternative.parts.map((pattern) => ({ ...pattern, hits: matchWords(index.text.words, pattern) }))
    const covered = Array.from({ length: alternative.end - alternative.start }, (_, k) => alternative.start + k)
    for (const part of parts) highlightParts.push({ ids: part.hits.ids, typos: part.hits.typos, text: part.text, prefix: part.prefix, terms: covered })
    if (parts.length === 1) scoreHits(index.text, (parts[0] as (typeof parts)[0]).hits, parts[0] as (typeof parts)[0], alternative, options, targets)
    else scoreParts(index, parts, alternative, options, targets)
  }

  const required = plan.terms.flatMap((term, i) => (term.optional ? [] : [terms[i] as Scores]))
  let bits: Bitset
  if (required.length > 0) {
    bits = (required[0] as Scores).bits.slice()
    for (const scores of required.slice(1)) andInto(bits, scores.bits)
  } else if (terms.length > 0) {
    bits = emptyBits(size)
    for (const scores of terms) orInto(bits, scores.bits)
  } else {
    bits = fullBits(size)
  }
  const excluded = excludedBits(index, plan)
  if (excluded) andInto(bits, notInto(excluded, size))
  for (const [start, end] of plan.phrases) {
    const phrase = plan.terms.slice(start, end).map((term) => term.text)
    const bests = terms.slice(start, end).map((scores) => scores.best)
    forEachId(bits.slice(), (id) => {
      if (!follows(index, id, phrase, bests)) bits[id >>> 5] = (bits[id >>> 5] as number) & ~(1 << (id & 31))
    })
  }

  const ranked = rankCriteria(
    index,
    plan,
    terms.map((scores) => scores.best),
    bits,
    options.ranking,
  )
  recycle(terms)
  return {
    bits,
    ...ranked,
    highlighter: { terms: plan.terms.map((term) => term.text), dictionary: index.text.words, parts: highlightParts },
  }
}
