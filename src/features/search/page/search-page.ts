import 'server-only'

import { headers } from 'next/headers'

import { hasLiveOffers, siteCarTypes } from '@/domain/offers'
import { parseSearchRoute, searchPathHeading } from '@/domain/search-route'
import { sentFilter } from '@/domain/search-page-config'
import { stockIndexName } from '@/domain/stock-index'
import type { Media, Promo } from '@/payload-types'
import { getDealerships, getLivePromos } from '@/platform/content'
import { searchCredentials } from '@/platform/env'
import { requestHost } from '@/platform/request-host'
import type { ResolvedSite } from '@/platform/sites'

import { cardSettingsFor } from './card-settings'
import { provideSearchPageViewStart } from './search-page-server'
import { siteSearchVocabulary } from './search-vocabulary'
import type { SentStockSearchSetup } from './StockSearchView.client'
import type { PromoCardData } from './types'

export type SearchPageQuery = Record<string, string | string[] | undefined>

/** A search URL's site, state and vocabulary; null when the path names no listing (a 404). */
export async function loadSearchPage(site: ResolvedSite, path: readonly string[], query: SearchPageQuery) {
  // Dealerships come from the same (cached) read the vocabulary makes.
  const [{ vocabulary }, dealerships] = await Promise.all([siteSearchVocabulary(site), getDealerships(site.id)])
  const route = parseSearchRoute({ path: [...path], query }, vocabulary, site.slug)
  return route.found ? { site, dealerships, vocabulary, route } : null
}

export type SearchPage = NonNullable<Awaited<ReturnType<typeof loadSearchPage>>>

/** Title and description; the canonical URL is the clean path (page, sort and extra filters are views of one listing). */
export function searchPageMeta({ site, vocabulary, route }: SearchPage) {
  const heading = searchPathHeading(route.state, vocabulary)
  return {
    canonicalPath: route.canonicalPath.split('?')[0] ?? '/search',
    title: `${heading} for sale`,
    description: `${heading} for sale at ${site.name}: live stock with prices, photos and finance.`,
  }
}

function promoCard(promo: Promo): PromoCardData {
  const image = promo.content.image && typeof promo.content.image === 'object' ? (promo.content.image as Media) : null
  return {
    id: String(promo.id),
    heading: promo.content.heading,
    text: promo.content.text ?? null,
    href: promo.content.href,
    linkLabel: promo.content.linkLabel || 'View offer',
    imageUrl: image?.sizes?.card?.url ?? image?.url ?? null,
    imageAlt: image?.alt ?? '',
    position: promo.position ?? null,
    display: promo.display ?? [],
    strictDisplay: promo.strictDisplay ?? false,
  }
}

/**
 * Everything the search page's client component starts from: the URL's search, live promos, card and
 * layout settings. The vocabulary and first results are not among them: the HTML is rendered with
 * them (see server-view-start.ts) and the browser asks for them again only when the page goes live.
 */
export async function searchPageView({ site, dealerships, vocabulary, route }: SearchPage): Promise<SentStockSearchSetup> {
  const features = site.featureSettings
  const indexName = stockIndexName(site.slug)
  const now = new Date()
  provideSearchPageViewStart()
  const [livePromos, requestHeaders] = await Promise.all([getLivePromos(site.id, now), headers()])
  const host = requestHost(requestHeaders)
  const protocol = requestHeaders.get('x-forwarded-proto') === 'https' ? 'https' : 'http'
  return {
    siteSlug: site.slug,
    indexName,
    credentials: searchCredentials,
    host,
    protocol,
    serverUrl: `${protocol}://${host}${route.canonicalPath}`,
    initialUiState: route.state,
    places: { dealerships: vocabulary.dealerships, locations: vocabulary.locations },
    filters: features.searchFilters.map(sentFilter),
    layout: {
      columns: features.searchGridColumns,
      carousel: features.searchCarousel,
      popularMakesSplit: features.popularMakesSplit,
      promoEvery: features.promoEvery,
      promoPositions: features.promoPositions,
    },
    card: cardSettingsFor(site, dealerships),
    promos: livePromos.map(promoCard),
    saveSearch: Boolean(site.garageEnabled),
    // Spec §2: Clear Filters goes to the offers page, which is shown only while the dealer has offers.
    clearFiltersHref:
      features.clearFiltersPath ||
      (hasLiveOffers(livePromos, { now, carTypes: siteCarTypes(site.stockRules?.carTypes) }) ? '/special-offers' : '/search/new-used-and-demo-cars'),
  }
}
