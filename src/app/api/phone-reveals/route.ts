import { databasePool, siteForRequest } from '@/platform/site-api'
import { phoneRevealResponse } from '@/features/vehicle'
import { apiRoute } from '@/platform/api-route'

/** POST /api/phone-reveals: records a phone-number reveal (see src/features/vehicle/page/phone-reveal-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const [site, pool] = await Promise.all([siteForRequest(request), databasePool()])
  return phoneRevealResponse(request, { pool, siteSlug: site?.slug ?? null })
})
