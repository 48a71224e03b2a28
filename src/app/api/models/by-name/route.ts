import { modelDataResponse } from '@/features/models'
import { siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** GET /api/models/by-name?name=RAV4: spec §7 "Model data by model name" (see src/features/models/model-data-endpoint.ts). */
export const GET = apiRoute(async function GET(request: Request): Promise<Response> {
  return modelDataResponse(request, { site: await siteForRequest(request) })
})
