import { createHash } from 'node:crypto'

import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import type { Pool } from 'pg'

import { DEFAULT_TIME_ZONE } from '@/domain/time'
import { clientKeyFromHeaders, consumeRateLimit } from '@/platform/rate-limit'
import { problem } from '@/platform/site-api'

/**
 * GET /api/cars/{slug}/view.json (spec §7, issue 7 "Views"): counts one view per visitor per day and
 * answers the car's views (the feed's `views` plus the views counted here) and a few fresh car fields.
 *
 * A visitor is a SHA-256 of a server secret, the site, the day, the client address and the user agent:
 * no address is stored, and the same shopper cannot be followed from one day (or site) to the next.
 * Days are the dealer's calendar days. Over the rate limit, or from a crawler, the count is answered
 * but not raised: a shopper never sees an error from this call.
 */
export interface CarViewDeps {
  pool: Pool
  /** The request's site, or null when its host belongs to no site. */
  siteSlug: string | null
  /** Secret mixed into visitor hashes (see visitorSaltFrom). */
  salt: string
  now?: () => Date
}

export interface CarViewAnswer {
  views: number
  car_fields: { photos_count: number; updated_at: string; status: string; price: number | null }
}

const NO_STORE = { 'cache-control': 'no-store' }

/** Crawlers, link previews and page testers that run scripts are not shoppers. */
const NOT_A_SHOPPER = /bot|crawl|spider|slurp|preview|lighthouse|headlesschrome|pagespeed/i

/** The visitor salt, derived from the app's secret so it is stable across servers and restarts. */
export function visitorSaltFrom(secret: string): string {
  return createHash('sha256').update(`car-views\n${secret}`).digest('hex')
}

export function visitorHash(parts: { salt: string; siteSlug: string; day: string; clientKey: string; userAgent: string }): string {
  return createHash('sha256').update([parts.salt, parts.siteSlug, parts.day, parts.clientKey, parts.userAgent].join('\n')).digest('hex')
}

/** "2026-03-01": the calendar day on the dealer's clock. */
export const viewDay = (now: Date) => format(now, 'yyyy-MM-dd', { in: tz(DEFAULT_TIME_ZONE) })

interface CarViewRow {
  feed_views: string | null
  photos_count: string | null
  image_count: number
  status: string
  price: string | null
  updated_at: Date
  counted: number
}

/**
 * One round trip per page view: the car (from the stock store, the source of truth whatever the
 * search backend), the insert (skipped on conflict: this visitor was counted today) and the count.
 * The count's snapshot does not see this statement's own insert, so the inserted row is added.
 */
async function countView(pool: Pool, siteSlug: string, carSlug: string, visitor: string | null, day: string): Promise<CarViewRow | null> {
  const { rows } = await pool.query<CarViewRow>(
    `WITH car AS (
       SELECT slug, car, updated_at FROM stock_cars WHERE site_slug = $1 AND slug = $2
     ), inserted AS (
       INSERT INTO car_views (site_slug, car_slug, visitor, day)
       SELECT $1, slug, $3::text, $4::date FROM car WHERE $3::text IS NOT NULL
       ON CONFLICT DO NOTHING
       RETURNING 1
     )
     SELECT car->>'views' AS feed_views,
            car->>'photos_count' AS photos_count,
            jsonb_array_length(coalesce(car->'images', '[]'::jsonb)) AS image_count,
            car->>'status' AS status,
            car->>'price' AS price,
            updated_at,
            ((SELECT count(*) FROM car_views v WHERE v.site_slug = $1 AND v.car_slug = $2) + (SELECT count(*) FROM inserted))::int AS counted
       FROM car`,
    [siteSlug, carSlug, visitor, day],
  )
  return rows[0] ?? null
}

const numberOrNull = (value: string | null) => (value === null || value === '' || !Number.isFinite(Number(value)) ? null : Number(value))

export async function carViewResponse(request: Request, carSlug: string, { pool, siteSlug, salt, now = () => new Date() }: CarViewDeps): Promise<Response> {
  if (!siteSlug) return problem(404, 'Site not found.', NO_STORE)
  const clientKey = clientKeyFromHeaders(request.headers)
  const userAgent = request.headers.get('user-agent') ?? ''
  const at = now()
  const day = viewDay(at)
  const counts = !NOT_A_SHOPPER.test(userAgent) && (await consumeRateLimit(pool, 'carView', clientKey)).allowed
  const visitor = counts ? visitorHash({ salt, siteSlug, day, clientKey, userAgent }) : null
  const row = await countView(pool, siteSlug, carSlug, visitor, day)
  if (!row) return problem(404, 'Car not found.', NO_STORE)
  const answer: CarViewAnswer = {
    views: (numberOrNull(row.feed_views) ?? 0) + row.counted,
    car_fields: {
      photos_count: numberOrNull(row.photos_count) ?? row.image_count,
      updated_at: row.updated_at.toISOString(),
      status: row.status,
      price: numberOrNull(row.price),
    },
  }
  return Response.json(answer, { headers: NO_STORE })
}
