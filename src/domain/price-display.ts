/** How a car's price is shown (spec §4 "Price display order", "Trade-in offer difference"; §9 formats). */
import { formatMoney } from './money'
import { LISTING_TEXTS, type ListingTexts } from './listing-texts'

export interface CarForPricing {
  price?: number | null
  before_price?: number | null
  offer_price?: number | null
  subscription_price?: number | null
  preorder?: boolean | null
}

export interface PriceDisplayOptions {
  /** The dealership offers subscriptions (offers_subscription). */
  offersSubscription?: boolean
  /** The site's no-price text; the catalogue's "Enquire for price." when not set. */
  noPriceText?: string | null
  texts?: ListingTexts
}

export type PriceDisplayKind = 'subscription' | 'reduced' | 'list' | 'preorder' | 'noPrice'

export interface PriceDisplay {
  kind: PriceDisplayKind
  /** The figure shown, when there is one. */
  amount: number | null
  /** What the shopper reads: "$45,990", "PREORDER" or the no-price text. */
  text: string
  /** The list price struck through next to a reduced price. */
  struckThrough: string | null
  /** "Was" price: before_price when it exceeds the (real) list price. */
  wasPrice: string | null
}

// Prices of $10 or less are placeholders in dealer feeds, not real prices.
const MIN_REAL_PRICE = 10

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/** The first of: subscription price, reduced price (list price struck through), list price, PREORDER, no-price text. */
export function priceDisplay(car: CarForPricing, options: PriceDisplayOptions = {}): PriceDisplay {
  const texts = options.texts ?? LISTING_TEXTS
  const { price, offer_price: offer, subscription_price: subscription } = car
  const base = { struckThrough: null, wasPrice: null }
  if (options.offersSubscription && positive(subscription)) return { ...base, kind: 'subscription', amount: subscription, text: formatMoney(subscription) }
  const listed = positive(price) && price > MIN_REAL_PRICE ? price : null
  if (positive(offer) && offer > MIN_REAL_PRICE && offer !== price) {
    return {
      kind: 'reduced',
      amount: offer,
      text: formatMoney(offer),
      struckThrough: listed === null ? null : formatMoney(listed),
      wasPrice: wasPriceOf(car.before_price, listed),
    }
  }
  if (listed !== null) return { ...base, kind: 'list', amount: listed, text: formatMoney(listed), wasPrice: wasPriceOf(car.before_price, listed) }
  if (car.preorder === true) return { ...base, kind: 'preorder', amount: null, text: texts.preorder }
  return { ...base, kind: 'noPrice', amount: null, text: options.noPriceText?.trim() || texts.noPriceText }
}

function wasPriceOf(beforePrice: number | null | undefined, listed: number | null): string | null {
  return listed !== null && positive(beforePrice) && beforePrice > listed ? formatMoney(beforePrice) : null
}

/** What the shopper saves on an offer: price minus offer_price, when there is an offer. */
export function tradeInOfferDifference(car: CarForPricing): number | null {
  return positive(car.offer_price) && typeof car.price === 'number' ? car.price - car.offer_price : null
}
