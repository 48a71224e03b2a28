import { describe, expect, it } from 'vitest'

import { isAustralianMobile } from './mobile-phone'
import { formatPhone, maskPhone, PHONE_MASK_VISIBLE, phoneHref } from './phone'

describe('phone display (spec §9 "Phone display")', () => {
  it('turns +61 into 0 and groups 10 digits 2-4-4', () => {
    const spellings = ['+61 7 3333 4444', '+61733334444', '+61 (0) 7 3333 4444', '(07) 3333-4444']
    expect(spellings.map((raw) => formatPhone(raw))).toEqual(spellings.map(() => '07 3333 4444'))
    expect(formatPhone('0412345678')).toBe('04 1234 5678')
  })

  it("shows the demo dealers' numbers the testers saw unformatted as 07 5531 2200 and 02 6362 7700 (issue 41)", () => {
    expect(formatPhone('0755312200')).toBe('07 5531 2200')
    expect(formatPhone('+61263627700')).toBe('02 6362 7700')
  })

  it('leaves other numbers as written', () => {
    expect(formatPhone('13 11 22')).toBe('13 11 22')
    expect(formatPhone(' 1800 123 456 ')).toBe('18 0012 3456') // the spec's rule holds for every 10-digit number
    expect(formatPhone('ask for Sam')).toBe('ask for Sam')
    expect(formatPhone(null)).toBe('')
  })
})

describe('phone reveal masking (spec §4 "Phone reveal")', () => {
  it('masks after the first 5 characters', () => {
    expect(PHONE_MASK_VISIBLE).toBe(5)
    expect(maskPhone('07 3333 4444')).toBe('07 33XX XXXX')
    expect(maskPhone('07 3333 4444', 5, '*')).toBe('07 33** ****')
    expect(maskPhone('0733')).toBe('0733')
  })

  it('links the number for calling', () => {
    expect(phoneHref('+61 7 3333 4444')).toBe('tel:0733334444')
    expect(phoneHref('13 11 22')).toBe('tel:131122')
  })
})

describe('Australian mobile numbers for forms (libphonenumber-js)', () => {
  it('accepts local and international mobile numbers', () => {
    expect(isAustralianMobile('0412 345 678')).toBe(true)
    expect(isAustralianMobile('+61 412 345 678')).toBe(true)
    expect(isAustralianMobile('0499999999')).toBe(true)
  })

  it('rejects landlines, short numbers, other countries and empty input', () => {
    expect(isAustralianMobile('02 9999 9999')).toBe(false)
    expect(isAustralianMobile('0412 345')).toBe(false)
    expect(isAustralianMobile('+1 650 253 0000')).toBe(false)
    expect(isAustralianMobile('')).toBe(false)
    expect(isAustralianMobile(undefined)).toBe(false)
  })
})
