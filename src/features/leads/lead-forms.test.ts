import { describe, expect, it } from 'vitest'

import { SPEC_EVENTS } from '../analytics/events'
import {
  CONTACT_CATEGORIES,
  enquiryEnvelopeSchema,
  fieldErrors,
  LEAD_FORM_MESSAGES,
  LEAD_FORM_TYPES,
  LEAD_FORMS,
  leadEventFor,
  leadFormSchema,
  leadFormSteps,
  type LeadFieldName,
  type LeadFormRules,
  type LeadFormType,
} from './lead-forms'

// The spec's own wording (spec §5 "Postcode field", "Terms checkbox"; §8), written out so a changed constant fails here.
const SPEC_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
const SPEC_TERMS_MESSAGE = '*You must agree to the terms of use before submitting.'

/** A page that shows every optional select: location select shown, two dealerships to choose from. */
const ALL_SHOWN: LeadFormRules = { showLocation: true, dealershipCount: 2, currentYear: 2026 }

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

const shownFields = (form: LeadFormType, rules: LeadFormRules = ALL_SHOWN) => leadFormSteps(form, rules).flatMap((step) => step.fields)
const validAnswers = (form: LeadFormType, rules: LeadFormRules = ALL_SHOWN) => Object.fromEntries(shownFields(form, rules).map((field) => [field, GOOD[field]]))

/** The errors the form's banner would list for these answers (spec §5 "Form-level error banner"). */
function errorsFor(form: LeadFormType, answers: Record<string, unknown>, rules: LeadFormRules = ALL_SHOWN) {
  const result = leadFormSchema(form, rules).safeParse(answers)
  return result.success ? [] : fieldErrors(form, rules, result.error.issues)
}

const long = (length: number) => 'x'.repeat(length)
const MISSING = undefined

/**
 * Every field rule: the bad values each field must refuse, and the one message the shopper then sees.
 * Fields that may be left empty list only the values that are wrong when given.
 */
const BAD_VALUES: Record<LeadFieldName, { message: string; values: unknown[] }> = {
  firstName: { message: LEAD_FORM_MESSAGES.firstName, values: ['', '   ', MISSING, null] },
  lastName: { message: LEAD_FORM_MESSAGES.lastName, values: ['', '   ', MISSING] },
  phone: {
    message: LEAD_FORM_MESSAGES.phone,
    // landlines, too short, too long, foreign mobiles, letters, empty
    values: ['02 9999 1234', '(07) 3333 4444', '+61 2 9999 1234', '0412 345', '0412 345 6789', '+44 7700 900123', '+64 21 123 4567', '+1 415 555 0100', 'call me', '', MISSING],
  },
  email: { message: LEAD_FORM_MESSAGES.email, values: ['', 'jane', 'jane@', '@example.com', 'jane@example', 'jane citizen@example.com', 'jane@@example.com', MISSING] },
  postcode: { message: SPEC_POSTCODE_MESSAGE, values: ['', '123', '12345', 'abcd', ' 40 0', '40-0', MISSING] },
  message: { message: LEAD_FORM_MESSAGES.message, values: ['', '   ', MISSING] },
  category: { message: LEAD_FORM_MESSAGES.category, values: ['', 'Spaceship', 'new vehicle', MISSING] },
  rego: { message: LEAD_FORM_MESSAGES.tooLong, values: [long(13)] },
  location: { message: LEAD_FORM_MESSAGES.location, values: ['', MISSING, null, 'abc', '0', '-3', '1.5'] },
  dealership: { message: LEAD_FORM_MESSAGES.dealership, values: ['', MISSING, null, 'abc', '0', '-2', '2.5'] },
  appointmentAt: {
    message: LEAD_FORM_MESSAGES.appointmentAt,
    // an ISO date-time with an offset is required: no date alone, no local time without an offset, no prose
    values: ['', MISSING, '2026-11-24', '2026-11-24T09:30:00', '2026-11-24 09:30', 'Tuesday 9:30am', '2026-13-24T09:30:00+10:00', 1_795_995_000_000],
  },
  vehiclePriceBudget: { message: LEAD_FORM_MESSAGES.vehiclePriceBudget, values: ['999', 999, '2,000,001', 2_000_001, '-5000', 'lots', 'NaN'] },
  tradeInYear: { message: LEAD_FORM_MESSAGES.tradeInYear, values: ['1949', 1949, '2028', 2028, '2015.5', 'old'] },
  tradeInMake: { message: LEAD_FORM_MESSAGES.tooLong, values: [long(61)] },
  tradeInModel: { message: LEAD_FORM_MESSAGES.tooLong, values: [long(61)] },
  tradeInKm: { message: LEAD_FORM_MESSAGES.tradeInKm, values: ['-1', -1, '1500.5', '2000001', 'many'] },
  position: { message: LEAD_FORM_MESSAGES.position, values: ['', '  ', MISSING] },
  // A checkbox: only true/false come from the form; optIn has no shopper-facing rule beyond that.
  optIn: { message: '', values: [] },
  terms: { message: SPEC_TERMS_MESSAGE, values: [false, MISSING, 'true', 'on', 1] },
}

/** Lengths past the limit: "This is too long." for every text field (kept apart from the required-field messages). */
const TOO_LONG: Partial<Record<LeadFieldName, unknown>> = {
  firstName: long(81),
  lastName: long(81),
  email: `${long(195)}@example.com`,
  message: long(5001),
  position: long(121),
  rego: long(13),
  tradeInMake: long(61),
  tradeInModel: long(61),
}

/** Fields that may be left blank whatever the page. */
const OPTIONAL_FIELDS: LeadFieldName[] = ['rego', 'vehiclePriceBudget', 'tradeInYear', 'tradeInMake', 'tradeInModel', 'tradeInKm']

/** Comments are checked here on the forms that require them; the optional ones have their own tests below. */
const checkedFields = (form: LeadFormType) => shownFields(form).filter((field) => field !== 'message' || !LEAD_FORMS[form].messageOptional)

const cases = LEAD_FORM_TYPES.flatMap((form) =>
  checkedFields(form).flatMap((field) => BAD_VALUES[field].values.map((value) => ({ form, field, value, message: BAD_VALUES[field].message }))),
)

describe('lead form rules (spec §3 "Forms", §5 "Validation rules", issue 8 "every form rejects each bad field")', () => {
  it('has a rule row for every field any form shows, and the spec messages for postcode and terms', () => {
    const everyField = new Set(LEAD_FORM_TYPES.flatMap((form) => shownFields(form)))
    for (const field of everyField) expect(BAD_VALUES[field], field).toBeDefined()
    expect(LEAD_FORM_MESSAGES.postcode).toBe(SPEC_POSTCODE_MESSAGE)
    expect(LEAD_FORM_MESSAGES.terms).toBe(SPEC_TERMS_MESSAGE)
    // the table really covers every form and field with at least one bad value (optIn aside)
    expect(cases.length).toBeGreaterThan(200)
  })

  it.each(LEAD_FORM_TYPES)('a full valid answer set passes on the %s form, with every select shown (spec §5)', (form) => {
    const result = leadFormSchema(form, ALL_SHOWN).safeParse(validAnswers(form))
    expect(result.success ? [] : result.error.issues).toEqual([])
  })

  it.each(LEAD_FORM_TYPES)('a full valid answer set passes on the %s form with no location or dealership select (spec §5)', (form) => {
    const rules = { currentYear: 2026 }
    expect(errorsFor(form, validAnswers(form, rules), rules)).toEqual([])
  })

  it.each(cases)('spec §5: $form rejects $field = $value with "$message"', ({ form, field, value, message }) => {
    expect(errorsFor(form, { ...validAnswers(form), [field]: value })).toEqual([{ field, message }])
  })

  it.each(LEAD_FORM_TYPES.flatMap((form) => shownFields(form).filter((field) => field in TOO_LONG).map((field) => ({ form, field }))))(
    'spec §5 "other bounds": $form refuses an over-long $field with "This is too long."',
    ({ form, field }) => {
      expect(errorsFor(form, { ...validAnswers(form), [field]: TOO_LONG[field] })).toEqual([{ field, message: 'This is too long.' }])
    },
  )

  it.each(LEAD_FORM_TYPES.flatMap((form) => shownFields(form).filter((field) => OPTIONAL_FIELDS.includes(field)).map((field) => ({ form, field }))))(
    'spec §5: $form accepts $field left blank',
    ({ form, field }) => {
      expect(errorsFor(form, { ...validAnswers(form), [field]: '' })).toEqual([])
      const { [field]: _left, ...without } = validAnswers(form)
      expect(errorsFor(form, without)).toEqual([])
    },
  )

  it('accepts Australian mobiles written locally or internationally (spec §3 "Mobile Number")', () => {
    for (const phone of ['0412 345 678', '0412345678', '+61412345678', '+61 412 345 678', ' 0412-345-678 ']) {
      expect(errorsFor('enquiry', { ...validAnswers('enquiry'), phone }), phone).toEqual([])
    }
  })

  it('accepts 4-digit postcodes, including leading zeros, and trims them (spec §5 "Postcode field")', () => {
    for (const postcode of ['0800', '2000', '6000', ' 4000 ']) expect(errorsFor('enquiry', { ...validAnswers('enquiry'), postcode }), postcode).toEqual([])
    expect(leadFormSchema('enquiry').parse({ ...validAnswers('enquiry'), postcode: ' 4000 ' }).postcode).toBe('4000')
  })

  it('accepts every general-enquiry category (spec §5 "category select")', () => {
    for (const category of CONTACT_CATEGORIES) expect(errorsFor('contact', { ...validAnswers('contact'), category })).toEqual([])
  })

  it('reads the browser strings as numbers and trims text, the same on browser and server (spec §5 "Money input")', () => {
    const parsed = leadFormSchema('finance', ALL_SHOWN).parse({ ...validAnswers('finance'), firstName: '  Jane ', vehiclePriceBudget: '$ 25,000', tradeInKm: '85,000' })
    expect(parsed).toMatchObject({ firstName: 'Jane', vehiclePriceBudget: 25000, tradeInYear: 2015, tradeInKm: 85000, dealership: 2, terms: true })
    expect(leadFormSchema('finance', ALL_SHOWN).parse({ ...validAnswers('finance'), vehiclePriceBudget: 1000, tradeInKm: 0 })).toMatchObject({ vehiclePriceBudget: 1000, tradeInKm: 0 })
    expect(leadFormSchema('finance', ALL_SHOWN).parse({ ...validAnswers('finance'), vehiclePriceBudget: 2_000_000 })).toMatchObject({ vehiclePriceBudget: 2_000_000 })
  })

  it('allows a trade-in year up to next year and from 1950 (issue 8 finance and trade-in)', () => {
    for (const tradeInYear of [1950, 2026, 2027]) expect(errorsFor('trade-in', { ...validAnswers('trade-in'), tradeInYear }), String(tradeInYear)).toEqual([])
    const nextYear = new Date().getFullYear() + 1
    expect(errorsFor('trade-in', { ...validAnswers('trade-in'), tradeInYear: nextYear }, {})).toEqual([])
    expect(errorsFor('trade-in', { ...validAnswers('trade-in'), tradeInYear: nextYear + 1 }, {})).toEqual([{ field: 'tradeInYear', message: LEAD_FORM_MESSAGES.tradeInYear }])
  })

  it('opt-in is optional and defaults to not opted in (spec §5 "opt-in checkbox (optional)")', () => {
    const { optIn: _optIn, ...answers } = validAnswers('enquiry')
    expect(leadFormSchema('enquiry').parse(answers).optIn).toBe(false)
  })

  it('test-drive appointmentAt takes any ISO date-time with an offset or Z (spec §3 "Test-drive form: dateTime")', () => {
    for (const appointmentAt of ['2026-11-24T09:30:00+10:00', '2026-11-24T09:30:00.000+11:00', '2026-11-23T23:30:00.000Z', '2026-11-24T07:30:00+08:00']) {
      expect(errorsFor('test-drive', { ...validAnswers('test-drive'), appointmentAt }), appointmentAt).toEqual([])
    }
  })
})

describe('Comments: required unless the form or the site makes them optional (spec §5 "Enquiry form")', () => {
  const optionalForms = LEAD_FORM_TYPES.filter((form) => LEAD_FORMS[form].messageOptional)
  const requiredForms = LEAD_FORM_TYPES.filter((form) => !LEAD_FORMS[form].messageOptional)

  it('knows which forms ask for comments as optional', () => {
    expect(optionalForms).toEqual(['test-drive', 'request-photos', 'find-similar', 'finance', 'trade-in'])
    expect(requiredForms).toEqual(['enquiry', 'contact', 'service', 'parts', 'careers'])
  })

  it.each(requiredForms)('%s requires comments on a site without the commentsOptional setting', (form) => {
    expect(errorsFor(form, { ...validAnswers(form), message: '' })).toEqual([{ field: 'message', message: 'Please enter your comments.' }])
    expect(errorsFor(form, { ...validAnswers(form), message: '' }, { ...ALL_SHOWN, commentsOptional: false })).toEqual([{ field: 'message', message: 'Please enter your comments.' }])
  })

  it.each(requiredForms)("%s leaves comments optional when the site's commentsOptional setting says so", (form) => {
    const rules = { ...ALL_SHOWN, commentsOptional: true }
    expect(errorsFor(form, { ...validAnswers(form), message: '' }, rules)).toEqual([])
    expect(errorsFor(form, { ...validAnswers(form), message: '  ' }, rules)).toEqual([])
    const { message: _message, ...without } = validAnswers(form)
    expect(errorsFor(form, without, rules)).toEqual([])
    // still limited in length when given
    expect(errorsFor(form, { ...validAnswers(form), message: long(5001) }, rules)).toEqual([{ field: 'message', message: 'This is too long.' }])
  })

  it.each(optionalForms)('%s accepts empty comments whatever the site says, but not over-long ones', (form) => {
    for (const rules of [ALL_SHOWN, { ...ALL_SHOWN, commentsOptional: false }]) {
      expect(errorsFor(form, { ...validAnswers(form), message: '' }, rules)).toEqual([])
      expect(errorsFor(form, { ...validAnswers(form), message: long(5001) }, rules)).toEqual([{ field: 'message', message: 'This is too long.' }])
    }
  })
})

describe('fields shown only where the spec shows them (spec §5 "Enquiry form")', () => {
  it('asks for a category on general enquiries only', () => {
    for (const form of LEAD_FORM_TYPES) expect(shownFields(form).includes('category'), form).toBe(form === 'contact')
    const parsed = leadFormSchema('enquiry', ALL_SHOWN).parse({ ...validAnswers('enquiry'), category: 'Spaceship' })
    expect(parsed).not.toHaveProperty('category')
    expect(errorsFor('contact', { ...validAnswers('contact'), category: undefined })).toEqual([{ field: 'category', message: 'Please choose a category.' }])
  })

  it.each(['test-drive', 'contact', 'service', 'parts'] as const)('%s requires a location only when the location select is shown', (form) => {
    expect(shownFields(form, { showLocation: false })).not.toContain('location')
    const hidden = { showLocation: false, currentYear: 2026 }
    expect(errorsFor(form, { ...validAnswers(form, hidden), location: '' }, hidden)).toEqual([])
    expect(leadFormSchema(form, hidden).parse({ ...validAnswers(form, hidden), location: '7' })).not.toHaveProperty('location')
    expect(errorsFor(form, { ...validAnswers(form), location: '' }, { ...ALL_SHOWN, showLocation: true })).toEqual([{ field: 'location', message: 'Please choose a location.' }])
    expect(leadFormSchema(form, ALL_SHOWN).parse(validAnswers(form))).toMatchObject({ location: 3 })
  })

  it.each(LEAD_FORM_TYPES.filter((form) => !['test-drive', 'contact', 'service', 'parts'].includes(form)))('%s never shows a location select', (form) => {
    expect(shownFields(form, { showLocation: true })).not.toContain('location')
  })

  it.each(['contact', 'finance', 'careers'] as const)('%s requires a dealership only when there is more than one to choose from', (form) => {
    for (const dealershipCount of [undefined, 0, 1]) {
      const rules = { dealershipCount, currentYear: 2026 }
      expect(shownFields(form, rules)).not.toContain('dealership')
      expect(errorsFor(form, { ...validAnswers(form, rules), dealership: '' }, rules)).toEqual([])
    }
    for (const dealershipCount of [2, 5]) {
      const rules = { dealershipCount, currentYear: 2026, showLocation: true }
      expect(shownFields(form, rules)).toContain('dealership')
      expect(errorsFor(form, { ...validAnswers(form, rules), dealership: '' }, rules)).toEqual([{ field: 'dealership', message: 'Please choose a dealership.' }])
    }
  })

  it('test drive: date and time, message, terms, optional location, in two steps (spec §3 "Test-drive form", §4 "Multi-step forms")', () => {
    expect(leadFormSteps('test-drive', { showLocation: true })).toEqual([
      { title: 'Choose a time', fields: ['location', 'appointmentAt', 'message'] },
      { title: 'Your details', fields: ['firstName', 'lastName', 'phone', 'email', 'postcode', 'optIn', 'terms'] },
    ])
    expect(leadFormSteps('test-drive')[0]!.fields).toEqual(['appointmentAt', 'message'])
  })

  it('every form asks for the contact fields First Name, last name, Mobile Number, Email Address and postcode (spec §3 "Lead form field types")', () => {
    for (const form of LEAD_FORM_TYPES) expect(shownFields(form), form).toEqual(expect.arrayContaining(['firstName', 'lastName', 'phone', 'email', 'postcode']))
  })
})

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

describe('leadEventFor: the tracking event of a submitted form (spec §7 tracking event ids)', () => {
  const id = (form: LeadFormType, carType?: 'new' | 'demo' | 'used' | null) => SPEC_EVENTS[leadEventFor(form, carType)].id

  it('vehicle enquiries: new car lead 14, used car lead 15 (demo cars count as new)', () => {
    for (const form of ['enquiry', 'request-photos', 'find-similar'] as const) {
      expect(id(form, 'new'), form).toBe(14)
      expect(id(form, 'demo'), form).toBe(14)
      expect(id(form, 'used'), form).toBe(15)
      expect(id(form), form).toBe(14)
    }
  })

  it('test drive 17 for new cars, 48 for used cars', () => {
    expect(id('test-drive', 'new')).toBe(17)
    expect(id('test-drive', 'demo')).toBe(17)
    expect(id('test-drive', null)).toBe(17)
    expect(id('test-drive', 'used')).toBe(48)
  })

  it('career enquiry 51', () => {
    expect(id('careers')).toBe(51)
    expect(id('careers', 'used')).toBe(51)
  })

  it.each(['contact', 'service', 'parts', 'finance', 'trade-in'] as const)('%s is a general enquiry, 22, with or without a car', (form) => {
    expect(id(form)).toBe(22)
    expect(id(form, 'used')).toBe(22)
    expect(id(form, 'new')).toBe(22)
  })
})

describe('enquiryEnvelopeSchema: the body of POST /api/enquiries (spec §3 "Forms", issue 8 "Unknown form type")', () => {
  it('accepts every form type and defaults the context', () => {
    for (const form of LEAD_FORM_TYPES) expect(enquiryEnvelopeSchema.parse({ form, answers: {} })).toEqual({ form, answers: {}, context: {} })
  })

  it.each(['spaceship', '', 'Enquiry', 'test_drive', undefined, 3])('rejects form type %s with "Unknown form type."', (form) => {
    const result = enquiryEnvelopeSchema.safeParse({ form, answers: {} })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['form'], message: 'Unknown form type.' })])
  })

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
    expect(enquiryEnvelopeSchema.safeParse({ form: 'enquiry', answers: {}, context: { visitedPages: Array.from({ length: 21 }, (_, i) => `/p${i}`) } }).success).toBe(false)
    expect(enquiryEnvelopeSchema.safeParse({ form: 'enquiry', answers: {}, context: { formToken: 'x'.repeat(201) } }).success).toBe(false)
    // An old browser's startedAt is dropped: only the signed token proves the fill time.
    expect(enquiryEnvelopeSchema.parse({ form: 'enquiry', answers: {}, context: { startedAt: 1_795_995_000_000 } }).context).toEqual({})
  })
})
