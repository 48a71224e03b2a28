/**
 * How a lead reads to the dealer: the car's title, the booked time on the location's clock and the
 * detail lines the CRM comment and the staff email both carry. Pure (no I/O), one source for every
 * delivery format so the CRM and the staff email never describe a lead differently.
 */
import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

import { formatMoney } from '@/domain/money'
import { makeDisplayName, modelDisplayName } from '@/domain/naming'
import { DEFAULT_TIME_ZONE, toDate } from '@/domain/time'
import type { LeadForDelivery } from '@/domain/lead-for-delivery'
import { LEAD_FORMS } from '@/domain/lead-form-catalogue'

type Car = NonNullable<LeadForDelivery['car']>

/** The make as the site shows it ("Suzuki Australia" -> "Suzuki"); empty when unknown. */
export function carMake(car: Pick<Car, 'make'>): string {
  return car.make?.trim() ? makeDisplayName(car.make) : ''
}

/** The model as the site shows it ("3" of a Mazda -> "Mazda3"); empty when unknown. */
export function carModel(car: Pick<Car, 'make' | 'model'>): string {
  return car.model?.trim() ? modelDisplayName(car.make ?? '', car.model) : ''
}

/** "2021 Toyota Corolla Ascent"; empty when the car has none of year, make, model or badge. */
export function carTitle(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>): string {
  return [car.year ? String(car.year) : '', carMake(car), carModel(car), car.badge?.trim() ?? ''].filter(Boolean).join(' ')
}

/** What the lead is, in a few words ("test drive booking"); a reservation lead for a purchase says so (issue 41 item 5). */
export function leadKind(lead: Pick<LeadForDelivery, 'form' | 'reservation'>): string {
  return lead.reservation?.purchase ? 'online car purchase' : LEAD_FORMS[lead.form].kind
}

/** "Jane Citizen". */
export function customerName(customer: LeadForDelivery['customer']): string {
  return [customer.firstName.trim(), customer.lastName?.trim() ?? ''].filter(Boolean).join(' ')
}

/**
 * The lead's own clock: the appointment's time zone, else its location's, else the one its
 * dealership's locations share, else the platform's home market (as the CSV export reads it).
 */
export function leadTimeZone(lead: Pick<LeadForDelivery, 'appointment' | 'location' | 'dealership'>): string {
  return lead.appointment?.timeZone || lead.location?.timeZone || lead.dealership?.timeZone || DEFAULT_TIME_ZONE
}

/** ISO 8601 with the zone's offset ("2026-03-14T10:30:00+11:00"); the input as given when unreadable. */
export function isoWithOffset(value: string, timeZone: string): string {
  const date = toDate(value)
  return date ? format(date, "yyyy-MM-dd'T'HH:mm:ssxxx", { in: tz(timeZone) }) : value
}

/** "Saturday 14 March 2026 at 10:30 am (Australia/Sydney) at Parramatta" on the location's clock. */
export function appointmentText(appointment: NonNullable<LeadForDelivery['appointment']>): string {
  const date = toDate(appointment.startsAt)
  const when = date ? `${format(date, "EEEE d MMMM yyyy 'at' h:mm aaa", { in: tz(appointment.timeZone) })} (${appointment.timeZone})` : appointment.startsAt
  return appointment.locationName.trim() ? `${when} at ${appointment.locationName.trim()}` : when
}

/** "Trade-in: 2015 Mazda CX-5, 120,000 km, rego ABC123"; null without a trade-in. */
export function tradeInText(tradeIn: LeadForDelivery['tradeIn']): string | null {
  if (!tradeIn) return null
  const parts = [
    carTitle({ year: tradeIn.year, make: tradeIn.make, model: tradeIn.model, badge: null }),
    typeof tradeIn.km === 'number' ? `${tradeIn.km.toLocaleString('en-AU')} km` : '',
    tradeIn.rego?.trim() ? `rego ${tradeIn.rego.trim()}` : '',
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : null
}

export interface LeadDetail {
  label: string
  value: string
}

/** The lines both the CRM comment and the staff email list, in this order; missing facts are left out. */
export function leadDetails(lead: LeadForDelivery): LeadDetail[] {
  const category = [lead.category?.trim(), lead.subcategory?.trim()].filter(Boolean).join(' / ')
  const budget = lead.finance?.vehiclePriceBudget
  const details: (LeadDetail | null)[] = [
    { label: 'Form', value: lead.formLabel },
    category ? { label: 'Category', value: category } : null,
    lead.appointment ? { label: 'Appointment', value: appointmentText(lead.appointment) } : null,
    lead.location && lead.location.name !== lead.appointment?.locationName ? { label: 'Location', value: lead.location.name } : null,
    lead.rego?.trim() ? { label: 'Rego', value: lead.rego.trim() } : null,
    typeof budget === 'number' ? { label: 'Vehicle price budget', value: formatMoney(budget) } : null,
    tradeInText(lead.tradeIn) ? { label: 'Trade-in', value: tradeInText(lead.tradeIn)! } : null,
    { label: 'Marketing opt-in', value: lead.customer.optIn ? 'Yes' : 'No' },
    lead.pageUrl?.trim() ? { label: 'Page', value: lead.pageUrl.trim() } : null,
  ]
  return details.filter((detail): detail is LeadDetail => detail !== null)
}

// XML 1.0 allows tab, newline, carriage return and the characters from U+0020 on, except lone
// surrogates and U+FFFE/U+FFFF. Shoppers' text can carry anything (pasted control characters);
// they are dropped so every message stays well-formed XML and readable mail.
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** The text with characters XML 1.0 cannot carry removed. */
export function xmlSafeText(text: string): string {
  return text.replace(NOT_XML_CHARACTER, '')
}
