import { describe, expect, it } from 'vitest'

import type { LeadFormType } from '@/domain/lead-for-delivery'

import { ALL_SHOWN, errorsFor, long, shownFields, SPEC_POSTCODE_MESSAGE, SPEC_TERMS_MESSAGE, validAnswers } from './lead-form-answers.test-data'
import { LEAD_FORM_TYPES, LEAD_FORMS } from '../../domain/lead-form-catalogue'
import { CONTACT_CATEGORIES, type LeadFieldName } from '../../domain/lead-form-fields'
import { LEAD_FORM_MESSAGES, leadFormSchema } from './lead-form-schemas'

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
    values: [
      '02 9999 1234',
      '(07) 3333 4444',
      '+61 2 9999 1234',
      '0412 345',
      '0412 345 6789',
      '+44 7700 900123',
      '+64 21 123 4567',
      '+1 415 555 0100',
      'call me',
      '',
      MISSING,
    ],
  },
  email: {
    message: LEAD_FORM_MESSAGES.email,
    values: ['', 'jane', 'jane@', '@example.com', 'jane@example', 'jane citizen@example.com', 'jane@@example.com', MISSING],
  },
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

  it.each(
    LEAD_FORM_TYPES.flatMap((form) =>
      shownFields(form)
        .filter((field) => field in TOO_LONG)
        .map((field) => ({ form, field })),
    ),
  )('spec §5 "other bounds": $form refuses an over-long $field with "This is too long."', ({ form, field }) => {
    expect(errorsFor(form, { ...validAnswers(form), [field]: TOO_LONG[field] })).toEqual([{ field, message: 'This is too long.' }])
  })

  it.each(
    LEAD_FORM_TYPES.flatMap((form) =>
      shownFields(form)
        .filter((field) => OPTIONAL_FIELDS.includes(field))
        .map((field) => ({ form, field })),
    ),
  )('spec §5: $form accepts $field left blank', ({ form, field }) => {
    expect(errorsFor(form, { ...validAnswers(form), [field]: '' })).toEqual([])
    const { [field]: _left, ...without } = validAnswers(form)
    expect(errorsFor(form, without)).toEqual([])
  })

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
    const parsed = leadFormSchema('finance', ALL_SHOWN).parse({
      ...validAnswers('finance'),
      firstName: '  Jane ',
      vehiclePriceBudget: '$ 25,000',
      tradeInKm: '85,000',
    })
    expect(parsed).toMatchObject({ firstName: 'Jane', vehiclePriceBudget: 25000, tradeInYear: 2015, tradeInKm: 85000, dealership: 2, terms: true })
    expect(leadFormSchema('finance', ALL_SHOWN).parse({ ...validAnswers('finance'), vehiclePriceBudget: 1000, tradeInKm: 0 })).toMatchObject({
      vehiclePriceBudget: 1000,
      tradeInKm: 0,
    })
    expect(leadFormSchema('finance', ALL_SHOWN).parse({ ...validAnswers('finance'), vehiclePriceBudget: 2_000_000 })).toMatchObject({
      vehiclePriceBudget: 2_000_000,
    })
  })

  it('allows a trade-in year up to next year and from 1950 (issue 8 finance and trade-in)', () => {
    for (const tradeInYear of [1950, 2026, 2027]) expect(errorsFor('trade-in', { ...validAnswers('trade-in'), tradeInYear }), String(tradeInYear)).toEqual([])
    const nextYear = new Date().getFullYear() + 1
    expect(errorsFor('trade-in', { ...validAnswers('trade-in'), tradeInYear: nextYear }, {})).toEqual([])
    expect(errorsFor('trade-in', { ...validAnswers('trade-in'), tradeInYear: nextYear + 1 }, {})).toEqual([
      { field: 'tradeInYear', message: LEAD_FORM_MESSAGES.tradeInYear },
    ])
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
  // The reservation's details step asks for no comments at all (issue 19).
  const withComments = LEAD_FORM_TYPES.filter((form) => LEAD_FORMS[form].steps.some((step) => step.fields.includes('message')))
  const optionalForms = withComments.filter((form) => LEAD_FORMS[form].messageOptional)
  const requiredForms = withComments.filter((form) => !LEAD_FORMS[form].messageOptional)

  it('knows which forms ask for comments as optional', () => {
    expect(optionalForms).toEqual(['test-drive', 'request-photos', 'find-similar', 'finance', 'trade-in', 'new-car-order'])
    expect(requiredForms).toEqual(['enquiry', 'contact', 'service', 'parts', 'careers'])
  })

  it.each(requiredForms)('%s requires comments on a site without the commentsOptional setting', (form) => {
    expect(errorsFor(form, { ...validAnswers(form), message: '' })).toEqual([{ field: 'message', message: 'Please enter your comments.' }])
    expect(errorsFor(form, { ...validAnswers(form), message: '' }, { ...ALL_SHOWN, commentsOptional: false })).toEqual([
      { field: 'message', message: 'Please enter your comments.' },
    ])
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
