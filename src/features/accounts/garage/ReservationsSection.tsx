import Link from 'next/link'

import { checkoutStepHref, BALANCE_METHODS, RESERVATION_LINK_PURPOSE, type ReservationStatus } from '@/domain/reservation'
import { formatMoneyWithCents } from '@/domain/money'
import { purchaseStatusText } from '@/domain/purchase'
import { DEFAULT_TIME_ZONE } from '@/domain/time'
import { signValue } from '@/platform/secrets'
import type { ResolvedSite } from '@/platform/sites'

import type { Shopper } from '../customers'
import { shopperDocuments } from './shopper-documents'

const madeOn = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: DEFAULT_TIME_ZONE })

/** Where a reservation stands, in the shopper's words. */
const STATUS_TEXT: Record<ReservationStatus, string> = {
  'pending-payment': 'Held for you: deposit to pay',
  paid: 'Deposit paid: held for you',
  completed: 'Purchased',
  cancelled: 'Cancelled',
  expired: 'Ended',
  refunded: 'Cancelled and refunded',
}

/**
 * My reservations and purchases (issue 19; issue 41 item 5): the cars this account reserved or bought
 * online on this site, newest first, each linking to its confirmation (signed, as in the shopper's
 * email); a purchase is named one, with where it stands.
 */
export async function ReservationsSection({ site, shopper }: { site: ResolvedSite; shopper: Shopper }) {
  const docs = await shopperDocuments('reservations', site, shopper, {
    limit: 20,
    select: {
      reference: true,
      journey: true,
      carSlug: true,
      carName: true,
      status: true,
      purchase: true,
      priceCents: true,
      depositCents: true,
      createdAt: true,
    },
  })
  return (
    <section id="reservations" className="garage-section" aria-labelledby="reservations-heading">
      <h2 id="reservations-heading">Reservations and purchases</h2>
      {docs.length === 0 ? (
        <p className="garage-section__empty">No reservations or purchases yet. Reserve or buy a car from its page and it is kept here.</p>
      ) : (
        <ul className="garage-leads">
          {docs.map((reservation) => (
            <li key={reservation.id} className="garage-lead">
              <h3 className="garage-lead__form">
                <Link
                  href={checkoutStepHref(
                    { journey: reservation.journey ?? 'reserve', carSlug: reservation.carSlug ?? '', checkoutPath: site.checkout?.path },
                    'confirmation',
                    signValue(RESERVATION_LINK_PURPOSE, reservation.reference),
                  )}
                >
                  {reservation.carName ?? reservation.reference}
                </Link>
              </h3>
              {reservation.journey === 'buy-online' ? (
                <>
                  <p className="garage-lead__meta">
                    Purchase {reservation.reference} · Bought online{' '}
                    <time dateTime={reservation.createdAt}>{madeOn.format(new Date(reservation.createdAt))}</time> ·{' '}
                    {purchaseStatusText(reservation.status, reservation.purchase?.balanceMethod)}
                  </p>
                  <p className="garage-lead__car">
                    Drive-away price {formatMoneyWithCents(reservation.priceCents / 100)}
                    {reservation.purchase?.balanceMethod
                      ? ` · Balance by ${BALANCE_METHODS['buy-online'][reservation.purchase.balanceMethod].toLowerCase()}`
                      : null}
                  </p>
                </>
              ) : (
                <>
                  <p className="garage-lead__meta">
                    {reservation.reference} · Reserved <time dateTime={reservation.createdAt}>{madeOn.format(new Date(reservation.createdAt))}</time> ·{' '}
                    {STATUS_TEXT[reservation.status]}
                  </p>
                  <p className="garage-lead__car">Deposit {formatMoneyWithCents(reservation.depositCents / 100)}</p>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
