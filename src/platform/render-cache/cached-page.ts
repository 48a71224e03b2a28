import { sessionTokenOf } from '@/domain/sign-in'

/**
 * The pure half of the render cache (render-cache.ts): which requests it may answer, what of a
 * rendered answer it keeps, and how a kept page goes out again with a fresh CSP nonce.
 */

export type HeaderValue = string | string[] | number | undefined
export type RequestHeaders = Record<string, HeaderValue>

/** A rendered page as kept: every header value and the body split where the render's nonce stood. */
export interface CachedPage {
  siteSlug: string
  /** The site's stock and content versions the page was rendered from (src/platform/site-versions.ts). */
  label: string
  /** When it is rendered again at the latest (epoch ms). */
  expiresAt: number
  headers: [name: string, parts: string[]][]
  body: string[]
  bytes: number
}

/** Internal: the request id a page's render marks as cacheable (allowRenderCache); never taken from a client. */
export const RENDER_ID_HEADER = 'x-render-cache-id'
/** Tells a client (and the tests) whether the page came from the cache. */
export const RENDER_CACHE_STATUS_HEADER = 'x-render-cache'

/** A Node request header's (first) value. */
export const headerValue = (value: HeaderValue): string | undefined => (Array.isArray(value) ? value[0] : value === undefined ? undefined : String(value))

// Next's client-side navigations and prefetches ask for the page's RSC payload, not its HTML.
const RSC_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'x-middleware-prefetch']
// Draft-mode previews and signed-in editors may see unpublished content.
const EDITOR_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|payload-token)=/

/**
 * Whether the cache may answer this request: a GET for a shopper page (not the API, the admin or a
 * static file), asking for HTML, from no editor. The page itself decides whether its answer is kept.
 */
export function isRenderCacheCandidate(method: string | undefined, url: string | undefined, headers: RequestHeaders): boolean {
  if (method !== 'GET' || !url) return false
  const [pathname = '', query = ''] = url.split('?', 2)
  if (/^\/(?:api|admin|_next)(?:\/|$)/.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return false
  if (/(?:^|&)_rsc=/.test(query)) return false
  if (RSC_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return false
  return !EDITOR_COOKIES.test(headerValue(headers.cookie) ?? '')
}

/**
 * Everything in a request a page's HTML can depend on besides the site's versions: the address
 * (as the shopper typed it, with the forwarding proxy's host and scheme, which links are built from)
 * and whether it carries a shopper's session. A page that reads the session refuses the cache only
 * when there is one (a signed-out shopper's page is everyone's), so signed-in requests are kept apart:
 * a page kept for signed-out shoppers never answers a signed-in one.
 */
export function renderCacheKey(url: string, headers: RequestHeaders): string {
  const host = headerValue(headers['x-forwarded-host']) ?? headerValue(headers.host) ?? ''
  const signedIn = sessionTokenOf(headerValue(headers.cookie) ?? null) ? ' signed-in' : ''
  return `${headerValue(headers['x-forwarded-proto']) === 'https' ? 'https' : 'http'}://${host}${url}${signedIn}`
}

// Said again for every answer (or meaningless for a kept one); the content encoding is the cache's own
// choice; the proxy's internal rewrite target never leaves the server (scripts/lib/app-server-hooks.mjs).
const UNKEPT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'x-middleware-rewrite',
  RENDER_CACHE_STATUS_HEADER,
])

/** The render's nonce, from the Content-Security-Policy the proxy gave it. */
export function nonceOf(headers: RequestHeaders): string | null {
  return /'nonce-([^']+)'/.exec(headerValue(headers['content-security-policy']) ?? '')?.[1] ?? null
}

/** Whether an answer may be kept: a full HTML page that sets no cookie. */
export function isKeepableAnswer(status: number, headers: RequestHeaders): boolean {
  return status === 200 && /^text\/html\b/.test(headerValue(headers['content-type']) ?? '') && headers['set-cookie'] === undefined
}

const split = (text: string, nonce: string | null) => (nonce ? text.split(nonce) : [text])

export function toCachedPage(answer: { headers: RequestHeaders; body: string }, page: Pick<CachedPage, 'siteSlug' | 'label' | 'expiresAt'>): CachedPage {
  const nonce = nonceOf(answer.headers)
  const headers: [string, string[]][] = []
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || UNKEPT_HEADERS.has(name.toLowerCase())) continue
    for (const one of Array.isArray(value) ? value : [String(value)]) headers.push([name, split(one, nonce)])
  }
  const body = split(answer.body, nonce)
  return { ...page, headers, body, bytes: answer.body.length * 2 + 1024 }
}

/** A kept page as it goes out: the same page with `nonce` wherever the render's nonce was. */
export function cachedPageAnswer(page: CachedPage, nonce: string): { headers: Record<string, string | string[]>; body: string } {
  const headers: Record<string, string | string[]> = {}
  for (const [name, parts] of page.headers) {
    const value = parts.join(nonce)
    const existing = headers[name]
    headers[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value]
  }
  return { headers, body: page.body.join(nonce) }
}
