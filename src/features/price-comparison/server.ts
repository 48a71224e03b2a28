import 'server-only'

import { env } from '@/platform/env'
import { getStockSearch } from '@/features/search'

import { withCachedComparisons } from './cached'
import { createAutogaugeHttpClient } from './http'
import type { PriceComparisonResult } from '@/domain/price-comparison'

import type { PriceComparisonPort } from './port'
import { createStockPriceComparison } from './stock-comparison'

const holder = globalThis as typeof globalThis & { priceComparison?: Promise<PriceComparisonPort> }

/** The server's price comparison: the hosted autogauge when configured, else the stock comparison. */
export function getPriceComparison(): Promise<PriceComparisonPort> {
  holder.priceComparison ??= (async () => {
    const port =
      env.AUTOGAUGE_BASE_URL && env.AUTOGAUGE_API_KEY
        ? createAutogaugeHttpClient({ baseUrl: env.AUTOGAUGE_BASE_URL, apiKey: env.AUTOGAUGE_API_KEY })
        : createStockPriceComparison(await getStockSearch())
    return withCachedComparisons(port)
  })()
  return holder.priceComparison
}

/**
 * The comparison for the vehicle page's own render (kept with the page by the render cache), so the
 * browser makes no call and shows no skeleton; null when there is nothing to say or the service
 * failed (logged; the panel hides, spec §8). GET /api/cars/{slug}/autogauge stays for other clients.
 */
export async function priceComparisonForCar(siteSlug: string, car: Parameters<PriceComparisonPort['compare']>[1]): Promise<PriceComparisonResult | null> {
  try {
    return await (await getPriceComparison()).compare(siteSlug, car)
  } catch (error) {
    console.warn(`Price comparison failed for ${siteSlug}/${car.slug}:`, error instanceof Error ? error.message : error)
    return null
  }
}
