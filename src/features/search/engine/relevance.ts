import type { Bitset } from './bitset'
import type { QueryPlan } from './query-plan'
import * as termScore from './term-score'
import { NO_PRIORITY } from './text-index'
import type { Criterion } from './text-settings'
import { INFO, type EngineIndex, type Ordering, type QueryMatch } from './types'
import type { RankingInfo } from '../port'

// Hot loops read these per record: local bindings skip the accessor some module transforms put on imports.
const { stride: STRIDE, typos: TYPOS, words: WORDS, proximity: PROXIMITY, attribute: ATTRIBUTE, exact: EXACT, position: POSITION } = INFO
const UNMATCHED = NO_PRIORITY
const { attributeOf, distance, isExact, NONE, positionOf, typosOf } = termScore

/** Buckets of the counting sort; criteria that would need more are dropped from the least significant up. */
const MAX_BUCKETS = 65_536

const FIELD: Record<Criterion, number> = { typo: INFO.typos, words: INFO.words, proximity: INFO.proximity, attribute: INFO.attribute, exact: INFO.exact }
/** More matched words and more exact words rank first; fewer typos, closer words and better attributes too. */
const HIGHER_FIRST: Record<Criterion, boolean> = { typo: false, words: true, proximity: false, attribute: false, exact: true }

/** The most each criterion can be for one query: the number of its digit's values, minus one. */
type CriteriaBounds = Record<Criterion, number>

/**
 * A record's relevance as one bucket number: the criteria in ranking order as the digits of a
 * mixed-radix number, each digit as wide as the query allows (`bounds`), so the counting sort needs
 * no fixed bucket count. Returns (field, highest, higher-first, weight) per digit, flat, and the count.
 */
function relevanceDigits(ranking: readonly Criterion[], bounds: CriteriaBounds): { digits: Int32Array; buckets: number } {
  const used = ranking.filter((criterion) => bounds[criterion] > 0)
  const radixes: number[] = []
  let buckets = 1
  for (const criterion of used) {
    const radix = bounds[criterion] + 1
    if (buckets * radix > MAX_BUCKETS) break
    buckets *= radix
    radixes.push(radix)
  }
  const digits = new Int32Array(radixes.length * 4)
  let weight = 1
  for (let d = radixes.length - 1; d >= 0; d--) {
    const criterion = used[d] as Criterion
    digits.set([FIELD[criterion], bounds[criterion], HIGHER_FIRST[criterion] ? 1 : 0, weight], d * 4)
    weight *= radixes[d] as number
  }
  return { digits, buckets }
}

/**
 * The values of the ranking criteria for each matched record, from how it matched each term (INFO
 * layout), and its relevance bucket (see relevanceDigits).
 */
function criteria(bests: readonly Uint32Array[], bits: Bitset, size: number, digits: Int32Array): { info: Uint8Array; relevance: Uint16Array } {
  const info = new Uint8Array(size * STRIDE)
  const relevance = new Uint16Array(size)
  // A hot loop over up to every record: plain loops over the bitset's words, no callbacks.
  for (let w = 0; w < bits.length; w++) {
    for (let x = (bits[w] as number) | 0; x !== 0; x &= x - 1) {
      const id = (w << 5) + 31 - Math.clz32(x & -x)
      let typos = 0
      let words = 0
      let exact = 0
      let proximity = 0
      let attribute = UNMATCHED
      let position = 0xff
      let previous = NONE
      for (let t = 0; t < bests.length; t++) {
        const packed = (bests[t] as Uint32Array)[id] as number
        if (packed === NONE) continue
        words++
        typos += typosOf(packed)
        if (isExact(packed)) exact++
        const at = attributeOf(packed)
        const where = positionOf(packed)
        if (at < attribute || (at === attribute && where < position)) {
          attribute = at
          position = where
        }
        if (previous !== NONE) proximity += distance(previous, packed)
        previous = packed
      }
      const base = id * STRIDE
      info[base + TYPOS] = Math.min(typos, 255)
      info[base + WORDS] = words
      info[base + PROXIMITY] = Math.min(proximity, 255)
      // A query of exclusions only matches no word: nothing to point at.
      info[base + ATTRIBUTE] = words > 0 ? attribute : 0
      info[base + EXACT] = exact
      info[base + POSITION] = words > 0 ? position : 0
      let key = 0
      for (let d = 0; d < digits.length; d += 4) {
        const value = Math.min(info[base + (digits[d] as number)] as number, digits[d + 1] as number)
        key += (digits[d + 2] === 1 ? (digits[d + 1] as number) - value : value) * (digits[d + 3] as number)
      }
      relevance[id] = key
    }
  }
  return { info, relevance }
}

/** How far each criterion can go for this query (the width of its relevance digit). */
function bounds(index: EngineIndex, plan: QueryPlan): CriteriaBounds {
  const count = plan.terms.length
  let typos = 0
  plan.terms.forEach((_, t) => {
    const covering = plan.alternatives.filter((alternative) => alternative.start <= t && t < alternative.end)
    typos += Math.max(0, ...covering.map((alternative) => alternative.typos + alternative.parts.reduce((sum, part) => sum + part.maxTypos, 0)))
  })
  return {
    typo: typos,
    words: plan.terms.some((term) => term.optional) ? count : 0,
    proximity: 8 * Math.max(0, count - 1),
    attribute: Math.max(0, index.text.fields.length - 1),
    exact: count,
  }
}

/**
 * The ranking criteria of every matched record (QueryMatch.info) and its relevance bucket, from the
 * best match of each query term (`bests`, one array per term, in query order).
 */
export function rankCriteria(
  index: EngineIndex,
  plan: QueryPlan,
  bests: readonly Uint32Array[],
  bits: Bitset,
  ranking: readonly Criterion[],
): Pick<QueryMatch, 'info' | 'relevance' | 'buckets'> {
  const { digits, buckets } = relevanceDigits(ranking, bounds(index, plan))
  return { ...criteria(bests, bits, index.size, digits), buckets }
}

const userScores = new WeakMap<Ordering, Uint32Array>()

/** Algolia's `_rankingInfo` for one hit; userScore is the record's place in the custom ranking, higher first. */
export function rankingInfo(match: QueryMatch | undefined, id: number, customOrder: Ordering): RankingInfo {
  let scores = userScores.get(customOrder)
  if (!scores) {
    scores = new Uint32Array(customOrder.order.length)
    customOrder.order.forEach((record, at) => ((scores as Uint32Array)[record] = customOrder.order.length - at))
    userScores.set(customOrder, scores)
  }
  const at = id * INFO.stride
  const read = (field: number) => (match ? (match.info[at + field] as number) : 0)
  return {
    nbTypos: read(INFO.typos),
    firstMatchedWord: match ? read(INFO.attribute) * 1000 + read(INFO.position) : 0,
    proximityDistance: read(INFO.proximity),
    userScore: scores[id] as number,
    geoDistance: 0,
    geoPrecision: 1,
    nbExactWords: read(INFO.exact),
    words: read(INFO.words),
    filters: 0,
  }
}
