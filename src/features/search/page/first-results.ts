import type { LiteClient } from 'algoliasearch/lite'
import type { InitialResults } from 'instantsearch.js'
import instantsearch from 'instantsearch.js/es/index.js'
import { connectConfigure, connectHits, connectPagination, connectRange, connectRefinementList, connectSearchBox, connectSortBy } from 'instantsearch.js/es/connectors/index.js'
import { getInitialResults, waitForResults } from 'instantsearch.js/es/lib/server.js'

import { searchPageWidgets } from './search-page-widgets'
import type { StockSearchSetup } from './StockSearchView.client'

const noRender = () => {}

/**
 * A connector widget that only shapes the query: the caller wants the search's answer, not the
 * widgets' render state after it (every facet value of every filter formatted, which the page's
 * components do again while rendering anyway). InstantSearch requires a render or init method, so
 * the render becomes a no-op and the render-state builder goes.
 */
function queryOnly<W extends { render?: unknown; getRenderState?: unknown }>(widget: W) {
  const { getRenderState: _getRenderState, ...rest } = widget
  return { ...rest, render: noRender }
}

/** What decides a search page's first answer. */
export type FirstResultsQuery = Pick<StockSearchSetup, 'siteSlug' | 'indexName' | 'filters' | 'initialUiState'>

/**
 * The search page's first answer, computed the way the page's InstantSearch computes it: the same
 * connectors with the same parameters, fed the URL's UI state. The server renders the page from it
 * (answered in-process); the browser asks for it again when the page goes live, to hydrate the
 * server's HTML, so the page does not carry it (about 26 KB of JSON) for shoppers who never touch it.
 */
export async function searchPageFirstResults(searchClient: LiteClient, query: FirstResultsQuery): Promise<InitialResults> {
  const { indexName, initialUiState } = query
  const widgets = searchPageWidgets(query)
  const search = instantsearch({ indexName, searchClient, initialUiState: { [indexName]: initialUiState }, future: { preserveSharedStateOnUnmount: true } })
  search.addWidgets(
    [
      connectConfigure(noRender)({ searchParameters: widgets.configure }),
      connectSearchBox(noRender)({}),
      ...[...widgets.refinementLists, ...widgets.hiddenRefinementLists].map((params) => connectRefinementList(noRender)(params)),
      ...widgets.ranges.map((params) => connectRange(noRender)(params)),
      connectSortBy(noRender)(widgets.sortBy),
      connectHits(noRender)({}),
      connectPagination(noRender)(widgets.pagination),
    ].map(queryOnly),
  )
  search.start()
  try {
    const requestParams = await waitForResults(search)
    return getInitialResults(search.mainIndex, requestParams)
  } finally {
    search.dispose()
  }
}
