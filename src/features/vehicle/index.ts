// First, so the vehicle page's stylesheet comes before those of the pieces it holds (see VehiclePage.tsx).
export { carViewResponse, visitorSaltFrom } from './page/car-views-endpoint'
export { phoneRevealResponse } from './page/phone-reveal-endpoint'
export { loadVehiclePage, unlistedCarSearchHref, vehiclePageMeta, vehiclePageProps } from './page/vehicle-page-data'
export { loadPrintableCar } from './print/printable-car'
export { vehiclePrintSheet } from './print/vehicle-print-sheet'
export { answerSimilarCars } from './similar-cars/similar-cars'
export { vehiclePdfResponse } from './print/vehicle-pdf-endpoint'
