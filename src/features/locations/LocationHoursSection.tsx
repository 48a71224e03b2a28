import { LocationTabs } from '@/components/location-tabs'
import { ModalDialog } from '@/components/ModalDialog.client'
import { locationTabType, locationTypeTabs, openNow, upcomingSpecialHours, weeklyHoursTable, type LocationType } from '@/domain'
import { DEFAULT_TEXTS } from '@/domain/texts'
import type { Location } from '@/payload-types'

const TAB_LABELS: Record<LocationType, string> = {
  sales: DEFAULT_TEXTS.locationTabSales,
  used: DEFAULT_TEXTS.locationTabUsed,
  service: DEFAULT_TEXTS.locationTabService,
  parts: DEFAULT_TEXTS.locationTabParts,
}

const forTabs = (location: Location) => ({ ...location, location_type: location.locationType, location_subtype: location.locationSubtype })
const hoursOf = (location: Location) => ({ openingHours: location.openingHours, specialHours: location.specialHours, timeZone: location.timeZone })

/**
 * A location page's opening hours (spec §2 "tabbed opening-hours table per type, holiday-hours
 * dialog"): a tab per department at this address (the page's own first), each with the whole week,
 * and a Holiday Hours dialog listing every upcoming special date of those departments.
 */
export function LocationHoursSection({ location, group, now }: { location: Location; group: Location[]; now: Date }) {
  const own = locationTabType(forTabs(location))
  const tabs = locationTypeTabs(group.map(forTabs)).sort((a, b) => Number(b.type === own) - Number(a.type === own))
  const status = openNow(hoursOf(location), now)
  const holidays = group.map((member) => ({ member, lines: upcomingSpecialHours(hoursOf(member), now) })).filter((entry) => entry.lines.length)

  return (
    <section className="location-page__section location-hours" aria-labelledby="opening-hours">
      <h2 id="opening-hours">{DEFAULT_TEXTS.openingHoursHeading}</h2>
      <p className={status.open ? 'location-card__status location-card__status--open' : 'location-card__status'}>
        {status.label}
        {status.today.specialLabel ? ` (${status.today.specialLabel})` : ''}
      </p>
      <LocationTabs
        label={DEFAULT_TEXTS.openingHoursTabsLabel}
        tabs={tabs.map((tab) => ({
          type: tab.type,
          label: TAB_LABELS[tab.type],
          panel: tab.locations.map((member) => (
            <table key={member.id} className="location-hours__table">
              <caption className={tab.locations.length > 1 ? 'location-hours__caption' : 'visually-hidden'}>{member.name}</caption>
              <tbody>
                {weeklyHoursTable(member.openingHours).map((row) => (
                  <tr key={row.weekday}>
                    <th scope="row">{row.day}</th>
                    <td>{row.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )),
        }))}
      />
      {holidays.length ? (
        <ModalDialog
          title={`${DEFAULT_TEXTS.holidayHours}: ${location.name}`}
          triggerLabel={DEFAULT_TEXTS.holidayHours}
          triggerClassName="button button--secondary location-hours__holidays"
          className="holiday-hours"
        >
          {holidays.map(({ member, lines }) => (
            <table key={member.id} className="location-hours__table holiday-hours__table">
              <caption className="location-hours__caption">{member.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Occasion</th>
                  <th scope="col">Hours</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.date}>
                    <td>
                      <time dateTime={line.date}>{line.dateText}</time>
                    </td>
                    <td>{line.label ?? ''}</td>
                    <td>{line.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </ModalDialog>
      ) : null}
    </section>
  )
}
