import { hasBit, type Bitset } from './bitset'
import type { Ordering } from './types'

/** Called per record in hot loops: a local binding skips the accessor some module transforms put on imports. */
const has = hasBit

/**
 * The first `count` candidates in ranking order. The ordering already sorts by replica sort and
 * custom ranking; relevance (when there is a query) slots in between: for the primary index it
 * comes first, for a replica it only breaks ties between equal sort values.
 */
export function rankedIds(ordering: Ordering, candidates: Bitset, relevance: { relevance: Uint16Array; buckets: number } | undefined, count: number): number[] {
  const { order, group } = ordering
  const out: number[] = []
  if (count <= 0) return out
  if (!relevance) {
    for (let at = 0; at < order.length && out.length < count; at++) {
      if (has(candidates, order[at] as number)) out.push(order[at] as number)
    }
    return out
  }
  if (!group) return byRelevance(order, candidates, relevance.relevance, relevance.buckets, count)
  // Replica: collect each run of equal sort values, then order the run by relevance (stable).
  let run: number[] = []
  let runGroup = -1
  for (let at = 0; at < order.length; at++) {
    const id = order[at] as number
    if (!has(candidates, id)) continue
    if (group[at] !== runGroup) {
      flush(run, relevance.relevance, out)
      if (out.length >= count) return out.slice(0, count)
      run = []
      runGroup = group[at] as number
    }
    run.push(id)
  }
  flush(run, relevance.relevance, out)
  return out.slice(0, count)
}

function flush(run: number[], relevance: Uint16Array, out: number[]): void {
  if (run.length > 1) run.sort((a, b) => (relevance[a] as number) - (relevance[b] as number))
  for (const id of run) out.push(id)
}

/**
 * The first `count` candidates of a stable counting sort by relevance bucket: one pass over the
 * candidates counts each bucket, a second walks the ordering and places only the ids that land
 * before `count`, stopping once every place is filled. Linear, with no per-hit arrays; the query's
 * match sized the buckets to the criteria values its records actually have.
 */
function byRelevance(order: Uint32Array, candidates: Bitset, relevance: Uint16Array, buckets: number, count: number): number[] {
  const starts = new Uint32Array(buckets + 1)
  let total = 0
  for (let w = 0; w < candidates.length; w++) {
    for (let x = (candidates[w] as number) | 0; x !== 0; x &= x - 1) {
      const bucket = (relevance[(w << 5) + 31 - Math.clz32(x & -x)] as number) + 1
      starts[bucket] = (starts[bucket] as number) + 1
      total++
    }
  }
  for (let b = 1; b <= buckets; b++) starts[b] = (starts[b] as number) + (starts[b - 1] as number)
  const out = new Array<number>(Math.min(count, total))
  for (let at = 0, placed = 0; at < order.length && placed < out.length; at++) {
    const id = order[at] as number
    if (!has(candidates, id)) continue
    const bucket = relevance[id] as number
    const slot = starts[bucket] as number
    if (slot < out.length) {
      out[slot] = id
      placed++
    }
    starts[bucket] = slot + 1
  }
  return out
}
