import type { Pool } from 'pg'
import { z } from 'zod'

import { acceptSiteWrite, problem } from '@/platform/site-api'
import { plainText } from '@/domain/text'

/**
 * POST /api/phone-reveals (spec §4 "Phone reveal", §7 "Phone-reveal record": car_id, dealership_id,
 * website_id): records that a shopper revealed a masked phone number. website_id is the site's slug
 * and must be the site the request is for. 201 { ok: true }; 400 invalid body or another site's
 * website_id, 404 unknown site, 415 not JSON, 429 too many reveals. The page only logs failures (§8).
 */
const recordId = z.union([plainText().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String)

export const phoneRevealSchema = z.object({
  car_id: recordId.nullish(),
  dealership_id: recordId.nullish(),
  website_id: plainText().trim().min(1).max(100),
})

export type PhoneRevealBody = z.input<typeof phoneRevealSchema>

export interface PhoneRevealDeps {
  pool: Pool
  /** The request's site, or null when its host belongs to no site. */
  siteSlug: string | null
}

const PHONE_REVEAL_LIMIT = { name: 'phoneReveal', message: 'Too many phone number reveals. Please wait a few minutes and try again.' } as const

export async function phoneRevealResponse(request: Request, { pool, siteSlug }: PhoneRevealDeps): Promise<Response> {
  const body = await acceptSiteWrite(request, { site: siteSlug, rateLimit: PHONE_REVEAL_LIMIT, schema: phoneRevealSchema })
  if ('response' in body) return body.response
  const { car_id, dealership_id, website_id } = body.data
  if (website_id !== body.site) return problem(400, `website_id: must be this site (${body.site}).`)
  await pool.query('INSERT INTO phone_reveals (site_slug, car_id, dealership_id, website_id) VALUES ($1, $2, $3, $4)', [
    body.site,
    car_id ?? null,
    dealership_id ?? null,
    website_id,
  ])
  return Response.json({ ok: true }, { status: 201, headers: { 'cache-control': 'no-store' } })
}
