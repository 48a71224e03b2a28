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
