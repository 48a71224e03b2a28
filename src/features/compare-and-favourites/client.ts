/**
 * Saving and comparing cars while browsing, for search's cards and page and the vehicle page (so this
 * capability sits below search): the heart (favourites kept in the browser, or a signed-in shopper's
 * watchlist through accounts' /api/watchlist), Save this search (accounts' saved searches) and the
 * compare list.
 */
export { CompareBar } from './CompareBar.client'
export { CompareButton } from './CompareButton.client'
export { FavouriteButton, type FavouriteCar } from './FavouriteButton'
export { favouriteCars, hasSavedCars } from './saved-cars'
export { SaveSearchButton } from './SaveSearchButton.client'
export { hasShopperSession } from './shopper-session-cookie'
export { WatchlistButton, type WatchableCar } from './watchlist/WatchlistButton.client'
