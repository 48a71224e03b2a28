/**
 * Which dealer details a printed car carries: the car's own location (by the feed's location_id,
 * which is the location slug, or by location_name), else its dealership's primary location, else the
 * dealership itself. Pure; the caller loads the site's dealerships and visible locations.
 */
import { locationAddress } from '@/domain/locations'

import type { PrintDealerInput } from './vehicle-print-sheet'

export interface DealershipForPrint {
  id: number
  slug: string
  name: string
  address?: string | null
  phone?: string | null
  offersSubscription?: boolean | null
}

export interface LocationForPrint {
  name: string
  slug: string
  dealership: number | { id: number }
  primary?: boolean | null
  address?: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null
  contact?: { phone?: string | null; landlinePhone?: string | null } | null
}

export interface CarForPrintDealer {
  dealership_slug?: string | null
  location_id?: string | null
  location_name?: string | null
}

/** "48 Breakfast Creek Road, Newstead QLD 4006". */
export { locationAddress }

const dealershipIdOf = (location: LocationForPrint) => (typeof location.dealership === 'number' ? location.dealership : location.dealership.id)

export function printDealerFor(
  car: CarForPrintDealer,
  dealerships: readonly DealershipForPrint[],
  locations: readonly LocationForPrint[],
): { dealer: PrintDealerInput | null; dealership: DealershipForPrint | null } {
  const dealership = dealerships.find((candidate) => candidate.slug === car.dealership_slug) ?? null
  const own = dealership ? locations.filter((location) => dealershipIdOf(location) === dealership.id) : locations
  const location =
    own.find((candidate) => car.location_id && candidate.slug === car.location_id) ??
    own.find((candidate) => car.location_name && candidate.name === car.location_name) ??
    (dealership ? (own.find((candidate) => candidate.primary) ?? null) : null)
  if (location) {
    return {
      dealership,
      dealer: {
        name: location.name,
        address: locationAddress(location.address),
        phone: location.contact?.phone || location.contact?.landlinePhone || dealership?.phone || null,
      },
    }
  }
  if (dealership) return { dealership, dealer: { name: dealership.name, address: dealership.address ?? null, phone: dealership.phone ?? null } }
  return { dealership: null, dealer: car.location_name ? { name: car.location_name } : null }
}
