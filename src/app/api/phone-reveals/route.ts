import { databasePool, siteForRequest } from '@/server/site-api'
import { phoneRevealResponse } from '@/vehicle-api/phone-reveals'

/** POST /api/phone-reveals: records a phone-number reveal (see src/vehicle-api/phone-reveals.ts). */
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  const [site, pool] = await Promise.all([siteForRequest(request), databasePool()])
  return phoneRevealResponse(request, { pool, siteSlug: site?.slug ?? null })
}
