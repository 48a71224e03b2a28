import { describe, expect, it } from 'vitest'

import { enquiryEnvelopeSchema } from './enquiry-envelope'
import { ENQUIRY_FORM_TYPES } from '../../domain/lead-form-catalogue'

describe('enquiryEnvelopeSchema: the body of POST /api/enquiries (spec §3 "Forms", issue 8 "Unknown form type")', () => {
  it('accepts every form type and defaults the context', () => {
    for (const form of ENQUIRY_FORM_TYPES) expect(enquiryEnvelopeSchema.parse({ form, answers: {} })).toEqual({ form, answers: {}, context: {} })
  })

  it.each(['reservation', 'spaceship', '', 'Enquiry', 'test_drive', undefined, 3])(
    'rejects form type %s with "Unknown form type." (a reservation lead comes only from the checkout, issue 19)',
    (form) => {
      const result = enquiryEnvelopeSchema.safeParse({ form, answers: {} })
      expect(result.success).toBe(false)
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['form'], message: 'Unknown form type.' })])
    },
  )

  it('needs answers as an object and checks the context it carries (spec §7 "Lead submission helper")', () => {
    expect(enquiryEnvelopeSchema.safeParse({ form: 'enquiry' }).success).toBe(false)
    expect(enquiryEnvelopeSchema.safeParse({ form: 'enquiry', answers: 'x' }).success).toBe(false)
    const context = {
      carId: 'used-2019-mazda-cx-5',
      pageUrl: 'https://ridgeline.example/cars/x',
      visitedPages: ['/', '/search'],
      linkedQueryParams: { utm_source: 'google' },
      formToken: 'v1.1795995000000.ridgeline-toyota.MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY',
      website: '',
    }
    expect(enquiryEnvelopeSchema.parse({ form: 'enquiry', answers: { firstName: 'Jane' }, context }).context).toEqual(context)
    expect(
      enquiryEnvelopeSchema.safeParse({ form: 'enquiry', answers: {}, context: { visitedPages: Array.from({ length: 21 }, (_, i) => `/p${i}`) } }).success,
    ).toBe(false)
    expect(enquiryEnvelopeSchema.safeParse({ form: 'enquiry', answers: {}, context: { formToken: 'x'.repeat(201) } }).success).toBe(false)
    // An old browser's startedAt is dropped: only the signed token proves the fill time.
    expect(enquiryEnvelopeSchema.parse({ form: 'enquiry', answers: {}, context: { startedAt: 1_795_995_000_000 } }).context).toEqual({})
  })
})
