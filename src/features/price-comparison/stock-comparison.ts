import { comparableCriteria, marketComparison, type CarForMarketComparison } from '@/domain/market-comparison'
import { facetFilter, type SearchResponse, type StockQuery, type StockSearch } from '@/features/search'
import { stockIndexName } from '@/domain/stock-index'

import type { PriceComparisonPort } from './port'

/** Algolia's largest page: more comparables than this add nothing to a percentile. */
const MAX_COMPARABLES = 1000

/** The search for a car's comparables in its site's stock index (make, model, year and km windows, priced). */
export function comparablesQuery(siteSlug: string, car: CarForMarketComparison): StockQuery {
  const criteria = comparableCriteria(car)
  const numericFilters = [`year>=${criteria.yearMin}`, `year<=${criteria.yearMax}`, 'price>0']
  if (criteria.km) numericFilters.push(`km>=${criteria.km.min}`, `km<=${criteria.km.max}`)
  return {
    type: 'default',
    indexName: stockIndexName(siteSlug),
    params: {
      facetFilters: [facetFilter('make', criteria.make), facetFilter('model', criteria.model)],
      numericFilters,
      hitsPerPage: MAX_COMPARABLES,
      attributesToRetrieve: ['make', 'model', 'year', 'km', 'price'],
      attributesToHighlight: [],
      analytics: false,
    },
  }
}

/**
 * The offline autogauge: compares the car with the cars its site lists (the site's stock rules
 * apply, so recently sold cars still listed count as market evidence) using the domain's
 * `marketComparison` (src/domain/market-comparison.ts documents the statistics).
 */
export function createStockPriceComparison(stockSearch: Pick<StockSearch, 'search'>): PriceComparisonPort {
  return {
    async compare(siteSlug, car) {
      const subject: CarForMarketComparison = { id: car.id, make: car.make, model: car.model, year: car.year, km: car.km, price: car.price }
      const [answer] = await stockSearch.search(siteSlug, [comparablesQuery(siteSlug, subject)])
      const hits = (answer as SearchResponse<Omit<CarForMarketComparison, 'id'>> | undefined)?.hits ?? []
      return marketComparison(
        subject,
        hits.map((hit) => ({ id: hit.objectID, make: hit.make, model: hit.model, year: hit.year, km: hit.km, price: hit.price })),
      )
    },
  }
}
