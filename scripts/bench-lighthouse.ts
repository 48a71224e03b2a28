/**
 * npm run bench:lighthouse [-- --runs 3] [-- --base-url http://localhost:3000] [-- --save-reports <dir>] [-- --only /search/used-cars]
 *
 * Serves the production build on a fresh seeded database (as bench:pages does; or, with --base-url,
 * audits a server already running) and runs Lighthouse's default (mobile, simulated throttling)
 * audit of the default demo site's home and used-cars search pages in Debian's Chromium
 * (/usr/bin/chromium; CHROMIUM_PATH overrides). Prints the four category scores and LCP, CLS and TBT
 * per page, from the run with the median performance score when --runs > 1.
 * Targets: performance >= 90; accessibility, best practices and SEO 100. It is a report: exits 0.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'

import { startAppServer } from '../tests/helpers/app-server'
import { shopperCookie } from '../tests/helpers/shopper-sign-in'
import { firstVehiclePath, formatTable, meetsTarget } from './lib/bench'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, 'base-url': { type: 'string' }, 'save-reports': { type: 'string' }, only: { type: 'string' } } })
const RUNS = Math.max(1, Number(values.runs))
const VEHICLE_PAGE = '/cars/{first used car}'
// The checkout's steps are one page with the step in the query; a fresh browser has answered none, so the first step is the one it shows.
const ROUTES = ['/', '/search/used-cars', VEHICLE_PAGE, `${VEHICLE_PAGE}/buy-online`, '/trade-in', '/dealer-locator', '/locations/kia-newstead', '/sign-in?type=my-garage', '/my-garage']
/** Audited signed in: Lighthouse sends a bench shopper's session cookie. */
const SIGNED_IN = new Set(['/my-garage'])
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const CATEGORIES: [id: string, label: string, target: { atLeast: number }][] = [
  ['performance', 'performance', { atLeast: 90 }],
  ['accessibility', 'accessibility', { atLeast: 100 }],
  ['best-practices', 'best practices', { atLeast: 100 }],
  ['seo', 'SEO', { atLeast: 100 }],
]

/** The audits that cost a page points outside performance (which the metrics explain), to act on. */
function failingAudits(lhr: Result): string[] {
  return CATEGORIES.filter(([id]) => id !== 'performance').flatMap(([id, label]) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${label}: ${ref.id} (${lhr.audits[ref.id]!.title})${auditItems(lhr, ref.id)}`),
  )
}

/** What an audit found (e.g. the console errors and their sources), so a failure can be acted on without the full report. */
function auditItems(lhr: Result, id: string): string {
  const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined
  const items = (details?.items ?? []).slice(0, 5).map((item) => [item.source, item.description, item.url].filter((v) => typeof v === 'string' && v).join(' ').slice(0, 200))
  return items.length ? `\n      ${items.join('\n      ')}` : ''
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN

const app = values['base-url'] ? null : await startAppServer()
const baseUrl = values['base-url'] ?? `http://localhost:${app!.port}` // plain localhost serves the default demo site
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
try {
  const rows: string[][] = []
  const failures: string[] = []
  const vehiclePath = firstVehiclePath(await (await fetch(new URL('/search/used-cars', baseUrl))).text())
  // --only measures one listed route (while working on one page).
  for (const listedRoute of ROUTES.filter((route) => !values.only || route === values.only)) {
    const route = listedRoute.replace(VEHICLE_PAGE, vehiclePath)
    const url = new URL(route, baseUrl).href
    const cookie = SIGNED_IN.has(route) ? await shopperCookie({ port: Number(new URL(baseUrl).port || 80), host: new URL(baseUrl).hostname, email: 'lighthouse@bench.example', mailboxDir: app?.mailboxDir ?? path.resolve(process.env.MAILBOX_DIR ?? '.data/mailbox') }) : undefined
    await fetch(url, { headers: cookie ? { cookie } : {} }) // warm the page's caches so the audit sees a served page, not a first render
    const runs: Result[] = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES.map(([id]) => id), extraHeaders: cookie ? { cookie } : undefined })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`)
      runs.push(result.lhr)
    }
    const lhr = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(runs.length / 2)]!
    rows.push([
      route,
      ...CATEGORIES.map(([id, , target]) => `${score(lhr, id)} ${meetsTarget(score(lhr, id), target)}`),
      `${(metric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)} s`,
      metric(lhr, 'cumulative-layout-shift').toFixed(3),
      `${Math.round(metric(lhr, 'total-blocking-time'))} ms`,
    ])
    if (values['save-reports']) {
      mkdirSync(values['save-reports'], { recursive: true })
      writeFileSync(path.join(values['save-reports'], `${route.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify(lhr))
    }
    failures.push(...failingAudits(lhr).map((audit) => `${route}  ${audit}`))
    console.log(`audited ${url}`)
  }
  const header = ['page', ...CATEGORIES.map(([, label, target]) => `${label} (>= ${target.atLeast})`), 'LCP', 'CLS', 'TBT']
  console.log(`\nLighthouse, mobile, simulated throttling${RUNS > 1 ? `, median of ${RUNS} runs` : ''}\n${formatTable(header, rows)}`)
  if (failures.length > 0) console.log(`\nAudits that cost points:\n${failures.map((line) => `  ${line}`).join('\n')}`)
} finally {
  chrome.kill()
  await app?.stop()
}
process.exit(0)
