import { EngineError } from './errors'
import { forEnglish } from './plurals'
import { words } from './text'
import type { EngineIndex } from './types'
import type { IndexSettings, QueryType, RemoveWordsIfNoResults, SearchParams, TypoTolerance } from '../port'

/** The ranking criteria the engine computes per query; the custom ranking is the precomputed ordering. */
export type Criterion = 'typo' | 'words' | 'proximity' | 'attribute' | 'exact'

const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']
const COMPUTED = new Set<string>(['typo', 'words', 'proximity', 'attribute', 'exact'])

/**
 * Algolia's `ranking` setting as the criteria to compute, in order. `geo` and `filters` never differ
 * between records here (no geo search, no optional filters), and `asc(x)`/`desc(x)` are the replicas'
 * sorts, which their precomputed orderings already apply; criteria after `custom` only matter within
 * equal custom ranking values and are left out.
 */
export function parseRanking(entries: readonly string[] | undefined): Criterion[] {
  const criteria: Criterion[] = []
  for (const entry of entries ?? DEFAULT_RANKING) {
    if (entry === 'custom') break
    if (COMPUTED.has(entry)) criteria.push(entry as Criterion)
    else if (entry !== 'geo' && entry !== 'filters' && !/^(asc|desc)\(.+\)$/.test(entry)) throw new EngineError(`Invalid ranking criterion: ${entry}`)
  }
  return [...new Set(criteria)]
}

/** The text settings one query runs with: the index's, overridden by the query's own. */
export interface QuerySettings {
  queryType: QueryType
  typoTolerance: TypoTolerance
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  allowTyposOnNumericTokens: boolean
  /** Query-time disableTypoToleranceOnAttributes as priorities; undefined: the index's, built into its postings. */
  typoDisabledPriorities?: number[]
  disableTypoToleranceOnWords: string[]
  ignorePlurals: boolean
  removeStopWords: boolean
  removeWordsIfNoResults: RemoveWordsIfNoResults
  optionalWords: string[]
  advancedSyntax: boolean
  synonyms: boolean
}

function pick<K extends keyof IndexSettings & keyof SearchParams>(params: SearchParams, settings: Readonly<IndexSettings>, name: K): unknown {
  return params[name] !== undefined ? params[name] : settings[name]
}

const invalid = (name: string, expected: string) => new EngineError(`Invalid value for parameter ${name}: expected ${expected}`)

function booleanOf(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  throw invalid(name, 'a boolean')
}

function countOf(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw invalid(name, 'a non-negative integer')
  return value
}

function listOf(value: unknown, name: string): string[] {
  if (value === undefined) return []
  if (typeof value === 'string') return [value]
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[]
  throw invalid(name, 'a list of strings')
}

function languagesOf(value: unknown, name: string): boolean {
  if (value === undefined) return false
  if (typeof value === 'boolean' || value === 'true' || value === 'false') return booleanOf(value, name, false)
  return forEnglish(listOf(value, name))
}

function oneOf<T extends string>(value: unknown, name: string, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw new EngineError(`Invalid value for ${name}: ${String(value)}`)
}

export function querySettings(index: EngineIndex, params: SearchParams): QuerySettings {
  const settings = index.settings
  const typo = pick(params, settings, 'typoTolerance')
  const typoTolerance: TypoTolerance = typo === 'min' || typo === 'strict' ? typo : booleanOf(typo, 'typoTolerance', true)
  const disabledAttributes = params.disableTypoToleranceOnAttributes
  return {
    queryType: oneOf(params.queryType, 'queryType', ['prefixLast', 'prefixAll', 'prefixNone'], 'prefixLast'),
    typoTolerance,
    minWordSizefor1Typo: countOf(pick(params, settings, 'minWordSizefor1Typo'), 'minWordSizefor1Typo', 4),
    minWordSizefor2Typos: countOf(pick(params, settings, 'minWordSizefor2Typos'), 'minWordSizefor2Typos', 8),
    allowTyposOnNumericTokens: booleanOf(pick(params, settings, 'allowTyposOnNumericTokens'), 'allowTyposOnNumericTokens', true),
    typoDisabledPriorities:
      disabledAttributes === undefined
        ? undefined
        : listOf(disabledAttributes, 'disableTypoToleranceOnAttributes').flatMap((name) => index.text.attributePriority.get(name) ?? []),
    disableTypoToleranceOnWords: listOf(settings.disableTypoToleranceOnWords, 'disableTypoToleranceOnWords').flatMap(words),
    ignorePlurals: languagesOf(pick(params, settings, 'ignorePlurals'), 'ignorePlurals'),
    removeStopWords: languagesOf(pick(params, settings, 'removeStopWords'), 'removeStopWords'),
    removeWordsIfNoResults: oneOf(
      pick(params, settings, 'removeWordsIfNoResults'),
      'removeWordsIfNoResults',
      ['none', 'lastWords', 'firstWords', 'allOptional'],
      'none',
    ),
    optionalWords: listOf(pick(params, settings, 'optionalWords'), 'optionalWords').flatMap(words),
    advancedSyntax: booleanOf(pick(params, settings, 'advancedSyntax'), 'advancedSyntax', false),
    synonyms: booleanOf(params.synonyms, 'synonyms', true),
  }
}
