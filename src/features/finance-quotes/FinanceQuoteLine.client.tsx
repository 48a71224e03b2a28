'use client'

import { useEffect, useState } from 'react'

import type { FinanceQuote } from '@/domain/finance-quote'
import { formatMoney } from '@/domain/money'
import { requestFinanceQuote } from '@/features/finance-quotes/quote-client'

/**
 * A lender quote for a shopper with great credit (spec §3 `youxQuote`, §7): the feed's own quote when
 * the car has one, else asked of /api/youx/quote once the page is interactive. Failure shows nothing
 * (spec §8: silently ignored).
 */
export function FinanceQuoteLine({ quote: given, request }: { quote: FinanceQuote | null; request: { purchasePrice: number; year: number; vin?: string | null; nvic?: string | null } }) {
  const [quote, setQuote] = useState<FinanceQuote | null>(given)
  useEffect(() => {
    if (given) return
    const controller = new AbortController()
    void requestFinanceQuote({ selfAssessedCreditScore: 'GREAT', purchasePrice: request.purchasePrice, loanTerm: 5, year: request.year, vin: request.vin ?? undefined, nvic: request.nvic ?? undefined }, controller.signal).then((answer) => {
      if (!controller.signal.aborted) setQuote(answer)
    })
    return () => controller.abort()
  }, [given, request.purchasePrice, request.year, request.vin, request.nvic])
  if (!quote || quote.weeklyRepaymentAmount <= 0) return null
  return (
    <p className="vehicle-finance-quote">
      Great credit? From <strong>{formatMoney(quote.weeklyRepaymentAmount)}/wk</strong> at {quote.advertisedRate}% p.a. ({quote.comparisonRate}% comparison rate) over 5 years.
    </p>
  )
}
