import { EngineError } from './errors'
import { facetSummary, type CandidateSet } from './facets'
import { highlightValue, type Highlighter } from './highlight'
import { encodeParams, paginate, responseOptions, type ResponseOptions } from './params'
import { candidatesFor } from './query'
import { rankedIds } from './rank'
import { rankingInfo } from './relevance'
import type { EngineIndex, Ordering } from './types'
import type { FacetStats, HighlightResult, Hit, SearchParams, SearchRecord, SearchResponse } from '../port'

/**
 * Answers one Algolia search request against `index`, ranked as `indexName` (the primary index or
 * one of its replicas). Pure apart from reading the clock for processingTimeMS.
 */
export function search<T extends SearchRecord>(index: EngineIndex<T>, params: SearchParams = {}, indexName = index.name): SearchResponse<T> {
  const started = performance.now()
  const ordering = index.orderings.get(indexName)
  if (!ordering) throw new EngineError(`Index ${indexName} does not exist`, 404)
  const options = responseOptions(index, params)
  const candidates = candidatesFor(index, params)
  const page = paginate(params, candidates.nbHits, index.paginationLimitedTo)
  const ids = page.end > page.start ? rankedIds(ordering, candidates.bits, candidates.match, page.end).slice(page.start) : []

  let facets: Record<string, Record<string, number>> | undefined
  let stats: Record<string, FacetStats> | undefined
  if (options.facets.length > 0) {
    facets = {}
    const set: CandidateSet = { bits: candidates.bits, nbHits: candidates.nbHits, size: index.size }
    for (const name of options.facets) {
      const field = index.facets.get(name)
      if (!field) continue
      const summary = facetSummary(field, index.numerics.get(name), set, options.maxValuesPerFacet, options.sortFacetValuesBy)
      facets[name] = summary.values
      if (summary.stats) (stats ??= {})[name] = summary.stats
    }
  }

  return {
    hits: ids.map((id) => {
      const hit = toHit(index.records[id] as T, options, candidates.highlighter)
      if (params.getRankingInfo === true) hit._rankingInfo = rankingInfo(candidates.match, id, index.orderings.get(index.name) as Ordering)
      return hit
    }),
    nbHits: candidates.nbHits,
    page: page.page,
    nbPages: page.nbPages,
    hitsPerPage: page.hitsPerPage,
    ...(page.offset === undefined ? {} : { offset: page.offset, length: page.length }),
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    ...(facets ? { facets } : {}),
    ...(stats ? { facets_stats: stats } : {}),
    query: typeof params.query === 'string' ? params.query : '',
    params: encodeParams(params),
    index: indexName,
    processingTimeMS: Math.round(performance.now() - started),
  }
}

/** A copy of the record with only the retrieved attributes, plus `_highlightResult`. */
function toHit<T extends SearchRecord>(record: T, options: ResponseOptions, highlighter: Highlighter): Hit<T> {
  const attributes = options.highlight === '*' ? Object.keys(record).filter((key) => key !== 'objectID') : options.highlight
  let highlighted: Record<string, HighlightResult> | undefined
  if (attributes.length > 0) {
    highlighted = {}
    for (const attribute of attributes) {
      const result = highlightValue(record[attribute], highlighter, options.tags)
      if (result !== undefined) highlighted[attribute] = result
    }
  }
  const { include, exclude } = options.retrieve
  // Every attribute (the usual case): one copy in the record's key order, made whole at once (adding
  // a key to a copy of a record of 50 keys costs V8 more than the copy).
  if (include === undefined && exclude.size === 0) return (highlighted ? { ...record, _highlightResult: highlighted } : { ...record }) as Hit<T>
  const hit: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    if (key === 'objectID' || ((include === undefined || include.has(key)) && !exclude.has(key))) hit[key] = value
  }
  if (highlighted) hit._highlightResult = highlighted
  return hit as Hit<T>
}
