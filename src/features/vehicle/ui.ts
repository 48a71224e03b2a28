// VehiclePage first, so the vehicle page's stylesheet comes before those of the pieces it holds (see VehiclePage.tsx).
export { VehiclePage } from './page/VehiclePage'
export { PhoneReveal } from './page/later'
export { VehiclePrintSheet } from './print/VehiclePrintSheet'
export { VehicleSpotlightView } from './spotlight/VehicleSpotlightView'
