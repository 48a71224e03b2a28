import Link from 'next/link'

import { formatMoney } from '@/domain/money'

import type { OfferCard as OfferCardData } from './special-offers'

/** One live offer: its campaign, heading and text, the offer price with the usual price and saving where set, its end, and its link. */
export function OfferCard({ offer }: { offer: OfferCardData }) {
  const headingId = `offer-${offer.id}`
  return (
    <article className="promo-card offer-card" aria-labelledby={headingId} data-insight={`promo:${offer.id}`} data-insight-label={offer.heading}>
      {/* eslint-disable-next-line @next/next/no-img-element -- CMS sizes are already 600x400 WebP */}
      {offer.imageUrl ? <img className="promo-card__image" src={offer.imageUrl} alt={offer.imageAlt} width={600} height={400} loading="lazy" /> : null}
      <div className="promo-card__body">
        <h3 className="promo-card__heading" id={headingId}>
          {offer.heading}
        </h3>
        {offer.campaign ? <p className="offer-card__campaign">{offer.campaign}</p> : null}
        {offer.text ? <p>{offer.text}</p> : null}
        {offer.offerPrice !== null ? (
          <p className="offer-card__price">
            <span className="offer-card__label">Offer price</span> <strong className="offer-card__amount">{formatMoney(offer.offerPrice)}</strong>
            {offer.usualPrice !== null ? (
              <>
                {' '}
                <s className="offer-card__usual">
                  <span className="visually-hidden">Usual price </span>
                  {formatMoney(offer.usualPrice)}
                </s>
              </>
            ) : null}
          </p>
        ) : null}
        {offer.saving !== null ? <p className="offer-card__saving">Save {formatMoney(offer.saving)}</p> : null}
        {offer.endsText ? <p className="offer-card__ends">{offer.endsText}</p> : null}
        <Link className="button button--primary offer-card__link" href={offer.href}>
          {offer.linkLabel}
          <span className="visually-hidden">: {offer.heading}</span>
        </Link>
      </div>
    </article>
  )
}

/** Offers as a list of cards, as Special Offers and the Offers block show them. */
export function OfferList({ offers }: { offers: readonly OfferCardData[] }) {
  return (
    <ul className="special-offers__list">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  )
}
