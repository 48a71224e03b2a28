import 'server-only'

import type { ResolvedSite } from '../../../platform/sites'
import { resultCount } from '@/domain/result-count'
import { parseSearchUrl } from '@/domain/search-route'
import { searchParamsForState } from '@/domain/search-state'
import { siteSearchVocabulary } from './search-vocabulary'
import { stockIndexName } from '@/domain/stock-index'

/**
 * How many cars each search link leads to (facet link tiles, spec §2 "Facet link tiles show a
 * count"), in one multi-query. A link that is not a search of this site gets null.
 */
export async function countsForSearchLinks(site: ResolvedSite, hrefs: readonly string[]): Promise<Array<number | null>> {
  const { stockSearch, vocabulary } = await siteSearchVocabulary(site)
  const states = hrefs.map((href) => {
    const url = new URL(href, 'http://site.invalid')
    if (url.host !== 'site.invalid' || !url.pathname.startsWith('/search')) return null
    const route = parseSearchUrl(url, vocabulary, site.slug)
    return route.found ? route.state : null
  })
  const wanted = states.flatMap((state, i) => (state ? [{ state, i }] : []))
  if (wanted.length === 0) return hrefs.map(() => null)
  const answers = (await stockSearch.search(
    site.slug,
    wanted.map(({ state }) => ({
      type: 'default' as const,
      indexName: stockIndexName(site.slug),
      params: { ...searchParamsForState(state), hitsPerPage: 0, facets: ['car_type'] },
    })),
  )) as Array<{ nbHits: number; facets?: Record<string, Record<string, number>> }>
  const counts: Array<number | null> = hrefs.map(() => null)
  wanted.forEach(({ i }, n) => {
    const answer = answers[n]
    counts[i] = answer ? resultCount(answer) : null
  })
  return counts
}
