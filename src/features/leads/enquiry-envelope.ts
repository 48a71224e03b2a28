/**
 * What POST /api/enquiries receives: the form, the shopper's answers (checked afterwards against that
 * form's schema, lead-form-schemas.ts) and where the shopper was when they sent it.
 */
import { z } from 'zod'

import { leadAttributionSchema } from '../../domain/lead-attribution'
import { ENQUIRY_FORM_TYPES } from '../../domain/lead-form-catalogue'
import { optionalText } from './lead-form-schemas'

/** Where the shopper was and what brought them: sent with every lead (spec §7 "Lead submission helper"). */
export const leadContextSchema = z.object({
  /** The car's slug or id from the site's stock. */
  carId: optionalText(120),
  /** The new-car order's model (its slug in the site's range) and the vehicle asked for (a variant's full name). */
  modelId: optionalText(120),
  vehicle: optionalText(200),
  /** The location the page chose (a car's yard, /contact-us/{slug}) when the form shows no location select. */
  locationId: optionalText(120),
  pageUrl: optionalText(2000),
  pageId: optionalText(120),
  visitedPages: z.array(z.string().max(500)).max(20).optional(),
  linkedQueryParams: z.record(z.string().max(60), z.string().max(500)).optional(),
  /** What brought the shopper (Insights): kept when usable, dropped field by field when not, never a refusal. */
  attribution: leadAttributionSchema,
  /**
   * The signed token the server issued when the shopper started filling the form (src/features/leads/form-token.ts):
   * proof of the fill time, as a bot fills a form faster than a person can. Required by the endpoint,
   * optional here so that a missing one gets its own message.
   */
  formToken: z.string().max(200).optional(),
  /** The honeypot: a field people never see. */
  website: z.string().max(500).optional(),
})

/** The request body of POST /api/enquiries. */
export const enquiryEnvelopeSchema = z.object({
  form: z.enum(ENQUIRY_FORM_TYPES, 'Unknown form type.'),
  answers: z.record(z.string(), z.unknown()),
  context: leadContextSchema.default({}),
})

export type EnquiryEnvelope = z.infer<typeof enquiryEnvelopeSchema>
