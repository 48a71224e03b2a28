import { facetKey, facetString, leafReader, type FacetAttribute } from './attributes'
import { bitsFromIds } from './bitset'
import { words } from './text'
import type { FacetColumn, FacetField } from './types'

/** Code-unit order: deterministic and locale-independent (Algolia's alpha order is not locale-aware either). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Up to this many values a facet also keeps one bitset per value (a few KB each at 50,000 records). */
const MAX_BITSET_VALUES = 64

/** The narrowest column for what the records hold (see FacetColumn). */
function facetColumn(columnStart: Uint32Array, columnIds: Uint32Array, valueCount: number, multiple: boolean): FacetColumn {
  const size = columnStart.length - 1
  if (multiple && valueCount > 32) return { start: columnStart, ids: columnIds }
  if (multiple) {
    const mask = new Uint32Array(size)
    for (let i = 0, record = 0; record < size; record++) {
      for (; i < (columnStart[record + 1] as number); i++) mask[record] = (mask[record] as number) | (1 << (columnIds[i] as number))
    }
    return { mask }
  }
  const single = valueCount < 0xff ? new Uint8Array(size) : valueCount < 0xffff ? new Uint16Array(size) : new Uint32Array(size)
  for (let record = 0; record < size; record++) {
    if (columnStart[record + 1] !== columnStart[record]) single[record] = (columnIds[columnStart[record] as number] as number) + 1
  }
  return { single }
}

export function buildFacetField(records: readonly unknown[], spec: FacetAttribute): FacetField {
  const size = records.length
  const read = leafReader(spec.attribute)
  const values: string[] = []
  const valueIds = new Map<string, number>()
  const columnStart = new Uint32Array(size + 1)
  const column: number[] = []
  for (let record = 0; record < size; record++) {
    const first = column.length
    columnStart[record] = first
    for (const leaf of read(records[record])) {
      const text = facetString(leaf)
      if (text === undefined) continue
      let id = valueIds.get(text)
      if (id === undefined) {
        id = values.length
        values.push(text)
        valueIds.set(text, id)
      }
      // A record counts once per value even if it repeats it (arrays are short, a scan is cheapest).
      if (column.indexOf(id, first) < 0) column.push(id)
    }
  }
  columnStart[size] = column.length
  const columnIds = Uint32Array.from(column)

  const totals = new Uint32Array(values.length)
  for (const id of columnIds) totals[id] = (totals[id] as number) + 1
  const postingStart = new Uint32Array(values.length + 1)
  for (let v = 0; v < values.length; v++) postingStart[v + 1] = (postingStart[v] as number) + (totals[v] as number)
  const postingIds = new Uint32Array(columnIds.length)
  const cursor = postingStart.slice(0, values.length)
  let multiple = false
  for (let record = 0; record < size; record++) {
    if ((columnStart[record + 1] as number) - (columnStart[record] as number) > 1) multiple = true
    for (let i = columnStart[record] as number; i < (columnStart[record + 1] as number); i++) {
      const v = columnIds[i] as number
      postingIds[cursor[v] as number] = record
      cursor[v] = (cursor[v] as number) + 1
    }
  }

  const lookup = new Map<string, number[]>()
  values.forEach((value, id) => {
    const key = facetKey(spec.attribute, value)
    const ids = lookup.get(key)
    if (ids) ids.push(id)
    else lookup.set(key, [id])
  })

  const alphaOrder = Uint32Array.from(values.keys()).sort((a, b) => compareText(values[a] as string, values[b] as string))
  const alphaRank = new Uint32Array(values.length)
  alphaOrder.forEach((id, rank) => (alphaRank[id] = rank))

  return {
    ...spec,
    values,
    lookup,
    postingStart,
    postingIds,
    column: facetColumn(columnStart, columnIds, values.length, multiple),
    totals,
    valueBits:
      values.length <= MAX_BITSET_VALUES ? values.map((_, v) => bitsFromIds(postingIds.subarray(postingStart[v], postingStart[v + 1]), size)) : undefined,
    alphaOrder,
    alphaRank,
    valueWords: spec.searchable ? values.map(words) : undefined,
  }
}
