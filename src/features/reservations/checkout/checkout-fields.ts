import { LEAD_FIELD_LABELS } from '@/domain/lead-form-fields'

/** The reservation's contact fields, with the lead form's own labels (the server checks them with its schema). */
export const LEAD_FIELDS_OF_CONTACT = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', inputMode: undefined },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', inputMode: undefined },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'postcode', type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
] as const

export { LEAD_FIELD_LABELS }
