import { facetKey, facetString, numericOf, valuesAt } from './attributes'

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'

/** One tree for `filters`, `facetFilters`, `numericFilters` and `tagFilters` (tags are the `_tags` facet). */
export type FilterNode =
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }
  | { type: 'facet'; attribute: string; value: string }
  | { type: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  | { type: 'range'; attribute: string; low: number; high: number }

/** Joins nodes with AND (or OR), keeping a single node bare and dropping an empty list. */
export function combine(type: 'and' | 'or', nodes: readonly (FilterNode | undefined)[]): FilterNode | undefined {
  const present = nodes.filter((node): node is FilterNode => node !== undefined)
  if (present.length <= 1) return present[0]
  return { type, children: present }
}

function compareNumber(left: number, operator: NumericOperator, right: number): boolean {
  switch (operator) {
    case '<':
      return left < right
    case '<=':
      return left <= right
    case '=':
      return left === right
    case '!=':
      return left !== right
    case '>=':
      return left >= right
    case '>':
      return left > right
  }
}

export interface PredicateOptions {
  /**
   * Which attributes may be facet-filtered. Algolia only filters on attributes declared in
   * attributesForFaceting (plus `_tags` and `objectID`); a facet filter on any other attribute
   * matches nothing. Defaults to every attribute.
   */
  isFacet?: (attribute: string) => boolean
}

export type RecordPredicate = (record: object) => boolean

/**
 * Compiles a filter tree into a plain predicate over one record. The engine evaluates filters on
 * its bitsets instead; this is the reference semantics (and a tool for callers holding single records):
 * - `facet`: any leaf value of the attribute, as text, equals the filter value (case-insensitive);
 * - `numeric`/`range`: any numeric leaf satisfies it; `attr != v` is exactly `NOT attr = v`, so it
 *   also matches records without the attribute.
 */
export function compilePredicate(node: FilterNode, options: PredicateOptions = {}): RecordPredicate {
  const isFacet = options.isFacet ?? (() => true)
  switch (node.type) {
    case 'and': {
      const parts = node.children.map((child) => compilePredicate(child, options))
      return (record) => parts.every((part) => part(record))
    }
    case 'or': {
      const parts = node.children.map((child) => compilePredicate(child, options))
      return (record) => parts.some((part) => part(record))
    }
    case 'not': {
      const inner = compilePredicate(node.child, options)
      return (record) => !inner(record)
    }
    case 'facet': {
      const { attribute } = node
      if (!isFacet(attribute)) return () => false
      const wanted = facetKey(attribute, node.value)
      return (record) =>
        valuesAt(record, attribute).some((leaf) => {
          const text = facetString(leaf)
          return text !== undefined && facetKey(attribute, text) === wanted
        })
    }
    case 'numeric': {
      const { attribute, value } = node
      if (node.operator === '!=') return (record) => !numbersAt(record, attribute).some((n) => n === value)
      const operator = node.operator
      return (record) => numbersAt(record, attribute).some((n) => compareNumber(n, operator, value))
    }
    case 'range': {
      const { attribute, low, high } = node
      return (record) => numbersAt(record, attribute).some((n) => n >= low && n <= high)
    }
  }
}

function numbersAt(record: object, attribute: string): number[] {
  const out: number[] = []
  for (const leaf of valuesAt(record, attribute)) {
    const n = numericOf(leaf)
    if (n !== undefined) out.push(n)
  }
  return out
}
