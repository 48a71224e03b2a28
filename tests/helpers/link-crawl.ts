/**
 * The dead-link crawl (issue 22): from a site's home page, every internal link on every page reached
 * is requested, and pages are followed breadth first up to a bound. A link that answers 4xx or 5xx is
 * reported with the page that links to it.
 */

export interface DeadLink {
  href: string
  status: number
  linkedFrom: string
}

export interface CrawlResult {
  pagesVisited: number
  linksChecked: number
  deadLinks: DeadLink[]
}

interface CrawlOptions {
  /** Pages whose links are read; every link found is still checked. */
  maxPages: number
  /** Pages followed per family (first path segment, or /cars/ and /search/ as one each), so 300 cars do not crowd out the rest. */
  maxPagesPerFamily: number
}

const DEFAULTS: CrawlOptions = { maxPages: 120, maxPagesPerFamily: 6 }
const CONCURRENT_REQUESTS = 4

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' }

/** The hrefs of a page's anchors (React always double-quotes attributes). */
export function anchorHrefs(html: string): string[] {
  const hrefs: string[] = []
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    hrefs.push(match[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity))
  }
  return hrefs
}

/** The link as a path with its query on this site, or null for another site, mail, phone or an in-page anchor. */
export function internalPath(href: string, pageUrl: URL): string | null {
  if (!href || href.startsWith('#') || /^(mailto|tel|sms|javascript):/i.test(href)) return null
  const url = new URL(href, pageUrl)
  if (url.host !== pageUrl.host) return null
  // The admin and the API are not shopper pages; /_next assets are checked by the browser tests.
  if (/^\/(admin|api|_next)(\/|$)/.test(url.pathname)) return null
  return url.pathname + url.search
}

function familyOf(path: string): string {
  const segments = path.split('?')[0]!.split('/').filter(Boolean)
  return segments[0] ?? ''
}

export async function crawlSite(origin: string, options: Partial<CrawlOptions> = {}): Promise<CrawlResult> {
  const { maxPages, maxPagesPerFamily } = { ...DEFAULTS, ...options }
  const status = new Map<string, number>()
  const linkedFrom = new Map<string, string>()
  const followed = new Map<string, number>()
  const queue: string[] = ['/']
  linkedFrom.set('/', '(start)')
  let pagesVisited = 0

  const check = async (path: string): Promise<{ status: number; html: string | null }> => {
    const response = await fetch(origin + path, { redirect: 'follow', headers: { accept: 'text/html' } })
    const type = response.headers.get('content-type') ?? ''
    const html = type.includes('text/html') ? await response.text() : (await response.arrayBuffer(), null)
    status.set(path, response.status)
    return { status: response.status, html }
  }

  // A few requests at a time, as a browser would: the server answers one while it waits on the
  // database for another. Each wave is what a one-at-a-time crawl would take next from the queue, and
  // its pages are read in queue order, so the crawl reaches the same pages either way.
  while (queue.length > 0 && pagesVisited < maxPages) {
    const wave: Array<{ path: string; follow: boolean }> = []
    const waveFollows = new Map<string, number>()
    let waveFollowed = 0
    while (queue.length > 0 && wave.length < CONCURRENT_REQUESTS && pagesVisited + waveFollowed < maxPages) {
      const path = queue.shift()!
      const family = familyOf(path)
      const follows = (followed.get(family) ?? 0) + (waveFollows.get(family) ?? 0)
      const follow = follows < maxPagesPerFamily || path === '/'
      if (follow) {
        waveFollows.set(family, (waveFollows.get(family) ?? 0) + 1)
        waveFollowed++
      } else if (status.has(path)) continue
      wave.push({ path, follow })
    }
    const pages = await Promise.all(wave.map(({ path }) => check(path)))
    wave.forEach(({ path, follow }, i) => {
      const page = pages[i]!
      if (!follow || page.status >= 400 || !page.html) return
      const family = familyOf(path)
      followed.set(family, (followed.get(family) ?? 0) + 1)
      pagesVisited++
      const pageUrl = new URL(origin + path)
      for (const href of anchorHrefs(page.html)) {
        const target = internalPath(href, pageUrl)
        if (target === null || linkedFrom.has(target)) continue
        linkedFrom.set(target, path)
        queue.push(target)
      }
    })
  }
  // Links found on the last pages read are checked even when the page bound stops the crawl.
  const unchecked = queue.filter((path) => !status.has(path))
  for (let i = 0; i < unchecked.length; i += CONCURRENT_REQUESTS) await Promise.all(unchecked.slice(i, i + CONCURRENT_REQUESTS).map(check))

  const deadLinks = [...status].filter(([, code]) => code >= 400).map(([href, code]) => ({ href, status: code, linkedFrom: linkedFrom.get(href) ?? '?' }))
  return { pagesVisited, linksChecked: status.size, deadLinks }
}
