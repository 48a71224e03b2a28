import type { StockQuery, StockQueryResult } from '../port'
import type { StockSearch } from '../stock/stock-search'

type Pending = { queries: StockQuery[]; settle: Array<{ resolve: (result: StockQueryResult) => void; reject: (error: unknown) => void }> }

/**
 * Queries asked of one site in the same turn of the event loop go to the search as one multi-query:
 * a page with two stock grids, or a model page beside a grid, costs one round trip to Algolia (or one
 * pass of the embedded engine), as the search page's own widgets do.
 */
export function stockQueryBatcher(search: () => Promise<Pick<StockSearch, 'search'>>) {
  const pending = new Map<string, Pending>()

  async function flush(siteSlug: string, batch: Pending) {
    pending.delete(siteSlug)
    try {
      const results = await (await search()).search(siteSlug, batch.queries)
      batch.settle.forEach(({ resolve }, i) => resolve(results[i] as StockQueryResult))
    } catch (error) {
      batch.settle.forEach(({ reject }) => reject(error))
    }
  }

  return function searchInBatch(siteSlug: string, query: StockQuery): Promise<StockQueryResult> {
    let batch = pending.get(siteSlug)
    if (!batch) {
      const created: Pending = { queries: [], settle: [] }
      pending.set(siteSlug, created)
      setImmediate(() => void flush(siteSlug, created))
      batch = created
    }
    batch.queries.push(query)
    return new Promise((resolve, reject) => batch.settle.push({ resolve, reject }))
  }
}
