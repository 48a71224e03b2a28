/** Dealer locations: type tabs, the locations search and their order (spec §2 "Dealer locations", §3, §5). */
import { distanceKm, type LatLong } from './geo'
import { numberFormat } from './money'

export const LOCATION_TYPES = ['sales', 'used', 'service', 'parts'] as const
export type LocationType = (typeof LOCATION_TYPES)[number]

export interface LocationForTabs {
  location_type?: string | null
  location_subtype?: string | null
}

/** Empty location_type is sales; a subtype mentioning "pre-owned sales" is a used-car location. */
export function locationTabType(location: LocationForTabs): LocationType {
  if (/pre-?owned sales/i.test(location.location_subtype ?? '')) return 'used'
  const type = location.location_type?.trim().toLowerCase()
  return (LOCATION_TYPES as readonly string[]).includes(type ?? '') ? (type as LocationType) : 'sales'
}

/**
 * A sales or used-car yard (issue 41): where a car is test driven, inspected for a trade-in or
 * financed; a service or parts centre does none of these.
 */
export function isCarYard(location: LocationForTabs): boolean {
  const type = locationTabType(location)
  return type === 'sales' || type === 'used'
}

/** The tabs a location block shows, in the order sales, used, service, parts, each with its locations. */
export function locationTypeTabs<T extends LocationForTabs>(locations: readonly T[]): { type: LocationType; locations: T[] }[] {
  return LOCATION_TYPES.map((type) => ({ type, locations: locations.filter((location) => locationTabType(location) === type) })).filter(
    (tab) => tab.locations.length > 0,
  )
}

export interface LocationForSearch extends LocationForTabs {
  name?: string | null
  address?: { street?: string | null; postcode?: string | null } | null
}

/**
 * The locations search box: case-insensitive free text over name, postcode, street and location type.
 * Every word must appear somewhere, so "toyota 4000" finds the Toyota showroom in 4000.
 */
export function locationMatchesQuery(location: LocationForSearch, query: string | null | undefined): boolean {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = [
    location.name,
    location.address?.postcode,
    location.address?.street,
    location.location_type,
    location.location_subtype,
    locationTabType(location),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
  return words.every((word) => haystack.includes(word))
}

/** By name unless the site fixes an order (slugs listed first, in that order; the rest by name). */
export function sortLocations<T extends { name: string; slug?: string | null }>(locations: readonly T[], fixedOrder?: readonly string[] | null): T[] {
  const rank = (location: T) => {
    const index = fixedOrder?.indexOf(location.slug ?? '') ?? -1
    return index === -1 ? Number.MAX_SAFE_INTEGER : index
  }
  return [...locations].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en-AU'))
}

export interface AddressParts {
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
}

/** "48 Breakfast Creek Road, Newstead QLD 4006": a location's address on one line, missing parts left out. */
export function locationAddress(address: AddressParts | null | undefined): string | null {
  if (!address) return null
  const town = [address.city, address.state, address.postcode].filter((part) => part?.trim()).join(' ')
  return [address.street?.trim(), town].filter(Boolean).join(', ') || null
}

export interface LocationForGroup extends LocationForTabs {
  /** The dealership's id or slug. */
  dealership?: string | number | null
  address?: AddressParts | null
}

const addressKey = (address: AddressParts | null | undefined) =>
  [address?.street, address?.postcode]
    .map((part) =>
      (part ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    )
    .join('|')

/**
 * One block per location group (spec §2 "Dealer locations"): the locations of one dealership at one
 * address (the showroom, its service centre and parts counter) share a block with a tab each.
 * Groups keep the order of their first location, so a name sort or a fixed order carries over.
 */
export function locationGroups<T extends LocationForGroup>(locations: readonly T[]): { key: string; locations: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const location of locations) {
    const key = `${location.dealership ?? ''}|${addressKey(location.address)}`
    const group = groups.get(key)
    if (group) group.push(location)
    else groups.set(key, [location])
  }
  return [...groups].map(([key, members]) => ({ key, locations: members }))
}

/** Nearest first (spec §2 "Nearest first", §9 Earth radius): great-circle km from `origin`; items without a point keep their order after the rest. */
export function sortByDistance<T>(
  items: readonly T[],
  origin: LatLong,
  pointOf: (item: T) => LatLong | null | undefined,
): { item: T; distanceKm: number | null }[] {
  return items
    .map((item, index) => {
      const point = pointOf(item)
      const usable = point && Number.isFinite(point.lat) && Number.isFinite(point.long)
      return { item, index, distanceKm: usable ? distanceKm(origin, point) : null }
    })
    .sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.index - b.index)
    .map(({ item, distanceKm: km }) => ({ item, distanceKm: km }))
}

/** The point of a location's address, when it has both coordinates. */
export function locationPoint(location: { address?: { lat?: number | null; long?: number | null } | null }): LatLong | null {
  const { lat, long } = location.address ?? {}
  return typeof lat === 'number' && typeof long === 'number' ? { lat, long } : null
}

const distanceFormat = numberFormat({ maximumFractionDigits: 0 })
const nearDistanceFormat = numberFormat({ maximumFractionDigits: 1 })

/** "12 km", "1,204 km"; under 10 km one decimal ("3.4 km"). */
export function formatDistance(km: number): string {
  return `${(km < 10 ? nearDistanceFormat : distanceFormat)(Math.max(0, km))} km`
}

export interface LocationForMapLink {
  name?: string | null
  address?: (AddressParts & { placeUrl?: string | null }) | null
}

/**
 * The map link of a location's address (spec §2 "address with map link"): the place's own map URL
 * when the admin gave an http(s) one, else a map search for the name and address, which opens the
 * shopper's map app on phones.
 */
export function mapLinkFor(location: LocationForMapLink): string | null {
  const placeUrl = location.address?.placeUrl?.trim()
  if (placeUrl && /^https?:\/\//i.test(placeUrl)) return placeUrl
  const query = [location.name?.trim(), locationAddress(location.address)].filter(Boolean).join(', ')
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null
}

/** The search box's query parameter (spec §2 "writes query parameter locationQuery"). */
export const LOCATION_QUERY_PARAM = 'locationQuery'
export const LOCATION_QUERY_MAX_LENGTH = 100

/** The locationQuery a request carries: the first value, cut to 100 characters; anything else is no query. */
export function readLocationQuery(value: string | readonly string[] | null | undefined): string {
  const first = typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined
  return typeof first === 'string' ? first.slice(0, LOCATION_QUERY_MAX_LENGTH) : ''
}

/** The URL after a keystroke: locationQuery set to the text, or removed when it is blank; other parameters and the hash stay. */
export function withLocationQuery(href: string, query: string): string {
  const url = new URL(href, 'http://placeholder.invalid')
  if (query.trim()) url.searchParams.set(LOCATION_QUERY_PARAM, query.slice(0, LOCATION_QUERY_MAX_LENGTH))
  else url.searchParams.delete(LOCATION_QUERY_PARAM)
  return `${url.pathname}${url.search}${url.hash}`
}

/** The location a stock car is at: the feed names it by slug, id or name. */
export function locationOfCar<T extends { id: number | string; slug?: string | null; name: string }>(
  car: { location_id?: string | null; location_name?: string | null },
  locations: readonly T[],
): T | null {
  return (
    locations.find(
      (l) => (car.location_id && (l.slug === car.location_id || String(l.id) === car.location_id)) || (car.location_name && l.name === car.location_name),
    ) ?? null
  )
}
