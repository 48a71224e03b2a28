/**
 * Repeatable randomness for the demo stock: mulberry32, reseeded for every car from (seed, site,
 * car number), so a car does not depend on how many cars came before it and a bigger run keeps the
 * cars of a smaller one.
 */
export class Random {
  private state = 0

  constructor(seed = 0) {
    this.reseed(seed)
  }

  reseed(seed: number): this {
    this.state = seed >>> 0
    return this
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** Picks by weight; `weights` is read in the same order as `items`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0
    for (const weight of weights) total += weight
    let roll = this.next() * total
    for (let i = 0; i < items.length; i++) if ((roll -= weights[i]!) < 0) return items[i] as T
    return items[items.length - 1] as T
  }

  /** The first items are the likelier: weights n, n-1, ... 1. */
  early<T>(items: readonly T[]): T {
    const n = items.length
    let roll = this.next() * ((n * (n + 1)) / 2)
    for (let i = 0; i < n; i++) if ((roll -= n - i) < 0) return items[i] as T
    return items[n - 1] as T
  }
}

/** A weighted list prepared once and drawn from many times. */
export class WeightedList<T> {
  private readonly cumulative: number[] = []
  readonly items: readonly T[]

  constructor(items: readonly T[], weight: (item: T) => number) {
    this.items = items
    let total = 0
    for (const item of items) this.cumulative.push((total += weight(item)))
  }

  get empty(): boolean {
    return this.items.length === 0 || this.cumulative[this.cumulative.length - 1]! <= 0
  }

  draw(random: Random): T {
    const roll = random.next() * this.cumulative[this.cumulative.length - 1]!
    let low = 0
    let high = this.cumulative.length - 1
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.cumulative[mid]! > roll) high = mid
      else low = mid + 1
    }
    return this.items[low] as T
  }
}

/** FNV-1a of a string, for seeding from names. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** Mixes numbers into one well-spread 32-bit seed (murmur3 finaliser per step). */
export function mixSeed(...parts: number[]): number {
  let hash = 0x9e3779b9
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x85ebca6b)
    hash ^= hash >>> 13
    hash = Math.imul(hash, 0xc2b2ae35)
    hash ^= hash >>> 16
  }
  return hash >>> 0
}
