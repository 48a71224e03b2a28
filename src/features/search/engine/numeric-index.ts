import { leafReader, numericOf } from './attributes'
import type { FacetField, NumericColumn, NumericField } from './types'

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
    column: numericColumn(columnStart, columnValues, owners),
    sortedValues: Float64Array.from(order, (i) => columnValues[i] as number),
    sortedIds: Uint32Array.from(order, (i) => owners[i] as number),
  }
}

/** Dense (8 bytes a record) when no record holds two numbers and that is no bigger than offsets plus values. */
function numericColumn(start: Uint32Array, values: Float64Array, owners: readonly number[]): NumericColumn {
  const size = start.length - 1
  const single = owners.every((owner, i) => i === 0 || owner !== owners[i - 1])
  if (!single || values.length * 2 < size) return { start, values }
  const dense = new Float64Array(size).fill(Number.NaN)
  owners.forEach((owner, i) => (dense[owner] = values[i] as number))
  return { dense }
}

/**
 * The facet's values as numbers (FacetField.numbers), when every record holds the number of its one
 * value or neither, as an integer, and all of them add up to a safe integer; otherwise undefined.
 */
export function valueNumbers(facet: FacetField, numeric: NumericField): Float64Array | undefined {
  const { column } = facet
  if (!('single' in column) || !numeric.hasNumbers) return undefined
  const numbers = Float64Array.from(facet.values, Number)
  const held = numeric.column
  let magnitude = 0
  for (let record = 0; record < column.single.length; record++) {
    let number = Number.NaN
    if ('dense' in held) number = held.dense[record] as number
    else {
      const from = held.start[record] as number
      const count = (held.start[record + 1] as number) - from
      if (count > 1) return undefined
      if (count === 1) number = held.values[from] as number
    }
    const value = column.single[record] as number
    if (value === 0 ? !Number.isNaN(number) : !Object.is(numbers[value - 1], number) || !Number.isInteger(number)) return undefined
    if (value !== 0) magnitude += Math.abs(number)
  }
  return magnitude <= Number.MAX_SAFE_INTEGER ? numbers : undefined
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
