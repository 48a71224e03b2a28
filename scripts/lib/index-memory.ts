/**
 * Run by bench:search in a process of its own: loads the search records from a JSON file, builds
 * the embedded index and prints the process's memory as an app server holding that index has it
 * (the benchmark process itself also generated the feed, which inflates its own RSS).
 * Usage: node --expose-gc --import tsx scripts/lib/index-memory.ts <records.json> <site slug>
 */
import { readFileSync } from 'node:fs'

import { buildIndex } from '../../src/features/search/engine'
import { stockIndexSettings } from '../../src/features/search/stock/stock-index-settings'
import type { StockSearchRecord } from '../../src/features/search/stock/stock-search-record'

const [file, site] = process.argv.slice(2) as [string, string]
const records = JSON.parse(readFileSync(file, 'utf8')) as StockSearchRecord[]
const index = buildIndex(records, stockIndexSettings(site))
const gc = (globalThis as { gc?: () => void }).gc
gc?.()
gc?.()
const memory = process.memoryUsage()
console.log(JSON.stringify({ records: records.length, rss: memory.rss, heapUsed: memory.heapUsed, external: memory.external, kept: index !== null }))
