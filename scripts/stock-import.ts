/**
 * npm run stock:import -- <feed.json> [--site <slug>] [--partial] [--confirm-removal <n>]
 * Imports a stock feed (a JSON array of cars, or { "cars": [...], "mode", "site", "confirmRemoval" })
 * into the stock store and the search index. Prints what changed and every rejected record by index,
 * field and reason; the good records are imported regardless. Running the same feed again changes
 * nothing. A full feed past the site's stock feed guard (too much of the stock removed, too many records
 * rejected) is refused with its figures and changes nothing, unless --confirm-removal gives exactly the
 * number of cars it removes (see the import route).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

// ./lib/payload first: it settles DATABASE_URI (the embedded database when unset) before src/platform/env reads it.
import { startPayload } from './lib/payload'
import { defaultSiteSlug } from '../src/platform/env'
import { createStockSearchBackend } from '../src/features/search/adapters/backend'
import { parseStockFeed, resolveConfirmRemoval, stockImportRefusal } from '../src/features/search/stock/stock-import-request'
import type { RejectedStockRecord } from '../src/features/search/stock/stock-record'
import { createStockSearch } from '../src/features/search/stock/stock-search'
import { runToCompletion } from './lib/run-to-completion'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { site: { type: 'string' }, partial: { type: 'boolean', default: false }, 'confirm-removal': { type: 'string' } },
})
const file = positionals[0]
if (!file) {
  console.error('Usage: npm run stock:import -- <feed.json> [--site <slug>] [--partial] [--confirm-removal <n>]')
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
const confirmation = resolveConfirmRemoval(values['confirm-removal'], parsed.feed.confirmRemoval)
if ('error' in confirmation) {
  console.error(`--confirm-removal: ${confirmation.error}`)
  process.exit(2)
}

function printRejected(rejected: readonly RejectedStockRecord[], print: (line: string) => void) {
  for (const entry of rejected.slice(0, 50)) print(`  record ${entry.index}: ${entry.field}: ${entry.reason}`)
  if (rejected.length > 50) print(`  ... and ${rejected.length - 50} more rejected`)
}

const feed = parsed.feed
runToCompletion('The stock import', async () => {
  const { payload, close } = await startPayload(() => {})
  try {
    const stockSearch = createStockSearch({ payload, backend: createStockSearchBackend() })
    const started = Date.now()
    const report = await stockSearch.importFeed(siteSlug, feed.cars, mode, { confirmRemoval: confirmation.confirmRemoval })
    console.log(`${siteSlug}: ${report.received} records (${mode} feed) in ${Date.now() - started} ms`)
    console.log(
      `  inserted ${report.inserted}, updated ${report.updated}, unchanged ${report.unchanged}, removed ${report.removed}, rejected ${report.rejected.length}; stock version ${report.version}`,
    )
    printRejected(report.rejected, console.log)
  } catch (error) {
    const refusal = stockImportRefusal(error)
    if (refusal) {
      console.error(`${siteSlug}: ${refusal.body.message}`)
      const { figures } = refusal.body
      if (figures) console.error(`  ${JSON.stringify(figures)}\n  On the command line, confirm with --confirm-removal ${figures.removing}.`)
      printRejected(refusal.body.rejected ?? [], console.error)
    } else console.error((error as { status?: number }).status === 404 ? (error as Error).message : error)
    process.exitCode = 1
  } finally {
    await close()
  }
})
