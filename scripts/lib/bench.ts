import { gzipSync } from 'node:zlib'

/** Pure helpers shared by the page benchmarks (bench-pages, bench-lighthouse). */

/** Nearest-rank percentile (p in 0..100); NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/**
 * The Next.js scripts a page loads on first visit: every `<script src>` under /_next/static/ and
 * every script it preloads there (next/dynamic's chunks of the parts the server rendered, which
 * hydration runs), as path plus query, each once, in page order. Other scripts (inline, third-party)
 * and nomodule polyfills, which modern browsers do not load, are not counted.
 */
export function firstLoadScriptPaths(html: string, pageUrl = 'http://localhost/'): string[] {
  const paths = new Set<string>()
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script\b/i.test(tag)
    // Modern browsers skip nomodule scripts (Next.js's legacy polyfills).
    if (isScript ? /\snomodule\b/i.test(tag) : !/\srel\s*=\s*["']?preload\b/i.test(tag) || !/\sas\s*=\s*["']?script\b/i.test(tag)) continue
    const src = new RegExp(`\\s${isScript ? 'src' : 'href'}\\s*=\\s*(["'])(.*?)\\1`, 'i').exec(tag)?.[2]
    if (!src) continue
    const url = new URL(src.replaceAll('&amp;', '&'), pageUrl)
    if (url.pathname.startsWith('/_next/static/')) paths.add(url.pathname + url.search)
  }
  return [...paths]
}

export const gzippedBytes = (body: Uint8Array) => gzipSync(body, { level: 9 }).length

export type Target = { below: number } | { atLeast: number }

export function meetsTarget(value: number, target: Target): 'PASS' | 'FAIL' {
  if (!Number.isFinite(value)) return 'FAIL'
  return ('below' in target ? value < target.below : value >= target.atLeast) ? 'PASS' : 'FAIL'
}

/** A plain-text table, each column as wide as its widest cell; numbers-looking cells right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (/^[\d.,\-]+( ms| KB)?$/.test(cell) && column > 0 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** The first vehicle page a search page links to: benchmarks measure a real car of the demo stock. */
export function firstVehiclePath(searchHtml: string): string {
  const slug = /href="\/cars\/([a-z0-9-]+)"/.exec(searchHtml)?.[1]
  if (!slug) throw new Error('The search page links to no vehicle page')
  return `/cars/${slug}`
}

/** One Lighthouse run as the page goals read it: category scores (0-100) and the three metrics. */
export interface LighthouseRun {
  scores: Record<string, number>
  lcpMs: number
  cls: number
  tbtMs: number
}

/** What a page must reach: the median and the worst run's performance, and the median run's metrics. */
export interface PageGoals {
  performanceMedian: number
  performanceMin: number
  lcpBelowMs?: number
  clsAtMost?: number
  tbtBelowMs?: number
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/**
 * A page's runs summed up: median and minimum performance, the lowest of each other category, the
 * median LCP and TBT and the largest CLS; and every goal it misses, in words (none: it passes).
 */
export function summariseLighthouseRuns(runs: readonly LighthouseRun[], goals: PageGoals, otherCategories: readonly string[]) {
  const performance = runs.map((run) => run.scores.performance ?? Number.NaN)
  const summary = {
    performanceMedian: median(performance),
    performanceMin: Math.min(...performance),
    lowest: Object.fromEntries(otherCategories.map((id) => [id, Math.min(...runs.map((run) => run.scores[id] ?? Number.NaN))])),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: Math.max(...runs.map((run) => run.cls)),
  }
  const misses: string[] = []
  if (!(summary.performanceMedian >= goals.performanceMedian)) misses.push(`median performance ${summary.performanceMedian} < ${goals.performanceMedian}`)
  if (!(summary.performanceMin >= goals.performanceMin)) misses.push(`a run scored ${summary.performanceMin} < ${goals.performanceMin}`)
  for (const [id, score] of Object.entries(summary.lowest)) if (!(score >= 100)) misses.push(`${id} ${score} < 100`)
  if (goals.lcpBelowMs !== undefined && !(summary.lcpMs < goals.lcpBelowMs))
    misses.push(`LCP ${(summary.lcpMs / 1000).toFixed(2)} s >= ${goals.lcpBelowMs / 1000} s`)
  if (goals.tbtBelowMs !== undefined && !(summary.tbtMs < goals.tbtBelowMs)) misses.push(`TBT ${Math.round(summary.tbtMs)} ms >= ${goals.tbtBelowMs} ms`)
  if (goals.clsAtMost !== undefined && !(summary.cls <= goals.clsAtMost)) misses.push(`CLS ${summary.cls.toFixed(3)} > ${goals.clsAtMost}`)
  return { ...summary, misses }
}
