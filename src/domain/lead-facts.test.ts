import { describe, expect, it } from 'vitest'

import { contactLead, enquiryLead, financeLead, testDriveLead } from '../../tests/fixtures/leads-for-delivery'
import { appointmentText, carMake, carModel, carTitle, customerName, isoWithOffset, leadDetails, leadTimeZone, tradeInText, xmlSafeText } from './lead-facts'

describe('the car as the dealer reads it', () => {
  it('names the make and model as the site shows them', () => {
    expect(carMake({ make: 'Suzuki Australia' })).toBe('Suzuki')
    expect(carModel({ make: 'Mazda', model: '3' })).toBe('Mazda3')
    expect(carTitle({ year: 2021, make: 'Toyota', model: 'Corolla', badge: ' Ascent ' })).toBe('2021 Toyota Corolla Ascent')
  })

  it('leaves out what the feed did not give, and is empty with nothing to go on', () => {
    expect(carMake({ make: '  ' })).toBe('')
    expect(carModel({ make: 'Toyota', model: null })).toBe('')
    expect(carTitle({ year: null, make: 'Toyota', model: 'HiLux', badge: null })).toBe('Toyota HiLux')
    expect(carTitle({ year: null, make: null, model: null, badge: '' })).toBe('')
  })
})

describe('the shopper and the trade-in', () => {
  it('joins first and last name, without a stray space when there is no last name', () => {
    expect(customerName(enquiryLead.customer)).toBe('Jane Citizen')
    expect(customerName({ ...enquiryLead.customer, firstName: ' Jane ', lastName: null })).toBe('Jane')
  })

  it('describes the trade-in with what the shopper gave, or null without one', () => {
    expect(tradeInText(financeLead.tradeIn)).toBe('2015 Mazda CX-5, 120,500 km, rego ABC123')
    expect(tradeInText({ km: 0 })).toBe('0 km')
    expect(tradeInText({ rego: '  ' })).toBeNull()
    expect(tradeInText(null)).toBeNull()
  })
})

describe("the lead's clock (issue 16 item 12: a Perth lead is on Perth time)", () => {
  it('takes the appointment zone, else the location, else the dealership, else the home market', () => {
    const perth = 'Australia/Perth'
    expect(
      leadTimeZone({
        appointment: { startsAt: '', locationName: '', timeZone: perth },
        location: { id: 1, name: 'x', timeZone: 'Australia/Darwin' },
        dealership: null,
      }),
    ).toBe(perth)
    expect(leadTimeZone({ location: { id: 1, name: 'x', timeZone: perth }, dealership: { slug: 'd', name: 'd', timeZone: 'Australia/Darwin' } })).toBe(perth)
    expect(leadTimeZone({ location: { id: 1, name: 'x' }, dealership: { slug: 'd', name: 'd', timeZone: perth } })).toBe(perth)
    expect(leadTimeZone({ location: null, dealership: null })).toBe('Australia/Sydney')
  })

  it('writes a time with the zone offset, and leaves an unreadable one as given', () => {
    expect(isoWithOffset('2026-03-10T01:02:03.000Z', 'Australia/Sydney')).toBe('2026-03-10T12:02:03+11:00')
    expect(isoWithOffset('2026-03-10T01:02:03.000Z', 'Australia/Perth')).toBe('2026-03-10T09:02:03+08:00')
    expect(isoWithOffset('soon', 'Australia/Perth')).toBe('soon')
  })

  it('books the appointment on the location clock, naming the zone and the place', () => {
    expect(appointmentText(testDriveLead.appointment!)).toBe('Saturday 14 March 2026 at 10:30 am (Australia/Sydney) at Parramatta')
    expect(appointmentText({ ...testDriveLead.appointment!, locationName: ' ' })).toBe('Saturday 14 March 2026 at 10:30 am (Australia/Sydney)')
  })
})

describe('leadDetails: the lines the CRM comment and the staff email share', () => {
  it('lists the form, appointment, budget, trade-in, opt-in and page in that order, leaving out what is missing', () => {
    expect(leadDetails(financeLead)).toEqual([
      { label: 'Form', value: 'Finance Enquiry' },
      { label: 'Vehicle price budget', value: '$30,000' },
      { label: 'Trade-in', value: '2015 Mazda CX-5, 120,500 km, rego ABC123' },
      { label: 'Marketing opt-in', value: 'No' },
      { label: 'Page', value: 'https://harbour-city-auto.test/finance' },
    ])
    expect(leadDetails(contactLead).map((detail) => detail.label)).toEqual(['Form', 'Category', 'Rego', 'Marketing opt-in', 'Page'])
    expect(leadDetails(contactLead)[1]).toEqual({ label: 'Category', value: 'Service / Logbook' })
  })

  it('names the location once: not again when the appointment already says where', () => {
    expect(leadDetails(enquiryLead)).toContainEqual({ label: 'Location', value: 'Parramatta' })
    expect(leadDetails(testDriveLead).map((detail) => detail.label)).toEqual(['Form', 'Appointment', 'Marketing opt-in', 'Page'])
  })
})

describe('xmlSafeText', () => {
  it('drops the characters XML 1.0 cannot carry and keeps every other one', () => {
    expect(xmlSafeText('bell\u0007 null\u0000 lone\uD800 end\uFFFE')).toBe('bell null lone end')
    const kept = 'tab\t line\n return\r 山田 😀 <&> "quoted"'
    expect(xmlSafeText(kept)).toBe(kept)
  })
})
