import 'server-only'

import type { InitialResults, UiState } from 'instantsearch.js'
import instantsearch from 'instantsearch.js/es/index.js'
import { connectConfigure, connectHits, connectPagination, connectRange, connectRefinementList, connectSearchBox, connectSortBy } from 'instantsearch.js/es/connectors/index.js'
import { getInitialResults, waitForResults } from 'instantsearch.js/es/lib/server.js'

import { searchCredentials } from '../../../platform/env'
import { inProcessSearchClient } from '../http/in-process-client'
import type { SearchWidgetParams } from './search-page-widgets'
import type { StockSearch } from '../stock/stock-search'

const noRender = () => {}

/**
 * A connector widget that only shapes the query: the server wants the search's answer, not the
 * widgets' render state after it (every facet value of every filter formatted, which the page's
 * client components do again while rendering anyway). InstantSearch requires a render or init
 * method, so the render becomes a no-op and the render-state builder goes.
 */
function queryOnly<W extends { render?: unknown; getRenderState?: unknown }>(widget: W) {
  const { getRenderState: _getRenderState, ...rest } = widget
  return { ...rest, render: noRender }
}

/**
 * The search page's first answer, computed on the server the way InstantSearch computes it in the
 * browser: the same connectors with the same parameters, fed the shopper's UI state, answered
 * in-process (no HTTP round trip to ourselves). The result hydrates InstantSearchSSRProvider, so
 * the first page, its facet counts and the result count are in the HTML and the browser does not
 * ask for them again.
 */
export async function searchPageInitialResults(stockSearch: StockSearch, siteSlug: string, indexName: string, uiState: UiState[string], widgets: SearchWidgetParams): Promise<InitialResults> {
  const searchClient = inProcessSearchClient(searchCredentials, (queries) => stockSearch.search(siteSlug, queries))
  const search = instantsearch({ indexName, searchClient, initialUiState: { [indexName]: uiState }, future: { preserveSharedStateOnUnmount: true } })
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
    // Already plain data (InstantSearch spreads its SearchParameters into an object; the results are
    // the client's parsed JSON), so it crosses to the client component as it is, without a JSON copy.
    return getInitialResults(search.mainIndex, requestParams)
  } finally {
    search.dispose()
  }
}
