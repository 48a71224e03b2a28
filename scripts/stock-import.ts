/**
 * npm run stock:import -- <feed.json> [--site <slug>] [--partial]
 * Imports a stock feed (a JSON array of cars, or { "cars": [...], "mode", "site" }) into the stock
 * store and the search index. Prints what changed and every rejected record by index, field and
 * reason; the good records are imported regardless. Running the same feed again changes nothing.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { defaultSiteSlug } from '../src/config/env'
import { createStockSearchBackend } from '../src/search/backend'
import { parseStockFeed } from '../src/search/stock-import-request'
import { createStockSearch } from '../src/search/stock-search'
import { StockImportError } from '../src/search/stock-store'
import { startPayload } from './lib/payload'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { site: { type: 'string' }, partial: { type: 'boolean', default: false } } })
const file = positionals[0]
if (!file) {
  console.error('Usage: npm run stock:import -- <feed.json> [--site <slug>] [--partial]')
  process.exit(2)
}

let json: unknown
try {
  json = JSON.parse(readFileSync(path.resolve(file), 'utf8'))
} catch (error) {
  console.error(`${file}: cannot read the feed as JSON (${(error as Error).message})`)
  process.exit(2)
}
const parsed = parseStockFeed(json)
if ('error' in parsed) {
  console.error(`${file}: ${parsed.error}`)
  process.exit(2)
}
const siteSlug = values.site ?? parsed.feed.site ?? defaultSiteSlug
const mode = values.partial ? 'partial' : (parsed.feed.mode ?? 'full')

const { payload, close } = await startPayload(() => {})
try {
  const stockSearch = createStockSearch({ payload, backend: createStockSearchBackend() })
  const started = Date.now()
  const report = await stockSearch.importFeed(siteSlug, parsed.feed.cars, mode)
  console.log(`${siteSlug}: ${report.received} records (${mode} feed) in ${Date.now() - started} ms`)
  console.log(`  inserted ${report.inserted}, updated ${report.updated}, unchanged ${report.unchanged}, removed ${report.removed}, rejected ${report.rejected.length}; stock version ${report.version}`)
  for (const entry of report.rejected.slice(0, 50)) console.log(`  record ${entry.index}: ${entry.field}: ${entry.reason}`)
  if (report.rejected.length > 50) console.log(`  ... and ${report.rejected.length - 50} more rejected`)
} catch (error) {
  console.error(error instanceof StockImportError || (error as { status?: number }).status === 404 ? (error as Error).message : error)
  process.exitCode = 1
} finally {
  await close()
}
process.exit()
