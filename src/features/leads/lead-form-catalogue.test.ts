import { describe, expect, it } from 'vitest'

import { ALL_SHOWN, errorsFor, shownFields, validAnswers } from './lead-form-answers.test-data'
import { ENQUIRY_FORM_TYPES, LEAD_FORM_TYPES, LEAD_FORMS, leadFormSteps } from '../../domain/lead-form-catalogue'
import { leadFormSchema } from './lead-form-schemas'

describe('fields shown only where the spec shows them (spec §5 "Enquiry form")', () => {
  it('asks for a category on general enquiries only', () => {
    for (const form of LEAD_FORM_TYPES) expect(shownFields(form).includes('category'), form).toBe(form === 'contact')
    const parsed = leadFormSchema('enquiry', ALL_SHOWN).parse({ ...validAnswers('enquiry'), category: 'Spaceship' })
    expect(parsed).not.toHaveProperty('category')
    expect(errorsFor('contact', { ...validAnswers('contact'), category: undefined })).toEqual([{ field: 'category', message: 'Please choose a category.' }])
  })

  it.each(['test-drive', 'contact', 'service', 'parts', 'new-car-order'] as const)('%s requires a location only when the location select is shown', (form) => {
    expect(shownFields(form, { showLocation: false })).not.toContain('location')
    const hidden = { showLocation: false, currentYear: 2026 }
    expect(errorsFor(form, { ...validAnswers(form, hidden), location: '' }, hidden)).toEqual([])
    expect(leadFormSchema(form, hidden).parse({ ...validAnswers(form, hidden), location: '7' })).not.toHaveProperty('location')
    expect(errorsFor(form, { ...validAnswers(form), location: '' }, { ...ALL_SHOWN, showLocation: true })).toEqual([
      { field: 'location', message: 'Please choose a location.' },
    ])
    expect(leadFormSchema(form, ALL_SHOWN).parse(validAnswers(form))).toMatchObject({ location: 3 })
  })

  it.each(LEAD_FORM_TYPES.filter((form) => !['test-drive', 'contact', 'service', 'parts', 'new-car-order'].includes(form)))(
    '%s never shows a location select',
    (form) => {
      expect(shownFields(form, { showLocation: true })).not.toContain('location')
    },
  )

  it.each(['contact', 'finance', 'careers'] as const)('%s requires a dealership only when there is more than one to choose from', (form) => {
    for (const dealershipCount of [undefined, 0, 1]) {
      const rules = { dealershipCount, currentYear: 2026 }
      expect(shownFields(form, rules)).not.toContain('dealership')
      expect(errorsFor(form, { ...validAnswers(form, rules), dealership: '' }, rules)).toEqual([])
    }
    for (const dealershipCount of [2, 5]) {
      const rules = { dealershipCount, currentYear: 2026, showLocation: true }
      expect(shownFields(form, rules)).toContain('dealership')
      expect(errorsFor(form, { ...validAnswers(form, rules), dealership: '' }, rules)).toEqual([
        { field: 'dealership', message: 'Please choose a dealership.' },
      ])
    }
  })

  it('test drive: date and time, message, terms, optional location, in two steps (spec §3 "Test-drive form", §4 "Multi-step forms")', () => {
    expect(leadFormSteps('test-drive', { showLocation: true })).toEqual([
      { title: 'Choose a time', fields: ['location', 'appointmentAt', 'message'] },
      { title: 'Your details', fields: ['firstName', 'lastName', 'phone', 'email', 'postcode', 'optIn', 'terms'] },
    ])
    expect(leadFormSteps('test-drive')[0]!.fields).toEqual(['appointmentAt', 'message'])
  })

  it('new-car order: the contact fields, the preferred location where the site has several, optional comments and the opt-in (issue 22 "/models/order-now")', () => {
    expect(leadFormSteps('new-car-order', { showLocation: true, dealershipCount: 3 })).toEqual([
      { title: 'Your order', fields: ['firstName', 'lastName', 'phone', 'email', 'postcode', 'location', 'message', 'optIn'] },
    ])
    expect(shownFields('new-car-order', { showLocation: false })).not.toContain('location')
    expect(errorsFor('new-car-order', { ...validAnswers('new-car-order'), message: '' })).toEqual([])
    expect(LEAD_FORMS['new-car-order']).toMatchObject({ label: 'Order Now', category: 'New car', needsCar: 'none', needsModel: true })
    expect(ENQUIRY_FORM_TYPES).toContain('new-car-order')
  })

  it('every form asks for the contact fields First Name, last name, Mobile Number, Email Address and postcode (spec §3 "Lead form field types")', () => {
    for (const form of LEAD_FORM_TYPES) expect(shownFields(form), form).toEqual(expect.arrayContaining(['firstName', 'lastName', 'phone', 'email', 'postcode']))
  })
})
