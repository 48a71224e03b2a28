import type { FixtureCar } from './fixture.test-data'

/**
 * A deliberately naive, engine-independent model of the expected answers, written from the
 * Algolia rules rather than from the engine's code: linear scans, plain sorts, no bitsets.
 */

export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
export const wordsOf = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/** Searchable attributes of the fixture settings, by priority. */
const SEARCHABLE: string[][] = [['name'], ['make_model', 'badge'], ['stocknum'], ['colour'], ['categories']]

function leaves(car: FixtureCar, attribute: string): unknown[] {
  const value = car[attribute]
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

/** Facet values of a car as text, once each. */
export function facetValues(car: FixtureCar, attribute: string): string[] {
  return [...new Set(leaves(car, attribute).map((value) => String(value)))]
}

export const hasFacet = (car: FixtureCar, attribute: string, value: string) =>
  facetValues(car, attribute).some((text) => text.toLowerCase() === value.toLowerCase())

export interface RefWord {
  text: string
  prefix: boolean
}

/** prefixLast: every word but the last must match a whole word; the last may be a prefix. */
export function refQuery(query: string): RefWord[] {
  const words = wordsOf(query)
  const open = /[\p{L}\p{N}]$/u.test(query)
  return words.map((text, i) => ({ text, prefix: open && i === words.length - 1 }))
}

/** undefined when the car misses a word; otherwise [best attribute priority, exact words]. */
export function relevance(car: FixtureCar, query: RefWord[]): [number, number] | undefined {
  let best = Infinity
  let exact = 0
  for (const word of query) {
    let wordBest = Infinity
    let wordExact = false
    SEARCHABLE.forEach((attributes, priority) => {
      for (const attribute of attributes) {
        for (const token of leaves(car, attribute).flatMap((value) => wordsOf(String(value)))) {
          if (token === word.text) wordExact = true
          if (token === word.text || (word.prefix && token.startsWith(word.text))) wordBest = Math.min(wordBest, priority)
        }
      }
    })
    if (wordBest === Infinity) return undefined
    best = Math.min(best, wordBest)
    if (wordExact) exact++
  }
  return [best, exact]
}

export interface SortRule {
  attribute: keyof FixtureCar
  direction: 'asc' | 'desc'
}

export const REPLICAS: Record<string, SortRule | undefined> = {
  cars: undefined,
  cars_price_asc: { attribute: 'price', direction: 'asc' },
  cars_price_desc: { attribute: 'price', direction: 'desc' },
  cars_year_desc: { attribute: 'year', direction: 'desc' },
  cars_km_asc: { attribute: 'km', direction: 'asc' },
}

/** Matching cars in ranking order: replica sort (missing last), relevance, custom_rank desc, input order. */
export function rank(cars: FixtureCar[], keep: (car: FixtureCar) => boolean, query = '', indexName = 'cars'): FixtureCar[] {
  const words = refQuery(query)
  const sort = REPLICAS[indexName]
  const scored = cars
    .map((car, position) => ({ car, position, score: words.length ? relevance(car, words) : ([0, 0] as [number, number]) }))
    .filter((entry) => entry.score !== undefined && keep(entry.car))
  scored.sort((a, b) => {
    if (sort) {
      const x = a.car[sort.attribute] as number | undefined
      const y = b.car[sort.attribute] as number | undefined
      if (x !== y) {
        if (x === undefined) return 1
        if (y === undefined) return -1
        return sort.direction === 'asc' ? x - y : y - x
      }
    }
    const [ap, ae] = a.score as [number, number]
    const [bp, be] = b.score as [number, number]
    return ap - bp || be - ae || b.car.custom_rank - a.car.custom_rank || a.position - b.position
  })
  return scored.map((entry) => entry.car)
}

/** Facet counts as Algolia reports them: count descending, then value ascending, at most `max`. */
export function facetCounts(cars: FixtureCar[], attribute: string, max = 100): [string, number][] {
  const counts = new Map<string, number>()
  for (const car of cars) for (const value of facetValues(car, attribute)) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, max)
}

export function stats(cars: FixtureCar[], attribute: string) {
  const values = cars.flatMap((car) => leaves(car, attribute)).filter((value): value is number => typeof value === 'number')
  if (values.length === 0) return undefined
  const sum = values.reduce((total, value) => total + value, 0)
  return { min: Math.min(...values), max: Math.max(...values), avg: sum / values.length, sum }
}

export const ids = (cars: FixtureCar[]) => cars.map((car) => car.objectID)
