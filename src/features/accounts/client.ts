export { WatchlistButton, type WatchableCar } from './watchlist/WatchlistButton.client'
