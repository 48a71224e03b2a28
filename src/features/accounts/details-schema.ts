import { z } from 'zod'

import { isAustralianMobile } from '@/domain/mobile-phone'
import { validatePostcodeField } from '@/domain/postcode-field'
import { LEAD_FORM_MESSAGES } from '@/domain/lead-form-messages'

/**
 * A shopper's details (first sign-in and My garage's My details): the lead forms' rules and messages,
 * checked by the form in the browser and again by the endpoint.
 */
const name = (message: string) => z.string({ message }).trim().min(1, message).max(80, LEAD_FORM_MESSAGES.tooLong)

export const shopperDetailsSchema = z
  .object({
    firstName: name(LEAD_FORM_MESSAGES.firstName),
    lastName: name(LEAD_FORM_MESSAGES.lastName),
    phone: z.string({ message: LEAD_FORM_MESSAGES.phone }).trim().max(20, LEAD_FORM_MESSAGES.phone).refine(isAustralianMobile, LEAD_FORM_MESSAGES.phone),
    postcode: z
      .string({ message: LEAD_FORM_MESSAGES.postcode })
      .trim()
      .refine((value) => validatePostcodeField(value) === null, LEAD_FORM_MESSAGES.postcode),
    marketingOptIn: z.boolean().optional(),
    alertsEnabled: z.boolean().optional(),
  })
  .strict()

export type ShopperDetailsInput = z.input<typeof shopperDetailsSchema>

/** Field messages for a form: the first problem of each field. */
export function detailsErrors(input: unknown): Partial<Record<keyof ShopperDetailsInput, string>> {
  const result = shopperDetailsSchema.safeParse(input)
  if (result.success) return {}
  const errors: Partial<Record<keyof ShopperDetailsInput, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ShopperDetailsInput
    errors[field] ??= issue.message
  }
  return errors
}
