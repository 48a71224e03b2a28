import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'

/**
 * Debian's Chromium, never a downloaded browser. *.com.au hosts resolve to this machine so the demo
 * sites' real domains can be tested; *.localhost resolves to loopback on its own.
 */
export function launchBrowser(): Promise<Browser> {
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

/** axe-core on the page as it stands; returns the violations so a test can print them when it fails. */
export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
}

/** A page in its own browser context (fresh cookies; axe-core needs a context it can reach). */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options)
  return context.newPage()
}

export const closePage = (page: Page) => page.context().close()
