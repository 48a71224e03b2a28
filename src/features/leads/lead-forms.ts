/**
 * Every shopper lead form (spec §2 routes, §3 "Forms", §5 validation): which fields each asks for, in
 * which steps, and one zod schema per form that the browser (react-hook-form) and the server (the
 * enquiries endpoint) both check. Nothing here touches the DOM or the database.
 */
import { z } from 'zod'

import { isAustralianMobile } from '@/domain/mobile-phone'
import { validatePostcodeField } from '@/domain/postcode'
import { DEFAULT_TEXTS } from '@/domain/texts'
import type { LeadFormType } from './lead-for-delivery'

export type { LeadFormType }

export const LEAD_FORM_TYPES = ['enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in'] as const satisfies readonly LeadFormType[]

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

/** General enquiry categories (the /contact select). */
export const CONTACT_CATEGORIES = ['New vehicle', 'Used vehicle', 'Finance', 'Service', 'Parts and accessories', 'Trade-in', 'Fleet', 'Feedback', 'Other'] as const

export interface LeadFormDefinition {
  /** The form's name as shoppers see it (also the default heading). */
  label: string
  /** What the lead is, in a sentence: "We have received your test drive booking", "New test drive booking". */
  kind: string
  /** Steps of fields; a one-step form has one. Location and dealership are added where the page shows them. */
  steps: { title: string; fields: LeadFieldName[] }[]
  /** Needs a car from the site's stock (car_id). */
  needsCar: 'required' | 'optional' | 'none'
  /** Comments may be left empty unless the site says otherwise. */
  messageOptional: boolean
  /** The button that sends it. */
  submitLabel: string
  /** Value of lead `category` when the form has no category select. */
  category: string
  /** What /success says happens next, unless the site's marketers wrote their own. */
  successMessage: string
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
}

export const LEAD_FORM_MESSAGES = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  phone: 'Please enter a valid Australian mobile number, e.g. 0412 345 678.',
  email: 'Please enter a valid email address.',
  postcode: DEFAULT_TEXTS.postcodeInvalidFormat,
  message: 'Please enter your comments.',
  category: 'Please choose a category.',
  location: 'Please choose a location.',
  dealership: 'Please choose a dealership.',
  appointmentAt: 'Please choose a date and time.',
  vehiclePriceBudget: 'Please enter an amount between $1,000 and $2,000,000.',
  tradeInYear: 'Please enter a year between 1950 and next year.',
  tradeInKm: 'Please enter kilometres as a whole number.',
  position: 'Please tell us which role you are interested in.',
  terms: DEFAULT_TEXTS.termsRequired,
  tooLong: 'This is too long.',
} as const

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

const text = (max: number) => z.string().trim().max(max, LEAD_FORM_MESSAGES.tooLong)
// A field left out of the answers (or null) gets the field's own message too, not zod's generic one.
const requiredText = (max: number, message: string) => z.string({ message }).trim().max(max, LEAD_FORM_MESSAGES.tooLong).min(1, message)
const optionalText = (max: number) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), text(max).optional())
/** Number inputs arrive as strings from the browser and as numbers in JSON; blank means not given. */
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : value), schema.optional())
const idRef = (message: string) => z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number({ message }).int(message).positive(message))

const FIELD_SCHEMAS = (rules: LeadFormRules) => {
  const year = rules.currentYear ?? new Date().getFullYear()
  return {
    firstName: requiredText(80, LEAD_FORM_MESSAGES.firstName),
    lastName: requiredText(80, LEAD_FORM_MESSAGES.lastName),
    phone: z.string({ message: LEAD_FORM_MESSAGES.phone }).trim().refine(isAustralianMobile, LEAD_FORM_MESSAGES.phone),
    email: z.string({ message: LEAD_FORM_MESSAGES.email }).trim().max(200, LEAD_FORM_MESSAGES.tooLong).pipe(z.email(LEAD_FORM_MESSAGES.email)),
    postcode: z.string({ message: LEAD_FORM_MESSAGES.postcode }).trim().refine((value) => validatePostcodeField(value) === null, LEAD_FORM_MESSAGES.postcode),
    message: rules.commentsOptional ? optionalText(5000) : requiredText(5000, LEAD_FORM_MESSAGES.message),
    category: z.enum(CONTACT_CATEGORIES, LEAD_FORM_MESSAGES.category),
    rego: optionalText(12),
    location: idRef(LEAD_FORM_MESSAGES.location),
    dealership: idRef(LEAD_FORM_MESSAGES.dealership),
    appointmentAt: z.string({ message: LEAD_FORM_MESSAGES.appointmentAt }).pipe(z.iso.datetime({ offset: true, message: LEAD_FORM_MESSAGES.appointmentAt })),
    vehiclePriceBudget: optionalNumber(z.number({ message: LEAD_FORM_MESSAGES.vehiclePriceBudget }).min(1000, LEAD_FORM_MESSAGES.vehiclePriceBudget).max(2_000_000, LEAD_FORM_MESSAGES.vehiclePriceBudget)),
    tradeInYear: optionalNumber(z.number({ message: LEAD_FORM_MESSAGES.tradeInYear }).int(LEAD_FORM_MESSAGES.tradeInYear).min(1950, LEAD_FORM_MESSAGES.tradeInYear).max(year + 1, LEAD_FORM_MESSAGES.tradeInYear)),
    tradeInMake: optionalText(60),
    tradeInModel: optionalText(60),
    tradeInKm: optionalNumber(z.number({ message: LEAD_FORM_MESSAGES.tradeInKm }).int(LEAD_FORM_MESSAGES.tradeInKm).min(0, LEAD_FORM_MESSAGES.tradeInKm).max(2_000_000, LEAD_FORM_MESSAGES.tradeInKm)),
    position: requiredText(120, LEAD_FORM_MESSAGES.position),
    optIn: z.boolean().optional().default(false),
    terms: z.literal(true, LEAD_FORM_MESSAGES.terms),
  } satisfies Record<LeadFieldName, z.ZodType>
}

/** Where the shopper was and what brought them: sent with every lead (spec §7 "Lead submission helper"). */
export const leadContextSchema = z.object({
  /** The car's slug or id from the site's stock. */
  carId: optionalText(120),
  /** The location the page chose (a car's yard, /contact-us/{slug}) when the form shows no location select. */
  locationId: optionalText(120),
  pageUrl: optionalText(2000),
  pageId: optionalText(120),
  visitedPages: z.array(z.string().max(500)).max(20).optional(),
  linkedQueryParams: z.record(z.string().max(60), z.string().max(500)).optional(),
  /**
   * The signed token the server issued when the shopper started filling the form (src/features/leads/form-token.ts):
   * proof of the fill time, as a bot fills a form faster than a person can. Required by the endpoint,
   * optional here so that a missing one gets its own message.
   */
  formToken: z.string().max(200).optional(),
  /** The honeypot: a field people never see. */
  website: z.string().max(500).optional(),
})

export type LeadContext = z.infer<typeof leadContextSchema>

/** The shopper's answers for one form on a page with these rules: the one schema both sides check. */
export function leadFormSchema(form: LeadFormType, rules: LeadFormRules = {}) {
  const schemas = FIELD_SCHEMAS(rules)
  const shape: Partial<Record<LeadFieldName, z.ZodType>> = {}
  for (const step of leadFormSteps(form, rules)) for (const field of step.fields) shape[field] = schemas[field]
  if (LEAD_FORMS[form].messageOptional && shape.message) shape.message = optionalText(5000)
  return z.object(shape as Record<LeadFieldName, z.ZodType>)
}

export type LeadAnswers = Partial<{
  firstName: string
  lastName: string
  phone: string
  email: string
  postcode: string
  message: string
  category: (typeof CONTACT_CATEGORIES)[number]
  rego: string
  location: number
  dealership: number
  appointmentAt: string
  vehiclePriceBudget: number
  tradeInYear: number
  tradeInMake: string
  tradeInModel: string
  tradeInKm: number
  position: string
  optIn: boolean
  terms: true
}>

/** The request body of POST /api/enquiries. */
export const enquiryEnvelopeSchema = z.object({
  form: z.enum(LEAD_FORM_TYPES, 'Unknown form type.'),
  answers: z.record(z.string(), z.unknown()),
  context: leadContextSchema.default({}),
})

export type EnquiryEnvelope = z.infer<typeof enquiryEnvelopeSchema>

/** Field errors as the form banner lists them: the first message per field, in the form's order. */
export function fieldErrors(form: LeadFormType, rules: LeadFormRules, issues: readonly z.core.$ZodIssue[]): { field: LeadFieldName; message: string }[] {
  const order = leadFormSteps(form, rules).flatMap((step) => step.fields)
  const byField = new Map<LeadFieldName, string>()
  for (const issue of issues) {
    const field = issue.path[0] as LeadFieldName
    if (order.includes(field) && !byField.has(field)) byField.set(field, issue.message)
  }
  return order.filter((field) => byField.has(field)).map((field) => ({ field, message: byField.get(field)! }))
}

/**
 * The tracking event a submitted form sends (spec §7): new car lead 14 / used car 15 for car
 * enquiries, test drive 17 / used-car test drive 48, career enquiry 51, general enquiry 22 otherwise.
 */
export function leadEventFor(form: LeadFormType, carType?: 'new' | 'demo' | 'used' | null): 'newCarLead' | 'usedCarLead' | 'testDrive' | 'usedCarTestDrive' | 'generalEnquiry' | 'careerEnquiry' {
  const used = carType === 'used'
  switch (form) {
    case 'enquiry':
    case 'request-photos':
    case 'find-similar':
      return used ? 'usedCarLead' : 'newCarLead'
    case 'test-drive':
      return used ? 'usedCarTestDrive' : 'testDrive'
    case 'careers':
      return 'careerEnquiry'
    default:
      return 'generalEnquiry'
  }
}
