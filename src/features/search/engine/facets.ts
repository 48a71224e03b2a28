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
 * What reading one record's column costs, in popcount words (one value's bitset pass reads every
 * word): one byte or one mask and its bits, or two offsets and the values (measured at 50,000 cars).
 */
const READ_COST = { single: 1, mask: 12, list: 32 }

/** A facet's counts and, when few candidates hold values of a facet of many, which values (in no order). */
interface ValueCounts {
  counts: Uint32Array
  present?: Uint32Array
}

/**
 * How many candidates hold each value. Small facets AND each value's bitset with the candidates
 * when that is cheaper than reading the column for each candidate, or, when most records are
 * candidates, for each non-candidate, subtracting from the precomputed totals.
 * The counts may be `field.totals` itself: callers only read them.
 */
function count(field: FacetField, set: CandidateSet): ValueCounts {
  if (set.nbHits === set.size) return { counts: field.totals }
  const visited = Math.min(set.nbHits, set.size - set.nbHits)
  const { column } = field
  const readCost = 'single' in column ? READ_COST.single : 'mask' in column ? READ_COST.mask : READ_COST.list
  if (field.valueBits && field.valueBits.length * set.bits.length < visited * readCost) {
    return { counts: Uint32Array.from(field.valueBits, (bits) => popcountAnd(set.bits, bits)) }
  }
  const { complement, ids } = walkedIds(set)
  const step = complement ? -1 : 1
  if ('single' in column) {
    // Slot 0 counts the records holding no value (and may wrap below zero): dropped.
    const counts = new Uint32Array(field.values.length + 1)
    if (complement) counts.set(field.totals, 1)
    // Fewer candidates than values (prices, km): note the values met, so the top values need not read every count.
    const present = !complement && ids.length < field.values.length ? new Uint32Array(ids.length) : undefined
    let met = 0
    const { single } = column
    for (let k = 0; k < ids.length; k++) {
      const v = single[ids[k] as number] as number
      if (present && counts[v] === 0 && v !== 0) present[met++] = v - 1
      counts[v] = (counts[v] as number) + step
    }
    return { counts: counts.subarray(1), present: present?.subarray(0, met) }
  }
  const counts = complement ? field.totals.slice() : new Uint32Array(field.values.length)
  if ('mask' in column) {
    const { mask } = column
    for (let k = 0; k < ids.length; k++) {
      for (let held = mask[ids[k] as number] as number; held !== 0; held &= held - 1) {
        const v = 31 - Math.clz32(held & -held)
        counts[v] = (counts[v] as number) + step
      }
    }
    return { counts }
  }
  const { start, ids: valueIds } = column
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k] as number
    const end = start[id + 1] as number
    for (let i = start[id] as number; i < end; i++) {
      const v = valueIds[i] as number
      counts[v] = (counts[v] as number) + step
    }
  }
  return { counts }
}

/** How many candidates hold each value (the array may be `field.totals` itself: callers only read it). */
export function countValues(field: FacetField, set: CandidateSet): Uint32Array {
  return count(field, set).counts
}

/** Count descending, then value ascending (Algolia's `count` order); `rank` is the alphabetical rank. */
export function byCount(counts: Uint32Array, rank: Uint32Array): (a: number, b: number) => number {
  return (a, b) => (counts[b] as number) - (counts[a] as number) || (rank[a] as number) - (rank[b] as number)
}

/**
 * A facet of the response: its `max` values with their counts over the candidates, in response
 * order, and the stats of its numbers (`numeric`, the attribute's numeric column) when it has any.
 */
export function facetSummary(
  field: FacetField,
  numeric: NumericField | undefined,
  set: CandidateSet,
  max: number,
  sortBy: 'count' | 'alpha',
): { values: Record<string, number>; stats?: FacetStats } {
  const counted = count(field, set)
  // Whichever reads less: the values met, or the records walked (none when every record is a candidate).
  const byValues = field.numbers && (counted.present ?? field.numbers).length < Math.min(set.nbHits, set.size - set.nbHits)
  const stats = byValues ? countedStats(field.numbers as Float64Array, counted) : numeric && facetStats(numeric, set)
  return { values: topValues(field, counted, max, sortBy), stats }
}

/** facets_stats from the counts of values that are numbers (FacetField.numbers): a pass over the values, not the candidates. */
function countedStats(numbers: Float64Array, { counts, present }: ValueCounts): FacetStats | undefined {
  let sum = 0
  let count = 0
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  const values = present ? present.length : counts.length
  for (let i = 0; i < values; i++) {
    const id = present ? (present[i] as number) : i
    const times = counts[id] as number
    if (times === 0) continue
    const number = numbers[id] as number
    sum += times * number
    count += times
    if (number < min) min = number
    if (number > max) max = number
  }
  return count === 0 ? undefined : { min, max, avg: sum / count, sum }
}

/**
 * The `max` values to report, in response order. On a facet with many values (prices, km) it finds
 * the count threshold with a histogram and fills ties alphabetically, instead of sorting every value;
 * it reads only the values met (`present`) when the counting noted them.
 */
function topValues(field: FacetField, { counts, present }: ValueCounts, max: number, sortBy: 'count' | 'alpha'): Record<string, number> {
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
  // The values to read: those met, when the counting noted them, else every value.
  const candidates = present ? present.length : counts.length
  let nonZero = 0
  let highest = 0
  for (let i = 0; i < candidates; i++) {
    const count = counts[present ? (present[i] as number) : i] as number
    if (count > 0) nonZero++
    if (count > highest) highest = count
  }
  // Threshold: the smallest count still among the first `max` values (1 when all values fit).
  let threshold = 1
  if (nonZero > max) {
    const histogram = new Uint32Array(highest + 1)
    for (let i = 0; i < candidates; i++) {
      const count = counts[present ? (present[i] as number) : i] as number
      histogram[count] = (histogram[count] as number) + 1
    }
    threshold = highest
    for (let above = histogram[highest] as number; above < max; above += histogram[threshold] as number) threshold--
  }
  const chosen: number[] = []
  for (let i = 0; i < candidates; i++) {
    const id = present ? (present[i] as number) : i
    if ((counts[id] as number) > threshold) chosen.push(id)
  }
  chosen.sort(byCount(counts, field.alphaRank))
  // Values at the threshold fill the rest in alphabetical order, which is their tie order anyway.
  for (let i = 0; i < alphaOrder.length && chosen.length < max; i++) {
    if (counts[alphaOrder[i] as number] === threshold) chosen.push(alphaOrder[i] as number)
  }
  chosen.forEach(pick)
  return out
}

/**
 * min/max/avg/sum over every number the candidates hold; undefined when they hold none. When the
 * candidates are few, one pass over their numbers finds all four; when most records are candidates,
 * the sum subtracts the non-candidates' from the total, and min and max are the first and last
 * candidates in sorted order (near either end, as nearly every record is one).
 */
function facetStats(field: NumericField, set: CandidateSet): FacetStats | undefined {
  if (!field.hasNumbers) return undefined
  const { column } = field
  const { complement, ids } = walkedIds(set)
  let sum = 0
  let count = 0
  // Among equal numbers (0 and -0) the sorted order's choice: the first record's for min, the last's for max.
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  const see = (value: number) => {
    sum += value
    count++
    if (value < min) min = value
    if (value >= max) max = value
  }
  if ('dense' in column) {
    const { dense } = column
    for (let k = 0; k < ids.length; k++) {
      const value = dense[ids[k] as number] as number
      if (!Number.isNaN(value)) see(value)
    }
  } else {
    const { start, values } = column
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k] as number
      const end = start[id + 1] as number
      for (let i = start[id] as number; i < end; i++) see(values[i] as number)
    }
  }
  if (complement) {
    sum = field.totalSum - sum
    count = field.totalCount - count
    if (count === 0) return undefined
    const { sortedIds, sortedValues } = field
    let low = 0
    while (!has(set.bits, sortedIds[low] as number)) low++
    let high = sortedIds.length - 1
    while (!has(set.bits, sortedIds[high] as number)) high--
    min = sortedValues[low] as number
    max = sortedValues[high] as number
  }
  if (count === 0) return undefined
  return { min, max, avg: sum / count, sum }
}
