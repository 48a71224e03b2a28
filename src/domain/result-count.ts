/** The result count shown on search (spec §9: "An index hit count above 1999 is treated as capped"). */
export const CAPPED_HIT_COUNT = 1999

export interface SearchCountSource {
  nbHits: number
  /** Facet counts of the answer; car_type holds exactly one value per car, so it sums to the true total. */
  facets?: Record<string, Record<string, number>>
}

/**
 * The number of cars to show: the index's hit count, unless it is above 1999 (where hosted search
 * may estimate), in which case the total is recomputed from the car_type facet counts, or taken
 * from the site's stock count when the answer carries no facets.
 */
export function resultCount(answer: SearchCountSource, stockCount?: number | null): number {
  if (answer.nbHits <= CAPPED_HIT_COUNT) return answer.nbHits
  const byType = answer.facets?.car_type
  if (byType && Object.keys(byType).length > 0) return Object.values(byType).reduce((sum, count) => sum + count, 0)
  return stockCount ?? answer.nbHits
}
