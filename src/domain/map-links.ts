/**
 * The directions link of a location (spec §2 Location detail page "directions link"): a Google Maps
 * universal URL, which opens the shopper's map app on phones (the Google Maps app where installed) and
 * the web map elsewhere, routed from wherever the shopper is. The map link itself is `mapLinkFor`
 * in ./locations.
 */
import { locationAddress, type LocationForMapLink } from './locations'

export interface LocationForDirections extends LocationForMapLink {
  address?: (NonNullable<LocationForMapLink['address']> & { placeId?: string | null }) | null
}

/** Directions to the location's name and address (its Google place when known); null without either. */
export function directionsLinkFor(location: LocationForDirections): string | null {
  const destination = [location.name?.trim(), locationAddress(location.address)].filter(Boolean).join(', ')
  if (!destination) return null
  const placeId = location.address?.placeId?.trim()
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}${placeId ? `&destination_place_id=${encodeURIComponent(placeId)}` : ''}`
}
