import { hasErrorCode } from '@/platform/error-code'
import { acceptSiteWrite, problem } from '@/platform/site-api'

import { financeQuoteRequestSchema, toFinanceQuoteInput } from './quote-request'
import { FINANCE_QUOTE_ERROR, type FinanceQuoteSource } from './quote-source'

export interface FinanceQuoteEndpointDeps {
  /** The request's site, or null when its host belongs to no site. */
  siteSlug: string | null
  source: FinanceQuoteSource
}

const NO_STORE = { 'cache-control': 'no-store' }

const FINANCE_QUOTE_LIMIT = { name: 'financeQuote', message: 'Too many finance quotes. Please wait a few minutes and try again.' } as const

/**
 * POST /api/youx/quote (spec §7): 200 { weeklyRepaymentAmount, comparisonRate, advertisedRate };
 * 400 invalid body, 404 unknown site, 415 not JSON, 422 no quote for this car (too old), 429 too many
 * quotes, 502 the hosted quote service failed. The page ignores every failure (spec §8).
 */
export async function financeQuoteResponse(request: Request, { siteSlug, source }: FinanceQuoteEndpointDeps): Promise<Response> {
  const body = await acceptSiteWrite(request, { site: siteSlug, rateLimit: FINANCE_QUOTE_LIMIT, schema: financeQuoteRequestSchema })
  if ('response' in body) return body.response
  try {
    const quote = await source.quote(toFinanceQuoteInput(body.data))
    if (!quote) return problem(422, 'No finance quote is available for this vehicle.', NO_STORE)
    return Response.json(quote, { headers: NO_STORE })
  } catch (error) {
    if (!hasErrorCode(error, FINANCE_QUOTE_ERROR)) throw error
    console.error('[finance-quote]', error.message)
    return problem(502, 'The finance quote service is unavailable.', NO_STORE)
  }
}
