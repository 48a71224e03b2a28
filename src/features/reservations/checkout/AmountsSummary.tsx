import { formatMoneyWithCents } from '@/domain/money'
import type { ReservationAmounts } from '@/domain/reservation'

const money = (cents: number) => formatMoneyWithCents(cents / 100)

/** The price, any trade-in offer counted against it, the deposit and the balance; a reservation and a purchase word the lines their own way. */
export function AmountsSummary({ amounts, labels }: { amounts: ReservationAmounts; labels: { price: string; deposit: string; balance: string } }) {
  return (
    <dl className="step-flow-summary">
      <dt>{labels.price}</dt>
      <dd>{money(amounts.priceCents)}</dd>
      {amounts.tradeInCents > 0 ? (
        <>
          <dt>Your trade-in offer</dt>
          <dd>−{money(amounts.tradeInCents)}</dd>
        </>
      ) : null}
      <dt>{labels.deposit}</dt>
      <dd>{money(amounts.depositCents)}</dd>
      <dt>{labels.balance}</dt>
      <dd>{money(amounts.balanceCents)}</dd>
    </dl>
  )
}
