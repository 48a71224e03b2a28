import Link from 'next/link'
import { Fragment, type ReactNode } from 'react'

import { LocationMap } from '@/features/maps/ui'
import { type LeadFormSetup } from '@/features/leads'
import { LaterLeadFormDialog } from '@/features/leads/ui'
import { LocationAddress } from '@/components/LocationAddress'
import { LocationTabs } from '@/components/location-tabs'
import { OpeningHours } from '@/components/OpeningHours'
import { relationId } from '@/platform/relation'
import { PhoneReveal } from '@/features/vehicle/ui'
import { locationAddress, locationTypeTabs, mapLinkFor, type LocationType } from '@/domain/locations'
import { DEFAULT_TEXTS, fillText, type TextKey } from '@/domain/texts'
import type { Dealership, Location, Media } from '@/payload-types'

import type { LocationListButton } from './options'

const TAB_LABELS: Record<LocationType, TextKey> = {
  sales: 'locationTabSales',
  used: 'locationTabUsed',
  service: 'locationTabService',
  parts: 'locationTabParts',
}

/** The spec's snake_case view of a CMS location, for the domain's tab, search and group rules. */
export function locationForRules(location: Location) {
  return {
    name: location.name,
    location_type: location.locationType,
    location_subtype: location.locationSubtype,
    address: location.address,
    dealership: relationId(location.dealership),
  }
}

export interface LocationGroupSettings {
  buttons: readonly LocationListButton[]
  /** The site's phoneMasking setting and slug, as on the vehicle page. */
  phoneMasking: boolean
  websiteId: string
  now: Date
  /** Send Enquiry: each location's contact form (the lead form preset to the location), by location id. */
  enquiryForms: ReadonlyMap<number, LeadFormSetup>
}

const dealershipOf = (location: Location): Dealership | null => (typeof location.dealership === 'object' ? location.dealership : null)
const mediaOf = (value: unknown): Media | null => (value && typeof value === 'object' && 'url' in value ? (value as Media) : null)

/**
 * One location group (spec §2 "Location block"): its name, a tab per location type when it has more
 * than one, and beside them the map panel (LocationMap, when the address has coordinates), else the
 * location's image or the dealership's logo.
 */
export function LocationGroup({ locations, settings, headingId }: { locations: Location[]; settings: LocationGroupSettings; headingId: string }) {
  const tabs = locationTypeTabs(locations.map((location) => ({ ...locationForRules(location), location })))
  const first = tabs[0]!.locations[0]!.location
  const picture =
    locations.map((location) => mediaOf(location.image)).find(Boolean) ??
    locations.map((location) => mediaOf(dealershipOf(location)?.logo)).find(Boolean) ??
    null
  // One pin per address: the group shares one, so its first location with coordinates stands for it.
  const pinned = locations.find((location) => typeof location.address.lat === 'number' && typeof location.address.long === 'number')
  const mapped = pinned
    ? [
        {
          id: pinned.id,
          name: first.name,
          lat: pinned.address.lat,
          long: pinned.address.long,
          address: locationAddress(pinned.address) ?? '',
          href: mapLinkFor(pinned),
        },
      ]
    : []
  const details = (entries: { location: Location }[]) =>
    entries.map(({ location }) => <LocationDetails key={location.id} location={location} settings={settings} showName={location.name !== first.name} />)

  return (
    <article className="location-card" aria-labelledby={headingId} data-tab-count={tabs.length}>
      <div className="location-card__main">
        <h3 id={headingId} className="location-card__name">
          {first.name}
        </h3>
        {tabs.length > 1 ? (
          <LocationTabs
            label={fillText(DEFAULT_TEXTS.locationTabsLabel, { name: first.name })}
            tabs={tabs.map((tab) => ({ type: tab.type, label: DEFAULT_TEXTS[TAB_LABELS[tab.type]], panel: details(tab.locations) }))}
          />
        ) : (
          details(tabs[0]!.locations)
        )}
      </div>
      {mapped.length ? (
        <div className="location-card__media location-card__media--map">
          <LocationMap locations={mapped} label={fillText(DEFAULT_TEXTS.locationMapLabel, { name: first.name })} />
        </div>
      ) : picture?.url ? (
        <div className="location-card__media">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={picture.sizes?.card?.url ?? picture.url}
            alt={picture.alt ?? ''}
            width={picture.sizes?.card?.width ?? picture.width ?? 400}
            height={picture.sizes?.card?.height ?? picture.height ?? 300}
            loading="lazy"
            decoding="async"
          />
        </div>
      ) : null}
    </article>
  )
}

function LocationDetails({ location, settings, showName }: { location: Location; settings: LocationGroupSettings; showName: boolean }) {
  const T = DEFAULT_TEXTS
  const dealership = dealershipOf(location)
  const phone = location.contact?.phone || dealership?.phone || null
  const buttons: Record<LocationListButton, () => ReactNode> = {
    contactUs: () => (
      <Link className="button button--secondary" href={`/contact-us/${location.slug}`}>
        {T.contactUs}
        <span className="visually-hidden"> at {location.name}</span>
      </Link>
    ),
    bookService: () => (
      <a className="button button--secondary" href={dealership?.serviceBookingUrl || '/service'}>
        {T.bookAService}
        <span className="visually-hidden"> at {location.name}</span>
      </a>
    ),
    partsEnquiry: () => (
      <Link className="button button--secondary" href="/vehicle-parts-and-accessories">
        {T.partsEnquiry}
        <span className="visually-hidden"> at {location.name}</span>
      </Link>
    ),
    sendEnquiry: () => {
      const form = settings.enquiryForms.get(location.id)
      return form ? (
        <LaterLeadFormDialog
          setup={form}
          title={fillText(T.contactUsAt, { locationName: location.name })}
          href={`/contact-us/${location.slug}`}
          triggerLabel={
            <>
              {T.sendEnquiry}
              <span className="visually-hidden"> to {location.name}</span>
            </>
          }
          triggerClassName="button button--primary"
        />
      ) : null
    },
  }

  return (
    <div className="location-details" data-location-slug={location.slug}>
      {showName ? <p className="location-details__name">{location.name}</p> : null}
      <LocationAddress location={location} className="location-details__address" />
      <OpeningHours location={location} now={settings.now} />
      <p className="location-details__links">
        {phone ? (
          <PhoneReveal
            phone={phone}
            masked={settings.phoneMasking}
            dealershipId={dealership ? String(dealership.id) : undefined}
            websiteId={settings.websiteId}
            className="location-details__phone"
          />
        ) : null}
        {dealership?.url ? (
          <a href={dealership.url} target="_blank" rel="noopener">
            {T.visitWebsite}
            <span className="visually-hidden"> of {dealership.name}</span>
          </a>
        ) : null}
      </p>
      {location.dealerLicenseNumber ? <p className="location-details__licence">{fillText(T.dealerLicence, { number: location.dealerLicenseNumber })}</p> : null}
      {settings.buttons.length ? (
        <div className="location-details__buttons">
          {settings.buttons.map((button) => (
            <Fragment key={button}>{buttons[button]()}</Fragment>
          ))}
        </div>
      ) : null}
    </div>
  )
}
