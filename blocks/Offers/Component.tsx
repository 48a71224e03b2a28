import Link from 'next/link'

import { loadLiveOfferCards } from '@/features/offers'
import { OfferCard } from '@/features/offers/ui'
import type { OffersBlock as OffersData } from '@/payload-types'

import type { BlockProps } from '../types'

/** The dealer's live offers (issue 23), the same cards and order as /special-offers; a site without live offers shows no empty section. */
export async function OffersBlock({ block, site }: BlockProps<OffersData>) {
  const offers = (await loadLiveOfferCards(site)).slice(0, block.count ?? 3)
  if (offers.length === 0) return null
  const headingId = `offers-${block.id}`
  return (
    <section className="container section special-offers" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__heading">
        {block.heading}
      </h2>
      <ul className="special-offers__list">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
      <p>
        <Link className="button button--secondary" href="/special-offers">
          See all offers
        </Link>
      </p>
    </section>
  )
}
