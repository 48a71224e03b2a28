import Link from 'next/link'

import type { TrackedCar } from '@/features/analytics'
import { DeliveryCalculator, FinanceBanner, FinanceCalculator, FuelCostCalculator } from '@/features/calculators/ui'
import type { PriceComparisonResult } from '@/domain/price-comparison'
import { PriceComparison } from '@/features/price-comparison/ui'
import type { StockCar } from '@/features/search'
import type { CardSettings } from '@/features/search/client'
import type { VehiclePageView } from '@/domain/vehicle-page'
import type { SpecRow } from '@/domain/vehicle-page-specs'
import type { Location } from '@/payload-types'
import type { ResolvedSite } from '@/platform/sites'

import { ExpandableList, ExpandableText } from './Expandable.client'
import { ShareBar, SimilarCars } from './later'
import { financeHref, type VehicleLinkContext } from './vehicle-links'
import { VehicleLocationBanner } from './VehicleLocationBanner'

export interface VehicleDetailsProps {
  site: ResolvedSite
  car: Pick<StockCar, 'id' | 'slug' | 'name' | 'dealership_id'>
  view: VehiclePageView
  links: VehicleLinkContext
  tracked: TrackedCar
  /** The car's page address, for sharing. */
  url: string
  location: Location | null
  /** The site's card settings, for the similar cars. */
  similarCards: CardSettings
  /** The car's dealership when it quotes delivery: the delivery calculator asks it. */
  deliveryDealershipSlug: string | null
  /** The market price comparison, computed with the page (null: the panel hides). */
  priceComparison: PriceComparisonResult | null
}

const specRows = (rows: SpecRow[]) =>
  rows.map((row) => (
    <li key={row.label} className="spec-list__row">
      <span className="spec-list__label">{row.label}</span> <span className="spec-list__value">{row.value}</span>
    </li>
  ))

/**
 * The vehicle page's main column under the media (spec §2): key information, features, details,
 * caravan specifications, dealer comments, finance banner, price comparison, the calculators for a
 * car still for sale, its location, similar cars, sharing and the disclaimer.
 */
export function VehicleDetails({ site, car, view, links, tracked, url, location, similarCards, deliveryDealershipSlug, priceComparison }: VehicleDetailsProps) {
  const detailRows = [...view.specs.specifications, ...view.specs.summary]
  const available = view.soldNotice === null
  return (
    <div className="vehicle-page__details">
      {view.specs.featured.length ? (
        <section className="vehicle-section" aria-labelledby="key-information">
          <h2 id="key-information">Key Information</h2>
          <ExpandableList
            className="spec-list"
            items={specRows(view.specs.featured)}
            shownFirst={view.specsShownFirst}
            moreLabel="Show All Specs"
            lessLabel="Hide Specs"
          />
          {view.registration ? <p className="vehicle-registration">Registration: {view.registration}</p> : null}
        </section>
      ) : null}
      {view.features.length ? (
        <section className="vehicle-section" aria-labelledby="features">
          <h2 id="features">Features</h2>
          <ExpandableList
            className="feature-list"
            items={view.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
            shownFirst={view.featuresShownFirst}
            moreLabel="Show All"
            lessLabel="Show Less"
          />
        </section>
      ) : null}
      {detailRows.length ? (
        <section className="vehicle-section" aria-labelledby="vehicle-details">
          <h2 id="vehicle-details">Vehicle Details</h2>
          <ExpandableList
            className="spec-list"
            items={specRows(detailRows)}
            shownFirst={view.specsShownFirst}
            moreLabel="Show All Specs"
            lessLabel="Hide Specs"
          />
        </section>
      ) : null}
      {view.caravan.length ? (
        <section className="vehicle-section" aria-labelledby="caravan-specifications">
          <h2 id="caravan-specifications">Caravan Specifications</h2>
          <ul className="spec-list">{specRows(view.caravan)}</ul>
        </section>
      ) : null}
      <section className="vehicle-section vehicle-comments" aria-labelledby="dealer-comments">
        <h2 id="dealer-comments">Dealer Comments</h2>
        {view.comments ? (
          <ExpandableText text={view.comments} limit={view.commentsLimit} moreLabel="Show More" lessLabel="Show Less" />
        ) : (
          <p>Dealer comments are pending. Please check back here later.</p>
        )}
      </section>

      {available ? <FinanceBanner href={financeHref(links)} /> : null}
      <PriceComparison result={priceComparison} />
      {available ? (
        <section className="vehicle-section vehicle-calculators" aria-labelledby="calculators">
          <h2 id="calculators">Calculators</h2>
          <FinanceCalculator
            headingLevel={3}
            bounds={view.financeCalculator.bounds}
            start={view.financeCalculator.start}
            disclaimer={view.financeCalculator.disclaimer}
            requestQuoteHref={financeHref(links)}
            car={tracked}
          />
          {view.fuelCalculator ? <FuelCostCalculator headingLevel={3} litresPer100km={view.fuelCalculator.litresPer100km} /> : null}
          {deliveryDealershipSlug ? <DeliveryCalculator headingLevel={3} dealershipSlug={deliveryDealershipSlug} /> : null}
        </section>
      ) : null}
      {location ? (
        <VehicleLocationBanner
          location={location}
          phone={{ masked: site.featureSettings.phoneMasking, carId: car.id, dealershipId: car.dealership_id ?? null, websiteId: site.slug }}
        />
      ) : null}
      {/* No compare bar on this page, so no Compare toggles on its cards (a refused fourth car would go unexplained). */}
      <SimilarCars slug={car.slug} settings={{ ...similarCards, compare: false }} />
      <ShareBar url={url} title={car.name} slug={car.slug} car={tracked} />
      <p className="vehicle-disclaimer">
        Prices, specifications and availability are provided by the dealer and may change without notice. Finance figures are estimates, not offers of credit.
        See our <Link href="/terms-and-conditions">terms and conditions</Link>.
      </p>
    </div>
  )
}
