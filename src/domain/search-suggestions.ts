/**
 * Suggestions as a shopper types in a search box (issue 40): makes, models and body types whose words
 * start with what was typed (within a typo), each with how many cars have it. They come from the
 * search protocol's facet-value search, one request per kind in one call, and a picked one opens the
 * search for that make, model or body.
 *
 * No zod here: the header's search box is on every page, so its answer is checked by hand (a list of
 * `{ value: string, count: number }` per kind, anything else dropped).
 */
import type { ListFacet } from './search-state'

export const SUGGESTION_KINDS = [
  { facet: 'make', heading: 'Makes' },
  { facet: 'model', heading: 'Models' },
  { facet: 'body', heading: 'Body types' },
] as const satisfies ReadonlyArray<{ facet: ListFacet; heading: string }>

export type SuggestionFacet = (typeof SUGGESTION_KINDS)[number]['facet']
/** The facets a stock index must declare `searchable(...)` for the suggestions. */
export const SUGGESTION_FACETS: readonly SuggestionFacet[] = SUGGESTION_KINDS.map((kind) => kind.facet)

/** Enough to choose from without pushing the page down on a phone: 4 per kind, 12 at most. */
export const SUGGESTIONS_PER_KIND = 4
/** Longer input is a sentence, not a make or a model: no suggestions are asked for. */
export const SUGGESTION_MAX_QUERY_LENGTH = 40

export interface Suggestion {
  facet: SuggestionFacet
  value: string
  count: number
}

export interface SuggestionGroup {
  facet: SuggestionFacet
  heading: string
  suggestions: Suggestion[]
}

/** Whether the typed text is worth asking about. */
export const wantsSuggestions = (query: string) => query.trim().length > 0 && query.length <= SUGGESTION_MAX_QUERY_LENGTH

/**
 * The body of one multi-query call (`POST /1/indexes/*\/queries`): one facet-value search per kind,
 * counted within `facetFilters` when given (the search page's car types: "Toyota, 12 cars" on the used
 * cars page counts used Toyotas).
 */
export function suggestionRequests(indexName: string, query: string, facetFilters: string[][] = []) {
  const within = facetFilters.length > 0 ? { facetFilters } : {}
  // Flattened, as the v5 Algolia client sends them (`params` is only the older URL-encoded string).
  return {
    requests: SUGGESTION_KINDS.map(({ facet }) => ({
      indexName,
      type: 'facet' as const,
      facet,
      facetQuery: query.trim(),
      maxFacetHits: SUGGESTIONS_PER_KIND,
      ...within,
    })),
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The call's answer as groups, in SUGGESTION_KINDS order, leaving out kinds with nothing to offer. */
export function suggestionGroups(answer: unknown): SuggestionGroup[] {
  const results = isRecord(answer) && Array.isArray(answer.results) ? answer.results : []
  return SUGGESTION_KINDS.flatMap(({ facet, heading }, i) => {
    const hits: unknown = isRecord(results[i]) ? results[i].facetHits : undefined
    const suggestions = (Array.isArray(hits) ? hits : [])
      .filter(
        (hit): hit is { value: string; count: number } => isRecord(hit) && typeof hit.value === 'string' && typeof hit.count === 'number' && hit.count > 0,
      )
      .slice(0, SUGGESTIONS_PER_KIND)
      .map(({ value, count }) => ({ facet, value, count }))
    return suggestions.length > 0 ? [{ facet, heading, suggestions }] : []
  })
}

/** The search page for a picked suggestion: its list facet in the query string, as the search route reads it. */
export const suggestionHref = (searchPath: string, suggestion: Suggestion) => `${searchPath}?${new URLSearchParams({ [suggestion.facet]: suggestion.value })}`

/** What a screen reader hears for an option: "Toyota, 120 cars". */
export const suggestionLabel = ({ value, count }: Suggestion) => `${value}, ${count} ${count === 1 ? 'car' : 'cars'}`
