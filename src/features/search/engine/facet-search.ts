import { EngineError } from './errors'
import { byCount, countValues } from './facets'
import { highlightText, wordHighlighter } from './highlight'
import { highlightTags, intParam } from './params'
import { candidatesFor } from './query'
import { queryWords } from './query-parse'
import type { EngineIndex } from './types'
import type { SearchForFacetValuesResponse, SearchParams } from '../port'

/**
 * Algolia's searchForFacetValues: values of a `searchable(...)` facet whose words start with the
 * facet query's words, counted over the records the other params (query, filters) select, most
 * frequent first. Values no selected record holds are left out.
 */
export function searchForFacetValues(index: EngineIndex, facetName: string, facetQuery: string, params: SearchParams = {}): SearchForFacetValuesResponse {
  const started = performance.now()
  const field = index.facets.get(facetName)
  if (!field?.searchable || !field.valueWords) {
    throw new EngineError(`Cannot search in \`${facetName}\` attribute, you need to add \`searchable(${facetName})\` to attributesForFaceting.`)
  }
  if (typeof facetQuery !== 'string') throw new EngineError('Invalid value for facetQuery: expected a string')
  const limit = Math.max(1, intParam(params, 'maxFacetHits', 10, 100))
  const candidates = candidatesFor(index, params)
  const counts = countValues(field, { bits: candidates.bits, nbHits: candidates.nbHits, size: index.size })
  const query = queryWords(facetQuery, 'prefixAll')
  const valueWords = field.valueWords
  const matching: number[] = []
  for (let id = 0; id < field.values.length; id++) {
    if (counts[id] === 0) continue
    const words = valueWords[id] as string[]
    if (query.every((word) => words.some((candidate) => candidate.startsWith(word.text)))) matching.push(id)
  }
  const tags = highlightTags(params)
  const highlighter = wordHighlighter(query)
  const facetHits = matching
    .sort(byCount(counts, field.alphaRank))
    .slice(0, limit)
    .map((id) => {
      const value = field.values[id] as string
      return { value, highlighted: highlightText(value, highlighter, tags).value, count: counts[id] as number }
    })
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) }
}
