import type { CheckoutPath } from '@/domain/reservation'
import type { CardButton } from '@/domain/search-page-config'

/** What a site decides about its vehicle cards (from its settings, resolved on the server). */
export interface CardSettings {
  /** The site's lender; null shows only the weekly estimate. */
  financeProvider: string | null
  /** Show the weekly estimate when no lender figure applies (spec §4 "Finance-estimate eligibility" flag). */
  financeEstimate: boolean
  showViews: boolean
  favourites: boolean
  /** Shopper accounts are on (site garageEnabled): the heart saves to the signed-in shopper's watchlist instead of the browser's favourites. */
  watchlist: boolean
  /** The Compare toggle on cards (site setting compareEnabled). */
  compare: boolean
  buttons: CardButton[]
  /** Dealerships that offer subscriptions (their cars show the subscription price first). */
  subscriptionDealerships: string[]
  /** Where Reserve Now and Buy Online lead: /cars/{slug}/checkout or /cars/{slug}/buy-online (site setting). */
  checkoutPath: CheckoutPath
  /** Buy Online leads to the whole purchase online (/checkout-journey) on sites with buy online. */
  buyOnline: boolean
}

/** A live promo, ready to show among the results (car types are matched in the browser). */
export interface PromoCardData {
  id: string
  heading: string
  text: string | null
  href: string
  linkLabel: string
  imageUrl: string | null
  imageAlt: string
  position: number | null
  display: string[]
  strictDisplay: boolean
}

export interface SearchLayout {
  columns: number
  /** Results as a swiper carousel instead of a grid. */
  carousel: boolean
  popularMakesSplit: boolean
  promoEvery: number
  promoPositions: number[]
}
