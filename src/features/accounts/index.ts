/**
 * Shopper accounts (issue 18): passwordless sign-in per site, sessions, gated pages, the watchlist,
 * my garage and alerts. Server code only; components are in ./ui. The heart and Save this search
 * that call these endpoints are compare-and-favourites', below search, whose cards show them.
 */
export { accountDeleteResponse, accountDetailsResponse, accountExportResponse, accountResponse, signOutResponse } from './account-endpoint'
export { forgetCustomerData, needsDetails, type Shopper } from './customers'
export { accountsEnabled, currentShopper, guardGatedPage, isGated, requireShopper, shopperForRequest } from './shopper'
export { shopperDocuments } from './garage/shopper-documents'
export { signInCodeResponse, signInResponse } from './sign-in-endpoint'
export { removeCarResponse, saveCarResponse, watchlistResponse } from './watchlist-endpoint'
export { watchlistOf } from './watchlist-store'
export { runShopperAlerts, startShopperAlertSweep } from './alerts/alerts-runner'
export { collectStockAlerts } from './alerts/collect-alerts'
export { createSavedSearchResponse, deleteSavedSearchResponse, savedSearchAlertsResponse } from './alerts/saved-search-endpoint'
export { sendDueShopperAlerts } from './alerts/send-alerts'
export { unsubscribeLinkResponse, unsubscribeResponse, unsubscribeView } from './alerts/unsubscribe'
