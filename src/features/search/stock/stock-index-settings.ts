import { STOCK_FACETS, STOCK_SORTS, stockIndexName, type StockSort } from '@/domain/stock-index'

import type { IndexSettings } from '../port'

/**
 * One site's stock index, the same for hosted Algolia and the embedded engine (spec §7: ranked by
 * custom rank descending; one replica per sort order). Facets that are never shown are filterOnly.
 */
export function stockIndexSettings(siteSlug: string): IndexSettings {
  const replicas: NonNullable<IndexSettings['replicas']> = {}
  for (const [sort, key] of Object.entries(STOCK_SORTS)) {
    if (key) replicas[stockIndexName(siteSlug, sort as StockSort)] = { sort: [{ attribute: key.attribute, direction: key.direction }] }
  }
  return {
    indexName: stockIndexName(siteSlug),
    searchableAttributes: ['name', 'make', 'model', 'badge', 'series', 'stocknum', 'colour', 'body', 'location_name', 'vin'],
    attributesForFaceting: [...STOCK_FACETS.map((facet) => (facet === 'make' || facet === 'model' ? `searchable(${facet})` : facet)), 'filterOnly(show_on_dealer_website)', 'filterOnly(dealership_slug)', 'filterOnly(stocknum)'],
    customRanking: ['desc(custom_rank)'],
    replicas,
  }
}
