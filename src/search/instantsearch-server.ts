import algoliasearchHelper, { type PlainSearchParameters } from 'algoliasearch-helper'
import type { InitialResults } from 'instantsearch.js'

import { searchCredentials } from '../config/env'
import { inProcessSearchClient } from './in-process-client'
import type { StockSearch } from './stock-search'

/**
 * The first page of a search, computed on the server in-process (no HTTP round trip to ourselves)
 * in the shape InstantSearch hydrates from (`InstantSearchSSRProvider initialResults`), so the
 * first page, its facet counts and its result count are in the HTML and the browser does not ask
 * for them again.
 */
export async function initialStockResults(stockSearch: StockSearch, siteSlug: string, state: PlainSearchParameters & { index: string }): Promise<InitialResults> {
  const client = inProcessSearchClient(searchCredentials, (queries) => stockSearch.search(siteSlug, queries))
  const helper = algoliasearchHelper(client as never, state.index, state)
  const { content } = await helper.searchOnce({})
  // Plain JSON crosses the server/client boundary; SearchParameters instances do not.
  return { [state.index]: { state: JSON.parse(JSON.stringify(content._state)) as PlainSearchParameters, results: content._rawResults } }
}
