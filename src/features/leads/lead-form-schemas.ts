/**
 * The validation rules of the lead forms (spec §5 "Validation rules", §8 messages): one zod schema per
 * form on a page, which the browser (react-hook-form) and the server (the enquiries endpoint) both
 * check, so the two can never disagree about an answer.
 */
import { z } from 'zod'

import type { LeadFormType } from '@/domain/lead-for-delivery'
import { isAustralianMobile } from '@/domain/mobile-phone'
import { validatePostcodeField } from '@/domain/postcode'
import { LEAD_FORM_MESSAGES } from '@/domain/lead-form-messages'

import { LEAD_FORMS, leadFormSteps, type LeadFormRules } from '../../domain/lead-form-catalogue'
import { CONTACT_CATEGORIES, type LeadFieldName } from '../../domain/lead-form-fields'
import { freeText } from '@/domain/text'

export { LEAD_FORM_MESSAGES }

// In the browser zod would probe for eval (new Function) to compile its parsers, which the pages' CSP
// refuses and Chrome reports as an issue; there it parses without compiling. The server keeps the JIT.
if (typeof window !== 'undefined') z.config({ jitless: true })

const text = (max: number) => freeText().trim().max(max, LEAD_FORM_MESSAGES.tooLong)
// A field left out of the answers (or null) gets the field's own message too, not zod's generic one.
const requiredText = (max: number, message: string) => z.string({ message }).trim().max(max, LEAD_FORM_MESSAGES.tooLong).min(1, message)
/** Text that may be left blank: blank (or only spaces) counts as not given. */
export const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), text(max).optional())
/** Number inputs arrive as strings from the browser and as numbers in JSON; blank means not given. */
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : value),
    schema.optional(),
  )
const idRef = (message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number({ message }).int(message).positive(message))

const FIELD_SCHEMAS = (rules: LeadFormRules) => {
  const year = rules.currentYear ?? new Date().getFullYear()
  return {
    firstName: requiredText(80, LEAD_FORM_MESSAGES.firstName),
    lastName: requiredText(80, LEAD_FORM_MESSAGES.lastName),
    phone: z.string({ message: LEAD_FORM_MESSAGES.phone }).trim().refine(isAustralianMobile, LEAD_FORM_MESSAGES.phone),
    email: z.string({ message: LEAD_FORM_MESSAGES.email }).trim().max(200, LEAD_FORM_MESSAGES.tooLong).pipe(z.email(LEAD_FORM_MESSAGES.email)),
    postcode: z
      .string({ message: LEAD_FORM_MESSAGES.postcode })
      .trim()
      .refine((value) => validatePostcodeField(value) === null, LEAD_FORM_MESSAGES.postcode),
    message: rules.commentsOptional ? optionalText(5000) : requiredText(5000, LEAD_FORM_MESSAGES.message),
    category: z.enum(CONTACT_CATEGORIES, LEAD_FORM_MESSAGES.category),
    rego: optionalText(12),
    location: idRef(LEAD_FORM_MESSAGES.location),
    dealership: idRef(LEAD_FORM_MESSAGES.dealership),
    appointmentAt: z.string({ message: LEAD_FORM_MESSAGES.appointmentAt }).pipe(z.iso.datetime({ offset: true, message: LEAD_FORM_MESSAGES.appointmentAt })),
    vehiclePriceBudget: optionalNumber(
      z
        .number({ message: LEAD_FORM_MESSAGES.vehiclePriceBudget })
        .min(1000, LEAD_FORM_MESSAGES.vehiclePriceBudget)
        .max(2_000_000, LEAD_FORM_MESSAGES.vehiclePriceBudget),
    ),
    tradeInYear: optionalNumber(
      z
        .number({ message: LEAD_FORM_MESSAGES.tradeInYear })
        .int(LEAD_FORM_MESSAGES.tradeInYear)
        .min(1950, LEAD_FORM_MESSAGES.tradeInYear)
        .max(year + 1, LEAD_FORM_MESSAGES.tradeInYear),
    ),
    tradeInMake: optionalText(60),
    tradeInModel: optionalText(60),
    tradeInKm: optionalNumber(
      z
        .number({ message: LEAD_FORM_MESSAGES.tradeInKm })
        .int(LEAD_FORM_MESSAGES.tradeInKm)
        .min(0, LEAD_FORM_MESSAGES.tradeInKm)
        .max(2_000_000, LEAD_FORM_MESSAGES.tradeInKm),
    ),
    position: requiredText(120, LEAD_FORM_MESSAGES.position),
    optIn: z.boolean().optional().default(false),
    terms: z.literal(true, LEAD_FORM_MESSAGES.terms),
  } satisfies Record<LeadFieldName, z.ZodType>
}

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
