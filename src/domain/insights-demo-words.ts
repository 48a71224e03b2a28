/**
 * The demo's search words (issue 44): what shoppers of one site type, built from the site's own cars,
 * and how many of those cars each search finds. The counts are worked out here, not made up, so the
 * Insights list of searches with no results is true for the site the demo seeds.
 */
import { normaliseSearchWords } from './insights-rules'

/** A car as the demo sees it: enough to name it and to match shoppers' words against it. */
export interface DemoCar {
  slug: string
  name: string
  make: string
  model: string
  body: string
}

/** Words a shopper typed (normalised) and the cars of the site they find; `weight` says how often they are typed. */
export interface DemoSearchWords {
  words: string
  resultCount: number
  weight?: number
}

/** Searches no dealer's stock answers well: brands and kinds of vehicle most sites do not sell. */
const DEMO_SEARCH_MISSES = ['tesla', 'tesla model y', 'ranger raptor', 'campervan', 'electric ute', 'cybertruck', 'jimny', 'motorhome'] as const

const tokens = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** Edits between two words, a swap of neighbours counting as one (how search engines count typos); stops counting past `limit`. */
function typos(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before = Array.from({ length: b.length + 1 }, (_, j) => j)
  let previous = before
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
    before = previous
    previous = row
  }
  return previous[b.length]!
}

/**
 * Whether a typed word finds a word of the car, as the site search matches (its standard settings):
 * the same word or its singular ("utes"), a beginning of the word for the last word typed, and one
 * typo from four letters, two from eight; never a typo in a number.
 */
function wordMatches(word: string, token: string, last: boolean): boolean {
  if (token === word || (word.length > 3 && word.endsWith('s') && token === word.slice(0, -1))) return true
  if (last && token.startsWith(word)) return true
  if (/\d/.test(word) || /\d/.test(token)) return false
  const allowed = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0
  return allowed > 0 && typos(word, token, allowed) <= allowed
}

const carTokens = new WeakMap<DemoCar, string[]>()
const tokensOf = (car: DemoCar) => {
  let found = carTokens.get(car)
  if (!found) carTokens.set(car, (found = tokens(`${car.name} ${car.make} ${car.model} ${car.body}`)))
  return found
}

/** The cars whose name, make, model or body has every word typed. */
export function carsMatchingWords<T extends DemoCar>(cars: readonly T[], words: string): T[] {
  const typed = tokens(words)
  if (typed.length === 0) return [...cars]
  return cars.filter((car) => {
    const own = tokensOf(car)
    return typed.every((word, i) => own.some((token) => wordMatches(word, token, i === typed.length - 1)))
  })
}

/** A shopper's slip of the finger: the fourth letter left out ("hilux" becomes "hilx"). */
const typoOf = (word: string) => word.slice(0, 3) + word.slice(4)

/** The most common values first, each with how many cars have it. */
function byCount(values: string[]): Array<[string, number]> {
  const counts = new Map<string, number>()
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

/**
 * What shoppers of a site search for: its makes and models (the most stocked most often), "make
 * model", body types, a few typos of its best-stocked models, and words its stock does not have.
 * Each with the number of the site's cars it finds (0 for a miss), and a weight for how often.
 */
export function demoSearchWords(cars: readonly DemoCar[], misses: readonly string[] = DEMO_SEARCH_MISSES): DemoSearchWords[] {
  const wanted = new Map<string, number>()
  const want = (words: string, weight: number) => {
    const normalised = normaliseSearchWords(words)
    if (normalised && !wanted.has(normalised)) wanted.set(normalised, weight)
  }
  const models = byCount(cars.map((car) => `${car.make}\n${car.model}`)).slice(0, 12)
  for (const [make, count] of byCount(cars.map((car) => car.make)).slice(0, 6)) want(make, 4 + Math.min(count, 40) / 4)
  for (const [key, count] of models) want(key.split('\n')[1]!, 6 + Math.min(count, 40) / 3)
  for (const [key, count] of models.slice(0, 8)) want(key.replace('\n', ' '), 3 + Math.min(count, 40) / 6)
  for (const [body] of byCount(cars.map((car) => car.body)).slice(0, 5)) want(body, 4)
  for (const [key] of models.slice(0, 3)) {
    const model = normaliseSearchWords(key.split('\n')[1]!)
    if (/^[a-z]{5,}$/.test(model)) want(typoOf(model), 1.5)
  }
  for (const miss of misses) want(miss, 1.2)
  return [...wanted].map(([words, weight]) => ({ words, resultCount: carsMatchingWords(cars, words).length, weight }))
}
