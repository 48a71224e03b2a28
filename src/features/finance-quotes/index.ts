import type { FinanceQuote } from '@/domain/finance-quote'
import { env } from '@/platform/env'

import type { LenderProduct, LenderQuote } from '@/domain/finance-lenders'

import { createHttpLenderQuoteSource, createLenderPanelQuoteSource, type LenderQuoteInput, type LenderQuoteSource } from './lender-quote-source'
import { createHttpQuoteSource, createRateTableQuoteSource, type FinanceQuoteSource } from './quote-source'

export { FinanceQuoteError, type FinanceQuoteInput, type FinanceQuoteSource } from './quote-source'
export { financeQuoteResponse } from './quote-endpoint'
export { type LenderQuoteInput, type LenderQuoteSource } from './lender-quote-source'

let source: FinanceQuoteSource | undefined

/** The lender's quote service when FINANCE_QUOTE_URL and FINANCE_QUOTE_API_KEY are set, else the platform's rate table. */
export function getFinanceQuoteSource(): FinanceQuoteSource {
  source ??=
    env.FINANCE_QUOTE_URL && env.FINANCE_QUOTE_API_KEY
      ? createHttpQuoteSource({ url: env.FINANCE_QUOTE_URL, apiKey: env.FINANCE_QUOTE_API_KEY })
      : createRateTableQuoteSource()
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

let lenderSource: LenderQuoteSource | undefined

/** The lender panel's quote service when FINANCE_LENDER_QUOTES_URL and FINANCE_QUOTE_API_KEY are set, else the site's lender settings priced here. */
export function getLenderQuoteSource(): LenderQuoteSource {
  lenderSource ??=
    env.FINANCE_LENDER_QUOTES_URL && env.FINANCE_QUOTE_API_KEY
      ? createHttpLenderQuoteSource({ url: env.FINANCE_LENDER_QUOTES_URL, apiKey: env.FINANCE_QUOTE_API_KEY })
      : createLenderPanelQuoteSource()
  return lenderSource
}

/**
 * Every lender's quote for the loan. When the panel's service fails, the site's own lender settings
 * are priced instead (`fromService: false`), so the shopper still compares the dealer's lenders.
 */
export async function lenderQuotes(input: LenderQuoteInput, panel: readonly LenderProduct[]): Promise<{ quotes: LenderQuote[]; fromService: boolean }> {
  const source = getLenderQuoteSource()
  try {
    return { quotes: await source.quotes(input, panel), fromService: source.kind === 'http' }
  } catch (error) {
    console.warn("Lender quotes failed; pricing the site's lender settings:", error instanceof Error ? error.message : error)
    return { quotes: await createLenderPanelQuoteSource().quotes(input, panel), fromService: false }
  }
}
