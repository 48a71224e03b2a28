import Link from 'next/link'

import { getLivePromos } from '@/platform/content'
import type { PromoStripBlock as PromoStripData } from '@/payload-types'

import type { BlockProps } from '../types'

/** The site's live promos (inside their start/expiry window), newest first. */
export async function PromoStripBlock({ block, site }: BlockProps<PromoStripData>) {
  const live = (await getLivePromos(site.id, new Date())).slice(0, block.limit ?? 3)
  if (!live.length) return null
  return (
    <section className="container section" aria-labelledby={`promos-${block.id}`}>
      <h2 id={`promos-${block.id}`} className="section__heading">
        {block.heading ?? 'Latest offers'}
      </h2>
      <ul className="promo-strip">
        {live.map((promo) => (
          <li key={promo.id} className="promo-card" data-insight={`promo:${promo.id}`} data-insight-label={promo.content.heading}>
            <h3 className="promo-card__heading">{promo.content.heading}</h3>
            {promo.content.text ? <p>{promo.content.text}</p> : null}
            <Link className="button" href={promo.content.href}>
              {promo.content.linkLabel ?? 'View offer'}
              <span className="visually-hidden">: {promo.content.heading}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
