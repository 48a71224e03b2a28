export { CompareBar } from './CompareBar.client'
export { CompareButton } from './CompareButton.client'
export { FavouriteButton, type FavouriteCar } from './FavouriteButton'
export { favouriteCars, hasSavedCars } from './saved-cars'
