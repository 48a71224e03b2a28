import 'server-only'

import { getDealerships, getVisibleLocations } from '../../../platform/content'
import type { ResolvedSite } from '../../../platform/sites'
import { pathSlug } from '@/domain/naming'
import type { SearchVocabulary } from '@/domain/search-route'
import { stockIndexName } from '@/domain/stock-index'
import { getStockSearch } from '../server'
import type { StockSearch } from '../stock/stock-search'

interface FacetCounts {
  facets?: Record<string, Record<string, number>>
}

/**
 * The names a search path may use for one site: the makes and models in its stock (from the index's
 * own facets, so a make with no cars is not a page) and its dealerships and locations.
 */
export async function searchVocabulary(
  stockSearch: StockSearch,
  siteSlug: string,
  places: { dealerships: ReadonlyArray<{ slug: string; name: string }>; locations: ReadonlyArray<{ slug: string; name: string }> },
): Promise<SearchVocabulary> {
  const [answer] = (await stockSearch.search(siteSlug, [
    { type: 'default', indexName: stockIndexName(siteSlug), params: { hitsPerPage: 0, facets: ['make', 'make_model'], maxValuesPerFacet: 1000 } },
  ])) as FacetCounts[]
  const makeNames = Object.keys(answer?.facets?.make ?? {}).sort()
  const makeModels = Object.keys(answer?.facets?.make_model ?? {})
  const makes = makeNames.map((make) => ({
    slug: pathSlug(make),
    name: make,
    models: makeModels
      .filter((value) => value.startsWith(`${make} `))
      .map((value) => value.slice(make.length + 1))
      .sort()
      .map((model) => ({ slug: pathSlug(model), name: model })),
  }))
  return {
    makes,
    dealerships: places.dealerships.map(({ slug, name }) => ({ slug, name })),
    locations: places.locations.map(({ slug, name }) => ({ slug, name })),
  }
}

/** A site's search vocabulary with what it is read from: the stock search and the site's dealerships and locations. */
export async function siteSearchVocabulary(site: ResolvedSite): Promise<{ stockSearch: StockSearch; vocabulary: SearchVocabulary }> {
  const [stockSearch, dealerships, locations] = await Promise.all([getStockSearch(), getDealerships(site.id), getVisibleLocations(site.id)])
  return { stockSearch, vocabulary: await searchVocabulary(stockSearch, site.slug, { dealerships, locations }) }
}
