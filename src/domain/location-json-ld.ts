/**
 * schema.org `AutoDealer` for a location page (issue 9 "Location detail page"): what search engines
 * read for the dealer's address, position, phone, hours (weekly and special dates) and rating.
 * Only facts the CMS gives are stated; the rating only when the page shows it.
 */
import { minutesOfDay, type OpeningHourEntry } from './opening-hours'
import type { SpecialHoursLine } from './location-page'

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const

export interface LocationForJsonLd {
  name: string
  address: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null; lat?: number | null; long?: number | null }
  openingHours?: readonly OpeningHourEntry[] | null
}

export interface LocationJsonLdContext {
  /** The page's absolute canonical URL. */
  url: string
  telephone?: string | null
  /** Absolute image URL. */
  image?: string | null
  /** The map link (schema.org hasMap). */
  mapUrl?: string | null
  /** The upcoming special dates (upcomingSpecialHours). */
  specialHours?: readonly SpecialHoursLine[]
  /** Only when the page shows the rating (spec §5). */
  rating?: { average: number; count: number } | null
  /** "DL# ..." licence. */
  dealerLicence?: string | null
}

type Spec = { '@type': 'OpeningHoursSpecification'; dayOfWeek?: string[]; opens: string; closes: string; validFrom?: string; validThrough?: string }

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The weekly hours: one specification per distinct open-close pair, days Monday first; closed days are left out (schema.org's way of saying closed). */
export function weeklyOpeningHoursSpecification(entries: readonly OpeningHourEntry[] | null | undefined): Spec[] {
  const specs = new Map<string, Spec>()
  for (const weekday of MONDAY_FIRST) {
    const entry = entries?.find((e) => Number(e.weekday) === weekday)
    if (entry?.status?.trim().toLowerCase() !== 'open') continue
    const [opens, closes] = [minutesOfDay(entry.open), minutesOfDay(entry.close)]
    if (opens === null || closes === null) continue
    const key = `${opens}-${closes}`
    const spec = specs.get(key) ?? { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens: hhmm(opens), closes: hhmm(closes) }
    spec.dayOfWeek!.push(`https://schema.org/${DAY_NAMES[weekday]}`)
    specs.set(key, spec)
  }
  return [...specs.values()]
}

/** A special date: its hours, or 00:00-00:00 for closed all day (the form search engines document for holidays). */
export function specialOpeningHoursSpecification(lines: readonly SpecialHoursLine[]): Spec[] {
  return lines.map((line) => ({
    '@type': 'OpeningHoursSpecification',
    opens: line.open && line.opens ? line.opens : '00:00',
    closes: line.open && line.closes ? line.closes : '00:00',
    validFrom: line.date,
    validThrough: line.date,
  }))
}

export function locationJsonLd(location: LocationForJsonLd, context: LocationJsonLdContext): Record<string, unknown> {
  const { address } = location
  const postal: Record<string, string> = { '@type': 'PostalAddress', addressCountry: 'AU' }
  for (const [key, value] of [
    ['streetAddress', address.street],
    ['addressLocality', address.city],
    ['addressRegion', address.state],
    ['postalCode', address.postcode],
  ] as const) {
    if (value?.trim()) postal[key] = value.trim()
  }
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': context.url,
    name: location.name,
    url: context.url,
    address: postal,
  }
  if (typeof address.lat === 'number' && typeof address.long === 'number')
    data.geo = { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.long }
  if (context.telephone?.trim()) data.telephone = context.telephone.trim()
  if (context.image) data.image = context.image
  if (context.mapUrl) data.hasMap = context.mapUrl
  if (context.dealerLicence?.trim()) data.identifier = { '@type': 'PropertyValue', name: 'Dealer licence', value: context.dealerLicence.trim() }
  const hours = [...weeklyOpeningHoursSpecification(location.openingHours), ...specialOpeningHoursSpecification(context.specialHours ?? [])]
  if (hours.length) data.openingHoursSpecification = hours
  if (context.rating && context.rating.count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(context.rating.average * 10) / 10,
      reviewCount: context.rating.count,
      bestRating: 5,
      worstRating: 1,
    }
  }
  return data
}
