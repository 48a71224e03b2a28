import {
  facetValueLimit,
  SEARCH_HITS_PER_PAGE,
  SEARCH_RANGES,
  SORT_LABELS,
  type SearchFilter,
  type SearchRangeAttribute,
} from '../../../domain/search-page-config'
import { STOCK_SORTS, stockIndexName, type StockSort } from '@/domain/stock-index'
import type { StockSearchRecord } from '../stock/stock-search-record'

/** The index fields a vehicle card reads (src/features/search/page/VehicleCard.tsx). */
export const VEHICLE_CARD_FIELDS = [
  'slug',
  'name',
  'make',
  'model',
  'year',
  'km',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'price_type',
  'preorder',
  'status',
  'sold',
  'reserved',
  'certified',
  'tag',
  'car_type',
  'fuel',
  'transmission',
  'body',
  'location_name',
  'dealership_slug',
  'primary_image_url',
  'views',
  'finance_lenders',
  'created_at_timestamp',
] as const satisfies ReadonlyArray<keyof StockSearchRecord>

/**
 * The parameters of every InstantSearch widget on the search page. The server builds connectors
 * from them (to answer the first page) and the browser builds its hooks from them, so both ask the
 * index for exactly the same facets, ranges, page size and sort.
 */
export interface SearchWidgetParams {
  configure: { hitsPerPage: number; attributesToRetrieve: string[]; attributesToHighlight: string[] }
  refinementLists: Array<{ attribute: SearchFilter['attribute']; operator: 'or'; limit: number }>
  /**
   * Facets the URL refines that the site shows no filter for (e.g. ?status=sold): InstantSearch keeps
   * state only for mounted widgets, so these get a widget without a control (their chips still show).
   */
  hiddenRefinementLists: Array<{ attribute: string; operator: 'or'; limit: number }>
  ranges: Array<{ attribute: SearchRangeAttribute }>
  sortBy: { items: Array<{ value: string; label: string }> }
  pagination: { padding: number }
}

/** The search page's widgets: its site's filters, and a widget for each other facet its URL refines. */
export const searchPageWidgets = ({
  siteSlug,
  filters,
  initialUiState,
}: {
  siteSlug: string
  filters: readonly SearchFilter[]
  initialUiState: { refinementList?: Record<string, unknown> }
}) => searchWidgetParams(siteSlug, filters, Object.keys(initialUiState.refinementList ?? {}))

export function searchWidgetParams(siteSlug: string, filters: readonly SearchFilter[], refined: readonly string[] = []): SearchWidgetParams {
  const shown = new Set<string>(filters.map((filter) => filter.attribute))
  return {
    // Only what a vehicle card shows, and no highlighting (cards show plain names): a smaller answer
    // to send, serialise into the page and parse in the browser.
    configure: { hitsPerPage: SEARCH_HITS_PER_PAGE, attributesToRetrieve: [...VEHICLE_CARD_FIELDS], attributesToHighlight: [] },
    refinementLists: filters.map((filter) => ({ attribute: filter.attribute, operator: 'or', limit: facetValueLimit(filter.attribute) })),
    hiddenRefinementLists: [...new Set(refined)].filter((attribute) => !shown.has(attribute)).map((attribute) => ({ attribute, operator: 'or', limit: 50 })),
    ranges: (Object.keys(SEARCH_RANGES) as SearchRangeAttribute[]).map((attribute) => ({ attribute })),
    sortBy: { items: (Object.keys(STOCK_SORTS) as StockSort[]).map((sort) => ({ value: stockIndexName(siteSlug, sort), label: SORT_LABELS[sort] })) },
    pagination: { padding: 2 },
  }
}
