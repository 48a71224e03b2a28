import 'server-only'

import type { AlertCar } from '@/domain/shopper-alerts'
import { parseSearchUrl, searchPathHeading, searchRouteHref } from '@/domain/search-route'
import { searchParamsForState, type SearchUiState } from '@/domain/search-state'
import { stockIndexName } from '@/domain/stock-index'
import { getStockSearch, siteSearchVocabulary, type SearchResponse, type StockQuery } from '@/features/search'
import { getPayloadClient } from '@/platform/payload'
import { readSiteFeatures } from '@/platform/site-features'
import type { ResolvedSite } from '@/platform/sites'

/** Ids per query: a facet filter of objectIDs stays well inside the engine's limits. */
const IDS_PER_QUERY = 200
const FIELDS = ['objectID', 'name', 'slug', 'price']

type CarHit = { objectID: string; name?: string; slug?: string; price?: number | null }

/** A site by slug, as pages resolve it (the job has a stock change's slug, not a request's host). */
export async function siteBySlug(slug: string): Promise<ResolvedSite | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1, depth: 1, overrideAccess: true })
  const site = docs[0]
  return site ? { ...site, featureSettings: readSiteFeatures(site) } : null
}

/**
 * Saved searches of one site read the way the search page reads its URL (the same vocabulary and
 * parser), so a saved search matches exactly the cars the shopper would see at its path.
 */
export async function savedSearchMatcher(site: ResolvedSite) {
  const [{ vocabulary }, stockSearch] = await Promise.all([siteSearchVocabulary(site), getStockSearch()])
  const indexName = stockIndexName(site.slug)

  const stateOf = (path: string): SearchUiState | null => {
    const route = parseSearchUrl(new URL(path, 'http://site.invalid'), vocabulary, site.slug)
    return route.found ? route.state : null
  }

  return {
    stateOf,
    /** The search's own URL for a state, without its page number: one saved search per listing. */
    pathOf: (state: SearchUiState): string => searchRouteHref({ ...state, page: undefined }, vocabulary, site.slug),
    /** A name for a saved search when the shopper gives none: the search page's own heading. */
    nameOf: (state: SearchUiState): string => {
      const heading = searchPathHeading(state, vocabulary)
      return state.query ? `${heading} matching "${state.query}"` : heading
    },

    /** Which of `ids` each search's state lists now (in search order), per search. */
    async matchingCars(states: ReadonlyArray<SearchUiState>, ids: readonly string[]): Promise<AlertCar[][]> {
      const found: AlertCar[][] = states.map(() => [])
      for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
        const chunk = ids.slice(start, start + IDS_PER_QUERY)
        const queries: StockQuery[] = states.map((state) => {
          const params = searchParamsForState(state)
          return {
            type: 'default',
            indexName,
            params: {
              ...params,
              facetFilters: [...params.facetFilters, chunk.map((id) => `objectID:${id}`)],
              hitsPerPage: chunk.length,
              attributesToRetrieve: FIELDS,
              attributesToHighlight: [],
            },
          }
        })
        const answers = (await stockSearch.search(site.slug, queries)) as Array<SearchResponse<CarHit>>
        answers.forEach((answer, i) => {
          for (const hit of answer.hits) found[i]!.push({ id: hit.objectID, name: hit.name ?? '', slug: hit.slug ?? '', price: hit.price ?? null })
        })
      }
      return found
    },

    /** The ids a search lists now (up to the engine's 1,000), for a new saved search to start from. */
    async currentIds(state: SearchUiState): Promise<string[]> {
      const [answer] = (await stockSearch.search(site.slug, [
        {
          type: 'default',
          indexName,
          params: { ...searchParamsForState(state), hitsPerPage: 1000, attributesToRetrieve: ['objectID'], attributesToHighlight: [] },
        },
      ])) as Array<SearchResponse<CarHit>>
      return (answer?.hits ?? []).map((hit) => hit.objectID)
    },
  }
}

export type SavedSearchMatcher = Awaited<ReturnType<typeof savedSearchMatcher>>
