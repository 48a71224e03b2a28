/**
 * Demo stock: realistic, deterministic Australian dealer stock for the demo sites, benchmarks and
 * tests, and the drawings behind its photos (/demo-stock/{kind}-{colour}-{view}.webp), its 360° spin
 * frames ({kind}-{colour}-spin-{nn}.webp) and interior panoramas ({kind}-{colour}-panorama.webp).
 */
export { generateDemoStock, type DemoStockCar, type DemoStockOptions } from './generate'
export { demoStockSitesFromSeeds, type DemoStockLocation, type DemoStockSite } from './sites'
export { demoPanoramaUrl, demoSpin, demoSpinFrameUrl, parseDemoSpinName, SPIN_FRAME_COUNT, SPIN_KINDS, type DemoSpinName, type SpinHotspot } from './spin'
export { DEMO_IMAGE_KINDS, demoImageSvg, demoImageUrl, demoImageViews, parseDemoImageName, type DemoImageName, type DemoImageView } from './images'
