export { brandOverviewSlug, loadBrandOverview, type BrandOverview } from './brand-overview'
