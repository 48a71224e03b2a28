import { getVisibleLocations } from '@/platform/content'
import { relationId } from '@/platform/relation'
import { locationGroups, locationMatchesQuery, locationPoint, readLocationQuery, sortLocations, LOCATION_QUERY_PARAM } from '@/domain/locations'
import { leadFormSetup, type LeadFormSetup } from '@/features/leads'
import { openNowClock } from '@/platform/render-cache'
import type { Location, LocationListBlock as LocationListData } from '@/payload-types'

import type { BlockProps } from '../types'
import { LocationGroup, locationForRules, type LocationGroupSettings } from './LocationGroup'
import { LocationList } from './island'
import { readLocationListOptions } from './options'

/** The block's fixed order picks and orders its locations; without one, every location by name (spec §2). */
function orderLocations(locations: Location[], fixedOrder: LocationListData['fixedOrder']) {
  const ids = (fixedOrder ?? []).map(relationId)
  if (!ids.length) return sortLocations(locations)
  return ids.map((id) => locations.find((l) => l.id === id)).filter((l): l is Location => Boolean(l))
}

/**
 * Dealer locations (spec §2 "Dealer locations", §3 Location, §4 "Dealer tab", §5, §9): one block per
 * dealership and address with a tab per location type, rendered on the server in full so the page
 * works without JavaScript (a locationQuery in the address already filters it). The island adds the
 * search box, nearest first and, for the cards layout, the carousel.
 */
export async function LocationListBlock({ block, site, searchParams }: BlockProps<LocationListData>) {
  const options = readLocationListOptions(block)
  const dealershipId = relationId(block.dealership) ?? undefined
  const locations = orderLocations(await getVisibleLocations(site.id, dealershipId), block.fixedOrder)
  const enquiryForms = new Map<number, LeadFormSetup>()
  if (options.buttons.includes('sendEnquiry')) {
    for (const location of locations) {
      const found = await leadFormSetup(site, 'contact', { locationRef: location.id })
      if (found.ok) enquiryForms.set(location.id, found.setup)
    }
  }
  const settings: LocationGroupSettings = {
    buttons: options.buttons,
    phoneMasking: site.featureSettings.phoneMasking,
    websiteId: site.slug,
    now: await openNowClock(),
    enquiryForms,
  }
  const headingId = `location-list-${block.id ?? 'block'}`
  const groups = locationGroups(locations.map((location) => ({ ...locationForRules(location), location }))).map((group, index) => {
    const members = group.locations.map((entry) => entry.location)
    return {
      key: group.key,
      // Only what the search box matches goes to the browser, not the whole location document.
      search: group.locations.map(({ name, location_type, location_subtype, address }) => ({
        name,
        location_type,
        location_subtype,
        address: { street: address.street, postcode: address.postcode },
      })),
      point: members.map(locationPoint).find(Boolean) ?? null,
      item: <LocationGroup locations={members} settings={settings} headingId={`${headingId}-${index}`} />,
    }
  })
  const query = options.showSearch ? readLocationQuery(searchParams?.[LOCATION_QUERY_PARAM]) : ''
  const interactive = options.showSearch || options.showNearest || options.layout === 'cards'

  return (
    <section className="container section location-list-block" aria-labelledby={block.heading ? headingId : undefined} data-layout={options.layout}>
      {block.heading ? (
        <h2 id={headingId} className="section__heading">
          {block.heading}
        </h2>
      ) : null}
      {interactive ? (
        <LocationList
          groups={groups}
          initialQuery={query}
          showSearch={options.showSearch}
          showNearest={options.showNearest}
          layout={options.layout}
          labelledBy={block.heading ? headingId : undefined}
        />
      ) : (
        <ul className="location-list" aria-labelledby={block.heading ? headingId : undefined}>
          {groups
            .filter((group) => group.search.some((location) => locationMatchesQuery(location, query)))
            .map((group) => (
              <li key={group.key} className="location-list__item">
                {group.item}
              </li>
            ))}
        </ul>
      )}
    </section>
  )
}
