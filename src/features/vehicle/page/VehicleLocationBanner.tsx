import type { Location } from '@/payload-types'

import { LocationAddress } from '@/components/LocationAddress'
import { OpeningHours } from '@/components/OpeningHours'
import { PhoneReveal } from './later'

/** Where the car is (spec §2 "location banner"): address with a map link, open now, hours and the phone. */
export function VehicleLocationBanner({
  location,
  phone,
}: {
  location: Location
  phone: { masked: boolean; carId: string; dealershipId: string | null; websiteId: string }
}) {
  const number = location.contact?.phone
  return (
    <section className="vehicle-section vehicle-location" aria-labelledby="vehicle-location">
      <h2 id="vehicle-location">This car is at {location.name}</h2>
      <LocationAddress location={location} />
      <OpeningHours location={location} now={new Date()} />
      {number ? (
        <PhoneReveal
          phone={number}
          masked={phone.masked}
          carId={phone.carId}
          dealershipId={phone.dealershipId ?? undefined}
          websiteId={phone.websiteId}
          className="button button--secondary"
        />
      ) : null}
      <a className="link-button" href={`/locations/${location.slug}`}>
        Location details<span className="visually-hidden"> for {location.name}</span>
      </a>
    </section>
  )
}
