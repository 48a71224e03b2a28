import 'server-only'

import { searchCredentials } from '../../../platform/env'
import { inProcessSearchClient } from '../http/in-process-client'
import { getStockSearch } from '../server'
import { searchPageFirstResults } from './first-results'
import { provideServerFirstResults } from './server-first-results'

/**
 * Lets the search page's HTML be rendered with its first answer: InstantSearch's own query, answered
 * in-process (no HTTP round trip to ourselves) by the very protocol code the HTTP endpoint runs.
 */
export function provideSearchPageFirstResults(): void {
  provideServerFirstResults(async (query) => {
    const stockSearch = await getStockSearch()
    return searchPageFirstResults(inProcessSearchClient(searchCredentials, (queries) => stockSearch.search(query.siteSlug, queries)), query)
  })
}
