export { CarImage } from './page/CarImage'
export { type CardSettings } from './page/types'
export { VehicleCard, type VehicleCardCar } from './page/VehicleCard'
export { VehicleCardSaveButtons } from './page/VehicleCardSaveButtons.client'
