import Link from 'next/link'

import type { END_OF_FINANCIAL_YEAR_TILE } from '@/domain/offers'

/**
 * The end-of-financial-year sale tile (spec §4 "Promo tile"). The caller decides whether it shows
 * (showEndOfFinancialYearTile: the site's setting and the cut-off); it belongs on /special-offers, the
 * home page and above search results while the sale runs.
 */
export function EndOfFinancialYearTile({ tile, headingLevel = 2 }: { tile: typeof END_OF_FINANCIAL_YEAR_TILE; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <aside className="eofy-tile" aria-labelledby="eofy-tile-heading" data-insight="promo:eofy-tile" data-insight-label={tile.heading}>
      <Heading id="eofy-tile-heading" className="eofy-tile__heading">
        {tile.heading}
      </Heading>
      <p>{tile.text}</p>
      <Link className="button button--secondary" href={tile.href}>
        {tile.linkLabel}
      </Link>
    </aside>
  )
}
