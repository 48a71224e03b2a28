import { browserSearchClient, type StockSearchSetup } from './StockSearchView.client'
import { searchViewStart } from './view-start'

export { receivedSetup, StockSearchView } from './StockSearchView.client'

/**
 * Where the live view starts, asked of this site's search endpoint: the vocabulary and the first
 * results (the same queries the server answered). The stock may have changed since the page was
 * sent; React then renders the view afresh instead of hydrating it.
 */
export const browserViewStart = (setup: StockSearchSetup) => searchViewStart(browserSearchClient(setup), setup)
