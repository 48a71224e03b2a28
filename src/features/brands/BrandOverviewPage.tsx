import Link from 'next/link'

import { formatCount } from '@/domain/money'
import { modelDisplayName } from '@/domain/naming'
import { formatPhone, phoneHref } from '@/domain/phone'
import { LocationAddress } from '@/components/LocationAddress'

import type { BrandOverview } from './brand-overview'

/** `/{brand}/overview` (spec §2 brand directory targets): the make, its dealerships in the group, and its cars in stock. */
export function BrandOverviewPage({ overview }: { overview: BrandOverview }) {
  const { site, manufacturer, dealerships, models, stock, total, allStockHref } = overview
  const brand = manufacturer.name
  return (
    <div className="container section brand-overview">
      <header className="brand-overview__hero">
        {manufacturer.logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small SVG logo
          <img src={manufacturer.logoUrl} alt="" width={160} height={64} />
        ) : null}
        <div>
          <h1>{`${brand} at ${site.name}`}</h1>
          <p className="brand-overview__lead">
            {dealerships.length > 0
              ? `${brand} sales, service and parts from ${dealerships.map(({ dealership }) => dealership.name).join(' and ')}.`
              : `Our team can find the right ${brand} for you, take your trade-in and arrange finance.`}
          </p>
        </div>
      </header>

      <section aria-labelledby="brand-stock" className="brand-overview__section">
        <h2 id="brand-stock">{`${brand} in stock`}</h2>
        {total > 0 ? (
          <ul className="brand-overview__stock">
            {stock.map((link) => (
              <li key={link.carType}>
                <Link href={link.href}>
                  <strong>{formatCount(link.count)}</strong> {`${link.carType} ${brand}`}
                </Link>
              </li>
            ))}
            {allStockHref ? (
              <li>
                <Link className="button button--primary" href={allStockHref}>
                  {`See all ${formatCount(total)} ${brand} cars`}
                </Link>
              </li>
            ) : null}
          </ul>
        ) : (
          <p>
            {`We have no ${brand} in stock right now. `}
            <Link href="/contact">Tell us what you are after</Link> and we will let you know when one arrives.
          </p>
        )}
      </section>

      {models.length > 0 ? (
        <section aria-labelledby="brand-models" className="brand-overview__section">
          <h2 id="brand-models">{`New ${brand} models`}</h2>
          <ul className="brand-overview__models">
            {models.map((model) => (
              <li key={model.slug}>
                <Link href={`/models/${model.slug}`}>{modelDisplayName(model.make, model.name)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="brand-dealers" className="brand-overview__section">
        <h2 id="brand-dealers">{dealerships.length > 0 ? `Your ${brand} dealers` : 'Talk to us'}</h2>
        {dealerships.length > 0 ? (
          <ul className="brand-overview__dealers">
            {dealerships.map(({ dealership, locations }) => (
              <li key={dealership.id} className="brand-overview__dealer">
                <h3>{dealership.name}</h3>
                {dealership.phone ? (
                  <p>
                    <a href={phoneHref(dealership.phone)}>{formatPhone(dealership.phone)}</a>
                  </p>
                ) : null}
                {locations.length > 0 ? (
                  <ul className="brand-overview__locations">
                    {locations.map((location) => (
                      <li key={location.id}>
                        <Link href={`/locations/${location.slug}`}>{location.name}</Link>
                        <LocationAddress location={location} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="brand-overview__actions">
                  <a className="button" href={dealership.serviceBookingUrl || '/service'}>{`Book a ${brand} service`}</a>
                  <Link className="button" href="/vehicle-parts-and-accessories">
                    Parts and accessories
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <Link className="button button--primary" href="/contact">
              Contact our team
            </Link>{' '}
            <Link className="button" href="/dealer-locator">
              Find a dealer
            </Link>
          </p>
        )}
      </section>
    </div>
  )
}
