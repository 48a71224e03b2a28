export { loadComparedCars } from './compared-cars'
export { listPageMetadata, siteWithFeature } from './list-pages'
