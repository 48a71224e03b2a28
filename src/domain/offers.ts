/**
 * The special offers page's rules (spec §2 "/special-offers: shown only when the dealer has offers";
 * §3 "Promo node", "Offer: offer_price"; §4 "Trade-in offer difference", "Promo tile", promo windows).
 * Pure: the offers capability reads the promos and the stock, these decide what shows.
 */
import { isCarType, CAR_TYPES, type CarType } from './car-types'
import { formatDate } from './format'
import { tradeInOfferDifference } from './price-display'
import { isPromoLive, PROMO_TILES, showPromoTile, type PromoForDisplay } from './promos'
import { toDate, type DateInput } from './time'

/** A promo as the offers page reads it: its window and car types, and what makes it an offer. */
export interface PromoOffer extends PromoForDisplay {
  title?: string | null
  position?: number | null
  /** The offer's price (spec §3 "Offer: offer_price"); empty or 0 for an offer without one. */
  offerPrice?: number | null
  /** The usual price the offer is measured against. */
  price?: number | null
  /** The sale or campaign the promo belongs to, e.g. "EOFY 2025" or "Caravan show specials". */
  campaign?: string | null
}

// Dealer feeds use prices of $10 or less as placeholders (as priceDisplay reads them), never as offers.
const PLACEHOLDER_PRICE = 10
const realPrice = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > PLACEHOLDER_PRICE

/** A promo is an offer when it has an offer price or names a campaign; the others (a guarantee, capped-price servicing) are information. */
export function isOffer(promo: Pick<PromoOffer, 'offerPrice' | 'campaign'>): boolean {
  return realPrice(promo.offerPrice) || Boolean(promo.campaign?.trim())
}

/** The car types a site sells (its stock rules); none set means all of them. */
export function siteCarTypes(carTypes: readonly string[] | null | undefined): CarType[] {
  const own = [...new Set((carTypes ?? []).filter(isCarType))]
  return own.length > 0 ? own : [...CAR_TYPES]
}

/**
 * An offer suits the site when it shows with one of the car types the site sells (or with any).
 * strictDisplay narrows a promo among search results to an exact car-type selection; the offers page
 * has no selection, so it lists every offer for a car type the site sells (the HiLux offer for new
 * cars shows on a site selling new, demo and used).
 */
export function offerSuitsCarTypes(promo: Pick<PromoOffer, 'display'>, carTypes: readonly CarType[]): boolean {
  const display = promo.display ?? []
  return display.length === 0 || display.some((type) => (carTypes as readonly string[]).includes(type))
}

const startTime = (promo: PromoOffer) => toDate(promo.start)?.getTime() ?? Number.NEGATIVE_INFINITY

/** The dealer's chosen positions first, then the newest offer (as search orders its promo cards), then by title. */
export function orderOffers<T extends PromoOffer>(offers: readonly T[]): T[] {
  const position = (promo: T) => (promo.position && promo.position >= 1 ? promo.position : Number.POSITIVE_INFINITY)
  return [...offers].sort((a, b) => position(a) - position(b) || startTime(b) - startTime(a) || (a.title ?? '').localeCompare(b.title ?? ''))
}

/** The site's live offers, in page order: offers, inside their start/expiry window, for a car type the site sells. */
export function liveOffers<T extends PromoOffer>(promos: readonly T[], { now, carTypes = CAR_TYPES }: { now: Date; carTypes?: readonly CarType[] }): T[] {
  return orderOffers(promos.filter((promo) => isOffer(promo) && isPromoLive(promo, now) && offerSuitsCarTypes(promo, carTypes)))
}

/** Whether the dealer has offers right now: the Offers menu item and Clear Filters' default target follow this. */
export function hasLiveOffers(promos: readonly PromoOffer[], options: { now: Date; carTypes?: readonly CarType[] }): boolean {
  return liveOffers(promos, options).length > 0
}

export interface OfferPricing {
  /** The offer price, when the offer has one. */
  offerPrice: number | null
  /** The usual price, shown struck through, only when it is above the offer price. */
  usualPrice: number | null
  /** The usual price minus the offer price (spec §4 "Trade-in offer difference"), only when above 0. */
  saving: number | null
}

/** An offer's figures: the offer price, and the usual price and saving where the difference rule applies. */
export function offerPricing(promo: Pick<PromoOffer, 'offerPrice' | 'price'>): OfferPricing {
  const { offerPrice, price } = promo
  if (!realPrice(offerPrice)) return { offerPrice: null, usualPrice: null, saving: null }
  const difference = realPrice(price) ? tradeInOfferDifference({ price, offer_price: offerPrice }) : null
  return difference !== null && difference > 0 ? { offerPrice, usualPrice: price!, saving: difference } : { offerPrice, usualPrice: null, saving: null }
}

/** "Ends 31/01/2027" on the dealer's calendar while an offer has an end; null for an offer without one. */
export function offerEndsText(expiry: DateInput | null | undefined, timeZone?: string): string | null {
  const ends = toDate(expiry)
  return ends ? `Ends ${formatDate(ends, timeZone)}` : null
}

/** A car's prices as the search index holds them. */
export interface CarOfferPrices {
  price?: number | null
  offer_price?: number | null
}

/** A car on special: an offer price above 0 and below its price. */
export function isCarOnSpecial(car: CarOfferPrices): boolean {
  return realPrice(car.offer_price) && realPrice(car.price) && car.offer_price < car.price
}

/** What the shopper saves on a car on special (price minus offer_price); null for any other car. */
export function carSaving(car: CarOfferPrices): number | null {
  return isCarOnSpecial(car) ? tradeInOfferDifference(car) : null
}

/** The cars on special among `cars`, biggest saving first (ties keep the index's order), at most `limit`. */
export function carsOnSpecial<T extends CarOfferPrices>(cars: readonly T[], limit: number): T[] {
  return cars
    .filter(isCarOnSpecial)
    .map((car, index) => ({ car, index, saving: carSaving(car)! }))
    .sort((a, b) => b.saving - a.saving || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ car }) => car)
}

/** The biggest saving among the cars ("Save up to $4,500"); null without a car on special. */
export function biggestSaving(cars: readonly CarOfferPrices[]): number | null {
  const savings = cars.map(carSaving).filter((saving): saving is number => saving !== null)
  return savings.length > 0 ? Math.max(...savings) : null
}

/** The end-of-financial-year tile (spec §4 "Promo tile"): its cut-off from PROMO_TILES, and what it says. */
export const END_OF_FINANCIAL_YEAR_TILE = {
  until: PROMO_TILES.endOfFinancialYear.until,
  heading: 'End of Financial Year Sale',
  text: 'Runout pricing on new, demo and used stock, with finance and trade-ins finalised before 30 June.',
  linkLabel: 'Shop the EOFY sale',
  href: '/eofy',
} as const

/** The tile shows where the site turns it on, until its cut-off. */
export function showEndOfFinancialYearTile(enabled: boolean, now: Date, tile: { until: DateInput } = END_OF_FINANCIAL_YEAR_TILE): boolean {
  return enabled && showPromoTile(tile, now)
}
