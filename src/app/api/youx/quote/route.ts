import { financeQuoteResponse, getFinanceQuoteSource } from '@/finance-quotes'
import { siteForRequest } from '@/server/site-api'

/** POST /api/youx/quote: a finance quote for a car (see src/finance-quotes/quote-endpoint.ts). */
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  const site = await siteForRequest(request)
  return financeQuoteResponse(request, { siteSlug: site?.slug ?? null, source: getFinanceQuoteSource() })
}
