import type { StockQuery } from '../port'

/**
 * How much one call to the public search endpoint may ask of the server (issue 16 items 4 and 7).
 * A call is one HTTP request; its work is the sum over its queries. Before these limits one call of
 * 50 queries × 1,000 hits with every facet answered 112 MB in 2 s, and filters nested 4,000 arrays
 * deep overflowed the stack.
 *
 * What the real search page sends (searchWidgetParams through algoliasearch-helper's request
 * builder: one query for the hits, plus one per refined filter or range with hitsPerPage 0 and that
 * one facet, maxValuesPerFacet 200 from the make and model lists):
 *
 *                                              queries  hits  facets  facet values  body
 *   default filters, nothing refined                 1    21      15         3,000  0.7 KB
 *   default 12 filters and 3 ranges all refined     16    21      30         6,000   20 KB
 *   all 23 filter attributes and 3 ranges refined   27    21      52        10,400   46 KB
 *
 * Filter arrays are at most 2 levels deep (an AND list of OR lists) in every one of them.
 */

/**
 * Algolia's array filters: an AND list whose entries may be OR lists, and no deeper (Algolia's own
 * limit; InstantSearch never sends more). The engine would flatten deeper lists into the OR group,
 * but hosted Algolia refuses them, so the endpoint answers the same whichever backend is configured.
 */
export const MAX_FILTER_NESTING = 2

/**
 * Any other parameter: Algolia's deepest legitimate value is renderingContent (about 5 levels).
 * Unknown parameters are passed along and serialised (the `params` echo, the result cache's key),
 * so a deep one would overflow the stack there.
 */
export const MAX_PARAM_NESTING = 10

/** The sum of hitsPerPage (or length) over a call: Algolia's maximum for one query, 47 times the page's 21. */
export const MAX_HITS_PER_CALL = 1000

/** Facets counted over a call: 10 times a fully refined default page (30), 6 times every filter refined (52). */
export const MAX_FACETS_PER_CALL = 300

/** Facets × maxValuesPerFacet (or maxFacetHits) over a call: 8 times a fully refined default page, 5 times every filter refined. */
export const MAX_FACET_VALUES_PER_CALL = 50_000

/** `facets: ['*']` counts as this many facets: more than the 27 the stock index declares (STOCK_FACETS). */
const WILDCARD_FACETS = 30

/** Algolia's defaults and maxima for one query; larger values are lowered to the maximum, as Algolia and the engine do. */
const HITS_PER_PAGE = { fallback: 20, max: 1000 }
const VALUES_PER_FACET = { fallback: 100, max: 1000 }
const FACET_HITS = { fallback: 10, max: 100 }

/**
 * Whether `value` holds arrays or objects nested more than `maxDepth` deep (`"a"` is 0 deep, `["a"]`
 * 1, `[["a"]]` 2). Walks with its own stack and never looks below `maxDepth`, so a 100,000-deep
 * array is answered as quickly as a 3-deep one.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: Array<{ item: unknown; depth: number }> = [{ item: value, depth: 0 }]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { item, depth } = next
    if (item === null || typeof item !== 'object') continue
    if (depth >= maxDepth) return true
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push({ item: child, depth: depth + 1 })
  }
  return false
}

const counted = (value: unknown, { fallback, max }: { fallback: number; max: number }) => (typeof value === 'number' ? Math.min(value, max) : fallback)

function facetCount(facets: unknown): number {
  const names =
    typeof facets === 'string'
      ? facets
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : Array.isArray(facets)
        ? facets
        : []
  return names.includes('*') ? WILDCARD_FACETS : new Set(names).size
}

/** Why a call asks for more than the limits above allow, in Algolia's style, or undefined when it does not. */
export function callOverLimits(queries: readonly StockQuery[]): string | undefined {
  let hits = 0
  let facets = 0
  let facetValues = 0
  for (const { type, params } of queries) {
    if (type === 'facet') {
      facets += 1
      facetValues += counted(params.maxFacetHits, FACET_HITS)
      continue
    }
    const perPage = counted(params.hitsPerPage, HITS_PER_PAGE)
    hits += params.offset !== undefined || params.length !== undefined ? counted(params.length, { fallback: perPage, max: HITS_PER_PAGE.max }) : perPage
    const count = facetCount(params.facets)
    facets += count
    facetValues += count * counted(params.maxValuesPerFacet, VALUES_PER_FACET)
  }
  if (hits > MAX_HITS_PER_CALL)
    return `requests: too many hits (${hits}), the maximum is ${MAX_HITS_PER_CALL} per call, counting hitsPerPage (or length) over all queries`
  if (facets > MAX_FACETS_PER_CALL)
    return `requests: too many facets (${facets}), the maximum is ${MAX_FACETS_PER_CALL} per call, counting each query's facets ('*' as ${WILDCARD_FACETS})`
  if (facetValues > MAX_FACET_VALUES_PER_CALL) {
    return `requests: too many facet values (${facetValues}), the maximum is ${MAX_FACET_VALUES_PER_CALL} per call, counting facets × maxValuesPerFacet (maxFacetHits for facet searches) over all queries`
  }
  return undefined
}
