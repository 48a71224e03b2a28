import { lenderQuotesResponse } from '@/features/finance'
import { siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** GET /api/finance/lender-quotes: personalised finance's quotes (see src/features/finance/lender-quotes-endpoint.ts). */
export const GET = apiRoute(async function GET(request: Request): Promise<Response> {
  return lenderQuotesResponse(request, { site: await siteForRequest(request) })
})
