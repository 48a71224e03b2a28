import { openingHoursSummary, openNow } from '@/domain/opening-hours'
import type { Location } from '@/payload-types'

/** A location's "Open now / Closed now" line on its own clock and its hours with the spec's collapse rules (Mon-Fri, weekend days apart). */
export function OpeningHours({ location, now }: { location: Location; now: Date }) {
  const status = openNow(location, now)
  return (
    <>
      <p className={status.open ? 'location-card__status location-card__status--open' : 'location-card__status'}>{status.label}</p>
      <dl className="opening-hours">
        {openingHoursSummary(location.openingHours ?? []).map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.text}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
