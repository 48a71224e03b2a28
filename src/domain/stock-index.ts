/** A site's stock index: its facets, sort orders and index names (spec §3, §7). */

/** Every facet of spec §3 "Search facets", in the spec's order. */
export const STOCK_FACETS = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
] as const

/** The sort orders shoppers can pick; each is an Algolia replica of the site's stock index. */
export const STOCK_SORTS = {
  relevance: null,
  'price-asc': { attribute: 'price', direction: 'asc' },
  'price-desc': { attribute: 'price', direction: 'desc' },
  'km-asc': { attribute: 'km', direction: 'asc' },
  'year-desc': { attribute: 'year', direction: 'desc' },
  'newest-listed': { attribute: 'created_at_timestamp', direction: 'desc' },
} as const

export type StockSort = keyof typeof STOCK_SORTS

/** Index (or replica) name for a site and sort: `stock_{site}` and `stock_{site}_{sort}`. */
export const stockIndexName = (siteSlug: string, sort: StockSort = 'relevance') => (sort === 'relevance' ? `stock_${siteSlug}` : `stock_${siteSlug}_${sort}`)
