/**
 * Demo stock: realistic, deterministic Australian dealer stock for the demo sites, benchmarks and
 * tests, and the drawings behind its photos (/demo-stock/{kind}-{colour}-{view}.webp).
 */
export { generateDemoStock, type DemoStockCar, type DemoStockOptions } from './generate'
export { demoStockSitesFromSeeds, type DemoStockLocation, type DemoStockSite } from './sites'
export { DEMO_IMAGE_COLOURS, DEMO_IMAGE_KINDS, DEMO_IMAGE_VIEWS, demoImageSvg, demoImageUrl, demoImageViews, parseDemoImageName, type DemoImageName, type DemoImageView } from './images'
