import 'server-only'

import { getDealerships, getVisibleLocations } from '../../../platform/content'
import type { ResolvedSite } from '../../../platform/sites'
import type { SearchVocabulary } from '@/domain/search-route'
import { getStockSearch } from '../server'
import type { StockSearch } from '../stock/stock-search'
import { vocabularyFromFacets, vocabularyQuery, type SearchPlaces } from './vocabulary-facets'

/** The search vocabulary of one site (vocabulary-facets.ts), from its stock search. */
export async function searchVocabulary(stockSearch: StockSearch, siteSlug: string, places: SearchPlaces): Promise<SearchVocabulary> {
  const [answer] = (await stockSearch.search(siteSlug, [{ type: 'default', ...vocabularyQuery(siteSlug) }])) as Array<{
    facets?: Record<string, Record<string, number>>
  }>
  return vocabularyFromFacets(answer?.facets, places)
}

/** A site's search vocabulary with what it is read from: the stock search and the site's dealerships and locations. */
export async function siteSearchVocabulary(site: ResolvedSite): Promise<{ stockSearch: StockSearch; vocabulary: SearchVocabulary }> {
  const [stockSearch, dealerships, locations] = await Promise.all([getStockSearch(), getDealerships(site.id), getVisibleLocations(site.id)])
  return { stockSearch, vocabulary: await searchVocabulary(stockSearch, site.slug, { dealerships, locations }) }
}
