import { DEFAULT_TEXTS } from '@/domain/texts'
import type { StockSearch } from '@/features/search'

import type { PriceComparisonPort } from './port'

/** Answers (and "No data returned") may be kept 5 minutes by browsers and CDNs. */
export const AUTOGAUGE_CACHE_CONTROL = 'public, max-age=300'

export interface AutogaugeDependencies {
  stockSearch: Pick<StockSearch, 'findListedCar'>
  comparison: PriceComparisonPort
}

const answer = (status: number, body: unknown, cacheControl: string) => Response.json(body, { status, headers: { 'cache-control': cacheControl } })

/**
 * GET /api/cars/{slug}/autogauge for one site (spec §7): 200 with the comparison (fill,
 * listing_price, market_range_min, market_range_max, confidence, description, comparable_count),
 * 404 `{ message: 'No data returned' }` when there is nothing to say, 404 for a car the site does not
 * list (unknown, hidden, or sold past its window: the vehicle page's rule, findListedCar), 502 when
 * the service fails (logged; the panel hides, spec §8). The panel's own hide rules (confidence 0.2 or
 * less...) are applied by the component with `priceComparisonPanel`, not here.
 */
export async function answerAutogauge({ stockSearch, comparison }: AutogaugeDependencies, siteSlug: string, carSlug: string): Promise<Response> {
  const found = await stockSearch.findListedCar(siteSlug, carSlug)
  if (!found?.listed) return answer(404, { message: 'Car not found.', status: 404 }, 'no-store')
  const { car } = found
  try {
    const result = await comparison.compare(siteSlug, car)
    if (!result) return answer(404, { message: DEFAULT_TEXTS.priceComparisonNoData, status: 404 }, AUTOGAUGE_CACHE_CONTROL)
    return answer(200, result, AUTOGAUGE_CACHE_CONTROL)
  } catch (error) {
    console.warn(`Price comparison failed for ${siteSlug}/${carSlug}:`, error instanceof Error ? error.message : error)
    return answer(502, { message: 'The price comparison is unavailable.', status: 502 }, 'no-store')
  }
}
