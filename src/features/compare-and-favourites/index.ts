export { listPageMetadata, siteWithFeature } from './list-pages'
