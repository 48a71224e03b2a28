import Link from 'next/link'

import { getVisibleLocations } from '@/data/content'
import { OpeningHours } from '@/components/OpeningHours'
import { formatPhone, locationAddress, phoneHref } from '@/domain'
import type { Location, LocationListBlock as LocationListData } from '@/payload-types'

import type { BlockProps } from '../types'

function orderLocations(locations: Location[], fixedOrder: LocationListData['fixedOrder']) {
  const ids = (fixedOrder ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry))
  if (!ids.length) return locations
  return ids.map((id) => locations.find((l) => l.id === id)).filter((l): l is Location => Boolean(l))
}

/**
 * Locations of the site (or one dealership), by name unless the block fixes the order, with the spec's
 * hours rules (Mon-Fri collapse, weekend days apart) and open now on the location's own clock.
 * The dealer-locations issue adds search, nearest-first, type tabs, cards and the optional buttons.
 */
export async function LocationListBlock({ block, site }: BlockProps<LocationListData>) {
  const dealershipId = block.dealership && typeof block.dealership === 'object' ? block.dealership.id : (block.dealership ?? undefined)
  const locations = orderLocations(await getVisibleLocations(site.id, dealershipId), block.fixedOrder)
  const now = new Date()
  return (
    <section className="container section">
      {block.heading ? <h2 className="section__heading">{block.heading}</h2> : null}
      <ul className="location-list">
        {locations.map((location) => {
          return (
            <li key={location.id} className="location-card">
              <h3>{location.name}</h3>
              <address>{locationAddress(location.address)}</address>
              {location.contact?.phone ? <a href={phoneHref(location.contact.phone)}>{formatPhone(location.contact.phone)}</a> : null}
              <OpeningHours location={location} now={now} />
              {location.dealerLicenseNumber ? <p className="location-card__licence">DL# {location.dealerLicenseNumber}</p> : null}
              <Link href={`/contact-us/${location.slug}`}>
                Contact Us<span className="visually-hidden"> at {location.name}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
