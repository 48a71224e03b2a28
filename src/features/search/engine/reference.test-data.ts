import type { FixtureCar } from './fixture.test-data'
import { refSearch, type RefOptions } from './text-reference.test-data'

/**
 * A deliberately naive, engine-independent model of the expected answers, written from the
 * Algolia rules rather than from the engine's code: linear scans, plain sorts, no bitsets.
 */

/** Searchable attributes of the fixture settings, by priority, for the text reference. */
export const FIXTURE_TEXT: RefOptions = { searchable: [['name'], ['make_model', 'badge'], ['stocknum'], ['colour'], ['categories']] }

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

/** Matching cars in ranking order: replica sort (missing last), text relevance, custom_rank desc, input order. */
export function rank(cars: FixtureCar[], keep: (car: FixtureCar) => boolean, query = '', indexName = 'cars', text: RefOptions = FIXTURE_TEXT): FixtureCar[] {
  const sort = REPLICAS[indexName]
  const ranked = refSearch(cars, query, text, keep, (a, b) => b.custom_rank - a.custom_rank).map((match) => match.record)
  if (!sort) return ranked
  return ranked.sort((a, b) => {
    const x = a[sort.attribute] as number | undefined
    const y = b[sort.attribute] as number | undefined
    if (x === y) return 0
    if (x === undefined) return 1
    if (y === undefined) return -1
    return sort.direction === 'asc' ? x - y : y - x
  })
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
