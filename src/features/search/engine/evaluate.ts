import { facetKey } from './attributes'
import { andInto, emptyBits, fullBits, notInto, orInto, type Bitset } from './bitset'
import type { FilterNode } from './filter-ast'
import { lowerBound } from './numeric-index'
import type { EngineIndex, NumericField } from './types'

/**
 * Evaluates a filter tree to the set of matching records. Same semantics as `compilePredicate`
 * with `isFacet` = the index's facets; always returns a fresh bitset the caller may modify.
 */
export function evaluateFilter(index: EngineIndex, node: FilterNode): Bitset {
  switch (node.type) {
    case 'and': {
      const [first, ...rest] = node.children
      const bits = first ? evaluateFilter(index, first) : fullBits(index.size)
      for (const child of rest) andInto(bits, evaluateFilter(index, child))
      return bits
    }
    case 'or': {
      const bits = emptyBits(index.size)
      for (const child of node.children) orInto(bits, evaluateFilter(index, child))
      return bits
    }
    case 'not':
      return notInto(evaluateFilter(index, node.child), index.size)
    case 'facet':
      return facetBits(index, node.attribute, node.value)
    case 'numeric': {
      if (node.operator === '!=') return notInto(numericBits(index, node.attribute, '=', node.value), index.size)
      return numericBits(index, node.attribute, node.operator, node.value)
    }
    case 'range': {
      const field = index.numerics.get(node.attribute)
      if (!field || !(node.low <= node.high)) return emptyBits(index.size)
      return sliceBits(index.size, field, lowerBound(field.sortedValues, node.low), lowerBound(field.sortedValues, node.high, true))
    }
  }
}

function facetBits(index: EngineIndex, attribute: string, value: string): Bitset {
  const bits = emptyBits(index.size)
  const field = index.facets.get(attribute)
  if (!field) return bits
  const ids = field.postingIds
  for (const valueId of field.lookup.get(facetKey(attribute, value)) ?? []) {
    const valueBits = field.valueBits?.[valueId]
    if (valueBits) {
      orInto(bits, valueBits)
      continue
    }
    const end = field.postingStart[valueId + 1] as number
    for (let i = field.postingStart[valueId] as number; i < end; i++) {
      const id = ids[i] as number
      bits[id >>> 5] = (bits[id >>> 5] as number) | (1 << (id & 31))
    }
  }
  return bits
}

/** Comparisons are a slice of the sorted values, found by binary search. */
function numericBits(index: EngineIndex, attribute: string, operator: '<' | '<=' | '=' | '>=' | '>', value: number): Bitset {
  const field = index.numerics.get(attribute)
  if (!field || Number.isNaN(value)) return emptyBits(index.size)
  const sorted = field.sortedValues
  const end = sorted.length
  switch (operator) {
    case '<':
      return sliceBits(index.size, field, 0, lowerBound(sorted, value))
    case '<=':
      return sliceBits(index.size, field, 0, lowerBound(sorted, value, true))
    case '=':
      return sliceBits(index.size, field, lowerBound(sorted, value), lowerBound(sorted, value, true))
    case '>=':
      return sliceBits(index.size, field, lowerBound(sorted, value), end)
    case '>':
      return sliceBits(index.size, field, lowerBound(sorted, value, true), end)
  }
}

/**
 * Recent slices of each numeric field: InstantSearch repeats the same numeric filters in every query
 * of a page view's batch (the hits and each refined facet's counts), and a slice of tens of thousands
 * of records costs far more than a copy of its bitset.
 */
const recentSlices = new WeakMap<NumericField, Map<number, Bitset>>()
const RECENT_SLICES = 8

function sliceBits(size: number, field: NumericField, from: number, to: number): Bitset {
  let recent = recentSlices.get(field)
  if (!recent) recentSlices.set(field, (recent = new Map()))
  const key = from * (field.sortedIds.length + 1) + to
  let bits = recent.get(key)
  if (!bits) {
    bits = emptyBits(size)
    const ids = field.sortedIds
    for (let i = from; i < to; i++) {
      const id = ids[i] as number
      bits[id >>> 5] = (bits[id >>> 5] as number) | (1 << (id & 31))
    }
    if (recent.size >= RECENT_SLICES) recent.delete(recent.keys().next().value as number)
    recent.set(key, bits)
  }
  return bits.slice()
}
