import { financeQuoteResponse, getFinanceQuoteSource } from '@/features/finance-quotes'
import { siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

/** POST /api/youx/quote: a finance quote for a car (see src/features/finance-quotes/quote-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const site = await siteForRequest(request)
  return financeQuoteResponse(request, { siteSlug: site?.slug ?? null, source: getFinanceQuoteSource() })
})
