/**
 * Every shopper lead form (spec §2 routes, §3 "Forms"): which fields each asks for, in which steps,
 * what its button says and what /success tells the shopper, and which of those fields a page shows.
 * Nothing here touches the DOM or the database.
 */
import type { LeadFormType } from '@/domain/lead-for-delivery'

import { CONTACT_FIELDS, type LeadFieldName } from './lead-form-fields'

export const LEAD_FORM_TYPES = [
  'enquiry',
  'test-drive',
  'request-photos',
  'find-similar',
  'contact',
  'finance',
  'service',
  'parts',
  'careers',
  'trade-in',
  'new-car-order',
  'reservation',
  'spin-to-win',
] as const satisfies readonly LeadFormType[]

/** Leads made only with their record: a reservation by the checkout, a spin-to-win prize by the spin (issue 22). */
type RecordLeadForm = 'reservation' | 'spin-to-win'
const RECORD_LEAD_FORMS: readonly LeadFormType[] = ['reservation', 'spin-to-win'] satisfies RecordLeadForm[]

/** The forms shoppers send through /api/enquiries. */
export const ENQUIRY_FORM_TYPES = LEAD_FORM_TYPES.filter((form): form is Exclude<LeadFormType, RecordLeadForm> => !RECORD_LEAD_FORMS.includes(form))

export interface LeadFormDefinition {
  /** The form's name as shoppers see it (also the default heading). */
  label: string
  /** What the lead is, in a sentence: "We have received your test drive booking", "New test drive booking". */
  kind: string
  /** Steps of fields; a one-step form has one. Location and dealership are added where the page shows them. */
  steps: { title: string; fields: LeadFieldName[] }[]
  /** Needs a car from the site's stock (car_id). */
  needsCar: 'required' | 'optional' | 'none'
  /** Needs a model from the site's new-car range (model_id): the new-car order. */
  needsModel?: boolean
  /** Comments may be left empty unless the site says otherwise. */
  messageOptional: boolean
  /** The button that sends it. */
  submitLabel: string
  /** Value of lead `category` when the form has no category select. */
  category: string
  /** What /success says happens next, unless the site's marketers wrote their own. */
  successMessage: string
  /** The shopper gets their own confirmation email through the outbox (a reservation's number and next steps). */
  confirmsToShopper?: boolean
}

export const LEAD_FORMS: Record<LeadFormType, LeadFormDefinition> = {
  enquiry: {
    label: 'Enquire Now',
    kind: 'vehicle enquiry',
    steps: [{ title: 'Your enquiry', fields: [...CONTACT_FIELDS, 'message', 'optIn'] }],
    needsCar: 'required',
    messageOptional: false,
    submitLabel: 'Send Enquiry',
    category: 'Vehicle enquiry',
    successMessage: 'A member of our sales team will contact you shortly, usually within one business day, about this car.',
  },
  'test-drive': {
    label: 'Book a Test Drive',
    kind: 'test drive booking',
    steps: [
      { title: 'Choose a time', fields: ['location', 'appointmentAt', 'message'] },
      { title: 'Your details', fields: [...CONTACT_FIELDS, 'optIn', 'terms'] },
    ],
    needsCar: 'optional',
    messageOptional: true,
    submitLabel: 'Book Test Drive',
    category: 'Test drive',
    successMessage: 'Your test drive time is held for you. We will call to confirm it and have the car ready when you arrive.',
  },
  'request-photos': {
    label: 'Request Photos',
    kind: 'photo request',
    steps: [{ title: 'Request photos', fields: [...CONTACT_FIELDS, 'message', 'optIn'] }],
    needsCar: 'required',
    messageOptional: true,
    submitLabel: 'Request Photos',
    category: 'Request photos',
    successMessage: 'We will send more photos of this car to your email shortly.',
  },
  'find-similar': {
    label: 'Find Me Something Similar',
    kind: 'find me something similar request',
    steps: [{ title: 'Find me something similar', fields: [...CONTACT_FIELDS, 'message', 'optIn'] }],
    needsCar: 'required',
    messageOptional: true,
    submitLabel: 'Find Me Something Similar',
    category: 'Find similar',
    successMessage: 'This car has sold, but our team will look for similar cars and contact you with the closest matches.',
  },
  contact: {
    label: 'Contact Us',
    kind: 'general enquiry',
    steps: [{ title: 'Your enquiry', fields: ['category', ...CONTACT_FIELDS, 'rego', 'location', 'dealership', 'message', 'optIn'] }],
    needsCar: 'optional',
    messageOptional: false,
    submitLabel: 'Send Enquiry',
    category: 'General enquiry',
    successMessage: 'Thanks for getting in touch. The right person in our team will reply, usually within one business day.',
  },
  finance: {
    label: 'Finance Enquiry',
    kind: 'finance enquiry',
    steps: [
      { title: 'Your car and budget', fields: ['vehiclePriceBudget', 'tradeInYear', 'tradeInMake', 'tradeInModel', 'tradeInKm'] },
      { title: 'Your details', fields: [...CONTACT_FIELDS, 'dealership', 'message', 'optIn', 'terms'] },
    ],
    needsCar: 'optional',
    messageOptional: true,
    submitLabel: 'Send Finance Enquiry',
    category: 'Finance',
    successMessage: 'Our finance team will contact you with an indicative quote. This enquiry does not affect your credit score.',
  },
  service: {
    label: 'Service Booking Enquiry',
    kind: 'service booking enquiry',
    steps: [{ title: 'Your service', fields: [...CONTACT_FIELDS, 'rego', 'location', 'message', 'optIn'] }],
    needsCar: 'none',
    messageOptional: false,
    submitLabel: 'Send Service Enquiry',
    category: 'Service',
    successMessage: 'Our service team will contact you to confirm a booking time.',
  },
  parts: {
    label: 'Parts Enquiry',
    kind: 'parts enquiry',
    steps: [{ title: 'Parts you need', fields: [...CONTACT_FIELDS, 'rego', 'location', 'message', 'optIn'] }],
    needsCar: 'none',
    messageOptional: false,
    submitLabel: 'Send Parts Enquiry',
    category: 'Parts',
    successMessage: 'Our parts team will check availability and pricing and get back to you.',
  },
  careers: {
    label: 'Careers Enquiry',
    kind: 'careers enquiry',
    steps: [{ title: 'About you', fields: ['position', ...CONTACT_FIELDS, 'dealership', 'message', 'terms'] }],
    needsCar: 'none',
    messageOptional: false,
    submitLabel: 'Send',
    category: 'Careers',
    successMessage: 'Thanks for your interest in working with us. Our people team will be in touch if there is a suitable role.',
  },
  'trade-in': {
    label: 'Trade-in Valuation',
    kind: 'trade-in enquiry',
    steps: [
      { title: 'Your car', fields: ['rego', 'tradeInYear', 'tradeInMake', 'tradeInModel', 'tradeInKm'] },
      { title: 'Your details', fields: [...CONTACT_FIELDS, 'message', 'optIn', 'terms'] },
    ],
    needsCar: 'optional',
    messageOptional: true,
    submitLabel: 'Get My Valuation',
    category: 'Trade-in',
    successMessage: 'Our used car team will review your car and contact you with a valuation.',
  },
  'new-car-order': {
    label: 'Order Now',
    kind: 'car order',
    steps: [{ title: 'Your order', fields: [...CONTACT_FIELDS, 'location', 'message', 'optIn'] }],
    needsCar: 'none',
    needsModel: true,
    messageOptional: true,
    submitLabel: 'Send My Order',
    category: 'New car',
    successMessage: 'Our new car team will contact you shortly, usually within one business day, to confirm the model, colour, delivery time and your price.',
  },
  reservation: {
    label: 'Reserve Now',
    kind: 'car reservation',
    steps: [{ title: 'Your details', fields: [...CONTACT_FIELDS, 'optIn'] }],
    needsCar: 'required',
    messageOptional: true,
    submitLabel: 'Continue',
    category: 'Reservation',
    confirmsToShopper: true,
    successMessage: 'The car is held for you. Our sales team will call to arrange the balance and the handover.',
  },
  // Made by POST /api/spin-to-win for a prize won (issue 22): the dealer sees the winner in Leads, the shopper gets the claim code.
  'spin-to-win': {
    label: 'Spin to Win',
    kind: 'spin-to-win prize',
    steps: [{ title: 'Your details', fields: [...CONTACT_FIELDS] }],
    needsCar: 'none',
    messageOptional: true,
    submitLabel: 'Spin',
    category: 'Spin to win',
    confirmsToShopper: true,
    successMessage: 'Your prize and its claim code are on their way to your email. Bring the code to the dealership to claim it.',
  },
}

/**
 * What the page around a form decides: whether comments are optional on this site, and whether the
 * location and dealership selects are shown (and so required). The server works these out the same way.
 */
export interface LeadFormRules {
  commentsOptional?: boolean
  showLocation?: boolean
  /** Dealership choices; the select shows (and is required) only with more than one. */
  dealershipCount?: number
  /** The date the trade-in year may reach (next year is allowed for new registrations). */
  currentYear?: number
}

/** The fields the form shows, step by step, for a page with these rules. */
export function leadFormSteps(form: LeadFormType, rules: LeadFormRules = {}): { title: string; fields: LeadFieldName[] }[] {
  return LEAD_FORMS[form].steps.map((step) => ({
    ...step,
    fields: step.fields.filter((field) => {
      if (field === 'location') return Boolean(rules.showLocation)
      if (field === 'dealership') return (rules.dealershipCount ?? 0) > 1
      return true
    }),
  }))
}
