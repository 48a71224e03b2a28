import Link from 'next/link'

import { formatMoney } from '@/domain/money'
import { DEFAULT_TIME_ZONE } from '@/domain/time'
import { watchedCarNow } from '@/domain/watchlist'
import { getStockSearch } from '@/features/search'
import { databasePool } from '@/platform/site-api'
import type { ResolvedSite } from '@/platform/sites'

import type { Shopper } from '../customers'
import { watchlistOf } from '../watchlist-store'
import { RemoveFromWatchlist } from './RemoveFromWatchlist.client'
import { priceChangeLine, STATE_BADGES, watchedCarImage, WATCHLIST_HEADING_ID, WATCHLIST_STATUS_ID } from './watchlist-lines'

const savedOn = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: DEFAULT_TIME_ZONE })

/**
 * My garage's watchlist (spec §4 "Watchlist"; issue 18): each saved car as it stands in today's
 * stock (price now against the price when saved, reserved, sold), read on the server so the page
 * arrives complete. A car the dealer no longer lists shows as sold, without a link.
 */
export async function WatchlistSection({ site, shopper, searchHref }: { site: ResolvedSite; shopper: Shopper; searchHref: string }) {
  const entries = await watchlistOf(await databasePool(), shopper.id)
  const listed = entries.length
    ? await (
        await getStockSearch()
      ).findCarsById(
        site.slug,
        entries.map((entry) => entry.carId),
      )
    : []
  const cars = new Map(listed.map((car) => [car.id, car]))
  return (
    <section id="watchlist" className="garage-section" aria-labelledby={WATCHLIST_HEADING_ID}>
      <h2 id={WATCHLIST_HEADING_ID} tabIndex={-1}>
        Watchlist
      </h2>
      <p id={WATCHLIST_STATUS_ID} className="visually-hidden" role="status" aria-live="polite" />
      {entries.length === 0 ? (
        <p className="garage-section__empty">
          No saved cars yet. Save a car with its heart and it is kept here, with its price now and when you saved it. <Link href={searchHref}>Browse cars</Link>
        </p>
      ) : (
        <ul className="garage-cars">
          {entries.map((entry) => {
            const car = cars.get(entry.carId) ?? null
            const now = watchedCarNow(entry.savedPrice, car)
            const change = priceChangeLine(entry.savedPrice, now)
            const badge = STATE_BADGES[now.state]
            const image = watchedCarImage(car?.primary_image_url ?? entry.imageUrl)
            const name = car?.name ?? entry.carName
            return (
              <li key={entry.carId} className="garage-car">
                {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail, already sized by the optimiser */}
                <img className="garage-car__image" src={image ?? '/images/no-photo.svg'} alt="" width={192} height={128} loading="lazy" decoding="async" />
                <div className="garage-car__body">
                  <h3 className="garage-car__name">{car ? <Link href={`/cars/${car.slug}`}>{name}</Link> : name}</h3>
                  {badge ? <p className={`garage-car__badge garage-car__badge--${now.state}`}>{badge}</p> : null}
                  <p className="garage-car__price">
                    {now.price !== null ? <strong>{formatMoney(now.price)}</strong> : 'Price on request'}
                    {entry.savedPrice !== null ? (
                      <span className="garage-car__saved">
                        {' '}
                        · {formatMoney(entry.savedPrice)} when you saved it on {savedOn.format(new Date(entry.savedAt))}
                      </span>
                    ) : null}
                  </p>
                  {change ? <p className={`garage-car__change garage-car__change--${change.trend}`}>{change.text}</p> : null}
                  <RemoveFromWatchlist carId={entry.carId} carName={name} phone={shopper.phone ?? ''} />
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
