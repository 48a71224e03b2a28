export { WatchlistButton, type WatchableCar } from './watchlist/WatchlistButton.client'
export { SaveSearchButton } from './alerts/SaveSearchButton.client'
export { hasShopperSession } from './shopper-session-cookie'
