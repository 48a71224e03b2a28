import { pathSlug } from '@/domain/naming'
import type { SearchVocabulary } from '@/domain/search-route'
import { stockIndexName } from '@/domain/stock-index'

/** A site's dealerships and locations as search paths name them (the rest of the vocabulary is its stock's). */
export type SearchPlaces = Pick<SearchVocabulary, 'dealerships' | 'locations'>

/** The query whose facets hold the makes and models a site's search paths may name. */
export const vocabularyQuery = (siteSlug: string) => ({
  indexName: stockIndexName(siteSlug),
  params: { hitsPerPage: 0, facets: ['make', 'make_model'], maxValuesPerFacet: 1000 },
})

/**
 * The names a search path may use for one site: the makes and models in its stock (from the index's
 * own facets, so a make with no cars is not a page) and its dealerships and locations. The server
 * and the browser (the live search page) build it alike from the same query.
 */
export function vocabularyFromFacets(facets: Record<string, Record<string, number>> | undefined, places: SearchPlaces): SearchVocabulary {
  const makeNames = Object.keys(facets?.make ?? {}).sort()
  const makeModels = Object.keys(facets?.make_model ?? {})
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
