import { searchCredentials } from '@/platform/env'
import { clientKeyFromHeaders, consumeRateLimit } from '@/platform/rate-limit'
import { readBodyText } from '@/platform/request-body'
import { databasePool } from '@/platform/site-api'
import { getSiteSlugForHost } from '@/platform/sites'

import { getStockSearch } from '../server'
import { answerSearchCall } from './algolia-protocol'

/**
 * The page's largest real call, with every filter a site can show refined, is 46 KB; a default
 * page with everything refined is 20 KB (see call-limits.ts). 128 KB leaves room for several values
 * refined in each of many filters; what a call may ask the engine to do is capped separately.
 */
const MAX_SEARCH_BODY_BYTES = 128 * 1024

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
const refuse = (status: number, message: string, headers?: Record<string, string>) => answer(status, { message, status }, headers)

/**
 * The Algolia search protocol for this host's site (algolia-protocol.ts), so the
 * unmodified algoliasearch client and InstantSearch work against the app. Search only.
 *
 * Public, so bounded (issue 16): each shopper's calls are rate limited (RATE_LIMITS.search, one
 * PostgreSQL upsert per call), the body is read up to MAX_SEARCH_BODY_BYTES after decompression, and what
 * one call may ask for is limited by the protocol (call-limits.ts). Every refusal is
 * Algolia's `{ message, status }`.
 *
 * One call for the site on `host`, as the proxy put it in the route (encoded).
 */
export async function searchProtocolResponse(request: Request, host: string, path: readonly string[]): Promise<Response> {
  try {
    const siteSlug = await getSiteSlugForHost(decodeURIComponent(host))
    if (!siteSlug) return refuse(404, 'Site not found')
    const verdict = await consumeRateLimit(await databasePool(), 'search', clientKeyFromHeaders(request.headers))
    if (!verdict.allowed)
      return refuse(429, 'Too many search requests: please wait a moment and try again', { 'retry-after': String(verdict.retryAfterSeconds) })
    // The client may gzip large bodies (its `compression: 'gzip'` option); the limit is on the decompressed size.
    const body = request.method === 'POST' ? await readBodyText(request, MAX_SEARCH_BODY_BYTES) : { text: '' }
    if ('refusal' in body) return refuse(body.refusal.status, body.refusal.message)
    const stockSearch = await getStockSearch()
    const url = new URL(request.url)
    const result = await answerSearchCall(
      { method: request.method, path: `/1/${path.join('/')}`, query: url.searchParams, headers: request.headers, body: body.text },
      searchCredentials,
      (queries) => stockSearch.search(siteSlug, queries),
    )
    return answer(result.status, result.body)
  } catch (error) {
    console.error('search failed', error)
    return refuse(500, 'Internal error')
  }
}
