/**
 * Embedded search engine speaking Algolia's search protocol, in memory and without I/O.
 * Public API (this file): buildIndex, search, searchForFacetValues, the filter parser
 * (parseFilters, parseNumericFilter, filterTree, compilePredicate), the errors and the types.
 */
import { parseFacetAttribute, type FacetAttribute } from './attributes'
import { EngineError } from './errors'
import { buildFacetField } from './facet-index'
import { buildNumericField, discoverNumericAttributes, valueNumbers } from './numeric-index'
import { buildOrderings } from './ordering'
import { compileSynonyms } from './synonyms'
import { buildTextIndex } from './text-index'
import { parseRanking } from './text-settings'
import type { EngineIndex, FacetField, NumericField } from './types'
import type { IndexSettings, SearchRecord } from '../port'

/**
 * Builds an immutable in-memory index (primary plus replica orderings) from plain records. Building
 * never touches a previous index, so a caller can build the next one beside the live one and swap
 * a single reference when it is ready. The index keeps the record objects for hits: do not mutate
 * them afterwards.
 */
export function buildIndex<T extends SearchRecord>(records: readonly T[], settings: IndexSettings): EngineIndex<T> {
  const seen = new Set<string>()
  for (const record of records) {
    if (typeof record.objectID !== 'string' || record.objectID === '') throw new EngineError('Every record needs a non-empty string objectID')
    if (seen.has(record.objectID)) throw new EngineError(`Duplicate objectID ${record.objectID}`)
    seen.add(record.objectID)
  }

  const facets = new Map<string, FacetField>()
  // `_tags` and `objectID` can always be filtered on; `_tags` is faceted only if declared, objectID never.
  const specs: FacetAttribute[] = [
    ...settings.attributesForFaceting.map(parseFacetAttribute).filter((spec) => spec.attribute !== 'objectID'),
    { attribute: '_tags', searchable: false, filterOnly: true },
    { attribute: 'objectID', searchable: false, filterOnly: true },
  ]
  for (const spec of specs) {
    if (!facets.has(spec.attribute)) facets.set(spec.attribute, buildFacetField(records, spec))
  }

  // Faceted attributes always get a numeric column too, for facets_stats and numeric filters.
  const numericNames = new Set([...(settings.numericAttributes ?? discoverNumericAttributes(records)), ...facets.keys()])
  const numerics = new Map<string, NumericField>()
  for (const attribute of numericNames) {
    const field = attribute === 'objectID' ? undefined : buildNumericField(records, attribute)
    if (field) numerics.set(attribute, field)
  }
  for (const [attribute, facet] of facets) {
    const numeric = numerics.get(attribute)
    if (numeric) facet.numbers = valueNumbers(facet, numeric)
  }

  const synonyms = compileSynonyms(settings.synonyms)
  return Object.freeze({
    name: settings.indexName,
    records,
    size: records.length,
    paginationLimitedTo: settings.paginationLimitedTo ?? 1000,
    facets,
    numerics,
    text: buildTextIndex(records, settings.searchableAttributes, {
      placeholders: synonyms.placeholders,
      typoDisabledAttributes: settings.disableTypoToleranceOnAttributes,
    }),
    settings,
    synonyms,
    ranking: parseRanking(settings.ranking),
    orderings: buildOrderings(records, settings),
    queryCache: new Map(),
  })
}

export { compilePredicate, type FilterNode, type NumericOperator, type PredicateOptions, type RecordPredicate } from './filter-ast'
export { EngineError, FilterSyntaxError, type FilterParameter } from './errors'
export { filterTree, type FilterParams } from './filter-params'
export { parseFilters, parseNumericFilter } from './filters'
export { search } from './search'
export { searchForFacetValues } from './facet-search'
export type * from './types'
