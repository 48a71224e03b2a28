import { type StockSearchRecord } from '@/features/search'
import { facetValueLabel } from '@/domain/search-page-config'
import { searchRouteHref, type SearchVocabulary } from '@/domain/search-route'
import type { SearchUiState } from '@/domain/search-state'

export interface Breadcrumb {
  label: string
  href: string
}

/**
 * Home, then the car's search-path segments (spec §2: car type, make, model, body type), each a link
 * to the search that narrows one step further; the page title follows as the current item.
 */
export function vehicleBreadcrumbs(
  record: Pick<StockSearchRecord, 'car_type' | 'make' | 'model' | 'body'>,
  vocabulary: SearchVocabulary,
  siteSlug: string,
): Breadcrumb[] {
  const steps: Array<[keyof NonNullable<SearchUiState['refinementList']>, string | null, string | null]> = [
    ['car_type', record.car_type, `${facetValueLabel('car_type', record.car_type)} cars`],
    ['make', record.make, record.make],
    ['model', record.model, record.model],
    ['body', record.body, record.body],
  ]
  const crumbs: Breadcrumb[] = [{ label: 'Home', href: '/' }]
  const refinementList: NonNullable<SearchUiState['refinementList']> = {}
  for (const [facet, value, label] of steps) {
    if (!value || !label) continue
    refinementList[facet] = [value]
    crumbs.push({ label, href: searchRouteHref({ refinementList: { ...refinementList } }, vocabulary, siteSlug) })
  }
  return crumbs
}
