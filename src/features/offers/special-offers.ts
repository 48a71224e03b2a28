import 'server-only'

import {
  biggestSaving,
  carsOnSpecial,
  END_OF_FINANCIAL_YEAR_TILE,
  hasLiveOffers,
  liveOffers,
  offerEndsText,
  offerPricing,
  showEndOfFinancialYearTile,
  siteCarTypes,
  type OfferPricing,
} from '@/domain/offers'
import { nextPromoChange } from '@/domain/promos'
import { loadStockCards } from '@/features/search'
import type { Media, Promo } from '@/payload-types'
import { getLivePromos } from '@/platform/content'
import { keepRenderedUntil } from '@/platform/render-cache'
import type { ResolvedSite } from '@/platform/sites'

/** A live offer as its card shows it. */
export interface OfferCard extends OfferPricing {
  id: string
  heading: string
  text: string | null
  campaign: string | null
  href: string
  linkLabel: string
  imageUrl: string | null
  imageAlt: string
  /** "Ends 31/01/2027", or null for an offer without an end. */
  endsText: string | null
}

// Cars with an offer price are asked for in the index's order; those below their price, biggest saving first, are shown.
const CARS_WITH_OFFER_PRICES = 60
const CARS_ON_SPECIAL_SHOWN = 12
const LATEST_STOCK_SHOWN = 8

/** A promo as its offer card shows it (also the live preview of a promo being edited). */
export function offerCard(promo: Promo): OfferCard {
  const image = promo.content.image && typeof promo.content.image === 'object' ? (promo.content.image as Media) : null
  return {
    id: String(promo.id),
    heading: promo.content.heading,
    text: promo.content.text?.trim() || null,
    campaign: promo.campaign?.trim() || null,
    href: promo.content.href,
    linkLabel: promo.content.linkLabel?.trim() || 'View offer',
    imageUrl: image?.sizes?.card?.url ?? image?.url ?? null,
    imageAlt: image?.alt ?? '',
    endsText: offerEndsText(promo.expiry),
    ...offerPricing(promo),
  }
}

const carTypesOf = (site: Pick<ResolvedSite, 'stockRules'>) => siteCarTypes(site.stockRules?.carTypes)

/** The site's live offers as cards, in Special Offers' order (the Offers block shows the first few). */
export async function loadLiveOfferCards(site: ResolvedSite, now = new Date()): Promise<OfferCard[]> {
  return liveOffers(await getLivePromos(site.id, now), { now, carTypes: carTypesOf(site) }).map(offerCard)
}

/**
 * Everything /special-offers shows (spec §2): the site's live offers with the cars on special from
 * the index, or, when the dealer has no live offers, the latest stock; and the end-of-financial-year
 * tile where the site turns it on, until its cut-off.
 */
export async function loadSpecialOffers(site: ResolvedSite, now = new Date()) {
  const offers = await loadLiveOfferCards(site, now)
  const tile = showEndOfFinancialYearTile(site.featureSettings.endOfFinancialYearTile, now) ? END_OF_FINANCIAL_YEAR_TILE : null
  if (tile) await keepRenderedUntil(nextPromoChange([{ expiry: tile.until }], now))
  if (offers.length === 0) {
    const latest = await loadStockCards(site, { sort: 'newest-listed', limit: LATEST_STOCK_SHOWN })
    return { siteName: site.name, offers, tile, carsOnSpecial: null, latestStock: latest }
  }
  // The index cannot compare two fields, so "offer price below price" is checked here (src/domain/offers.ts).
  const withOfferPrices = await loadStockCards(site, { numericFilters: ['offer_price > 10'], limit: CARS_WITH_OFFER_PRICES })
  const cars = carsOnSpecial(withOfferPrices.cars, CARS_ON_SPECIAL_SHOWN)
  return { siteName: site.name, offers, tile, carsOnSpecial: { cars, card: withOfferPrices.card, biggestSaving: biggestSaving(cars) }, latestStock: null }
}

export type SpecialOffers = Awaited<ReturnType<typeof loadSpecialOffers>>

/**
 * Whether the dealer has live offers right now (spec §2 "shown only when the dealer has offers"): the
 * header and footer show their Offers items only then. Give the site to read its car types from its
 * stock rules; a bare id counts offers for every car type.
 */
export async function siteHasLiveOffers(site: number | Pick<ResolvedSite, 'id' | 'stockRules'>, now = new Date()): Promise<boolean> {
  const id = typeof site === 'number' ? site : site.id
  const carTypes = typeof site === 'number' ? undefined : carTypesOf(site)
  return hasLiveOffers(await getLivePromos(id, now), { now, carTypes })
}
