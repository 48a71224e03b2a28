import { isPurchasable } from '@/domain/availability'
import { CAR_TYPE_LABELS } from '@/domain/car-types'
import { cardTag } from '@/domain/card-tag'
import { type FinanceProvider } from '@/domain/finance'
import { listingFinance } from '@/domain/listing-finance'
import { formatCount, formatMoney } from '@/domain/money'
import { priceDisplay } from '@/domain/price-display'
import { CARD_BUTTONS, type CardButton } from '@/domain/search-page-config'
import { buyOnlineHref, checkoutHref } from '@/domain/reservation'
import { reservationRefusal } from '@/domain/reservation-refusal'
import type { VEHICLE_CARD_FIELDS } from '@/features/search/page/search-page-widgets'
import type { StockSearchRecord } from '@/features/search/stock/stock-search-record'

import type { ComponentType } from 'react'

import { CarImage } from './CarImage'
import type { VehicleCardSaveButtonsProps } from './VehicleCardSaveButtons.client'
import { PriceLine } from '@/components/PriceLine'
import type { CardSettings } from './types'

/** What a card needs of a search hit: exactly the fields the search page asks the index for. */
export type VehicleCardCar = Pick<StockSearchRecord, 'objectID' | (typeof VEHICLE_CARD_FIELDS)[number]>

/** Where each card button leads. Forms open on the vehicle page until the leads forms land there. */
function buttonHref(button: CardButton, car: VehicleCardCar, settings: Pick<CardSettings, 'checkoutPath' | 'buyOnline'>): string {
  const page = `/cars/${car.slug}`
  switch (button) {
    case 'book-test-drive':
      return `${page}#test-drive`
    case 'enquire-now':
    case 'enquire':
      return `${page}#enquire`
    case 'get-finance':
      return `/finance?${new URLSearchParams({ car_id: car.slug, car_type: car.car_type, ...(car.price ? { vehiclePriceBudget: String(car.price) } : {}) })}#finance-form`
    case 'reserve':
      return checkoutHref(car.slug, settings.checkoutPath)
    case 'buy-online':
      return buyOnlineHref(car.slug, settings)
    case 'shop-now':
    case 'view-details':
      return page
  }
}

/** The finance line: the lender's own weekly figure, else the site's estimate marked with * (spec §4, §5). */
function financeLine(car: VehicleCardCar, settings: CardSettings, now: Date): string | null {
  const finance = listingFinance(car, { provider: settings.financeProvider as FinanceProvider | null, estimateEnabled: settings.financeEstimate, now })
  if (!finance) return null
  return `${formatMoney(finance.weekly)}/wk${finance.kind === 'estimate' ? '*' : ''}`
}

// Written without spaces: the grid's cards (and the first card's preload) repeat it 22 times in a search page's HTML.
const CARD_PHOTO_SIZES = '(min-width:1200px) 380px,(min-width:700px) 45vw,100vw'

const TAG_TONES = { red: 'vehicle-card__tag--red', green: 'vehicle-card__tag--green', neutral: 'vehicle-card__tag--neutral' } as const

/**
 * One car in search results (spec §2 "Vehicle card"): photo with its location, the save (watchlist
 * or favourite) and compare controls, tag, price block, finance line, views and the site's buttons; an unavailable car offers
 * Find Me Something Similar instead.
 */
export function VehicleCard({
  car,
  settings,
  now,
  eager,
  titleId,
  SaveButtons,
}: {
  car: VehicleCardCar
  settings: CardSettings
  now: Date
  eager: boolean
  /** Unique on the page: the grid's prefix and the card's position (a car can be in two grids). */ titleId: string
  /**
   * VehicleCardSaveButtons, or its island where the server renders the card (vehicle-card-islands.ts):
   * the card does not import it, so a server-rendered grid's page module does not carry its code.
   */
  SaveButtons: ComponentType<VehicleCardSaveButtonsProps>
}) {
  const href = `/cars/${car.slug}`
  const price = priceDisplay(car, { offersSubscription: car.dealership_slug !== null && settings.subscriptionDealerships.includes(car.dealership_slug) })
  const tag = cardTag({ ...car, created_at: car.created_at_timestamp || null }, { now })
  const finance = financeLine(car, settings, now)
  const available = isPurchasable(car)
  // Reserve and Buy Online only for a car that can be reserved now (spec §4: eligible, not test-drive-only, priced, not reserved).
  const reservable = reservationRefusal(car) === null
  const buttons = available ? settings.buttons.filter((button) => reservable || (button !== 'reserve' && button !== 'buy-online')) : []
  const details = [car.km !== null ? `${formatCount(car.km)} km` : null, car.transmission, car.fuel].filter(Boolean).join(' · ')
  return (
    <article className="vehicle-card" aria-labelledby={titleId} data-car-id={car.objectID} data-price={car.price ?? undefined}>
      <div className="vehicle-card__media">
        {/* The photo opens the car through the name's link, stretched over it by the stylesheet. */}
        <CarImage src={car.primary_image_url} alt="" eager={eager} sizes={CARD_PHOTO_SIZES} />
        {tag ? <span className={`vehicle-card__tag ${TAG_TONES[tag.tone]}`}>{tag.label}</span> : null}
        {car.location_name ? <span className="vehicle-card__location">{car.location_name}</span> : null}
        {settings.watchlist || settings.favourites || settings.compare ? (
          // Only what the buttons use: from a server-rendered grid, these props are the page's payload.
          <SaveButtons
            car={{
              objectID: car.objectID,
              slug: car.slug,
              name: car.name,
              status: car.status,
              make: car.make,
              model: car.model,
              year: car.year,
              car_type: car.car_type,
              price: car.price,
              certified: car.certified,
              primary_image_url: car.primary_image_url,
            }}
            settings={{ watchlist: settings.watchlist, favourites: settings.favourites, compare: settings.compare }}
          />
        ) : null}
      </div>
      <div className="vehicle-card__body">
        <h3 className="vehicle-card__name" id={titleId}>
          <a href={href}>{car.name}</a>
        </h3>
        {/* New, demo or used leads the details: a New Arrival tag means new to the yard, not a new car (spec §4). */}
        <p className="vehicle-card__details">
          <span className="vehicle-card__car-type">{CAR_TYPE_LABELS[car.car_type]}</span>
          {details ? ` · ${details}` : null}
        </p>
        <PriceLine className="vehicle-card__price" block="vehicle-card-price" price={price} priceType={price.amount !== null ? car.price_type : null} />
        {finance ? (
          <p className="vehicle-card__finance">
            <strong>{finance}</strong> <span>{finance.endsWith('*') ? 'estimated repayment' : 'finance from'}</span>
          </p>
        ) : null}
        {settings.showViews && car.views > 0 ? <p className="vehicle-card__views">{formatCount(car.views)} views</p> : null}
        <div className="vehicle-card__buttons">
          {available ? (
            // The first is primary, the rest secondary (site.css).
            buttons.map((button) => (
              <a key={button} href={buttonHref(button, car, settings)} aria-describedby={titleId}>
                {CARD_BUTTONS[button]}
              </a>
            ))
          ) : (
            <a href={`${href}#find-similar`} aria-describedby={titleId}>
              Find Me Something Similar
            </a>
          )}
        </div>
      </div>
    </article>
  )
}
