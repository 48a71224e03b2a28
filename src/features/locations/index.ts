export { locatePostcode } from './locate-postcode'
export { loadLocationPage, locationPageMeta } from './location-page-data'
export { postcodeLocationResponse } from './postcode-location-endpoint'
