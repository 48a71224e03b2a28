import { describe, expect, it } from 'vitest'

import { ALL_SHOWN, errorsFor, SPEC_POSTCODE_MESSAGE } from './lead-form-answers.test-data'
import { fieldErrors } from './lead-form-errors'

describe('fieldErrors: the banner lists errors in the order the form shows its fields (spec §5 "Form-level error banner")', () => {
  it('lists every missing field of the general enquiry in form order, one message each', () => {
    const rules = ALL_SHOWN
    expect(errorsFor('contact', {}, rules)).toEqual([
      { field: 'category', message: 'Please choose a category.' },
      { field: 'firstName', message: 'Please enter your first name.' },
      { field: 'lastName', message: 'Please enter your last name.' },
      { field: 'phone', message: 'Please enter a valid Australian mobile number, e.g. 0412 345 678.' },
      { field: 'email', message: 'Please enter a valid email address.' },
      { field: 'postcode', message: SPEC_POSTCODE_MESSAGE },
      { field: 'location', message: 'Please choose a location.' },
      { field: 'dealership', message: 'Please choose a dealership.' },
      { field: 'message', message: 'Please enter your comments.' },
    ])
  })

  it('follows the steps of a multi-step form, first step first, terms last (spec §4 "Multi-step forms")', () => {
    expect(errorsFor('test-drive', { terms: false, postcode: '12', appointmentAt: 'soon' }, { showLocation: true }).map((error) => error.field)).toEqual([
      'location',
      'appointmentAt',
      'firstName',
      'lastName',
      'phone',
      'email',
      'postcode',
      'terms',
    ])
  })

  it('orders by the form, not by the order the issues arrive in', () => {
    const issues = [
      { code: 'custom' as const, path: ['terms'], message: 'terms wrong', input: false },
      { code: 'custom' as const, path: ['postcode'], message: 'postcode wrong', input: '1' },
      { code: 'custom' as const, path: ['firstName'], message: 'first name wrong', input: '' },
    ]
    expect(fieldErrors('trade-in', {}, issues)).toEqual([
      { field: 'firstName', message: 'first name wrong' },
      { field: 'postcode', message: 'postcode wrong' },
      { field: 'terms', message: 'terms wrong' },
    ])
  })

  it('keeps the first message per field and drops issues for fields the form does not show', () => {
    const issues = [
      { code: 'custom' as const, path: ['email'], message: 'first', input: '' },
      { code: 'custom' as const, path: ['email'], message: 'second', input: '' },
      { code: 'custom' as const, path: ['category'], message: 'not on this form', input: '' },
      { code: 'custom' as const, path: ['dealership'], message: 'not shown with one dealership', input: '' },
      { code: 'custom' as const, path: [], message: 'form-level', input: {} },
    ]
    expect(fieldErrors('finance', { dealershipCount: 1 }, issues)).toEqual([{ field: 'email', message: 'first' }])
  })

  it('is empty when nothing is wrong', () => {
    expect(fieldErrors('enquiry', {}, [])).toEqual([])
  })
})
