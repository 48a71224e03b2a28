import type { PriceComparisonResult } from '@/domain/price-comparison'
import type { StockCar } from '@/features/search'

/**
 * The price comparison (autogauge) port, spec §7 "GET {api base}{car path}/autogauge". Two adapters:
 * the hosted service when AUTOGAUGE_BASE_URL and AUTOGAUGE_API_KEY are set (`http.ts`), else the
 * platform's own comparison against the site's stock (`stock-comparison.ts`). Pick one through
 * `getPriceComparison()` in `server.ts`; routes never import an adapter.
 *
 * `compare` answers null when there is nothing to say (the endpoint's "No data returned") and throws
 * when the service fails (the endpoint logs it; the panel hides).
 */
export interface PriceComparisonPort {
  compare(siteSlug: string, car: StockCar): Promise<PriceComparisonResult | null>
}
