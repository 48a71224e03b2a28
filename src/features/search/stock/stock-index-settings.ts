import { STOCK_FACETS, STOCK_SORTS, stockIndexName, type StockSort } from '@/domain/stock-index'
import { searchableAttributesFor } from '@/domain/search-attributes'
import { SUGGESTION_FACETS } from '@/domain/search-suggestions'
import { DEFAULT_SITE_SEARCH, type SiteSearch } from '@/domain/site-search'

import type { IndexSettings } from '../port'

/**
 * One site's stock index, the same for hosted Algolia and the embedded engine (spec §7: ranked by
 * custom rank descending; one replica per sort order). Facets that are never shown are filterOnly.
 * What shoppers' words match, and the synonyms, are the site's own (Sites → Search; issue 40).
 */
export function stockIndexSettings(siteSlug: string, search: SiteSearch = DEFAULT_SITE_SEARCH): IndexSettings {
  const replicas: NonNullable<IndexSettings['replicas']> = {}
  for (const [sort, key] of Object.entries(STOCK_SORTS)) {
    if (key) replicas[stockIndexName(siteSlug, sort as StockSort)] = { sort: [{ attribute: key.attribute, direction: key.direction }] }
  }
  return {
    indexName: stockIndexName(siteSlug),
    searchableAttributes: searchableAttributesFor(search.searchableFields),
    attributesForFaceting: [
      ...STOCK_FACETS.map((facet) => ((SUGGESTION_FACETS as readonly string[]).includes(facet) ? `searchable(${facet})` : facet)),
      'filterOnly(show_on_dealer_website)',
      'filterOnly(dealership_slug)',
      'filterOnly(stocknum)',
    ],
    customRanking: ['desc(custom_rank)'],
    replicas,
    synonyms: search.synonyms,
    // Shoppers type "utes" and "automatics"; records say "Utes" and "Automatic".
    ignorePlurals: ['en'],
    // One character off in a stock number, a VIN or a year is another car, not a typo.
    disableTypoToleranceOnAttributes: ['stocknum', 'vin'],
    allowTyposOnNumericTokens: false,
  }
}
