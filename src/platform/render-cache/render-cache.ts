import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import { newNonce } from '../security-headers'
import { copyAnswer } from './answer-copy'
import { compressedFor } from './encodings'
import {
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

/** Each answer carries its own nonce, so it is compressed per request: quality 5 makes a search page 12% smaller than gzip in less time. */
const PAGE_BROTLI_QUALITY = 5

export interface RenderCacheOptions {
  /** The site a request's host shows, or null (no site: nothing is kept). */
  siteSlugForHost: (headers: RequestHeaders) => Promise<string | null>
  /** The label of what the site's pages are made from now (its stock and content versions), or null. */
  labelOf: (siteSlug: string) => Promise<string | null>
  /**
   * Pages older than this are rendered again, for what changes with time alone and says nothing
   * (keepRenderedUntil): a sold car's days, review ages, the sales counter's start.
   */
  maxAgeMs?: number
  maxBytes?: number
  now?: () => number
}

type Next = () => unknown

/**
 * Whole rendered pages, kept per app server in front of Next: a page whose render allowed it
 * (allowRenderCache) is answered from here until its site's stock or content version moves on (every
 * server sees that within a second), what it shows changes with the clock (keepRenderedUntil) or it
 * reaches `maxAgeMs`, doing no search and no React render; a render that read the shopper's session
 * (refuseRenderCache) is never kept.
 * Concurrent requests for a page being rendered wait for that one render. Each answer gets its own
 * CSP nonce; the body is compressed here, since a kept page skips Next's compression.
 */
export function createRenderCache({ siteSlugForHost, labelOf, maxAgeMs = 60_000, maxBytes = 128 * 1024 * 1024, now = Date.now }: RenderCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: (page) => page.bytes })
  const rendering = new Map<string, { label: string; page: Promise<CachedPage | null> }>()
  /** Addresses whose last render did not allow keeping (a shopper's own pages): not copied again. */
  const notKept = new LRUCache<string, true>({ max: 10_000 })
  /**
   * What each render under way (by request id) said about keeping its answer: allowed (the page),
   * refused (anything shopper-specific it read) and the moment it is kept until at most (what it shows
   * changes with the clock then: a promo's start or end, a location opening or closing).
   */
  const renders = new Map<string, { allowed: boolean; refused: boolean; until: number }>()

  async function answer(request: IncomingMessage, response: ServerResponse, page: CachedPage) {
    const { headers, body } = cachedPageAnswer(page, newNonce())
    const compressed = await compressedFor(request.headers, body, PAGE_BROTLI_QUALITY)
    const payload = compressed?.body ?? Buffer.from(body)
    response.writeHead(200, {
      ...headers,
      ...(compressed ? { 'content-encoding': compressed.encoding } : {}),
      'content-length': payload.length,
      [RENDER_CACHE_STATUS_HEADER]: 'hit',
    })
    response.end(payload)
  }

  /**
   * Lets Next answer while keeping a copy of what it sends; resolves with the kept page, or null (a
   * render that did not allow keeping is remembered, so that address is not copied again).
   */
  function renderAndKeep(
    request: IncomingMessage,
    response: ServerResponse,
    next: Next,
    key: string,
    page: Pick<CachedPage, 'siteSlug' | 'label'>,
  ): Promise<CachedPage | null> {
    const id = randomUUID()
    request.headers[RENDER_ID_HEADER] = id
    const render = { allowed: false, refused: false, until: now() + maxAgeMs }
    renders.set(id, render)
    const kept = copyAnswer(response).then((answer) => {
      renders.delete(id)
      if (!render.allowed || render.refused) {
        notKept.set(key, true)
        return null
      }
      if (!answer || !isKeepableAnswer(answer.statusCode, answer.headers) || render.until <= now()) return null
      const stored = toCachedPage({ headers: answer.headers, body: answer.body.toString('utf8') }, { ...page, expiresAt: render.until })
      pages.set(key, stored)
      return stored
    })
    next()
    return kept
  }

  return {
    /** Marks the render of the request with this id as one that may be kept. */
    allow(id: string) {
      const render = renders.get(id)
      if (render) render.allowed = true
    },

    /** Marks the render of the request with this id as one never kept, whatever the page allowed. */
    refuse(id: string) {
      const render = renders.get(id)
      if (render) render.refused = true
    },

    /** The render of the request with this id is kept no later than `moment` (epoch ms). */
    keepUntil(id: string, moment: number) {
      const render = renders.get(id)
      if (render) render.until = Math.min(render.until, moment)
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
      if (page && page.label === label && now() < page.expiresAt) return answer(request, response, page)
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
