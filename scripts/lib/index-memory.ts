/**
 * Run by bench:search in a process of its own: loads the search records from a file (v8.serialize), builds
 * the embedded index and prints the build time, the memory the index takes (V8 heap plus the typed
 * arrays' buffers, which live outside it) and the process's RSS, as an app server holding that index
 * has them (the benchmark process itself also generated the feed, which inflates its own).
 * `no-text` builds it without searchable attributes: the index without its text part.
 * Usage: node --expose-gc scripts/run.mjs scripts/lib/index-memory.ts <records file> <site slug> [no-text]
 */
import { readFileSync } from 'node:fs'
import { deserialize } from 'node:v8'

import { buildIndex } from '../../src/features/search/engine'
import { stockIndexSettings } from '../../src/features/search/stock/stock-index-settings'
import type { StockSearchRecord } from '../../src/features/search/stock/stock-search-record'

const [file, site, variant] = process.argv.slice(2) as [string, string, string | undefined]
// V8's serialisation, not JSON: the records must not hold slices of the file's text (80 MB), which V8
// frees when it pleases and which swelled the RSS by as much in some runs.
const records = deserialize(readFileSync(file)) as StockSearchRecord[]
const gc = (globalThis as { gc?: () => void }).gc
const used = () => {
  gc?.()
  gc?.()
  const memory = process.memoryUsage()
  return memory.heapUsed + memory.arrayBuffers
}
const settings = variant === 'no-text' ? { ...stockIndexSettings(site), searchableAttributes: [] } : stockIndexSettings(site)
const started = performance.now()
const index = buildIndex(records, settings)
const buildMs = performance.now() - started
used()
const { rss } = process.memoryUsage()
// A second, identical index is weighed: during the first build with searchable attributes the heap
// shrinks by tens of MB for V8's own reasons (the records' memory), which would count against the index.
const before = used()
const again = buildIndex(records, settings)
const indexBytes = used() - before
console.log(JSON.stringify({ records: records.length, buildMs, indexBytes, rss, kept: index !== again }))
