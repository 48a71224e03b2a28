export { VehiclePage } from './page/VehiclePage'
export { PhoneReveal } from './page/PhoneReveal.client'
export { VehiclePrintSheet } from './print/VehiclePrintSheet'
