import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { StockSearchView, cardSettingsFor, type PromoCardData, searchPageInitialResults, searchWidgetParams, siteSearchVocabulary } from '@/features/search'
import { stockIndexName } from '@/domain/stock-index'
import { searchCredentials } from '@/platform/env'
import { getDealerships, getPromos } from '@/platform/content'
import { buildPageMetadata } from '@/platform/page-metadata'
import { requestHost } from '@/platform/request-host'
import { siteFromParams } from '@/platform/sites'
import { isPromoLive } from '@/domain/promos'
import type { Media } from '@/payload-types'
import { parseSearchRoute, searchPathHeading } from '@/domain/search-route'

type Props = { params: Promise<{ host: string; path?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The route's site, its search state, and what the page needs to render it; null is a 404. */
async function load({ params, searchParams }: Props) {
  const { host, path = [] } = await params
  const site = await siteFromParams({ host })
  if (!site) return null
  // Dealerships come from the same (cached) read the vocabulary makes.
  const [{ stockSearch, vocabulary }, dealerships] = await Promise.all([siteSearchVocabulary(site), getDealerships(site.id)])
  const route = parseSearchRoute({ path, query: await searchParams }, vocabulary, site.slug)
  if (!route.found) return null
  return { site, stockSearch, dealerships, vocabulary, route }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props)
  if (!found) return {}
  const { site, vocabulary, route } = found
  const heading = searchPathHeading(route.state, vocabulary)
  // The canonical URL is the clean path: page, sort and extra filters are views of the same listing.
  const canonicalPath = route.canonicalPath.split('?')[0] ?? '/search'
  return buildPageMetadata(site, canonicalPath, { title: `${heading} for sale`, description: `${heading} for sale at ${site.name}: live stock with prices, photos and finance.` })
}

export default async function SearchPage(props: Props) {
  const found = await load(props)
  if (!found) notFound()
  const { site, stockSearch, dealerships, vocabulary, route } = found
  const features = site.featureSettings
  const indexName = stockIndexName(site.slug)
  const widgets = searchWidgetParams(site.slug, features.searchFilters, Object.keys(route.state.refinementList ?? {}))
  const now = new Date()
  const [initialResults, promos, requestHeaders] = await Promise.all([
    searchPageInitialResults(stockSearch, site.slug, indexName, route.state, widgets),
    getPromos(site.id),
    headers(),
  ])
  const livePromos = promos.filter((promo) => isPromoLive(promo, now))
  const promoCards: PromoCardData[] = livePromos.map((promo) => {
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
  })
  const card = cardSettingsFor(site, dealerships)
  const host = requestHost(requestHeaders)
  const protocol = requestHeaders.get('x-forwarded-proto') === 'https' ? 'https' : 'http'
  const clearFiltersHref = features.clearFiltersPath || (livePromos.length > 0 ? '/special-offers' : '/search/new-used-and-demo-cars')
  return (
    <div className="container section">
      <StockSearchView
        siteSlug={site.slug}
        indexName={indexName}
        credentials={searchCredentials}
        host={host}
        protocol={protocol}
        serverUrl={`${protocol}://${host}${route.canonicalPath}`}
        initialResults={initialResults}
        initialUiState={route.state}
        vocabulary={vocabulary}
        filters={features.searchFilters}
        widgets={widgets}
        layout={{ columns: features.searchGridColumns, carousel: features.searchCarousel, popularMakesSplit: features.popularMakesSplit, promoEvery: features.promoEvery, promoPositions: features.promoPositions }}
        card={card}
        promos={promoCards}
        clearFiltersHref={clearFiltersHref}
      />
    </div>
  )
}
