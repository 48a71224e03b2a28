import { z } from 'zod'

import { postcodeFieldSchema } from '../domain/postcode'

/**
 * What the public may send when creating a lead (spec §3 "Lead form payload", §5). One schema for the
 * browser and the server; the leads issue grows it into one schema per form.
 */
export const LEAD_FORMS = ['enquiry', 'test-drive', 'finance', 'contact', 'trade-in', 'request-photos', 'find-similar', 'service', 'parts', 'careers'] as const

const optionalText = (max: number) => z.string().trim().max(max).optional()

export const leadSubmissionSchema = z.object({
  site: z.coerce.number().int().positive({ message: 'Unknown site.' }),
  form: z.enum(LEAD_FORMS),
  firstName: z.string().trim().min(1, 'Please enter your first name.').max(80),
  lastName: optionalText(80),
  email: z.string().trim().email('Please enter a valid email address.').max(200),
  phone: z.string().trim().regex(/^[+\d][\d ()-]{7,19}$/, 'Please enter a valid phone number.'),
  postcode: postcodeFieldSchema,
  message: optionalText(5000),
  category: optionalText(120),
  subcategory: optionalText(120),
  optIn: z.boolean().optional(),
  pageUrl: optionalText(2000),
  location: z.coerce.number().int().positive().optional(),
  dealership: z.coerce.number().int().positive().optional(),
  car: z
    .object({
      carId: optionalText(64),
      stockNumber: optionalText(64),
      make: optionalText(80),
      model: optionalText(80),
      carType: z.enum(['new', 'demo', 'used']).optional(),
      status: optionalText(40),
    })
    .optional(),
})

export type LeadSubmission = z.infer<typeof leadSubmissionSchema>
