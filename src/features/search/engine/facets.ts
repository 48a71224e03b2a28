import { hasBit, popcountAnd, type Bitset } from './bitset'
import type { FacetField, NumericField } from './types'
import type { FacetStats } from '../port'

/** Called per record in hot loops: a local binding skips the accessor some module transforms put on imports. */
const has = hasBit

/** The records a query selected, as the facet code reads them. */
export interface CandidateSet {
  bits: Bitset
  nbHits: number
  size: number
  /** Filled on first use and shared by every facet of the query. */
  walked?: Walked
}

/** The ids to visit: the candidates, or the non-candidates when those are fewer. */
interface Walked {
  complement: boolean
  ids: Uint32Array
}

function walkedIds(set: CandidateSet): Walked {
  if (set.walked) return set.walked
  const { bits, size } = set
  const complement = set.nbHits * 2 > size
  const ids = new Uint32Array(complement ? size - set.nbHits : set.nbHits)
  const tail = size & 31
  let k = 0
  for (let w = 0; w < bits.length; w++) {
    let x = complement ? ~(bits[w] as number) : (bits[w] as number)
    if (complement && tail !== 0 && w === bits.length - 1) x &= (1 << tail) - 1
    while (x !== 0) {
      const low = x & -x
      ids[k++] = (w << 5) + 31 - Math.clz32(low)
      x ^= low
    }
  }
  set.walked = { complement, ids }
  return set.walked
}

/**
 * How many candidates hold each value. Small facets AND each value's bitset with the candidates;
 * otherwise the per-record column is read for each candidate, or, when most records are
 * candidates, for each non-candidate, subtracting from the precomputed totals.
 * The result may be `field.totals` itself: callers only read it.
 */
export function countValues(field: FacetField, set: CandidateSet): Uint32Array {
  if (set.nbHits === set.size) return field.totals
  const visited = Math.min(set.nbHits, set.size - set.nbHits)
  // Roughly: a popcount pass costs one unit per word, a column read a few per record.
  if (field.valueBits && field.valueBits.length * set.bits.length < visited * 4) {
    return Uint32Array.from(field.valueBits, (bits) => popcountAnd(set.bits, bits))
  }
  const { complement, ids } = walkedIds(set)
  const { columnStart, columnIds } = field
  const counts = complement ? field.totals.slice() : new Uint32Array(field.values.length)
  const step = complement ? -1 : 1
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k] as number
    const end = columnStart[id + 1] as number
    for (let i = columnStart[id] as number; i < end; i++) {
      const v = columnIds[i] as number
      counts[v] = (counts[v] as number) + step
    }
  }
  return counts
}

/** Count descending, then value ascending (Algolia's `count` order); `rank` is the alphabetical rank. */
export function byCount(counts: Uint32Array, rank: Uint32Array): (a: number, b: number) => number {
  return (a, b) => (counts[b] as number) - (counts[a] as number) || (rank[a] as number) - (rank[b] as number)
}

/**
 * The `max` values to report, in response order. On a facet with many values (prices, km) it finds
 * the count threshold with a histogram and fills ties alphabetically, instead of sorting every value.
 */
export function topValues(field: FacetField, counts: Uint32Array, max: number, sortBy: 'count' | 'alpha'): Record<string, number> {
  const out: Record<string, number> = {}
  const pick = (id: number) => (out[field.values[id] as string] = counts[id] as number)
  const { alphaOrder } = field
  if (sortBy === 'alpha') {
    for (let i = 0, taken = 0; i < alphaOrder.length && taken < max; i++) {
      if ((counts[alphaOrder[i] as number] as number) > 0) {
        pick(alphaOrder[i] as number)
        taken++
      }
    }
    return out
  }
  let present = 0
  let highest = 0
  for (let id = 0; id < counts.length; id++) {
    const count = counts[id] as number
    if (count > 0) present++
    if (count > highest) highest = count
  }
  // Threshold: the smallest count still among the first `max` values (1 when all values fit).
  let threshold = 1
  if (present > max) {
    const histogram = new Uint32Array(highest + 1)
    for (let id = 0; id < counts.length; id++) histogram[counts[id] as number] = (histogram[counts[id] as number] as number) + 1
    threshold = highest
    for (let above = histogram[highest] as number; above < max; above += histogram[threshold] as number) threshold--
  }
  const chosen: number[] = []
  for (let id = 0; id < counts.length; id++) if ((counts[id] as number) > threshold) chosen.push(id)
  chosen.sort(byCount(counts, field.alphaRank))
  // Values at the threshold fill the rest in alphabetical order, which is their tie order anyway.
  for (let i = 0; i < alphaOrder.length && chosen.length < max; i++) {
    if (counts[alphaOrder[i] as number] === threshold) chosen.push(alphaOrder[i] as number)
  }
  chosen.forEach(pick)
  return out
}

/**
 * min/max/avg/sum over every number the candidates hold; undefined when they hold none. Min and
 * max are the first and last candidates in sorted order; the sum subtracts the non-candidates
 * from the total when they are fewer.
 */
export function facetStats(field: NumericField, set: CandidateSet): FacetStats | undefined {
  if (!field.hasNumbers) return undefined
  const { sortedIds, sortedValues, columnStart, columnValues } = field
  let low = 0
  while (low < sortedIds.length && !has(set.bits, sortedIds[low] as number)) low++
  if (low === sortedIds.length) return undefined
  let high = sortedIds.length - 1
  while (!has(set.bits, sortedIds[high] as number)) high--
  const { complement, ids } = walkedIds(set)
  let sum = 0
  let count = 0
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k] as number
    const end = columnStart[id + 1] as number
    for (let i = columnStart[id] as number; i < end; i++) sum += columnValues[i] as number
    count += end - (columnStart[id] as number)
  }
  if (complement) {
    sum = field.totalSum - sum
    count = field.totalCount - count
  }
  return { min: sortedValues[low] as number, max: sortedValues[high] as number, avg: sum / count, sum }
}
