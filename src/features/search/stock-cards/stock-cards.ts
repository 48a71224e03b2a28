import 'server-only'

import { resultCount } from '@/domain/result-count'
import { stockIndexName, type StockSort } from '@/domain/stock-index'
import { getDealerships } from '@/platform/content'
import type { ResolvedSite } from '@/platform/sites'

import type { NestedFilters, SearchResponse } from '../port'
import { cardSettingsFor } from '../page/card-settings'
import { VEHICLE_CARD_FIELDS } from '../page/search-page-widgets'
import type { VehicleCardCar } from '../page/VehicleCard'
import { getStockSearch } from '../server'
import { stockQueryBatcher } from './query-batch'

/** A list of the site's cars chosen by facets and numbers rather than by a shopper's search (model pages, offers, stock blocks). */
export interface StockCardsQuery {
  /** Algolia facet filters: `[['make:Toyota'], ['model:RAV4']]` (a flat list is ANDed, a nested one ORed). */
  facetFilters?: NestedFilters
  /** Algolia numeric filters: `['offer_price > 0']`. */
  numericFilters?: NestedFilters
  sort?: StockSort
  limit: number
}

const searchInBatch = stockQueryBatcher(getStockSearch)

/**
 * The cars a page shows as vehicle cards, with the site's card settings. The query goes through the
 * stock search like a shopper's (the site's listing rules apply), so these are exactly the cars the
 * matching search page lists.
 */
export async function loadStockCards(site: ResolvedSite, query: StockCardsQuery) {
  const [result, dealerships] = await Promise.all([
    searchInBatch(site.slug, {
      type: 'default',
      indexName: stockIndexName(site.slug, query.sort),
      params: {
        hitsPerPage: query.limit,
        // Past the exact-count cap, the car-type counts add up to the total the search page shows.
        facets: ['car_type'],
        attributesToRetrieve: [...VEHICLE_CARD_FIELDS],
        attributesToHighlight: [],
        ...(query.facetFilters ? { facetFilters: query.facetFilters } : {}),
        ...(query.numericFilters ? { numericFilters: query.numericFilters } : {}),
      },
    }),
    getDealerships(site.id),
  ])
  const response = result as SearchResponse<VehicleCardCar>
  return { cars: response.hits as VehicleCardCar[], total: resultCount(response), card: cardSettingsFor(site, dealerships) }
}

export type StockCards = Awaited<ReturnType<typeof loadStockCards>>
