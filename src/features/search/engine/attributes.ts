import type { SortKey } from '../port'
import { EngineError } from './errors'

/**
 * Reads the leaf values of `path` ("make", "location.name") in a record. Arrays met on the way are
 * flattened, as Algolia does for faceting and filtering on nested attributes.
 */
export function valuesAt(record: unknown, path: string): unknown[] {
  return leafReader(path)(record)
}

/** A reader for one path, split once: building an index reads every record's attributes. */
export function leafReader(path: string): (record: unknown) => unknown[] {
  const segments = path.split('.')
  return (record) => {
    const out: unknown[] = []
    collect(record, segments, 0, out)
    return out
  }
}

function collect(value: unknown, segments: readonly string[], at: number, out: unknown[]): void {
  if (value === null || value === undefined) return
  if (Array.isArray(value)) {
    for (const item of value) collect(item, segments, at, out)
    return
  }
  if (at === segments.length) {
    out.push(value)
    return
  }
  if (typeof value !== 'object') return
  collect((value as Record<string, unknown>)[segments[at] as string], segments, at + 1, out)
}

/** The facet value a leaf contributes: strings as-is, numbers and booleans as their text. */
export function facetString(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return undefined
}

/** Facet filters match values case-insensitively, except on objectID (Algolia's documented rule). */
export function facetKey(attribute: string, value: string): string {
  return attribute === 'objectID' ? value : value.toLowerCase()
}

/** The number a leaf contributes to numeric filters; booleans count as 0/1 like in Algolia. */
export function numericOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'boolean') return value ? 1 : 0
  return undefined
}

export interface FacetAttribute {
  attribute: string
  searchable: boolean
  filterOnly: boolean
}

/** Parses `searchable(x)`, `filterOnly(x)` and `afterDistinct(...)` (distinct is not supported, so it is dropped). */
export function parseFacetAttribute(entry: string): FacetAttribute {
  let rest = entry.trim()
  let searchable = false
  let filterOnly = false
  for (;;) {
    const m = /^(searchable|filterOnly|afterDistinct)\((.*)\)$/.exec(rest)
    if (!m) break
    if (m[1] === 'searchable') searchable = true
    if (m[1] === 'filterOnly') filterOnly = true
    rest = (m[2] as string).trim()
  }
  if (!rest) throw new EngineError(`Invalid attributesForFaceting entry: ${entry}`)
  return { attribute: rest, searchable, filterOnly }
}

/** Searchable attributes as priority groups: `"name,make"` shares one priority, `unordered(x)` is accepted. */
export function parseSearchableAttributes(entries: readonly string[]): string[][] {
  return entries.map((entry) =>
    entry
      .split(',')
      .map((part) =>
        part
          .trim()
          .replace(/^unordered\((.*)\)$/, '$1')
          .trim(),
      )
      .filter(Boolean),
  )
}

export function parseCustomRanking(entries: readonly string[]): SortKey[] {
  return entries.map((entry) => {
    const m = /^\s*(asc|desc)\((.+)\)\s*$/.exec(entry)
    if (!m) throw new EngineError(`Invalid customRanking entry: ${entry}`)
    return { direction: m[1] as 'asc' | 'desc', attribute: (m[2] as string).trim() }
  })
}
