import { EngineError } from './errors'
import { byCount, countValues } from './facets'
import { highlightText, wordHighlighter } from './highlight'
import { highlightTags, intParam } from './params'
import { candidatesFor } from './query'
import { queryWords } from './query-parse'
import { typoBudget } from './query-plan'
import { querySettings } from './text-settings'
import { matchWords } from './typo'
import type { EngineIndex, FacetField } from './types'
import type { SearchForFacetValuesResponse, SearchParams } from '../port'

/** A searchable facet's words, sorted for the typo walk, each with the values holding it. */
interface FacetWords {
  words: string[]
  valuesOf: number[][]
}

const facetWordsCache = new WeakMap<FacetField, FacetWords>()

/**
 * Every word of every value, plus each value of several words written as one ("CX-5" is also "cx5",
 * "Land Cruiser" also "landcruiser"), as shoppers type them.
 */
function facetWords(field: FacetField, valueWords: string[][]): FacetWords {
  const cached = facetWordsCache.get(field)
  if (cached) return cached
  const byWord = new Map<string, Set<number>>()
  valueWords.forEach((words, id) => {
    const forms = words.length > 1 ? [...words, words.join('')] : words
    for (const word of forms) {
      const holders = byWord.get(word) ?? new Set<number>()
      holders.add(id)
      byWord.set(word, holders)
    }
  })
  const words = [...byWord.keys()].sort()
  const built = { words, valuesOf: words.map((word) => [...(byWord.get(word) as Set<number>)]) }
  facetWordsCache.set(field, built)
  return built
}

/**
 * Algolia's searchForFacetValues: values of a `searchable(...)` facet with a word starting with each
 * facet query word, within the query's typo tolerance ("toyta" finds Toyota), counted over the records
 * the other params (query, filters) select. Fewest typos first, then most frequent. Values no selected
 * record holds are left out.
 */
export function searchForFacetValues(index: EngineIndex, facetName: string, facetQuery: string, params: SearchParams = {}): SearchForFacetValuesResponse {
  const started = performance.now()
  const field = index.facets.get(facetName)
  if (!field?.searchable || !field.valueWords) {
    throw new EngineError(`Cannot search in \`${facetName}\` attribute, you need to add \`searchable(${facetName})\` to attributesForFaceting.`)
  }
  if (typeof facetQuery !== 'string') throw new EngineError('Invalid value for facetQuery: expected a string')
  const limit = Math.max(1, intParam(params, 'maxFacetHits', 10, 100))
  const settings = querySettings(index, params)
  const candidates = candidatesFor(index, params)
  const counts = countValues(field, { bits: candidates.bits, nbHits: candidates.nbHits, size: index.size })
  const query = queryWords(facetQuery, 'prefixAll')
  const { words, valuesOf } = facetWords(field, field.valueWords)

  // Typos of each value: the sum over query words of its best match; a value missing a word is out.
  let typos: Map<number, number> | undefined
  const typoWords: string[] = []
  for (const term of query) {
    const hits = matchWords(words, { text: term.text, prefix: true, maxTypos: typoBudget(term, settings) })
    const best = new Map<number, number>()
    hits.ids.forEach((wordId, i) => {
      const wordTypos = hits.typos[i] as number
      if (wordTypos > 0) typoWords.push(words[wordId] as string)
      for (const id of valuesOf[wordId] as number[]) {
        if (counts[id] === 0 || (typos && !typos.has(id))) continue
        best.set(id, Math.min(best.get(id) ?? wordTypos, wordTypos))
      }
    })
    typos = new Map([...best].map(([id, wordTypos]) => [id, (typos?.get(id) ?? 0) + wordTypos]))
  }
  let matching = typos ? [...typos.keys()] : field.values.map((_, id) => id).filter((id) => counts[id] !== 0)
  if (settings.typoTolerance === 'min' && typos && matching.length > 0) {
    const fewest = Math.min(...typos.values())
    matching = matching.filter((id) => typos.get(id) === fewest)
  }
  const typosOf = (id: number) => typos?.get(id) ?? 0
  const tags = highlightTags(params)
  // The typed words as prefixes, and the words they reached with a typo as they are.
  const highlighter = wordHighlighter([...query, ...typoWords.map((text) => ({ text, prefix: false }))])
  const frequent = byCount(counts, field.alphaRank)
  const facetHits = matching
    .sort((a, b) => typosOf(a) - typosOf(b) || frequent(a, b))
    .slice(0, limit)
    .map((id) => {
      const value = field.values[id] as string
      return { value, highlighted: highlightText(value, highlighter, tags).value, count: counts[id] as number }
    })
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) }
}
