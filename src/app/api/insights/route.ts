import { insightBeaconResponse } from '@/features/insights'
import { apiRoute } from '@/platform/api-route'
import { databasePool, siteForRequest } from '@/platform/site-api'

/** POST /api/insights: a browser tab's beacon of insight events (see src/features/insights/ingest-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const [site, pool] = await Promise.all([siteForRequest(request), databasePool()])
  return insightBeaconResponse(request, { pool, site: site && { id: site.id, slug: site.slug } })
})
