import { FilterSyntaxError, type FilterParameter } from './errors'
import type { FilterNode } from './filter-ast'
import { describeToken, keywordOf, numberOf, tokenize, type Token } from './filter-lexer'

/**
 * Parser for Algolia's `filters` syntax:
 *
 *   expression  := conjunction (OR conjunction)*
 *   conjunction := unary (AND unary)*
 *   unary       := NOT unary | '(' expression ')' | filter
 *   filter      := attr ':' value                 facet, boolean (`certified:true`) or tag (`_tags:x`)
 *                | attr ':' number TO number      inclusive range
 *                | attr op number                 op: < <= = != >= >
 *                | "attr:value"                   a whole filter quoted, as in Algolia's examples
 *
 * Precedence is NOT > AND > OR; keywords are case-insensitive. Attributes and values may be quoted
 * with " or ' (backslash escapes the next character).
 *
 * Like Algolia, one OR group holds one kind of filter: facet (`make:Mazda`), tag (`_tags:x`) or
 * numeric (`price < 5000`, ranges); `make:Mazda OR price < 5000` is an error, so a site built on the
 * embedded engine never sends a filter hosted Algolia refuses. Deliberately wider than Algolia in
 * two ways that never change the answer to a filter Algolia accepts: ANDs inside ORs
 * (`a OR (b AND c)`) and NOT in front of a group (`NOT (a OR b)`).
 *
 * Parentheses and NOT may nest at most MAX_DEPTH deep: deeper input is a FilterSyntaxError rather
 * than a stack overflow.
 */
const MAX_DEPTH = 64

class Parser {
  private at = 0

  constructor(
    private readonly tokens: readonly Token[],
    private readonly parameter: FilterParameter,
  ) {}

  /** The token list always ends with `end`, and `next` never moves past it. */
  peek(): Token {
    return this.tokens[this.at] as Token
  }

  next(): Token {
    const token = this.peek()
    if (token.kind !== 'end') this.at++
    return token
  }

  error(token: Token, expected: string): FilterSyntaxError {
    return new FilterSyntaxError(this.parameter, `Unexpected ${describeToken(token)} expected ${expected}`, token.pos)
  }

  expectEnd(): void {
    const token = this.peek()
    if (token.kind !== 'end') throw this.error(token, 'end of filter')
  }

  expression(depth: number): FilterNode {
    const children = [this.conjunction(depth)]
    const kinds = new Set(filterKinds(children[0] as FilterNode))
    while (keywordOf(this.peek()) === 'OR') {
      this.next()
      const start = this.peek()
      const child = this.conjunction(depth)
      for (const kind of filterKinds(child)) kinds.add(kind)
      if (kinds.size > 1) throw new FilterSyntaxError(this.parameter, `Cannot mix ${[...kinds].sort().join(' and ')} filters in the same OR group`, start.pos)
      children.push(child)
    }
    return children.length === 1 ? (children[0] as FilterNode) : { type: 'or', children }
  }

  conjunction(depth: number): FilterNode {
    const children = [this.unary(depth)]
    while (keywordOf(this.peek()) === 'AND') {
      this.next()
      children.push(this.unary(depth))
    }
    return children.length === 1 ? (children[0] as FilterNode) : { type: 'and', children }
  }

  unary(depth: number): FilterNode {
    const token = this.peek()
    if (keywordOf(token) === 'NOT') {
      this.enter(depth, token)
      this.next()
      return { type: 'not', child: this.unary(depth + 1) }
    }
    if (token.kind === 'lparen') {
      this.enter(depth, token)
      this.next()
      const inner = this.expression(depth + 1)
      const close = this.peek()
      if (close.kind !== 'rparen') throw this.error(close, "')'")
      this.next()
      return inner
    }
    return this.filter()
  }

  enter(depth: number, token: Token): void {
    if (depth >= MAX_DEPTH) throw new FilterSyntaxError(this.parameter, `Too many nested levels (max ${MAX_DEPTH})`, token.pos)
  }

  filter(): FilterNode {
    const attribute = this.peek()
    if ((attribute.kind !== 'word' && attribute.kind !== 'string') || keywordOf(attribute)) throw this.error(attribute, 'filter')
    this.next()
    const after = this.peek()
    if (after.kind === 'colon') {
      this.next()
      return this.facetOrRange(attribute.text)
    }
    if (after.kind === 'op') {
      this.next()
      return { type: 'numeric', attribute: attribute.text, operator: after.op, value: this.number() }
    }
    const colon = attribute.kind === 'string' ? attribute.text.indexOf(':') : -1
    if (colon > 0) {
      return { type: 'facet', attribute: attribute.text.slice(0, colon).trim(), value: attribute.text.slice(colon + 1) }
    }
    throw this.error(after, "':' or operator")
  }

  facetOrRange(attribute: string): FilterNode {
    const value = this.peek()
    if (value.kind !== 'word' && value.kind !== 'string') throw this.error(value, 'value')
    this.next()
    if (keywordOf(this.peek()) !== 'TO') return { type: 'facet', attribute, value: value.text }
    const low = numberOf(value)
    if (low === undefined) throw this.error(value, 'numeric')
    this.next()
    return { type: 'range', attribute, low, high: this.number() }
  }

  number(): number {
    const token = this.peek()
    const value = numberOf(token)
    if (value === undefined) throw this.error(token, 'numeric')
    this.next()
    return value
  }

  /** One `attr op number` or `attr:low TO high`, the only forms numericFilters accepts. */
  numericFilter(): FilterNode {
    const attribute = this.peek()
    if (attribute.kind !== 'word' && attribute.kind !== 'string') throw this.error(attribute, 'filter')
    this.next()
    const after = this.peek()
    if (after.kind === 'op') {
      this.next()
      return { type: 'numeric', attribute: attribute.text, operator: after.op, value: this.number() }
    }
    if (after.kind !== 'colon') throw this.error(after, 'operator')
    this.next()
    const low = this.number()
    const to = this.peek()
    if (keywordOf(to) !== 'TO') throw this.error(to, "'TO'")
    this.next()
    return { type: 'range', attribute: attribute.text, low, high: this.number() }
  }
}

/**
 * The kind of a filter joined by OR: Algolia keeps facet, tag and numeric filters apart in an OR
 * group. A nested OR joins the same group; an AND inside an OR (our extension) is its own group.
 */
function filterKinds(node: FilterNode): Array<'facet' | 'tag' | 'numeric'> {
  switch (node.type) {
    case 'and':
      return []
    case 'or':
      return node.children.flatMap(filterKinds)
    case 'not':
      return filterKinds(node.child)
    case 'facet':
      return [node.attribute === '_tags' ? 'tag' : 'facet']
    default:
      return ['numeric']
  }
}

/** Parses a `filters` string; a blank string means no filter. Throws FilterSyntaxError only. */
export function parseFilters(source: string): FilterNode | undefined {
  const parser = new Parser(tokenize(source, 'filters'), 'filters')
  if (parser.peek().kind === 'end') return undefined
  const node = parser.expression(0)
  parser.expectEnd()
  return node
}

/** Parses one numericFilters entry (`price >= 5000`, `year:2015 TO 2020`). */
export function parseNumericFilter(source: string): FilterNode {
  const parser = new Parser(tokenize(source, 'numericFilters'), 'numericFilters')
  const node = parser.numericFilter()
  parser.expectEnd()
  return node
}
