import { z } from 'zod'

import { CAR_TYPES, DEFAULT_INCLUDE_SOLD_CARS_DAYS } from '@/domain'

import type { NestedFilters, SearchParams } from '@/features/search'
import { STOCK_SORTS, stockIndexName, type StockSort } from '@/domain/stock-index'

/**
 * A site's stock rules (spec §1 "Per-site stock filter rules", §4 "Listing visibility", §5): which
 * of the site's cars search may ever return. The server adds them to every query; a shopper's
 * browser never sees or sends them, so it cannot remove them.
 *
 * The spec's "filter builder argument 0 to 14, default 3" is `soldCarDays`: how many days a sold car
 * stays listed with its SOLD notice. 0 hides a car the moment it sells; 1 to 14 keep it that many
 * days (a dealership may set its own window, which wins for its cars); 3 is the default.
 */
export const stockRulesSchema = z.object({
  soldCarDays: z.number().int().min(0).max(14).default(DEFAULT_INCLUDE_SOLD_CARS_DAYS),
  /** Car types the site sells (e.g. only `used`); empty means all. */
  carTypes: z.array(z.enum(CAR_TYPES)).default([]),
  /** Only in-stock cars: no coming-soon and no recently sold cars. */
  inStockOnly: z.boolean().default(false),
  /** Makes never shown on this site (e.g. a brand the group does not want on this site). */
  excludedMakes: z.array(z.string().min(1)).default([]),
  /** Individual cars never shown, by stock number. */
  excludedStockNumbers: z.array(z.string().min(1)).default([]),
  /** Lowest-price-first leaves out cars without a price (spec §5). */
  hidePriceZeroOnPriceAscending: z.boolean().default(false),
})

export type StockRules = z.output<typeof stockRulesSchema>

/** A Site document's rules: its stock-rule fields plus the two stock switches kept with its features. */
export function readStockRules(site: { features?: unknown; stockRules?: unknown }): StockRules {
  const features = (site.features ?? {}) as { soldCarDays?: number | null; hidePriceZeroOnPriceAscending?: boolean | null }
  const rules = (site.stockRules ?? {}) as {
    carTypes?: string[] | null
    inStockOnly?: boolean | null
    excludedMakes?: unknown[] | null
    excludedStockNumbers?: string[] | null
  }
  const makeName = (make: unknown) => (make && typeof make === 'object' && 'name' in make ? String(make.name) : null)
  return stockRulesSchema.parse({
    soldCarDays: features.soldCarDays ?? undefined,
    hidePriceZeroOnPriceAscending: features.hidePriceZeroOnPriceAscending ?? undefined,
    carTypes: rules.carTypes ?? undefined,
    inStockOnly: rules.inStockOnly ?? undefined,
    // Populated relationships (depth >= 1) carry the make's name; bare ids cannot be filtered on.
    excludedMakes: (rules.excludedMakes ?? []).map(makeName).filter((name): name is string => name !== null),
    excludedStockNumbers: rules.excludedStockNumbers ?? undefined,
  })
}

/**
 * Whether a search record passes the site's rules at `now`: the same rules `withStockRules` adds to
 * queries, for the vehicle page, which reads one car by slug and must not show a car search hides.
 */
export function isListedUnderRules(
  record: { car_type: string; status: string; make: string; stocknum: string | null; listed_until: number },
  rules: StockRules,
  now: Date,
): boolean {
  const lower = (value: string | null) => value?.toLowerCase() ?? ''
  if (rules.carTypes.length > 0 && !rules.carTypes.some((type) => type === record.car_type)) return false
  if (rules.inStockOnly && record.status !== 'in_stock') return false
  if (rules.excludedMakes.some((make) => lower(make) === lower(record.make))) return false
  if (record.stocknum && rules.excludedStockNumbers.some((stocknum) => lower(stocknum) === lower(record.stocknum))) return false
  return record.listed_until >= Math.floor(now.getTime() / 1000)
}

/** Facet values are matched case-insensitively; quote them so spaces and keywords are literal. */
const facet = (attribute: string, value: string, negate = false) =>
  `${attribute}:${negate ? '-' : ''}${value.startsWith('-') && !negate ? `\\${value}` : value}`

/** The index names a site's shoppers may query: its stock index and one replica per sort. */
export function siteIndexNames(siteSlug: string): Map<string, StockSort> {
  return new Map(Object.keys(STOCK_SORTS).map((sort) => [stockIndexName(siteSlug, sort as StockSort), sort as StockSort]))
}

/**
 * `params` with the site's rules added. Rules go into facetFilters and numericFilters, which Algolia
 * ANDs with the shopper's own `filters`, so a shopper's OR can never widen them. `now` is rounded
 * down to the minute so identical searches share a cache entry for that minute.
 */
export function withStockRules(params: SearchParams, rules: StockRules, context: { sort: StockSort; now: Date }): SearchParams {
  const minute = Math.floor(context.now.getTime() / 60_000) * 60
  const facetRules: NestedFilters[] = []
  if (rules.carTypes.length > 0 && rules.carTypes.length < CAR_TYPES.length) facetRules.push(rules.carTypes.map((type) => facet('car_type', type)))
  if (rules.inStockOnly) facetRules.push(facet('status', 'in_stock'))
  for (const make of rules.excludedMakes) facetRules.push(facet('make', make, true))
  for (const stocknum of rules.excludedStockNumbers) facetRules.push(facet('stocknum', stocknum, true))

  const numericRules = [`listed_until>=${minute}`]
  if (rules.hidePriceZeroOnPriceAscending && context.sort === 'price-asc') numericRules.push('price>0')

  return {
    ...params,
    facetFilters: [...asList(params.facetFilters), ...facetRules],
    numericFilters: [...asList(params.numericFilters), ...numericRules],
  }
}

/** Algolia accepts a single filter string or a list; a list is what rules can be appended to. */
function asList(filters: NestedFilters | undefined): NestedFilters[] {
  if (filters === undefined) return []
  return typeof filters === 'string' ? (filters.trim() === '' ? [] : [filters]) : [...filters]
}
