import Link from 'next/link'

import { loadLiveOfferCards } from '@/features/offers'
import { OfferList } from '@/features/offers/ui'
import type { OffersBlock as OffersData } from '@/payload-types'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'

/** The dealer's live offers (issue 23), the same cards and order as /special-offers; a site without live offers shows no empty section. */
export async function OffersBlock({ block, site }: BlockProps<OffersData>) {
  const offers = (await loadLiveOfferCards(site)).slice(0, block.count ?? 3)
  if (offers.length === 0) return null
  return (
    <BlockSection id={`offers-${block.id}`} heading={block.heading} className="special-offers">
      <OfferList offers={offers} />
      <p>
        <Link className="button button--secondary" href="/special-offers">
          See all offers
        </Link>
      </p>
    </BlockSection>
  )
}
