/**
 * One stored lead as a row of the admin's CSV export (issue 8 "Admin: ... CSV export"). Pure: the
 * export endpoint (collections/Leads/export-csv.ts) reads the leads with the editor's access and
 * streams these rows through csv-stringify. Dates are dd/MM/yyyy (spec §9 "Formats") with the time
 * on the lead's location's clock, else the platform's home market.
 */
import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

import { carTitle, tradeInText } from '@/domain/lead-facts'
import { formatMoney } from '@/domain/money'
import { DEFAULT_TIME_ZONE, toDate } from '@/domain/time'
import type { Lead } from '../payload-types'
import { REFERRER_LABELS, type ReferrerClass } from './insights-rules'
import { LEAD_FORMS } from './lead-form-catalogue'

/** The export's header row, in column order. */
export const LEAD_CSV_COLUMNS = [
  'Lead ID',
  'Created',
  'Site',
  'Form',
  'Category',
  'Status',
  'Delivery status',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Postcode',
  'Location',
  'Dealership',
  'Car',
  'Stock number',
  'VIN',
  'Appointment',
  'Trade-in',
  'Rego',
  'Budget',
  'Message',
  'Page URL',
  'Opt-in',
  'Landing page',
  'Came from',
  'Campaign',
  'Clicked before the lead',
] as const

export type LeadCsvColumn = (typeof LEAD_CSV_COLUMNS)[number]
export type LeadCsvRow = Record<LeadCsvColumn, string>

type Named = { name?: string | null }
/** A stored lead as the export reads it: relationships populated with just the names (and the location's zone) or left as ids. */
export type LeadCsvInput = Pick<
  Lead,
  | 'id'
  | 'createdAt'
  | 'form'
  | 'category'
  | 'subcategory'
  | 'status'
  | 'deliveryStatus'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'appointmentAt'
  | 'car'
  | 'tradeIn'
  | 'rego'
  | 'vehiclePriceBudget'
  | 'message'
  | 'pageUrl'
  | 'optIn'
  | 'attribution'
> & {
  site?: number | Named | null
  location?: number | (Named & { timeZone?: string | null }) | null
  dealership?: number | Named | null
}

// Spreadsheet apps run a cell that starts with one of these as a formula (OWASP "CSV Injection");
// tab and carriage return also start one in some of them.
const FORMULA_START = /^[=+\-@\t\r]/

/** The cell as text a spreadsheet shows as typed: a leading apostrophe before =, +, -, @, tab or CR. */
export function csvSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** "14/03/2026 10:30" on the zone's clock, as the admin shows dates with times; empty for a missing or unreadable date. */
export function adminDateTime(value: string | null | undefined, timeZone: string): string {
  const date = toDate(value)
  return date ? format(date, 'dd/MM/yyyy HH:mm', { in: tz(timeZone) }) : ''
}

const nameOf = (value: number | Named | null | undefined): string => (typeof value === 'object' && value !== null ? (value.name?.trim() ?? '') : '')

const statusText = (value: string | null | undefined): string => (value ? value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ') : '')

/** The lead's row: every cell a string, made safe for spreadsheets (csvSafe). */
export function leadCsvRow(lead: LeadCsvInput): LeadCsvRow {
  const location = typeof lead.location === 'object' && lead.location !== null ? lead.location : null
  const timeZone = location?.timeZone || DEFAULT_TIME_ZONE
  const car = lead.car ?? {}
  const tradeIn = lead.tradeIn ?? {}
  const attribution = lead.attribution ?? {}
  const hasTradeIn = Boolean(tradeIn.year || tradeIn.make?.trim() || tradeIn.model?.trim() || typeof tradeIn.km === 'number')
  const row: LeadCsvRow = {
    'Lead ID': String(lead.id),
    Created: adminDateTime(lead.createdAt, timeZone),
    Site: nameOf(lead.site),
    Form: LEAD_FORMS[lead.form]?.label ?? lead.form,
    Category: [lead.category?.trim(), lead.subcategory?.trim()].filter(Boolean).join(' / '),
    Status: statusText(lead.status),
    'Delivery status': statusText(lead.deliveryStatus),
    'First name': lead.firstName ?? '',
    'Last name': lead.lastName ?? '',
    Email: lead.email ?? '',
    Phone: lead.phone ?? '',
    Postcode: lead.postcode ?? '',
    Location: nameOf(lead.location),
    Dealership: nameOf(lead.dealership),
    Car: carTitle({ year: car.year, make: car.make, model: car.model, badge: car.badge }),
    'Stock number': car.stockNumber ?? '',
    VIN: car.vin ?? '',
    Appointment: adminDateTime(lead.appointmentAt, timeZone),
    'Trade-in': hasTradeIn ? (tradeInText({ ...tradeIn, rego: null }) ?? '') : '',
    Rego: lead.rego?.trim() ?? '',
    Budget: typeof lead.vehiclePriceBudget === 'number' ? formatMoney(lead.vehiclePriceBudget) : '',
    Message: lead.message ?? '',
    'Page URL': lead.pageUrl ?? '',
    'Opt-in': lead.optIn ? 'Yes' : 'No',
    'Landing page': attribution.landingPage ?? '',
    'Came from': attribution.referrerClass ? (REFERRER_LABELS[attribution.referrerClass as ReferrerClass] ?? attribution.referrerClass) : '',
    Campaign: attribution.campaign ?? '',
    'Clicked before the lead': attribution.clickedLabel ?? attribution.clicked ?? '',
  }
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, csvSafe(value)])) as LeadCsvRow
}
