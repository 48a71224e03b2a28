import type { FinanceQuote } from '@/domain/finance-quote'

import type { FinanceQuoteRequestBody } from './quote-request'

/**
 * For the vehicle page in the browser, when the car has no youxQuote (spec §7): the quote, or null on
 * any failure, which is ignored silently (spec §8 "Finance quote failure: silently ignored").
 */
export async function requestFinanceQuote(body: FinanceQuoteRequestBody, signal?: AbortSignal): Promise<FinanceQuote | null> {
  try {
    const response = await fetch('/api/youx/quote', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal })
    if (!response.ok) return null
    const quote = (await response.json()) as Partial<FinanceQuote>
    const numbers = [quote.weeklyRepaymentAmount, quote.comparisonRate, quote.advertisedRate]
    return numbers.every((value) => typeof value === 'number' && Number.isFinite(value)) ? (quote as FinanceQuote) : null
  } catch {
    return null
  }
}
