import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'

import { createStockSearchBackend } from '../../src/features/search/adapters/backend'
import { demoStockSitesFromSeeds, generateDemoStock } from '../../src/demo-stock'
import { createStockSearch, replaceSiteStock } from '../../src/features/search/stock/stock-search'
import { stockCounts } from '../../src/features/search/stock/stock-store'
import { allSiteSeedFiles } from './seed-files'
import { databasePoolOf } from '../../src/platform/database'

export const DEMO_STOCK_COUNT = 2000

/**
 * Generates the demo stock for the demo sites (deterministic for a given count and day) and imports
 * it as each site's full feed. With `onlyEmpty`, sites that already have stock are left alone;
 * otherwise their stock is replaced (the removal the stock feed guard reports is confirmed).
 */
export async function loadDemoStock(payload: Payload, options: { count?: number; onlyEmpty: boolean; sites?: string[]; log: (line: string) => void }) {
  const pool = databasePoolOf(payload)
  const counts = await stockCounts(pool)
  const seeds = allSiteSeedFiles().map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown)
  const sites = demoStockSitesFromSeeds(seeds)
  const wanted = sites.filter((site) => (!options.sites || options.sites.includes(site.slug)) && (!options.onlyEmpty || !counts.get(site.slug)))
  if (wanted.length === 0) return
  const generated = generateDemoStock({ sites, count: options.count ?? DEMO_STOCK_COUNT, seed: 1, now: new Date() })
  const stockSearch = createStockSearch({ payload, backend: createStockSearchBackend() })
  for (const site of wanted) {
    const cars = generated.filter((entry) => entry.siteSlug === site.slug).map((entry) => entry.car)
    const report = await replaceSiteStock(stockSearch, site.slug, cars)
    options.log(
      `Demo stock for ${site.slug}: ${cars.length} cars (inserted ${report.inserted}, updated ${report.updated}, removed ${report.removed}, rejected ${report.rejected.length})`,
    )
  }
}
