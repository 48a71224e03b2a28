import Link from 'next/link'

import { formatMoney } from '@/domain/money'
import { TRADE_IN_VALUATION_STATUS_LABELS } from '@/domain/trade-in'
import { DEFAULT_TIME_ZONE } from '@/domain/time'
import { shopperDocuments, type Shopper } from '@/features/accounts'
import type { TradeInValuation } from '@/payload-types'
import type { ResolvedSite } from '@/platform/sites'

import { tradeInToken } from './value-trade-in'

const madeOn = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: DEFAULT_TIME_ZONE })

/** An offer past its last day reads as expired, whatever its stored status still says. */
const isExpired = (valuation: Pick<TradeInValuation, 'status' | 'validUntil'>, now: Date) =>
  valuation.status === 'offered' && Boolean(valuation.validUntil) && new Date(valuation.validUntil!) <= now

/**
 * My garage's trade-in valuations (issue 20; the route hands it to accounts' MyGaragePage): the valuations this account made (or claimed) on this site,
 * newest first, each linking to its offer page (the signed link the flow itself gives).
 */
export async function TradeInValuationsSection({ site, shopper }: { site: ResolvedSite; shopper: Shopper }) {
  const now = new Date()
  const docs = await shopperDocuments('trade-in-valuations', site, shopper, {
    limit: 20,
    select: {
      reference: true,
      carName: true,
      car: { km: true },
      status: true,
      offerLowDollars: true,
      offerHighDollars: true,
      validUntil: true,
      createdAt: true,
    },
  })
  return (
    <section id="trade-ins" className="garage-section" aria-labelledby="trade-ins-heading">
      <h2 id="trade-ins-heading">Trade-in valuations</h2>
      {docs.length === 0 ? (
        <p className="garage-section__empty">No trade-in valuations yet. Value your car from any vehicle page and the valuation is kept here.</p>
      ) : (
        <ul className="garage-leads">
          {docs.map((valuation) => {
            const expired = isExpired(valuation, now)
            const offer = valuation.status !== 'valuer' && typeof valuation.offerLowDollars === 'number' && typeof valuation.offerHighDollars === 'number'
            const km = typeof valuation.car?.km === 'number' ? `, ${valuation.car.km.toLocaleString('en-AU')} km` : ''
            return (
              <li key={valuation.id} className="garage-lead">
                <h3 className="garage-lead__form">
                  <Link href={`/trade-in?step=offer&valuation=${tradeInToken(valuation.reference)}`}>
                    {valuation.carName || valuation.reference}
                    {km}
                  </Link>
                </h3>
                <p className="garage-lead__meta">
                  {valuation.reference} · Valued <time dateTime={valuation.createdAt}>{madeOn.format(new Date(valuation.createdAt))}</time> ·{' '}
                  {expired ? 'Expired' : TRADE_IN_VALUATION_STATUS_LABELS[valuation.status]}
                </p>
                {offer ? (
                  <p className="garage-lead__car">
                    Offer {formatMoney(valuation.offerLowDollars!)} to {formatMoney(valuation.offerHighDollars!)}
                    {valuation.validUntil ? (
                      <>
                        {' '}
                        · {expired ? 'Was valid' : 'Valid'} until <time dateTime={valuation.validUntil}>{madeOn.format(new Date(valuation.validUntil))}</time>
                      </>
                    ) : null}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
