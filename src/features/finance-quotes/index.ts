import type { FinanceQuote } from '@/domain/finance-quote'
import { env } from '@/platform/env'

import { createHttpQuoteSource, createRateTableQuoteSource, type FinanceQuoteSource } from './quote-source'

export { FinanceQuoteError, type FinanceQuoteInput, type FinanceQuoteSource } from './quote-source'
export { financeQuoteResponse } from './quote-endpoint'

let source: FinanceQuoteSource | undefined

/** The lender's quote service when FINANCE_QUOTE_URL and FINANCE_QUOTE_API_KEY are set, else the platform's rate table. */
export function getFinanceQuoteSource(): FinanceQuoteSource {
  source ??=
    env.FINANCE_QUOTE_URL && env.FINANCE_QUOTE_API_KEY ? createHttpQuoteSource({ url: env.FINANCE_QUOTE_URL, apiKey: env.FINANCE_QUOTE_API_KEY }) : createRateTableQuoteSource()
  return source
}

/** The vehicle page's "Great credit?" line over 5 years: the quote, or null when there is none or the service failed (spec §8: ignored, logged). */
export async function greatCreditQuote(car: { purchasePrice: number; year: number; vin?: string | null; nvic?: string | null }): Promise<FinanceQuote | null> {
  try {
    return await getFinanceQuoteSource().quote({ creditScore: 'GREAT', loanTermYears: 5, ...car })
  } catch (error) {
    console.warn('Finance quote for the vehicle page failed:', error instanceof Error ? error.message : error)
    return null
  }
}
