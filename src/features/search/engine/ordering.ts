import { numericOf, parseCustomRanking, valuesAt } from './attributes'
import type { SortKey } from '../port'
import { EngineError } from './errors'
import { compareText } from './facet-index'
import type { Ordering } from './types'
import type { IndexSettings } from '../port'

type SortValue = number | string | undefined

/** A record's sort value: its first number/boolean or string leaf. */
function sortValue(record: unknown, attribute: string): SortValue {
  for (const leaf of valuesAt(record, attribute)) {
    const n = numericOf(leaf)
    if (n !== undefined) return n
    if (typeof leaf === 'string') return leaf
  }
  return undefined
}

/** Missing values sort last in both directions (Algolia's rule); numbers come before strings. */
function compareValues(a: SortValue, b: SortValue, direction: SortKey['direction']): number {
  if (a === b) return 0
  if (a === undefined) return 1
  if (b === undefined) return -1
  const order =
    typeof a === 'number' && typeof b === 'number' ? a - b : typeof a === typeof b ? compareText(String(a), String(b)) : typeof a === 'number' ? -1 : 1
  return direction === 'asc' ? order : -order
}

function columnsFor(records: readonly unknown[], keys: readonly SortKey[]): SortValue[][] {
  return keys.map((key) => records.map((record) => sortValue(record, key.attribute)))
}

function compareRecords(columns: SortValue[][], keys: readonly SortKey[], a: number, b: number): number {
  for (let k = 0; k < keys.length; k++) {
    const column = columns[k] as SortValue[]
    const order = compareValues(column[a], column[b], (keys[k] as SortKey).direction)
    if (order !== 0) return order
  }
  return 0
}

/**
 * Rankings computed once per index: records by custom ranking (primary), or by the replica's sort
 * then custom ranking. Ties keep input order. A query only reorders within these (by relevance), so
 * an empty query needs no sorting at all.
 */
export function buildOrderings(records: readonly unknown[], settings: IndexSettings): Map<string, Ordering> {
  const custom = parseCustomRanking(settings.customRanking ?? [])
  const customColumns = columnsFor(records, custom)
  const ids = Uint32Array.from(records.keys())
  const orderings = new Map<string, Ordering>()
  orderings.set(settings.indexName, {
    name: settings.indexName,
    order: ids.slice().sort((a, b) => compareRecords(customColumns, custom, a, b) || a - b),
  })
  for (const [name, replica] of Object.entries(settings.replicas ?? {})) {
    if (orderings.has(name)) throw new EngineError(`Replica name ${name} is already used`)
    const sortColumns = columnsFor(records, replica.sort)
    const order = ids.slice().sort((a, b) => compareRecords(sortColumns, replica.sort, a, b) || compareRecords(customColumns, custom, a, b) || a - b)
    const group = new Uint32Array(order.length)
    for (let at = 1; at < order.length; at++) {
      const same = compareRecords(sortColumns, replica.sort, order[at - 1] as number, order[at] as number) === 0
      group[at] = (group[at - 1] as number) + (same ? 0 : 1)
    }
    orderings.set(name, { name, order, group })
  }
  return orderings
}
