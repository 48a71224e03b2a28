import Link from 'next/link'

import { formatMoney } from '@/domain/money'
import { StockCardGrid } from '@/features/search/ui'

import { EndOfFinancialYearTile } from './EndOfFinancialYearTile'
import { OfferList } from './OfferCard'
import type { SpecialOffers } from './special-offers'

/**
 * /special-offers (spec §2): the dealer's live offers and the cars on special, or, when there are no
 * live offers, a line saying so and the latest stock.
 */
export function SpecialOffersPage({ view }: { view: SpecialOffers }) {
  const { offers, tile, carsOnSpecial, latestStock } = view
  return (
    <div className="container section special-offers">
      <h1>Special Offers</h1>
      {offers.length > 0 ? (
        <p className="special-offers__lead">{`The latest deals at ${view.siteName}: drive-away prices, finance offers and cars marked down.`}</p>
      ) : (
        <p className="special-offers__lead special-offers__none">{`There are no live offers at ${view.siteName} right now. Here is our latest stock; check back soon for new deals.`}</p>
      )}
      {tile ? <EndOfFinancialYearTile tile={tile} /> : null}

      {offers.length > 0 ? (
        <section className="special-offers__section" aria-labelledby="current-offers">
          <h2 id="current-offers">Current offers</h2>
          <OfferList offers={offers} />
        </section>
      ) : null}

      {carsOnSpecial && carsOnSpecial.cars.length > 0 ? (
        <section className="special-offers__section" aria-labelledby="cars-on-special">
          <h2 id="cars-on-special">Cars on special</h2>
          {carsOnSpecial.biggestSaving ? (
            <p>{`Marked-down cars from our stock: save up to ${formatMoney(carsOnSpecial.biggestSaving)} on the advertised price.`}</p>
          ) : null}
          <StockCardGrid cars={carsOnSpecial.cars} card={carsOnSpecial.card} label="Cars on special" />
        </section>
      ) : null}

      {latestStock ? (
        <section className="special-offers__section" aria-labelledby="latest-stock">
          <h2 id="latest-stock">Latest stock</h2>
          {latestStock.cars.length > 0 ? (
            <StockCardGrid cars={latestStock.cars} card={latestStock.card} label="Latest stock" />
          ) : (
            <p>New stock arrives every week.</p>
          )}
          <p className="special-offers__more">
            <Link className="button button--secondary" href="/search/new-used-and-demo-cars">
              See all cars
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  )
}
