import { getPayloadClient } from '@/data/payload'
import { importSummary, parseStockFeed } from '@/search/stock-import-request'
import { getStockSearch } from '@/search/server'
import { siteForImportKey, StockImportError } from '@/search/stock-store'
import { clientKeyFromHeaders, consumeRateLimit } from '@/server/rate-limit'
import type { Pool } from 'pg'

/**
 * POST /api/stock/import: a dealer's stock feed (see src/search/stock-import-request.ts).
 * `Authorization: Bearer <key>` with the site's import key (created by `npm run stock:key`; only its
 * hash is stored). `?mode=partial` keeps cars missing from the feed. Answers the import report:
 * counts, and each rejected record by index, field and reason; the good records are imported.
 */
export const dynamic = 'force-dynamic'

const problem = (status: number, message: string, headers?: HeadersInit) => Response.json({ message, status }, { status, headers })

export async function POST(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const verdict = await consumeRateLimit(pool, 'stockImport', clientKeyFromHeaders(request.headers))
  if (!verdict.allowed) return problem(429, 'Too many stock imports. Please wait before sending another feed.', { 'retry-after': String(verdict.retryAfterSeconds) })

  const key = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  const siteSlug = key ? await siteForImportKey(pool, key) : null
  if (!siteSlug) return problem(401, 'Invalid or missing stock import key (send "Authorization: Bearer <key>").')

  let json: unknown
  try {
    json = JSON.parse(await request.text())
  } catch {
    return problem(400, 'The feed is not valid JSON.')
  }
  const parsed = parseStockFeed(json)
  if ('error' in parsed) return problem(400, parsed.error)
  if (parsed.feed.site && parsed.feed.site !== siteSlug) return problem(403, `This key imports stock for ${siteSlug}, not ${parsed.feed.site}.`)

  const modeParam = new URL(request.url).searchParams.get('mode')
  if (modeParam !== null && modeParam !== 'full' && modeParam !== 'partial') return problem(400, 'mode must be "full" or "partial".')
  const mode = modeParam ?? parsed.feed.mode ?? 'full'

  const stockSearch = await getStockSearch()
  try {
    const report = await stockSearch.importFeed(siteSlug, parsed.feed.cars, mode)
    return Response.json(importSummary(report), { status: 200 })
  } catch (error) {
    if (error instanceof StockImportError) return problem(error.status, error.message)
    throw error
  }
}
