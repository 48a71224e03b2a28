/**
 * Sets of record ids as bitsets (one bit per record in Uint32 words). Filters combine with word-wide
 * AND/OR/NOT; all functions work in place on the first argument to avoid allocating per query step.
 */
export type Bitset = Uint32Array

export function emptyBits(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5)
}

export function fullBits(size: number): Bitset {
  const bits = emptyBits(size).fill(0xffffffff)
  clearTail(bits, size)
  return bits
}

/** Zeroes the bits past `size` in the last word so NOT and popcount stay exact. */
function clearTail(bits: Bitset, size: number): void {
  const used = size & 31
  if (used !== 0) bits[bits.length - 1] = (bits[bits.length - 1] as number) & ((1 << used) - 1)
}

export function bitsFromIds(ids: ArrayLike<number>, size: number): Bitset {
  const bits = emptyBits(size)
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number
    bits[id >>> 5] = (bits[id >>> 5] as number) | (1 << (id & 31))
  }
  return bits
}

export function andInto(target: Bitset, other: Bitset): Bitset {
  for (let w = 0; w < target.length; w++) target[w] = (target[w] as number) & (other[w] as number)
  return target
}

export function orInto(target: Bitset, other: Bitset): Bitset {
  for (let w = 0; w < target.length; w++) target[w] = (target[w] as number) | (other[w] as number)
  return target
}

export function notInto(target: Bitset, size: number): Bitset {
  for (let w = 0; w < target.length; w++) target[w] = ~(target[w] as number)
  clearTail(target, size)
  return target
}

export function hasBit(bits: Bitset, id: number): boolean {
  return ((bits[id >>> 5] as number) & (1 << (id & 31))) !== 0
}

function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555)
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

export function popcount(bits: Bitset): number {
  let count = 0
  for (let w = 0; w < bits.length; w++) count += popcount32(bits[w] as number)
  return count
}

/** |a ∩ b| without materialising the intersection. */
export function popcountAnd(a: Bitset, b: Bitset): number {
  let count = 0
  for (let w = 0; w < a.length; w++) {
    const both = (a[w] as number) & (b[w] as number)
    // Most words of a value's bitset and a query's candidates share nothing: skip the arithmetic.
    if (both !== 0) count += popcount32(both)
  }
  return count
}

/** Calls `visit` with every id in `bits`, ascending. */
export function forEachId(bits: Bitset, visit: (id: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w] as number
    while (x !== 0) {
      const low = x & -x
      visit((w << 5) + 31 - Math.clz32(low))
      x ^= low
    }
  }
}
