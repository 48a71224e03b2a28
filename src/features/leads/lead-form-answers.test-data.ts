/**
 * Answers and helpers shared by the lead form tests: one good answer per field, the page that shows
 * every optional select, and the errors the form's banner would list.
 */
import type { LeadFormType } from '@/domain/lead-for-delivery'

import { leadFormSteps, type LeadFormRules } from '../../domain/lead-form-catalogue'
import { fieldErrors } from './lead-form-errors'
import type { LeadFieldName } from '../../domain/lead-form-fields'
import { leadFormSchema } from './lead-form-schemas'

// The spec's own wording (spec §5 "Postcode field", "Terms checkbox"; §8), written out so a changed constant fails here.
export const SPEC_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const SPEC_TERMS_MESSAGE = '*You must agree to the terms of use before submitting.'

/** A page that shows every optional select: location select shown, two dealerships to choose from. */
export const ALL_SHOWN: LeadFormRules = { showLocation: true, dealershipCount: 2, currentYear: 2026 }

/** One good answer per field, as the browser sends them (selects and number inputs give strings). */
const GOOD: Record<LeadFieldName, unknown> = {
  firstName: 'Jane',
  lastName: 'Citizen',
  phone: '0412 345 678',
  email: 'jane.citizen@example.com.au',
  postcode: '4000',
  message: 'Is this car still available?',
  category: 'Used vehicle',
  rego: 'ABC123',
  location: '3',
  dealership: '2',
  appointmentAt: '2026-11-24T09:30:00.000+10:00',
  vehiclePriceBudget: '$25,000',
  tradeInYear: '2015',
  tradeInMake: 'Mazda',
  tradeInModel: 'CX-5',
  tradeInKm: '85000',
  position: 'Sales consultant',
  optIn: true,
  terms: true,
}

export const shownFields = (form: LeadFormType, rules: LeadFormRules = ALL_SHOWN) => leadFormSteps(form, rules).flatMap((step) => step.fields)
export const validAnswers = (form: LeadFormType, rules: LeadFormRules = ALL_SHOWN) =>
  Object.fromEntries(shownFields(form, rules).map((field) => [field, GOOD[field]]))

/** The errors the form's banner would list for these answers (spec §5 "Form-level error banner"). */
export function errorsFor(form: LeadFormType, answers: Record<string, unknown>, rules: LeadFormRules = ALL_SHOWN) {
  const result = leadFormSchema(form, rules).safeParse(answers)
  return result.success ? [] : fieldErrors(form, rules, result.error.issues)
}

export const long = (length: number) => 'x'.repeat(length)
