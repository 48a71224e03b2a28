import 'server-only'

import { env } from '@/platform/env'
import { getStockSearch } from '@/features/search'

import { withCachedComparisons } from './cached'
import { createAutogaugeHttpClient } from './http'
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
