export { CompareBar } from './CompareBar.client'
export { CompareButton } from './CompareButton.client'
export { FavouriteButton, type FavouriteCar } from './FavouriteButton'
export { favouriteCars } from './saved-cars'
