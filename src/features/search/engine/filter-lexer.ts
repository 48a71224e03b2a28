import { FilterSyntaxError, type FilterParameter } from './errors'
import type { NumericOperator } from './filter-ast'

export type Token =
  | { kind: 'lparen' | 'rparen' | 'colon' | 'end'; pos: number }
  | { kind: 'op'; op: NumericOperator; pos: number }
  /** `word` is unquoted text (it may be a keyword); `string` was quoted and never is one. */
  | { kind: 'word' | 'string'; text: string; pos: number }

const PUNCTUATION: Record<string, 'lparen' | 'rparen' | 'colon'> = { '(': 'lparen', ')': 'rparen', ':': 'colon' }

/** Characters that end an unquoted word; `!` only does so as part of `!=`. */
function endsWord(source: string, i: number): boolean {
  const c = source[i] as string
  if (c === '!') return source[i + 1] === '='
  return /[\s():<>=]/.test(c)
}

/**
 * Splits a filter expression into tokens. Every loop iteration consumes at least one character,
 * so tokenising always terminates.
 */
export function tokenize(source: string, parameter: FilterParameter): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    const c = source[i] as string
    if (/\s/.test(c)) {
      i++
    } else if (PUNCTUATION[c]) {
      tokens.push({ kind: PUNCTUATION[c], pos: i })
      i++
    } else if (c === '<' || c === '>' || c === '=' || (c === '!' && source[i + 1] === '=')) {
      const two = source.slice(i, i + 2)
      const op = (two === '<=' || two === '>=' || two === '!=' ? two : c) as NumericOperator
      tokens.push({ kind: 'op', op, pos: i })
      i += op.length
    } else if (c === '"' || c === "'") {
      const { text, next } = readQuoted(source, i, parameter)
      tokens.push({ kind: 'string', text, pos: i })
      i = next
    } else {
      const start = i
      while (i < source.length && !endsWord(source, i)) i++
      tokens.push({ kind: 'word', text: source.slice(start, i), pos: start })
    }
  }
  tokens.push({ kind: 'end', pos: source.length })
  return tokens
}

/** Reads a quoted string starting at `start`; a backslash escapes the next character. */
function readQuoted(source: string, start: number, parameter: FilterParameter): { text: string; next: number } {
  const quote = source[start]
  let text = ''
  let i = start + 1
  while (i < source.length) {
    const c = source[i] as string
    if (c === '\\' && i + 1 < source.length) {
      text += source[i + 1]
      i += 2
    } else if (c === quote) {
      return { text, next: i + 1 }
    } else {
      text += c
      i++
    }
  }
  throw new FilterSyntaxError(parameter, 'Unterminated string', start)
}

const KEYWORDS = ['AND', 'OR', 'NOT', 'TO'] as const
type Keyword = (typeof KEYWORDS)[number]

/** Keywords are matched case-insensitively, and only in unquoted words. */
export function keywordOf(token: Token): Keyword | undefined {
  if (token.kind !== 'word') return undefined
  const upper = token.text.toUpperCase()
  return KEYWORDS.find((keyword) => keyword === upper)
}

/** What Algolia's messages say was found: `token string(foo)`, `token 'AND'`, `token ')'`, `end of filter`. */
export function describeToken(token: Token): string {
  const keyword = keywordOf(token)
  if (keyword) return `token '${keyword}'`
  switch (token.kind) {
    case 'word':
    case 'string':
      return `token string(${token.text})`
    case 'op':
      return `token '${token.op}'`
    case 'lparen':
      return "token '('"
    case 'rparen':
      return "token ')'"
    case 'colon':
      return "token ':'"
    case 'end':
      return 'end of filter'
  }
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/

/** The number an unquoted word spells, if any (quoted strings are never numbers). */
export function numberOf(token: Token): number | undefined {
  if (token.kind !== 'word' || !NUMBER.test(token.text)) return undefined
  return Number(token.text)
}
