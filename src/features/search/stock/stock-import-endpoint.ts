import { clientKeyFromHeaders, consumeRateLimit } from '@/platform/rate-limit'
import { readBodyText } from '@/platform/request-body'
import { databasePoolOf } from '@/platform/database'
import { getPayloadClient } from '@/platform/payload'

import { getStockSearch } from '../server'
import { importSummary, parseStockFeed, resolveConfirmRemoval, stockImportRefusal } from './stock-import-request'
import { siteForImportKey } from './stock-store'

/**
 * POST /api/stock/import: a dealer's stock feed.
 * `Authorization: Bearer <key>` with the site's import key (created by `npm run stock:key`; only its
 * hash is stored). `?mode=partial` keeps cars missing from the feed. Answers the import report:
 * counts, and each rejected record by index, field and reason; the good records are imported.
 *
 * The stock feed guard (issue 16): a full feed that would remove more than the site's share of its
 * stored cars (default 50%), or where more than the site's share of records is rejected (default 10%),
 * is refused with 422 `{ message, status, code: "stock-feed-refused", figures, rejected }` and changes
 * nothing. `confirmRemoval` (`?confirmRemoval=1840`, or the feed's `confirmRemoval` field) set to
 * exactly the number of cars the feed removes applies it anyway, whichever share it passes; any other
 * number is refused, so a stale confirmation cannot approve a worse feed. A site's first import is
 * never refused. Other answers: 400 (not JSON, not a feed, bad confirmRemoval, an empty full feed, a
 * body that is not what its Content-Encoding says), 401, 403, 413 (past STOCK_FEED_MAX_BYTES), 415, 429.
 */
/**
 * The largest feed accepted, counted after decompression. A 50,000-car feed from the demo generator
 * (every Car field filled: equipment, comments, lenders, spin hotspots) is 185 MB of JSON, 3.7 KB a car,
 * and 17 MB gzipped; 256 MB leaves room for longer descriptions and stays under V8's longest string.
 * Large feeds are best sent with `Content-Encoding: gzip`.
 */
const STOCK_FEED_MAX_BYTES = 256 * 1024 * 1024

const problem = (status: number, message: string, headers?: HeadersInit) => Response.json({ message, status }, { status, headers })

/** The stock import endpoint: key, rate limit, body, feed checks, then the import's report or refusal. */
export async function stockImportResponse(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const pool = databasePoolOf(payload)
  const verdict = await consumeRateLimit(pool, 'stockImport', clientKeyFromHeaders(request.headers))
  if (!verdict.allowed)
    return problem(429, 'Too many stock imports. Please wait before sending another feed.', { 'retry-after': String(verdict.retryAfterSeconds) })

  const key = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  const siteSlug = key ? await siteForImportKey(pool, key) : null
  if (!siteSlug) return problem(401, 'Invalid or missing stock import key (send "Authorization: Bearer <key>").')

  const body = await readBodyText(request, STOCK_FEED_MAX_BYTES)
  if ('refusal' in body)
    return problem(
      body.refusal.status,
      body.refusal.status === 413 ? `The feed is larger than ${STOCK_FEED_MAX_BYTES / 1024 / 1024} MB (after decompression).` : body.refusal.message,
    )
  let json: unknown
  try {
    json = JSON.parse(body.text)
  } catch {
    return problem(400, 'The feed is not valid JSON.')
  }
  const parsed = parseStockFeed(json)
  if ('error' in parsed) return problem(400, parsed.error)
  if (parsed.feed.site && parsed.feed.site !== siteSlug) return problem(403, `This key imports stock for ${siteSlug}, not ${parsed.feed.site}.`)

  const query = new URL(request.url).searchParams
  const modeParam = query.get('mode')
  if (modeParam !== null && modeParam !== 'full' && modeParam !== 'partial') return problem(400, 'mode must be "full" or "partial".')
  const mode = modeParam ?? parsed.feed.mode ?? 'full'
  const confirmation = resolveConfirmRemoval(query.get('confirmRemoval'), parsed.feed.confirmRemoval)
  if ('error' in confirmation) return problem(400, confirmation.error)

  const stockSearch = await getStockSearch()
  try {
    const report = await stockSearch.importFeed(siteSlug, parsed.feed.cars, mode, { confirmRemoval: confirmation.confirmRemoval })
    return Response.json(importSummary(report), { status: 200 })
  } catch (error) {
    // Matched by code: the stock search singleton may have been built from another copy of the error classes.
    const refusal = stockImportRefusal(error)
    if (refusal) return Response.json(refusal.body, { status: refusal.status })
    throw error
  }
}
