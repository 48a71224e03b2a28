import 'server-only'

import { headers } from 'next/headers'
import type { Pool } from 'pg'

import { openNowChangesBy } from '@/domain/opening-hours'

import { databasePoolOf } from '../database'
import { proxySiteSettings } from '../proxy-site-settings'
import { requestSiteHost } from '../request-host'
import { siteVersions } from '../site-versions'
import { headerValue, RENDER_ID_HEADER, type RequestHeaders } from './cached-page'
import { createCompressedAssets, type CompressedAssets } from './compressed-assets'
import { createRenderCache, type RenderCache } from './render-cache'

/**
 * The render cache (render-cache.ts) and the Brotli copies of the browser's files (compressed-assets.ts)
 * of this app server. They are installed on globalThis at start-up (src/instrumentation.ts), where the
 * HTTP hook in front of Next (scripts/lib/app-server-hooks.mjs) finds them; RENDER_CACHE=off leaves
 * the render cache out.
 */
const RENDER_CACHE = Symbol.for('dealer-platform.render-cache')
const COMPRESSED_ASSETS = Symbol.for('dealer-platform.compressed-assets')
const holder = globalThis as typeof globalThis & { [RENDER_CACHE]?: RenderCache; [COMPRESSED_ASSETS]?: CompressedAssets }

/** Node's request headers as the site resolution reads them (request-host.ts). */
const headerGetter = (requestHeaders: RequestHeaders) => ({ get: (name: string) => headerValue(requestHeaders[name]) ?? null })

/** `payload` is asked for at the first kept-page lookup, so start-up does not wait on it. */
export function installRenderCache(payload: () => Promise<{ db: unknown }>): void {
  holder[COMPRESSED_ASSETS] ??= createCompressedAssets()
  if (process.env.RENDER_CACHE === 'off') return
  let pool: Promise<Pool> | undefined
  holder[RENDER_CACHE] ??= createRenderCache({
    siteSlugForHost: async (requestHeaders) => (await proxySiteSettings(requestSiteHost(headerGetter(requestHeaders)))).slug,
    labelOf: async (siteSlug) => {
      pool ??= payload().then(databasePoolOf)
      const versions = await siteVersions(await pool, siteSlug)
      return versions && `${versions.stock}#${versions.content}`
    },
  })
}

const renderId = async () => (await headers()).get(RENDER_ID_HEADER)

/**
 * Called by a page whose HTML depends only on its address, its site's stock and content, and the
 * clock (said with keepRenderedUntil, or within a minute): its answer may be kept and served to the
 * next shoppers until one of those changes. Anything that reads the shopper's session refuses it.
 */
export async function allowRenderCache(): Promise<void> {
  const id = await renderId()
  if (id) holder[RENDER_CACHE]?.allow(id)
}

/** Called while rendering what differs per shopper (their session): the page is never kept. */
export async function refuseRenderCache(): Promise<void> {
  const id = await renderId()
  if (id) holder[RENDER_CACHE]?.refuse(id)
}

/** Called while rendering what changes at `moment` by the clock alone (a promo's end): the page is kept no later. */
export async function keepRenderedUntil(moment: Date | null): Promise<void> {
  const id = moment && (await renderId())
  if (id) holder[RENDER_CACHE]?.keepUntil(id, moment.getTime())
}

/**
 * The moment a page showing a location's "Open now" line is rendered at: the page is kept no later
 * than the next whole minute, when the line may change.
 */
export async function openNowClock(): Promise<Date> {
  const now = new Date()
  await keepRenderedUntil(openNowChangesBy(now))
  return now
}
