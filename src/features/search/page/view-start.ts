import type { LiteClient } from 'algoliasearch/lite'
import type { InitialResults } from 'instantsearch.js'
// Each by its own path, as react-instantsearch imports them: the packages' index modules bring every
// connector and helper along, into the code the browser loads on first touch.
import connectConfigure from 'instantsearch.js/es/connectors/configure/connectConfigure.js'
import connectHits from 'instantsearch.js/es/connectors/hits/connectHits.js'
import connectPagination from 'instantsearch.js/es/connectors/pagination/connectPagination.js'
import connectRange from 'instantsearch.js/es/connectors/range/connectRange.js'
import connectRefinementList from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList.js'
import connectSearchBox from 'instantsearch.js/es/connectors/search-box/connectSearchBox.js'
import connectSortBy from 'instantsearch.js/es/connectors/sort-by/connectSortBy.js'
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch.js'
import { getInitialResults, waitForResults } from 'instantsearch.js/es/lib/server.js'

import type { SearchVocabulary } from '@/domain/search-route'

import { searchPageWidgets } from './search-page-widgets'
import type { StockSearchSetup } from './StockSearchView.client'
import { vocabularyFromFacets, vocabularyQuery } from './vocabulary-facets'

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

/** What decides where a search view starts. */
export type ViewStartQuery = Pick<StockSearchSetup, 'siteSlug' | 'indexName' | 'filters' | 'initialUiState' | 'places'>

/** Where the search view starts: its site's vocabulary and the first answer. */
export interface SearchViewStart {
  vocabulary: SearchVocabulary
  initialResults: InitialResults
}

/**
 * Where the search view starts, asked of the site's search: the server renders the page from it
 * (answered in-process); the browser asks again when the page goes live (to hydrate the server's
 * HTML, or to render after a client-side navigation), so the page does not carry it (about 28 KB of
 * JSON) for shoppers who never touch it. The two queries go out together.
 */
export async function searchViewStart(searchClient: LiteClient, query: ViewStartQuery): Promise<SearchViewStart> {
  const { indexName, params } = vocabularyQuery(query.siteSlug)
  const vocabularyAnswer = searchClient.search<never>({ requests: [{ indexName, ...params }] })
  const [{ results }, initialResults] = await Promise.all([vocabularyAnswer, firstResults(searchClient, query)])
  const facets = (results[0] as { facets?: Record<string, Record<string, number>> } | undefined)?.facets
  return { vocabulary: vocabularyFromFacets(facets, query.places), initialResults }
}

/** The first answer, computed the way the page's InstantSearch computes it: the same connectors with the same parameters, fed the URL's UI state. */
async function firstResults(searchClient: LiteClient, query: ViewStartQuery): Promise<InitialResults> {
  const { indexName, initialUiState } = query
  const widgets = searchPageWidgets(query)
  const search = new InstantSearch({ indexName, searchClient, initialUiState: { [indexName]: initialUiState }, future: { preserveSharedStateOnUnmount: true } })
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
