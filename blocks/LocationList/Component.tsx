import Link from 'next/link'

import { getVisibleLocations } from '@/data/content'
import type { Location, LocationListBlock as LocationListData } from '@/payload-types'

import type { BlockProps } from '../types'

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function orderLocations(locations: Location[], fixedOrder: LocationListData['fixedOrder']) {
  const ids = (fixedOrder ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry))
  if (!ids.length) return locations
  return ids.map((id) => locations.find((l) => l.id === id)).filter((l): l is Location => Boolean(l))
}

/** Locations of the site (or one dealership), by name unless the block fixes the order. */
export async function LocationListBlock({ block, site }: BlockProps<LocationListData>) {
  const dealershipId = block.dealership && typeof block.dealership === 'object' ? block.dealership.id : (block.dealership ?? undefined)
  const locations = orderLocations(await getVisibleLocations(site.id, dealershipId), block.fixedOrder)
  return (
    <section className="container section">
      {block.heading ? <h2 className="section__heading">{block.heading}</h2> : null}
      <ul className="location-list">
        {locations.map((location) => (
          <li key={location.id} className="location-card">
            <h3>{location.name}</h3>
            <address>
              {location.address.street}, {location.address.city} {location.address.state} {location.address.postcode}
            </address>
            {location.contact?.phone ? <a href={`tel:${location.contact.phone.replace(/[^\d+]/g, '')}`}>{location.contact.phone}</a> : null}
            <dl className="opening-hours">
              {(location.openingHours ?? []).map((entry) => (
                <div key={entry.id ?? entry.weekday}>
                  <dt>{WEEKDAY_NAMES[Number(entry.weekday)]}</dt>
                  <dd>{entry.status === 'Open' ? `${entry.open} – ${entry.close}` : (entry.note ?? 'Closed')}</dd>
                </div>
              ))}
            </dl>
            {location.dealerLicenseNumber ? <p className="location-card__licence">DL# {location.dealerLicenseNumber}</p> : null}
            <Link href={`/contact-us/${location.slug}`}>Contact Us</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
