import type { FinanceQuote } from '@/domain/finance-quote'
import { formatMoney } from '@/domain/money'

/**
 * A lender quote for a shopper with great credit (spec §3 `youxQuote`, §7): the feed's own quote, or
 * the quote source's, computed with the page (kept with it by the render cache), so nothing moves
 * when it arrives. No quote shows nothing (spec §8: a failure is silently ignored).
 */
export function FinanceQuoteLine({ quote }: { quote: FinanceQuote | null }) {
  if (!quote || quote.weeklyRepaymentAmount <= 0) return null
  return (
    <p className="vehicle-finance-quote">
      Great credit? From <strong>{formatMoney(quote.weeklyRepaymentAmount)}/wk</strong> at {quote.advertisedRate}% p.a. ({quote.comparisonRate}% comparison
      rate) over 5 years.
    </p>
  )
}
