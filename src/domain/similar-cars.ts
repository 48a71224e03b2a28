/** Similar cars (spec §7 multi-query, §9 "Similar cars"): the price band and which results are kept. */
export const SIMILAR_CARS = { count: 6, bandUnder50000: 10000, bandFrom50000: 25000, bandThreshold: 50000 } as const

/** Price range of similar cars: plus or minus 10,000 under 50,000, else plus or minus 25,000; never below 0. */
export function similarPriceBand(price: number): { min: number; max: number } {
  const band = price < SIMILAR_CARS.bandThreshold ? SIMILAR_CARS.bandUnder50000 : SIMILAR_CARS.bandFrom50000
  return { min: Math.max(0, price - band), max: price + band }
}

export interface CarForSimilar {
  id: string | number
  model?: string | null
  status?: string | null
}

/** The same model first, then the rest; in stock only, without the car itself, de-duplicated by id, first 6. */
export function pickSimilarCars<T extends CarForSimilar>(car: CarForSimilar, candidates: readonly T[], count: number = SIMILAR_CARS.count): T[] {
  const sameModel = (c: T) => (c.model ?? '').toLowerCase() === (car.model ?? '').toLowerCase()
  const ordered = [...candidates.filter(sameModel), ...candidates.filter((c) => !sameModel(c))]
  const seen = new Set<string>([String(car.id)])
  const kept: T[] = []
  for (const candidate of ordered) {
    if (kept.length >= count) break
    if (candidate.status !== 'in_stock' || seen.has(String(candidate.id))) continue
    seen.add(String(candidate.id))
    kept.push(candidate)
  }
  return kept
}
