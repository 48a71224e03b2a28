'use client'

import { useEffect, useState } from 'react'

import { suggestionGroups, suggestionRequests, wantsSuggestions, type SuggestionGroup } from '@/domain/search-suggestions'

/** Where suggestions are asked: the site's own search endpoint, with its public search-only key. */
export interface SuggestionSource {
  indexName: string
  appId: string
  apiKey: string
  /** Counted within these (Algolia's facetFilters), e.g. the search page's car types. */
  facetFilters?: string[][]
}

/** Typing pauses this long before a call: one call per word rather than per letter. */
const PAUSE_MS = 120
/** A suggestion that arrives later than this is no help; the search itself still works. */
const CALL_TIMEOUT_MS = 3_000

/**
 * The suggestion groups for what is typed, from one facet-value search call per pause in typing.
 * A plain fetch rather than the Algolia client or react-query: the header's box is on every page,
 * and a newer keystroke simply aborts the older call. A failed call offers nothing (no error: the
 * box still searches when submitted).
 */
export function useSuggestions(source: SuggestionSource, query: string): SuggestionGroup[] {
  const [answer, setAnswer] = useState<{ query: string; groups: SuggestionGroup[] }>({ query: '', groups: [] })
  const { indexName, appId, apiKey } = source
  // By value: a caller's new array with the same filters is the same source.
  const within = JSON.stringify(source.facetFilters ?? [])
  useEffect(() => {
    if (!wantsSuggestions(query)) return
    const controller = new AbortController()
    let deadline: ReturnType<typeof setTimeout> | undefined
    const timer = setTimeout(() => {
      deadline = setTimeout(() => controller.abort(), CALL_TIMEOUT_MS)
      fetch('/1/indexes/*/queries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey },
        body: JSON.stringify(suggestionRequests(indexName, query, JSON.parse(within) as string[][])),
        signal: controller.signal,
      })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) => setAnswer({ query, groups: suggestionGroups(body) }))
        .catch(() => undefined)
        .finally(() => clearTimeout(deadline))
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      clearTimeout(deadline)
      controller.abort()
    }
  }, [indexName, appId, apiKey, within, query])
  // Groups for older text stay shown while the newer call is under way (no flicker), never for an empty box.
  return wantsSuggestions(query) ? answer.groups : []
}
