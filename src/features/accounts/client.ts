export { WatchlistButton, type WatchableCar } from './watchlist/WatchlistButton.client'
export { SaveSearchButton } from './alerts/SaveSearchButton.client'
