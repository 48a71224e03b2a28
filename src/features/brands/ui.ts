export { BrandOverviewPage } from './BrandOverviewPage'
