import 'server-only'

import { searchCredentials } from '../../../platform/env'
import { inProcessSearchClient } from '../http/in-process-client'
import { getStockSearch } from '../server'
import { provideServerViewStart } from './server-view-start'
import { searchViewStart } from './view-start'

/**
 * Lets the search page's HTML be rendered from where its view starts: InstantSearch's own query and
 * the vocabulary's, answered in-process (no HTTP round trip to ourselves) by the very protocol code
 * the HTTP endpoint runs.
 */
export function provideSearchPageViewStart(): void {
  provideServerViewStart(async (query) => {
    const stockSearch = await getStockSearch()
    return searchViewStart(
      inProcessSearchClient(searchCredentials, (queries) => stockSearch.search(query.siteSlug, queries)),
      query,
    )
  })
}
