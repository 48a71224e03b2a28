import { tradeInCatalogueResponse } from '@/features/trade-in'
import { getPayloadClient } from '@/platform/payload'
import { siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** GET /api/trade-in/catalogue: the year, make, model and badge lists for a plate no source knows. */
export const GET = apiRoute(async function GET(request: Request): Promise<Response> {
  const [site, payload] = await Promise.all([siteForRequest(request), getPayloadClient()])
  return tradeInCatalogueResponse(request, { site, payload })
})
