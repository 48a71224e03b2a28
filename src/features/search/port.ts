import type { SearchForFacetValuesResponse, SearchParams, SearchRecord, SearchResponse } from './engine'
import type { IndexSettings } from './engine'

/**
 * The stock search port. Routes, pages and the import talk to this interface only; which adapter
 * answers (the embedded engine, or hosted Algolia when its keys are configured) is decided once in
 * `src/features/search/adapters/backend.ts`.
 *
 * Errors: anything thrown with a numeric `status` between 400 and 499 is the caller's fault and its
 * `message` is safe to show (Algolia's own wording); anything else is a server failure.
 */

/** One request of an Algolia multi-query, after the HTTP layer has decoded and checked it. */
export type StockQuery =
  | { type: 'default'; indexName: string; params: SearchParams }
  | { type: 'facet'; indexName: string; facet: string; facetQuery: string; params: SearchParams }

export type StockQueryResult<T extends SearchRecord = SearchRecord> = SearchResponse<T> | SearchForFacetValuesResponse

/** What changed in one site's stock, already committed to PostgreSQL (the source of truth). */
export interface SiteStockChange<T extends SearchRecord = SearchRecord> {
  siteSlug: string
  settings: IndexSettings
  /** The site's whole stock after the change. */
  records: readonly T[]
  /** Records added or changed by the change. */
  upserted: readonly T[]
  removedIds: readonly string[]
}

export interface StockSearchBackend {
  readonly kind: 'embedded' | 'algolia'
  /** Answers queries, in order. Index names were checked to belong to `siteSlug` and its rules added. */
  search(siteSlug: string, queries: readonly StockQuery[]): Promise<StockQueryResult[]>
  /** Brings the site's index in line with a committed change; queries never see a half-applied one. */
  publish(change: SiteStockChange): Promise<void>
}

/** The status of a caller error (4xx), or undefined for a server failure. */
export function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}
