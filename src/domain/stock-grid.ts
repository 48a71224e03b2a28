/**
 * The stock grid block (issue 23): a marketer's preset refinements, as the search page's own URL
 * state. One state gives both the block's query and its "See all N cars" link, so the link always
 * lists exactly the cars the block shows first.
 */
import type { CarType } from './car-types'
import { normaliseSearchUiState, searchParamsForState, type SearchUiState } from './search-state'
import type { StockSort } from './stock-index'
import { stockIndexName } from './stock-index'

export interface StockGridPreset {
  carTypes?: readonly CarType[] | null
  makes?: readonly string[] | null
  models?: readonly string[] | null
  bodies?: readonly string[] | null
  locations?: readonly string[] | null
  tags?: readonly string[] | null
  priceMin?: number | null
  priceMax?: number | null
  kmMax?: number | null
  sort?: StockSort | null
}

const listOf = (values: readonly string[] | null | undefined) => (values ?? []).map((value) => value.trim()).filter(Boolean)
const range = (min: number | null | undefined, max: number | null | undefined) => (min == null && max == null ? undefined : `${min ?? ''}:${max ?? ''}`)

/** The search page state a preset stands for, in normal form (what the search page would read back from its URL). */
export function stockGridState(preset: StockGridPreset, siteSlug: string): SearchUiState {
  return normaliseSearchUiState(
    {
      refinementList: {
        car_type: listOf(preset.carTypes),
        make: listOf(preset.makes),
        model: listOf(preset.models),
        body: listOf(preset.bodies),
        location_name: listOf(preset.locations),
        tag: listOf(preset.tags),
      },
      range: { price: range(preset.priceMin, preset.priceMax), km: range(null, preset.kmMax) },
      sortBy: preset.sort && preset.sort !== 'relevance' ? stockIndexName(siteSlug, preset.sort) : undefined,
    },
    siteSlug,
  )
}

/** The index (or sort replica) and filters the block asks for: exactly what the search page sends for the same state. */
export function stockGridQuery(state: SearchUiState, siteSlug: string): { indexName: string; facetFilters: string[][]; numericFilters: string[] } {
  const { facetFilters, numericFilters } = searchParamsForState(state)
  return { indexName: state.sortBy ?? stockIndexName(siteSlug), facetFilters, numericFilters }
}
