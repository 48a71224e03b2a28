import { afterEach, describe, expect, it, vi } from 'vitest'

import { ALL_SHOWN, validAnswers } from '../lead-form-answers.test-data'
import { lazyLeadFormResolver } from './lazy-lead-form-resolver'

const check = (values: Record<string, unknown>) =>
  lazyLeadFormResolver<Record<string, unknown>>('enquiry', ALL_SHOWN).resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })

describe('lead form checks loaded on first use (spec §5 "Validation rules")', () => {
  afterEach(() => {
    vi.doUnmock('@/features/leads/lead-form-schemas')
    vi.resetModules()
  })

  it("gives the schema's messages once loaded, and accepts valid answers", async () => {
    const invalid = await check({ ...validAnswers('enquiry'), postcode: '12' })
    expect(invalid.errors.postcode?.message).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect((await check(validAnswers('enquiry'))).errors).toEqual({})
  })

  it('lets the answers through to the server when the checks cannot load, so the lead is not lost', async () => {
    vi.doMock('@/features/leads/lead-form-schemas', () => {
      throw new Error('chunk failed to load')
    })
    const { lazyLeadFormResolver: fresh } = await import('./lazy-lead-form-resolver')
    const answers = { ...validAnswers('enquiry'), postcode: '12' }
    const result = await fresh<Record<string, unknown>>('enquiry', ALL_SHOWN).resolver(answers, undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(result).toEqual({ values: answers, errors: {} })
  })
})
