import type { Pool } from 'pg'

import { declinesTracking, insightBeaconSchema, insightEventRow, isBotUserAgent, isPrefetch } from '@/domain/insights-events'
import { DEFAULT_TIME_ZONE } from '@/domain/time'
import { problem, rateLimited, readJsonBody } from '@/platform/site-api'

/**
 * POST /api/insights (issue 44): a batch of a browser tab's insight events (page views, car views,
 * searches, promo and block impressions and clicks, flow steps), sent by navigator.sendBeacon as
 * text/plain or by fetch as JSON. No cookie, no address stored: a visit is a random id the tab keeps.
 *
 * 204 when stored, and when dropped on purpose: the shopper asked not to be tracked (DNT, GPC), a bot
 * or tool, or a prefetch (the beacon does not retry, so no error helps it). 404 unknown site, 429
 * over the limit, 400/413/415 a body that is not a beacon. A beacon sent twice is stored once
 * (unique site, visit and seq); the day is the dealer's calendar day when it arrived.
 */
export interface InsightBeaconDeps {
  pool: Pool
  /** The request's site, or null when its host belongs to no site. */
  site: { id: number; slug: string } | null
}

const BEACON_LIMIT_MESSAGE = 'Too many insight beacons. Please wait a few minutes.'
const COLUMNS = ['kind', 'subject', 'label', 'path', 'query', 'filters', 'result_count', 'referrer_class', 'campaign', 'seq'] as const
const CASTS: Partial<Record<(typeof COLUMNS)[number], string>> = { filters: '::jsonb', result_count: '::integer', seq: '::integer' }

const noContent = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })

export async function insightBeaconResponse(request: Request, { pool, site }: InsightBeaconDeps): Promise<Response> {
  if (site === null) return problem(404, 'Site not found.')
  const { headers } = request
  if (declinesTracking(headers) || isBotUserAgent(headers.get('user-agent')) || isPrefetch(headers)) return noContent()
  const limited = await rateLimited(request, 'insightBeacon', BEACON_LIMIT_MESSAGE, { pool })
  if (limited) return limited
  const body = await readJsonBody(request, insightBeaconSchema, { beacon: true })
  if ('response' in body) return body.response

  // One statement per beacon: $1 site, $2 the dealer's time zone, $3 the visit, then ten per event.
  const values: unknown[] = [site.id, DEFAULT_TIME_ZONE, body.data.visit]
  const rows = body.data.events.map(insightEventRow).map((row) => {
    const cells = COLUMNS.map((column) => {
      values.push(cellOf(row, column))
      return `$${values.length}${CASTS[column] ?? ''}`
    })
    return `($1, (now() AT TIME ZONE $2::text)::date, $3, ${cells.join(', ')})`
  })
  await pool.query(
    `INSERT INTO insight_events (site_id, day, visit, ${COLUMNS.join(', ')})
     VALUES ${rows.join(',\n')}
     ON CONFLICT (site_id, visit, seq) DO NOTHING`,
    values,
  )
  return noContent()
}

function cellOf(row: ReturnType<typeof insightEventRow>, column: (typeof COLUMNS)[number]): unknown {
  switch (column) {
    case 'filters':
      return row.filters ? JSON.stringify(row.filters) : null
    case 'result_count':
      return row.resultCount
    case 'referrer_class':
      return row.referrerClass
    default:
      return row[column]
  }
}
