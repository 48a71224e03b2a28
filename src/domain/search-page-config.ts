import { CAR_TYPE_LABELS, CAR_TYPES, isCarType } from '@/domain/car-types'
import { formatCount, formatMoney } from '@/domain/money'
import { comparePriceLabels } from '@/domain/stock-facets'
import type { StockSort } from '@/domain/stock-index'

/**
 * What the search page asks of the index: its filters, ranges, sorts and page size. The server
 * (first page, in-process) and the browser (InstantSearch widgets) both build their widgets from
 * this one description, so the state the server answered is exactly the state the browser hydrates.
 */

/** Spec §9: page size 21. */
export const SEARCH_HITS_PER_PAGE = 21

/** How a filter looks (spec §2 "Facet filter (dropdown, select or menu)"). */
export const FACET_DISPLAYS = ['dropdown', 'select', 'menu'] as const
export type FacetDisplay = (typeof FACET_DISPLAYS)[number]

/** How a filter orders its values (spec §2 "Facet sort options"). */
export const FACET_SORTS = ['count', 'name', 'price-label', 'make-model'] as const
export type FacetSort = (typeof FACET_SORTS)[number]

/** Attributes a site may offer as list filters, with their shopper labels. */
export const FILTER_ATTRIBUTES = {
  car_type: 'Condition',
  make: 'Make',
  model: 'Model',
  body: 'Body type',
  fuel: 'Fuel',
  transmission: 'Transmission',
  drive: 'Drive',
  colour: 'Colour',
  seats: 'Seats',
  categories: 'Category',
  filtered_features: 'Features',
  location_name: 'Location',
  dealership_name: 'Dealership',
  state: 'State',
  city: 'City',
  badge: 'Badge',
  make_model: 'Make and model',
  price_range: 'Price range',
  weekly_price_range: 'Weekly repayment',
  item_type: 'Vehicle type',
  tag: 'Tag',
  status: 'Availability',
  certified: 'Certified',
} as const
export type FilterAttribute = keyof typeof FILTER_ATTRIBUTES

export interface SearchFilter {
  attribute: FilterAttribute
  label: string
  display: FacetDisplay
  sort: FacetSort
}

/** A filter under its usual label: a dropdown listing values by how many cars have them, unless told otherwise. */
const usualFilter = (attribute: FilterAttribute, look: Partial<Pick<SearchFilter, 'display' | 'sort'>> = {}): SearchFilter => ({
  attribute,
  label: FILTER_ATTRIBUTES[attribute],
  display: 'dropdown',
  sort: 'count',
  ...look,
})

/**
 * A filter as the search page sends it to the browser: its attribute alone when it is the usual one,
 * else the attribute and what differs (a search page's payload carried every filter whole, about 1 KB).
 */
export type SentFilter = FilterAttribute | ({ attribute: FilterAttribute } & Partial<Omit<SearchFilter, 'attribute'>>)

const FILTER_LOOKS = ['label', 'display', 'sort'] as const

export function sentFilter(filter: SearchFilter): SentFilter {
  const usual = usualFilter(filter.attribute)
  const differs = FILTER_LOOKS.filter((look) => filter[look] !== usual[look])
  return differs.length === 0 ? filter.attribute : { attribute: filter.attribute, ...Object.fromEntries(differs.map((look) => [look, filter[look]])) }
}

/** The filter a sent one stands for (sentFilter's inverse). */
export const receivedFilter = (sent: SentFilter): SearchFilter => (typeof sent === 'string' ? usualFilter(sent) : { ...usualFilter(sent.attribute), ...sent })

/** The filters a site shows when its admin lists none: the ones shoppers use most, in that order. */
export const DEFAULT_SEARCH_FILTERS: readonly SearchFilter[] = [
  usualFilter('car_type', { sort: 'name' }),
  usualFilter('make'),
  usualFilter('model', { sort: 'name' }),
  usualFilter('body'),
  usualFilter('categories'),
  usualFilter('fuel'),
  usualFilter('transmission', { display: 'select' }),
  usualFilter('drive'),
  usualFilter('colour'),
  usualFilter('seats', { display: 'select', sort: 'name' }),
  usualFilter('weekly_price_range', { sort: 'price-label' }),
  usualFilter('location_name', { sort: 'name' }),
]

/** Numeric ranges: price (spec §5: step 500, defaults 5,000 to 250,000), kilometres and year. */
export const SEARCH_RANGES = {
  price: { label: 'Price', step: 500, min: 5_000, max: 250_000, unit: 'money' },
  km: { label: 'Kilometres', step: 5_000, min: 0, max: 300_000, unit: 'km' },
  year: { label: 'Year', step: 1, min: 1990, max: 2027, unit: 'year' },
} as const
export type SearchRangeAttribute = keyof typeof SEARCH_RANGES

/**
 * What a range slider spans, or null when it has nothing to offer: the cars found have no two
 * different values (none at all on an empty page, which drew "Year 0 to 1"; issue 41) and the
 * shopper set no bound. Prices span the spec's fixed bounds (§5); kilometres and years the cars'
 * own, widened to whole steps, or the usual bounds while only the shopper's bound is left to show.
 */
export function rangeSliderBounds(
  attribute: SearchRangeAttribute,
  cars: { min: number; max: number },
  boundSet: boolean,
): { lowest: number; highest: number } | null {
  const config = SEARCH_RANGES[attribute]
  const spread = cars.min < cars.max
  if (!spread && !boundSet) return null
  if (attribute === 'price' || !spread) return { lowest: config.min, highest: config.max }
  const lowest = Math.min(config.min, Math.floor(cars.min / config.step) * config.step)
  return { lowest, highest: Math.max(cars.max, lowest + config.step) }
}

/** A range value as shoppers read it: "$15,000", "50,000 km", "2019". */
export function rangeValueLabel(attribute: SearchRangeAttribute, value: number): string {
  const unit = SEARCH_RANGES[attribute].unit
  return unit === 'money' ? formatMoney(value) : unit === 'km' ? `${formatCount(value)} km` : String(value)
}

/** Sort menu entries, in menu order. */
export const SORT_LABELS: Record<StockSort, string> = {
  relevance: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'km-asc': 'Kilometres: low to high',
  'year-desc': 'Year: newest first',
  'newest-listed': 'Recently added',
}

/** Spec §2: "Make list marks the first 20 as Popular Makes and the rest as All Makes". */
export const POPULAR_MAKES = 20

/** Values a filter asks the index for: every make or model, a couple of dozen for the rest. */
export function facetValueLimit(attribute: FilterAttribute): number {
  return attribute === 'make' || attribute === 'model' || attribute === 'make_model' || attribute === 'location_name' ? 200 : 50
}

type FacetValue = { name: string; count: number }

const CAR_TYPE_ORDER = new Map<string, number>(CAR_TYPES.map((type, i) => [type, i]))
// One collator for every comparison: localeCompare with options builds a new one per call, which
// made sorting facet values a fifth of a search page's server time.
const collator = new Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' })
const byName = (a: FacetValue, b: FacetValue) => collator.compare(a.name, b.name)

/** The order a filter lists its values in (car types always new, demo, used: spec §9). */
export function facetValueOrder(attribute: FilterAttribute, sort: FacetSort): (a: FacetValue, b: FacetValue) => number {
  if (attribute === 'car_type') return (a, b) => (CAR_TYPE_ORDER.get(a.name) ?? 9) - (CAR_TYPE_ORDER.get(b.name) ?? 9) || byName(a, b)
  switch (sort) {
    case 'count':
      return (a, b) => b.count - a.count || byName(a, b)
    case 'price-label':
      return (a, b) => comparePriceLabels(a.name, b.name)
    // make_model values read "{make} {model}", so by name is make, then model.
    case 'make-model':
    case 'name':
      return byName
  }
}

/** How a facet value reads to a shopper: car types and yes/no facets get words, the rest as indexed. */
export function facetValueLabel(attribute: FilterAttribute, value: string): string {
  if (attribute === 'car_type') return isCarType(value) ? CAR_TYPE_LABELS[value] : value
  if (attribute === 'status') return value === 'in_stock' ? 'In stock' : value === 'coming_soon' ? 'Coming soon' : value === 'sold' ? 'Recently sold' : value
  if (attribute === 'certified') return value === 'true' ? 'Certified pre-owned' : 'Not certified'
  if (attribute === 'seats') return `${value} seats`
  if (attribute === 'item_type') return value === 'car' ? 'Cars' : value === 'caravan' ? 'Caravans' : value === 'motorcycle' ? 'Motorcycles' : value
  return value
}

/** The buttons a site may put on vehicle cards (spec §2 "Vehicle card"), in the order they show. */
export const CARD_BUTTONS = {
  'book-test-drive': 'Book a Test Drive',
  'enquire-now': 'Enquire Now',
  enquire: 'Enquire',
  'shop-now': 'Shop Now',
  'view-details': 'View Details',
  'get-finance': 'Get Finance',
  reserve: 'Reserve Now',
  'buy-online': 'Buy Online',
} as const
export type CardButton = keyof typeof CARD_BUTTONS
