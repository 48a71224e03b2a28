import { FINANCE_PROVIDERS, type FinanceProvider } from '@/domain/finance'

/** Option lists shared by collections, seeds and the shopper site. Values are stored in the database: never rename one. */
export const SITE_TEMPLATES = [
  { value: 'classic', label: 'Classic (light, logo left, full menu bar)' },
  { value: 'showroom', label: 'Showroom (dark header, centred logo, bold accents)' },
] as const
export type SiteTemplate = (typeof SITE_TEMPLATES)[number]['value']

const FINANCE_PROVIDER_LABELS: Record<FinanceProvider, string> = {
  taurus: 'Taurus',
  manual: 'Manual',
  angle: 'Angle',
  powertorque: 'Powertorque',
  'nissan-finance': 'Nissan Finance',
  '360-finance': '360 Finance',
  ausloans: 'AusLoans',
}
/** The lenders src/domain/finance knows, with their admin labels. */
export const FINANCE_PROVIDER_OPTIONS = FINANCE_PROVIDERS.map((value) => ({ value, label: FINANCE_PROVIDER_LABELS[value] }))

export { CAR_TYPES } from '@/domain/car-types'
export { LOCATION_TYPES } from '@/domain/locations'
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
export const AU_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Hobart',
] as const

export const LEGAL_TEXT_KINDS = [
  { value: 'privacy-policy', label: 'Privacy policy (/privacy-policy)' },
  { value: 'terms-and-conditions', label: 'Terms and conditions (/terms-and-conditions)' },
  { value: 'vehicle-disclaimer', label: 'Vehicle page disclaimer' },
  { value: 'finance-disclaimer', label: 'Finance disclaimer' },
  { value: 'footer', label: 'Footer fine print' },
] as const
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number]['value']

/** The legal texts that have their own page, by path. */
export const LEGAL_TEXT_ROUTES: Partial<Record<string, LegalTextKind>> = {
  'privacy-policy': 'privacy-policy',
  'terms-and-conditions': 'terms-and-conditions',
}

/** An admin select's options from a map of stored value to label, in the map's order. */
export const selectOptions = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }))
