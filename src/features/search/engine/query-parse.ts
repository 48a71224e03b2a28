import { isStopWord } from './stop-words'
import { tokenizeText } from './text'
import type { QuerySettings } from './text-settings'
import type { QueryType } from '../port'

/** Algolia caps queries at 512 bytes; 32 words is beyond any real query and bounds the work. */
const MAX_QUERY_WORDS = 32

export interface QueryTerm {
  /** Folded word. */
  text: string
  /** Matches any indexed word starting with `text`, not only `text` itself. */
  prefix: boolean
  /** May be missing from a record (optionalWords, or words dropped by removeWordsIfNoResults). */
  optional: boolean
  /** advancedSyntax: words of one "quoted phrase" share a number; they match whole, next to each other. */
  phrase?: number
}

export interface ParsedQuery {
  terms: QueryTerm[]
  /** advancedSyntax: words after a minus ("-diesel") that a record must not hold. */
  excluded: string[]
}

type ParseSettings = Pick<QuerySettings, 'queryType' | 'advancedSyntax' | 'removeStopWords' | 'optionalWords'>

/**
 * Query words, folded like the index. With prefixLast (the default) only the last word is a prefix,
 * and not when the query ends with a separator: "toyota " asks for the complete word.
 */
export function parseQuery(query: string, settings: ParseSettings): ParsedQuery {
  const tokens = tokenizeText(query).slice(0, MAX_QUERY_WORDS)
  const quotes: number[] = []
  if (settings.advancedSyntax) for (let i = query.indexOf('"'); i >= 0; i = query.indexOf('"', i + 1)) quotes.push(i)
  const excluded: string[] = []
  let terms: QueryTerm[] = []
  let lastOpen = false
  for (const [at, token] of tokens.entries()) {
    const quotesBefore = quotes.filter((quote) => quote < token.start).length
    const phrase = quotesBefore % 2 === 1 ? quotesBefore : undefined
    const minus =
      settings.advancedSyntax && phrase === undefined && query[token.start - 1] === '-' && (token.start === 1 || /\s/.test(query[token.start - 2] as string))
    if (minus) {
      excluded.push(token.word)
      continue
    }
    lastOpen = at === tokens.length - 1 && token.end === query.length && phrase === undefined
    terms.push({
      text: token.word,
      prefix: phrase === undefined && settings.queryType === 'prefixAll',
      optional: false,
      ...(phrase === undefined ? {} : { phrase }),
    })
  }
  const last = terms[terms.length - 1]
  if (last && lastOpen && settings.queryType === 'prefixLast') last.prefix = true
  if (settings.removeStopWords) {
    // A word being typed may be the start of another ("the" of "theatre"); a query of stop words only keeps them all.
    const removable = (term: QueryTerm) => term.phrase === undefined && !term.prefix && isStopWord(term.text)
    if (!terms.every((term) => removable(term) || (term.prefix && isStopWord(term.text)))) terms = terms.filter((term) => !removable(term))
  }
  const optional = new Set(settings.optionalWords)
  for (const term of terms) if (optional.has(term.text)) term.optional = true
  return { terms, excluded }
}

/** Plain query words (facet search): no phrases, exclusions, stop words or optional words. */
export function queryWords(query: string, queryType: QueryType): QueryTerm[] {
  return parseQuery(query, { queryType, advancedSyntax: false, removeStopWords: false, optionalWords: [] }).terms
}
