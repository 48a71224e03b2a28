/** Dealer locations: type tabs, the locations search and their order (spec §2 "Dealer locations", §3, §5). */
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

/** The tabs a location block shows, in the order sales, used, service, parts, each with its locations. */
export function locationTypeTabs<T extends LocationForTabs>(locations: readonly T[]): { type: LocationType; locations: T[] }[] {
  return LOCATION_TYPES.map((type) => ({ type, locations: locations.filter((location) => locationTabType(location) === type) })).filter((tab) => tab.locations.length > 0)
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
  const haystack = [location.name, location.address?.postcode, location.address?.street, location.location_type, location.location_subtype, locationTabType(location)]
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
