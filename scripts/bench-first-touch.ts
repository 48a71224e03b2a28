/**
 * npm run bench:first-touch [-- --runs 5] [-- --base-url http://localhost:3000]
 *
 * The search page goes live on the shopper's first touch (issue 24): until then it is the server's
 * HTML. Serves the production build on a fresh seeded database (or measures a server already
 * running, with --base-url) and, in Debian's Chromium at a phone's viewport, prints per CPU speed
 * (this machine's, and 4x slower as Lighthouse's mobile audit assumes) the median and the slowest
 * time from a first pointer over the search to the view being live (hydrated, so a held click has
 * been done again), and the scripts that first touch loads, gzipped. It is a report: exits 0.
 */
import { parseArgs } from 'node:util'

import { chromium } from 'playwright-core'

import { startAppServer } from '../tests/helpers/app-server'
import { formatTable, gzippedBytes, percentile } from './lib/bench'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, 'base-url': { type: 'string' } } })
const RUNS = Math.max(1, Number(values.runs))
const CPU_SLOWDOWNS = [1, 4] as const
const TIME_TO_LIVE = `new Promise((resolve) => {
  const button = document.querySelector('.search-bar__filters')
  const start = performance.now()
  button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
  const poll = () => (Object.keys(button).some((key) => key.startsWith('__reactProps')) ? resolve(performance.now() - start) : requestAnimationFrame(poll))
  poll()
})`

const app = values['base-url'] ? null : await startAppServer()
const url = new URL('/search/used-cars', values['base-url'] ?? `http://localhost:${app!.port}`).href
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  const rows: string[][] = []
  for (const slowdown of CPU_SLOWDOWNS) {
    const times: number[] = []
    let loadedKb = 0
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      await page.goto(url, { waitUntil: 'networkidle' })
      const loaded: Promise<number>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') loaded.push(response.body().then(gzippedBytes))
      })
      // Live once React owns the Filters button: what the shopper pressed meanwhile has been done again.
      // (A string: tsx would wrap a function's inner names in a helper the page does not have.)
      times.push(await page.evaluate<number>(TIME_TO_LIVE))
      loadedKb = (await Promise.all(loaded)).reduce((sum, bytes) => sum + bytes, 0) / 1024
      await page.close()
    }
    rows.push([`${slowdown}x`, `${Math.round(percentile(times, 50))} ms`, `${Math.round(Math.max(...times))} ms`, `${loadedKb.toFixed(1)} KB`])
  }
  console.log(`\n/search/used-cars: first touch to live, ${RUNS} runs per CPU speed\n`)
  console.log(formatTable(['CPU slowdown', 'median', 'slowest', 'scripts loaded on first touch (gzipped)'], rows))
} finally {
  await browser.close()
  await app?.stop()
}
