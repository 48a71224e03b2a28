import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { newNonce } from '../security-headers'
import {
  acceptsGzip,
  cachedPageAnswer,
  isKeepableAnswer,
  isRenderCacheCandidate,
  RENDER_CACHE_STATUS_HEADER,
  RENDER_ID_HEADER,
  renderCacheKey,
  toCachedPage,
  type CachedPage,
  type RequestHeaders,
} from './cached-page'

const gzip = promisify(zlib.gzip)

export interface RenderCacheOptions {
  /** The site a request's host shows, or null (no site: nothing is kept). */
  siteSlugForHost: (headers: RequestHeaders) => Promise<string | null>
  /** The label of what the site's pages are made from now (its stock and content versions), or null. */
  labelOf: (siteSlug: string) => Promise<string | null>
  /** Pages older than this are rendered again, for what changes with time alone (promo windows, sold-car days). */
  maxAgeMs?: number
  maxBytes?: number
  now?: () => number
}

type Next = () => unknown

/**
 * Whole rendered pages, kept per app server in front of Next: a page whose render allowed it
 * (allowRenderCache) is answered from here until its site's stock or content version moves on (every
 * server sees that within a second) or it reaches `maxAgeMs`, doing no search and no React render.
 * Concurrent requests for a page being rendered wait for that one render. Each answer gets its own
 * CSP nonce; the body is compressed here, since a kept page skips Next's compression.
 */
export function createRenderCache({ siteSlugForHost, labelOf, maxAgeMs = 60_000, maxBytes = 128 * 1024 * 1024, now = Date.now }: RenderCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: (page) => page.bytes })
  const rendering = new Map<string, { label: string; page: Promise<CachedPage | null> }>()
  /** Addresses whose last render did not allow keeping (a shopper's own pages): not copied again. */
  const notKept = new LRUCache<string, true>({ max: 10_000 })
  /** Request ids whose render called allowRenderCache. */
  const allowed = new Set<string>()

  async function answer(request: IncomingMessage, response: ServerResponse, page: CachedPage) {
    const { headers, body } = cachedPageAnswer(page, newNonce())
    const compressed = acceptsGzip(request.headers) ? await gzip(body, { level: 6 }) : null
    const payload = compressed ?? Buffer.from(body)
    response.writeHead(200, { ...headers, ...(compressed ? { 'content-encoding': 'gzip' } : {}), 'content-length': payload.length, [RENDER_CACHE_STATUS_HEADER]: 'hit' })
    response.end(payload)
  }

  /**
   * Lets Next answer while keeping a copy of what it sends; resolves with the kept page, or null (a
   * render that did not allow keeping is remembered, so that address is not copied again).
   */
  function renderAndKeep(request: IncomingMessage, response: ServerResponse, next: Next, key: string, page: Pick<CachedPage, 'siteSlug' | 'label'>): Promise<CachedPage | null> {
    const id = randomUUID()
    request.headers[RENDER_ID_HEADER] = id
    const chunks: Buffer[] = []
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
    }
    // Headers given to writeHead itself never show in getHeaders().
    let headHeaders: RequestHeaders = {}
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
    response.writeHead = ((...args: unknown[]) => {
      const given = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg))
      if (given) headHeaders = Object.fromEntries(Object.entries(given as RequestHeaders).map(([name, value]) => [name.toLowerCase(), value]))
      return writeHead(...args)
    }) as typeof response.writeHead
    const write = response.write.bind(response) as (...args: unknown[]) => boolean
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
    response.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk, rest[0]), write(chunk, ...rest))) as typeof response.write
    response.end = ((chunk?: unknown, ...rest: unknown[]) => (typeof chunk !== 'function' && keep(chunk, rest[0]), end(chunk, ...rest))) as typeof response.end
    const kept = new Promise<CachedPage | null>((resolve) => {
      const settle = () => {
        if (!allowed.delete(id)) {
          notKept.set(key, true)
          return resolve(null)
        }
        const headers = { ...(response.getHeaders() as RequestHeaders), ...headHeaders }
        if (!response.writableFinished || !isKeepableAnswer(response.statusCode, headers)) return resolve(null)
        try {
          const stored = toCachedPage({ headers, body: decoded(Buffer.concat(chunks), headers['content-encoding']).toString('utf8') }, { ...page, storedAt: now() })
          pages.set(key, stored)
          resolve(stored)
        } catch {
          resolve(null)
        }
      }
      response.once('close', settle)
    })
    next()
    return kept
  }

  return {
    /** Marks the render of the request with this id as one that may be kept. */
    allow(id: string) {
      allowed.add(id)
    },

    /** Dropped on the way in (a client cannot mark its own request); set again on a render that may be kept. */
    async serve(request: IncomingMessage, response: ServerResponse, next: Next): Promise<unknown> {
      delete request.headers[RENDER_ID_HEADER]
      if (!isRenderCacheCandidate(request.method, request.url, request.headers)) return next()
      const siteSlug = await siteSlugForHost(request.headers)
      const label = siteSlug && (await labelOf(siteSlug))
      if (!siteSlug || !label) return next()
      const key = renderCacheKey(request.url!, request.headers)
      const page = pages.get(key)
      if (page && page.label === label && now() - page.storedAt < maxAgeMs) return answer(request, response, page)
      // A kept page being rendered again (new versions, or its age): wait for that one render.
      const running = rendering.get(key)
      if (page && running?.label === label) {
        const rendered = await running.page
        return rendered ? answer(request, response, rendered) : next()
      }
      if (!page && notKept.has(key)) return next()
      const kept = renderAndKeep(request, response, next, key, { siteSlug, label })
      rendering.set(key, { label, page: kept })
      void kept.then(() => {
        if (rendering.get(key)?.page === kept) rendering.delete(key)
      })
    },
  }
}

export type RenderCache = ReturnType<typeof createRenderCache>

/** Next compresses for clients that take it; the kept copy is plain. */
function decoded(body: Buffer, encoding: unknown): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body)
  if (encoding === 'br') return zlib.brotliDecompressSync(body)
  if (encoding === 'deflate') return zlib.inflateSync(body)
  return body
}
