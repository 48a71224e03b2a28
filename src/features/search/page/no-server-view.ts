/** The browser's stand-in for server-stock-search-view.ts (see there). */
export const ServerStockSearchView = null
