import { POSTCODE_MAX_LENGTH } from './postcode-field'

/**
 * The fields a shopper can fill in across every lead form (spec §3 "Lead form field types"), with the
 * labels the forms show them under.
 */

/** The fields a shopper can fill in, across all forms. */
export type LeadFieldName =
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'postcode'
  | 'message'
  | 'category'
  | 'rego'
  | 'location'
  | 'dealership'
  | 'appointmentAt'
  | 'vehiclePriceBudget'
  | 'tradeInYear'
  | 'tradeInMake'
  | 'tradeInModel'
  | 'tradeInKm'
  | 'position'
  | 'optIn'
  | 'terms'

export const LEAD_FIELD_LABELS: Record<LeadFieldName, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Mobile Number',
  email: 'Email Address',
  postcode: 'Postcode',
  message: 'Comments',
  category: 'Category',
  rego: 'Rego',
  location: 'Location',
  dealership: 'Dealership',
  appointmentAt: 'Date and time',
  vehiclePriceBudget: 'Vehicle price or budget',
  tradeInYear: 'Trade-in year',
  tradeInMake: 'Trade-in make',
  tradeInModel: 'Trade-in model',
  tradeInKm: 'Trade-in kilometres',
  position: 'Role you are interested in',
  optIn: 'Keep me up to date with offers and news',
  terms: 'I agree to the terms of use and privacy policy',
}

export const CONTACT_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'postcode'] as const satisfies readonly LeadFieldName[]

/** What each contact input takes (the maxlength of every form's input; spec §5: a postcode is 4 digits). */
export const CONTACT_FIELD_MAX_LENGTHS = { firstName: 80, lastName: 80, phone: 20, email: 200, postcode: POSTCODE_MAX_LENGTH } as const satisfies Record<
  (typeof CONTACT_FIELDS)[number],
  number
>

/** General enquiry categories (the /contact select). */
export const CONTACT_CATEGORIES = [
  'New vehicle',
  'Used vehicle',
  'Finance',
  'Service',
  'Parts and accessories',
  'Trade-in',
  'Fleet',
  'Feedback',
  'Other',
] as const
