import { use } from 'react'

import { serverViewStart } from './server-view-start'
import { receivedSetup, StockSearchView, type SentStockSearchSetup } from './StockSearchView.client'

/**
 * The search view for server rendering only, started from the server's side of the page (the
 * vocabulary and first results are not in the page's component payload). In the browser bundle this
 * module is swapped for no-server-view.ts (next.config.mjs, turbopack.resolveAlias), so the page's
 * first load carries no InstantSearch; StockSearch loads the view there when the shopper first
 * touches it.
 */
export function ServerStockSearchView(sent: SentStockSearchSetup) {
  const setup = receivedSetup(sent)
  return <StockSearchView {...setup} {...use(serverViewStart(setup))} />
}
