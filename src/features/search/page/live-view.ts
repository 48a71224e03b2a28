import { searchPageFirstResults } from './first-results'
import { browserSearchClient, type StockSearchSetup } from './StockSearchView.client'

export { StockSearchView } from './StockSearchView.client'

/**
 * The first results again, in the browser, to hydrate the server's HTML: the same query the server
 * answered, now through this site's search endpoint. The stock may have changed since the page was
 * sent; React then renders the view afresh instead of hydrating it.
 */
export const firstResultsForHydration = (setup: StockSearchSetup) => searchPageFirstResults(browserSearchClient(setup), setup)
