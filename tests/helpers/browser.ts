import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page, type Request } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'

/**
 * Debian's Chromium, never a downloaded browser. *.com.au hosts resolve to this machine so the demo
 * sites' real domains can be tested; *.localhost resolves to loopback on its own.
 */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP *.com.au 127.0.0.1',
    ],
  })
}

/**
 * axe-core on the page as it stands; returns the violations so a test can print them when it fails.
 * `include` limits it to our part of a page we do not own all of (Payload's admin chrome).
 */
export async function accessibilityViolations(page: Page, { include }: { include?: string } = {}) {
  // A client navigation swaps the streamed <title> a moment after the URL changes; check the settled page, and a page with no title still fails here.
  await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 })
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await (include ? axe.include(include) : axe).analyze()
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
}

/** A dialog's keyboard contract: Escape closes it and focus goes back to the control that opened it. */
export async function expectEscapeToCloseOnto(page: Page, dialog: Locator, openerText: string) {
  await page.keyboard.press('Escape')
  await expect.poll(() => dialog.isVisible()).toBe(false)
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(openerText)
}

export const closePage = (page: Page) => page.context().close()

/**
 * Resolves once the page's main thread has been idle (requestIdleCallback): what the page puts off until
 * it has settled (later-island.client.tsx: the load event, then an idle moment) has asked for its code by
 * then. An event rather than a fixed pause; throws saying so when the page is never idle.
 */
export async function pageIdle(page: Page, timeoutMs = 10_000) {
  const idle = await page.evaluate(
    (timeout) => new Promise<boolean>((resolve) => requestIdleCallback((deadline) => resolve(!deadline.didTimeout), { timeout })),
    timeoutMs,
  )
  if (!idle) throw new Error(`The page was not idle within ${timeoutMs / 1000} s (waited for requestIdleCallback)`)
}

/**
 * Does `trigger`, then waits until one of the bundler's chunks (/_next/static/chunks/) has failed to load
 * twice in the page: Turbopack tries a failed chunk once more 200-600 ms later, then keeps the failure for
 * the page's life. For tests that refuse the page's code (page.route) and must not let it through before
 * the retry failed too. Throws saying what failed so far when that does not happen within `timeoutMs`.
 */
export async function chunkLoadGivenUp(page: Page, trigger: () => Promise<unknown>, timeoutMs = 10_000) {
  const failures = new Map<string, number>()
  let onFailed = (_request: Request) => {}
  const failedTwice = new Promise<void>((resolve) => {
    onFailed = (request) => {
      if (!new URL(request.url()).pathname.startsWith('/_next/static/chunks/')) return
      const times = (failures.get(request.url()) ?? 0) + 1
      failures.set(request.url(), times)
      if (times >= 2) resolve()
    }
  })
  page.on('requestfailed', onFailed)
  let timer: NodeJS.Timeout | undefined
  try {
    await trigger()
    const timedOut = new Promise<never>((_resolve, reject) => {
      const failed = () => [...failures].map(([url, times]) => `${new URL(url).pathname} ×${times}`).join(', ') || 'none'
      timer = setTimeout(
        () =>
          reject(
            new Error(`No chunk of the page's code failed twice (the bundler's first try and its retry) within ${timeoutMs / 1000} s; failed: ${failed()}`),
          ),
        timeoutMs,
      )
    })
    await Promise.race([failedTwice, timedOut])
  } finally {
    clearTimeout(timer)
    page.off('requestfailed', onFailed)
  }
  // The page hears of the failure before the test does; its handlers (the bundler's, then the app's catch) run as tasks: one more task of its own after them.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
}

/**
 * One Chromium for the calling suite (call it inside `describe`): launched before its tests and closed
 * after them. `withPage` closes its page even when a step fails, so one failure does not leak a context.
 */
export function useBrowser() {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  /** A page in its own browser context (fresh cookies; axe-core needs a context it can reach). */
  async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser!.newContext(options)
    return context.newPage()
  }
  async function withPage<T>(options: BrowserContextOptions, steps: (page: Page) => Promise<T>): Promise<T> {
    const page = await openPage(options)
    try {
      return await steps(page)
    } finally {
      await closePage(page)
    }
  }
  return { openPage, withPage }
}

/** The analytics events the page logs from now on (the demo sites have no GA4 id, so events go to the console): [name, event_id, car_id]. */
export function trackedEvents(page: Page): unknown[][] {
  const tracked: unknown[][] = []
  page.on('console', (message) => {
    const [tag, name, params] = message.args()
    if (!tag || !name || !params) return
    void Promise.all([tag.jsonValue(), name.jsonValue(), params.jsonValue()]).then(([t, n, p]) => {
      if (t === '[analytics]') tracked.push([n, (p as { event_id?: number }).event_id, (p as { car_id?: string }).car_id])
    })
  })
  return tracked
}
