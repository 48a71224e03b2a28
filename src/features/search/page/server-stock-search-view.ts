/**
 * The search view for server rendering only: in the browser bundle this module is swapped for
 * no-server-view.ts (next.config.mjs, turbopack.resolveAlias), so the page's first load carries no
 * InstantSearch; StockSearch loads the view there when the shopper first touches it.
 */
export { StockSearchView as ServerStockSearchView } from './StockSearchView.client'
