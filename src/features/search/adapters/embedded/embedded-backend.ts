import { buildIndex, EngineError, search, searchForFacetValues, type EngineIndex } from '../../engine'
import type { SiteRefresh, SiteStockChange, StockQuery, StockQueryResult, StockSearchBackend } from '../../port'

export interface EmbeddedBackend extends StockSearchBackend {
  /** Whether the site has an index in this process yet. */
  has(siteSlug: string): boolean
}

/**
 * The default adapter: each site's stock as an in-memory index answered in-process. `publish`
 * builds the new index beside the live one and swaps one map entry, so a query sees either the
 * old stock or the new, never half a feed.
 */
export function createEmbeddedBackend(): EmbeddedBackend {
  const indexes = new Map<string, EngineIndex>()
  const publish = async (change: SiteStockChange): Promise<void> => {
    indexes.set(change.siteSlug, buildIndex(change.records, change.settings))
  }

  return {
    has: (siteSlug) => indexes.has(siteSlug),
    async search(siteSlug: string, queries: readonly StockQuery[]): Promise<StockQueryResult[]> {
      const index = indexes.get(siteSlug)
      return queries.map((query) => {
        if (!index) throw new EngineError(`Index ${query.indexName} does not exist`, 404)
        return query.type === 'facet' ? searchForFacetValues(index, query.facet, query.facetQuery, query.params) : search(index, query.params, query.indexName)
      })
    },
    publish,
    // Every app server holds its own copy of the index: any change anywhere means rebuilding it here.
    refreshSite: async (refresh: SiteRefresh) => publish(await refresh.wholeStock()),
  }
}
