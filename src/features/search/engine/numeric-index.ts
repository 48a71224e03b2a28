import { leafReader, numericOf } from './attributes'
import type { NumericField } from './types'

/** Numeric column of one attribute, or undefined when no record holds a number or boolean there. */
export function buildNumericField(records: readonly unknown[], attribute: string): NumericField | undefined {
  const size = records.length
  const read = leafReader(attribute)
  const columnStart = new Uint32Array(size + 1)
  const values: number[] = []
  const owners: number[] = []
  let hasNumbers = false
  for (let record = 0; record < size; record++) {
    columnStart[record] = values.length
    for (const leaf of read(records[record])) {
      const value = numericOf(leaf)
      if (value === undefined) continue
      if (typeof leaf === 'number') hasNumbers = true
      values.push(value)
      owners.push(record)
    }
  }
  if (values.length === 0) return undefined
  columnStart[size] = values.length
  const columnValues = Float64Array.from(values)
  const order = Uint32Array.from(values.keys()).sort(
    (a, b) => (columnValues[a] as number) - (columnValues[b] as number) || (owners[a] as number) - (owners[b] as number),
  )
  return {
    attribute,
    hasNumbers,
    totalSum: values.reduce((sum, value) => sum + value, 0),
    totalCount: values.length,
    columnStart,
    columnValues,
    sortedValues: Float64Array.from(order, (i) => columnValues[i] as number),
    sortedIds: Uint32Array.from(order, (i) => owners[i] as number),
  }
}

/** Top-level attributes holding a number or boolean in any record: the default numeric attributes. */
export function discoverNumericAttributes(records: readonly object[]): string[] {
  const found = new Set<string>()
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (found.has(key)) continue
      const leaf = Array.isArray(value) ? (value as unknown[]).find((item) => numericOf(item) !== undefined) : value
      if (numericOf(leaf) !== undefined) found.add(key)
    }
  }
  return [...found]
}

/** First index in `sorted` whose value is >= `value` (or > `value` when `after`). */
export function lowerBound(sorted: Float64Array, value: number, after = false): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    const at = sorted[mid] as number
    if (at < value || (after && at === value)) low = mid + 1
    else high = mid
  }
  return low
}
