import 'server-only'

import { headers } from 'next/headers'
import type { Pool } from 'pg'

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

/**
 * Called by a page whose HTML depends only on its address and its site's stock and content (no
 * shopper, no cookie, nothing time-critical within a minute): its answer may be kept and served to
 * the next shoppers until the site's stock or content changes.
 */
export async function allowRenderCache(): Promise<void> {
  const id = (await headers()).get(RENDER_ID_HEADER)
  if (id) holder[RENDER_CACHE]?.allow(id)
}
