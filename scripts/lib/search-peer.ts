/**
 * The peer bench:search compares the embedded engine with: Orama (@orama/orama), a well-kept JS
 * search library with typo tolerance, loaded with the same cars and asked what the search page asks.
 * Its text is the stock index's searchable attributes joined; it matches every query word (threshold
 * 0, as Algolia does) with one typo (tolerance 1), and counts numeric facets in five ranges (it has no
 * per-value counts or stats for numbers).
 */
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama'

import { STOCK_FACETS, STOCK_SORTS, type StockSort } from '../../src/domain/stock-index'
import type { StockSearchRecord } from '../../src/features/search/stock/stock-search-record'

type Facet = (typeof STOCK_FACETS)[number]

/** One shopper's search page view: text, refinements, ranges, sort and page. */
export interface PeerSearch {
  query?: string
  refine?: Partial<Record<Facet, string[]>>
  ranges?: Partial<Record<'price' | 'km' | 'year', [number, number]>>
  sort?: StockSort
  page?: number
}

const NUMERIC_FACETS = new Set<string>(['km', 'price', 'subscription_price', 'seats', 'year'])
const ARRAY_FACETS = new Set<string>(['categories', 'filtered_features'])

function rangesOf(attribute: string) {
  const max = attribute === 'year' ? 2030 : attribute === 'seats' ? 12 : 300_000
  const step = max / 5
  return { ranges: Array.from({ length: 5 }, (_, i) => ({ from: i * step, to: (i + 1) * step })) }
}

const facetDefinition = (facet: string) => (NUMERIC_FACETS.has(facet) ? rangesOf(facet) : facet === 'certified' ? { true: true, false: true } : { limit: 20 })

/** `unordered(make)` → `make`: Orama searches one text property, made of these attributes. */
const attributeName = (entry: string) => entry.replace(/^unordered\((.*)\)$/, '$1')

export async function createOramaPeer(records: readonly StockSearchRecord[], searchableAttributes: readonly string[], hitsPerPage: number) {
  const schema: Record<string, string> = { text: 'string', custom_rank: 'number', created_at_timestamp: 'number' }
  for (const facet of STOCK_FACETS)
    schema[facet] = NUMERIC_FACETS.has(facet) ? 'number' : ARRAY_FACETS.has(facet) ? 'enum[]' : facet === 'certified' ? 'boolean' : 'enum'
  const textAttributes = searchableAttributes.map(attributeName)
  const orama: AnyOrama = create({ schema: schema as never })
  await insertMultiple(
    orama,
    records.map((record) => {
      const text = textAttributes.flatMap((attribute) => [record[attribute]].flat()).filter((value) => value !== null && value !== undefined)
      const document: Record<string, unknown> = { text: text.join(' '), custom_rank: record.custom_rank, created_at_timestamp: record.created_at_timestamp }
      for (const facet of STOCK_FACETS) {
        const value = record[facet]
        if (value !== null && value !== undefined) document[facet] = facet === 'seats' || facet === 'year' ? Number(value) : value
      }
      return document as never
    }),
    1000,
  )

  function where(shopper: PeerSearch, except?: string) {
    const out: Record<string, unknown> = {}
    for (const [facet, values] of Object.entries(shopper.refine ?? {})) {
      if (facet === except) continue
      if (NUMERIC_FACETS.has(facet)) out[facet] = { between: [Math.min(...values.map(Number)), Math.max(...values.map(Number))] }
      else out[facet] = ARRAY_FACETS.has(facet) ? { containsAll: values } : { in: values }
    }
    for (const [attribute, [low, high]] of Object.entries(shopper.ranges ?? {})) out[attribute] = { between: [low, high] }
    return out
  }

  /**
   * Orama, given `term: ''` with `properties`, walks every word of its index (about 7 s a query at
   * 50,000 cars); without a query the term is left out, which lists every document.
   */
  const text = (query: string | undefined) => (query ? { term: query, properties: ['text'] as never, tolerance: 1, threshold: 0 } : {})

  return {
    /** The page view's batch, as InstantSearch asks it: hits with `facets`, then one query per refined facet. Returns the hits count. */
    async searchPage(shopper: PeerSearch, facets: readonly string[] = STOCK_FACETS): Promise<number> {
      const sort = shopper.sort ? STOCK_SORTS[shopper.sort] : null
      const result = await search(orama, {
        ...text(shopper.query),
        where: where(shopper) as never,
        facets: Object.fromEntries(facets.map((facet) => [facet, facetDefinition(facet)])) as never,
        limit: hitsPerPage,
        offset: (shopper.page ?? 0) * hitsPerPage,
        // Text ranks by Orama's relevance; without text, the custom ranking orders as in the stock index.
        ...(sort
          ? { sortBy: { property: sort.attribute, order: sort.direction === 'asc' ? 'ASC' : 'DESC' } as never }
          : shopper.query
            ? {}
            : { sortBy: { property: 'custom_rank', order: 'DESC' } as never }),
      })
      for (const facet of Object.keys(shopper.refine ?? {})) {
        await search(orama, { ...text(shopper.query), where: where(shopper, facet) as never, facets: { [facet]: facetDefinition(facet) } as never, limit: 0 })
      }
      return result.count
    },
  }
}
