import { use } from 'react'

import { serverFirstResults } from './server-first-results'
import { StockSearchView, type StockSearchSetup } from './StockSearchView.client'

/**
 * The search view for server rendering only, with its first results from the server's side of the
 * page (they are not in the page's component payload). In the browser bundle this module is swapped
 * for no-server-view.ts (next.config.mjs, turbopack.resolveAlias), so the page's first load carries
 * no InstantSearch; StockSearch loads the view there when the shopper first touches it.
 */
export function ServerStockSearchView(setup: StockSearchSetup) {
  const initialResults = use(serverFirstResults(setup))
  return <StockSearchView {...setup} initialResults={initialResults} />
}
