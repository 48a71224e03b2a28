import type { NestedFilters } from '../port'
import { FilterSyntaxError, type FilterParameter } from './errors'
import { combine, type FilterNode } from './filter-ast'
import { parseFilters, parseNumericFilter } from './filters'

export interface FilterParams {
  filters?: string
  facetFilters?: NestedFilters
  numericFilters?: NestedFilters
  tagFilters?: NestedFilters
}

/** All filter parameters of a query as one tree (AND of the parts), or undefined when there are none. */
export function filterTree(params: FilterParams): FilterNode | undefined {
  if (params.filters !== undefined && typeof params.filters !== 'string') {
    throw new FilterSyntaxError('filters', 'Expected a string', 0)
  }
  return combine('and', [
    params.filters === undefined ? undefined : parseFilters(params.filters),
    parseNested(params.facetFilters, 'facetFilters', parseFacetFilter),
    parseNested(params.numericFilters, 'numericFilters', parseNumericFilter),
    parseNested(params.tagFilters, 'tagFilters', (tag) => negatable('_tags', tag)),
  ])
}

/**
 * Top level is AND; any array below it is an OR group (deeper arrays join that same group). Blank
 * entries are no filter: older InstantSearch versions send `tagFilters: ""`.
 */
function parseNested(input: unknown, parameter: FilterParameter, parseLeaf: (entry: string) => FilterNode): FilterNode | undefined {
  if (input === undefined) return undefined
  const leaf = (entry: string) => (entry.trim() === '' ? undefined : parseLeaf(entry))
  if (typeof input === 'string') return leaf(input)
  if (!Array.isArray(input)) throw new FilterSyntaxError(parameter, 'Expected a string or an array', 0)
  return combine(
    'and',
    input.map((item: unknown) => {
      if (typeof item === 'string') return leaf(item)
      if (Array.isArray(item)) return combine('or', flatten(item, parameter).map(leaf))
      throw new FilterSyntaxError(parameter, 'Expected a string or an array', 0)
    }),
  )
}

function flatten(items: readonly unknown[], parameter: FilterParameter): string[] {
  const out: string[] = []
  const stack: unknown[] = []
  for (let i = items.length - 1; i >= 0; i--) stack.push(items[i])
  while (stack.length > 0) {
    const item = stack.pop()
    if (typeof item === 'string') out.push(item)
    else if (Array.isArray(item)) for (let i = item.length - 1; i >= 0; i--) stack.push(item[i])
    else throw new FilterSyntaxError(parameter, 'Expected a string or an array', 0)
  }
  return out
}

/** `attr:value`, `attr:-value` (negated) or `attr:\-value` (a value that starts with a minus sign). */
function parseFacetFilter(entry: string): FilterNode {
  const colon = entry.indexOf(':')
  if (colon < 0) throw new FilterSyntaxError('facetFilters', `Unexpected end of filter expected ':' in "${entry}"`, entry.length)
  const attribute = entry.slice(0, colon).trim()
  if (!attribute) throw new FilterSyntaxError('facetFilters', "Unexpected token ':' expected attribute", colon)
  return negatable(attribute, entry.slice(colon + 1))
}

function negatable(attribute: string, raw: string): FilterNode {
  if (raw.startsWith('-')) return { type: 'not', child: { type: 'facet', attribute, value: raw.slice(1) } }
  return { type: 'facet', attribute, value: raw.startsWith('\\-') ? raw.slice(1) : raw }
}
