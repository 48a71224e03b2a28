import { describe, expect, it } from 'vitest'

import { adfDtdErrors, xmlText, xmlTexts } from '../../../../tests/helpers/adf'
import { allLeads, awkwardTextLead, contactLead, enquiryLead, financeLead, testDriveLead } from '../../../../tests/fixtures/leads-for-delivery'
import type { LeadForDelivery } from '@/domain/lead-for-delivery'
import { leadAdfXml } from './adf'

/** Checks the text at each XPath (below `root`) of the lead's ADF document, every mismatch reported at once. */
function expectAdfTexts(lead: LeadForDelivery, root: string, expected: Record<string, string>) {
  const xml = leadAdfXml(lead)
  expect(Object.fromEntries(Object.keys(expected).map((path) => [path, xmlText(xml, `${root}/${path}`)]))).toEqual(expected)
}

// Issue 8 "Delivery": the dealer's CRM receives each lead as ADF 1.0 XML, valid under the standard's DTD.
describe('leadAdfXml (ADF 1.0 for dealer CRMs)', () => {
  it.each(allLeads.map((lead) => [lead.form, lead.id, lead] as const))('a %s lead (%i) is valid under the ADF 1.0 DTD', (_form, _id, lead) => {
    expect(adfDtdErrors(leadAdfXml(lead))).toEqual([])
  })

  it('the DTD check fails documents that break the standard, so the validity tests can fail', () => {
    const valid = leadAdfXml(enquiryLead)
    expect(adfDtdErrors(valid.replace(/<requestdate>.*<\/requestdate>/, ''))).not.toEqual([])
    expect(adfDtdErrors(valid.replace('interest="buy"', 'interest="rent"'))).not.toEqual([])
    expect(adfDtdErrors(valid.replace('<vendorname>', '<dealer>x</dealer><vendorname>'))).not.toEqual([])
    expect(adfDtdErrors(valid.replace(/<vendor>[\s\S]*<\/vendor>/, ''))).not.toEqual([])
    expect(adfDtdErrors(valid.replace('</adf>', ''))[0]).toMatch(/not well-formed/)
  })

  it('starts with the XML declaration and the ADF processing instruction', () => {
    const lines = leadAdfXml(enquiryLead).split('\n')
    expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>')
    expect(lines[1]).toBe('<?adf version="1.0"?>')
    expect(lines.at(-2)).toBe('</adf>')
    expect(lines.at(-1)).toBe('')
    expect(xmlText(leadAdfXml(enquiryLead), '/adf/prospect/@status')).toBe('new')
  })

  it('an enquiry carries the lead id, the request time with its offset and the car of interest', () => {
    const xml = leadAdfXml(enquiryLead)
    expect(xmlText(xml, '/adf/prospect/id')).toBe('101')
    expect(xmlText(xml, '/adf/prospect/id/@source')).toBe('Harbour City Auto')
    expect(xmlText(xml, '/adf/prospect/id/@sequence')).toBe('1')
    // 01:02 UTC on 10 March is 12:02 in Sydney (daylight time, +11:00).
    expect(xmlText(xml, '/adf/prospect/requestdate')).toBe('2026-03-10T12:02:03+11:00')
    expect(xmlTexts(xml, '/adf/prospect/vehicle')).toHaveLength(1)
    const vehicle = '/adf/prospect/vehicle[1]'
    expect(xmlText(xml, `${vehicle}/@interest`)).toBe('buy')
    expect(xmlText(xml, `${vehicle}/@status`)).toBe('used')
    expect(xmlText(xml, `${vehicle}/id`)).toBe('car-77')
    expect([xmlText(xml, `${vehicle}/year`), xmlText(xml, `${vehicle}/make`), xmlText(xml, `${vehicle}/model`)]).toEqual(['2021', 'Toyota', 'Corolla'])
    expect(xmlText(xml, `${vehicle}/vin`)).toBe('JTNB23HE002345678')
    expect(xmlText(xml, `${vehicle}/stock`)).toBe('12345')
    expect(xmlText(xml, `${vehicle}/trim`)).toBe('Ascent')
    expect(xmlText(xml, `${vehicle}/odometer`)).toBe('42100')
    expect(xmlText(xml, `${vehicle}/odometer/@units`)).toBe('km')
    expect(xmlText(xml, `${vehicle}/colorcombination/exteriorcolor`)).toBe('Glacier White')
    expect(xmlText(xml, `${vehicle}/price`)).toBe('25990')
    expect(xmlText(xml, `${vehicle}/price/@type`)).toBe('asking')
    expect(xmlText(xml, `${vehicle}/price/@currency`)).toBe('AUD')
    expect(xmlText(xml, `${vehicle}/comments`)).toContain(enquiryLead.car!.url!)
  })

  it('the customer is a contact with first and last name, email, mobile and postcode, and the comments hold the message and the form', () => {
    const xml = leadAdfXml(enquiryLead)
    const contact = '/adf/prospect/customer/contact'
    expect(xmlText(xml, `${contact}/name[@part="first"]`)).toBe('Jane')
    expect(xmlText(xml, `${contact}/name[@part="last"]`)).toBe('Citizen')
    expect(xmlText(xml, `${contact}/email`)).toBe('jane@example.test')
    expect(xmlText(xml, `${contact}/phone[@type="cellphone"]`)).toBe('0412 345 678')
    expect(xmlText(xml, `${contact}/address/postalcode`)).toBe('2150')
    expect(xmlText(xml, `${contact}/address/regioncode`)).toBe('NSW')
    expect(xmlText(xml, `${contact}/address/country`)).toBe('AU')
    expect(xmlText(xml, '/adf/prospect/customer/comments')?.split('\n')).toEqual([
      'Is this car still available?',
      '',
      'Form: Enquire Now',
      'Location: Parramatta',
      'Marketing opt-in: Yes',
      `Page: ${enquiryLead.pageUrl}`,
    ])
    expect(xmlText(xml, '/adf/prospect/customer/timeframe')).toBeNull()
  })

  it('the vendor is the dealership with the location as its contact, and the provider is the site', () => {
    expectAdfTexts(enquiryLead, '/adf/prospect', {
      'vendor/vendorname': 'Harbour Toyota',
      'vendor/url': 'https://harbour-toyota.test',
      'vendor/contact/name': 'Parramatta',
      'vendor/contact/email': 'sales@harbour-toyota.test',
      'vendor/contact/phone': '02 9888 1111',
      'vendor/contact/address/street': '1 Church Street, Parramatta NSW 2150',
      'provider/name[@part="full"]': 'Harbour City Auto',
      'provider/service': 'Website lead form (Enquire Now)',
      'provider/url': 'https://harbour-city-auto.test',
    })
  })

  it('a test drive asks for a test drive of the car and books its time on the location clock', () => {
    expectAdfTexts(testDriveLead, '/adf/prospect', {
      'vehicle/@interest': 'test-drive',
      // Demo cars are sold as new stock; ADF knows only new and used.
      'vehicle/@status': 'new',
      // 23:30 UTC on 13 March is 10:30 on Saturday 14 March in Sydney.
      'customer/timeframe/earliestdate': '2026-03-14T10:30:00+11:00',
      'customer/timeframe/description': 'Test drive booked for Saturday 14 March 2026 at 10:30 am (Australia/Sydney) at Parramatta',
    })
    const xml = leadAdfXml(testDriveLead)
    expect(xmlText(xml, '/adf/prospect/vehicle/comments')).toMatch(/^Demo vehicle\./)
    expect(xmlText(xml, '/adf/prospect/customer/comments')).toContain('Appointment: Saturday 14 March 2026 at 10:30 am (Australia/Sydney) at Parramatta')
    expect(xmlText(xml, '/adf/prospect/customer/comments')).toContain('Form: Book a Test Drive')
  })

  it('a finance enquiry without a car sends an empty vehicle with the budget as its finance amount, and the trade-in as a second vehicle', () => {
    const xml = leadAdfXml(financeLead)
    expect(xmlTexts(xml, '/adf/prospect/vehicle/@interest')).toEqual(['buy', 'trade-in'])
    const wanted = '/adf/prospect/vehicle[1]'
    expect(xmlText(xml, `${wanted}/@status`)).toBeNull()
    expect([xmlText(xml, `${wanted}/year`), xmlText(xml, `${wanted}/make`), xmlText(xml, `${wanted}/model`)]).toEqual(['', '', ''])
    expect(xmlText(xml, `${wanted}/finance/method`)).toBe('finance')
    expect(xmlText(xml, `${wanted}/finance/amount`)).toBe('30000')
    expect(xmlText(xml, `${wanted}/finance/amount/@limit`)).toBe('maximum')
    expect(xmlText(xml, `${wanted}/finance/amount/@currency`)).toBe('AUD')
    expect(xmlText(xml, `${wanted}/comments`)).toBe('No particular vehicle (Finance Enquiry).')
    const tradeIn = '/adf/prospect/vehicle[2]'
    expect(xmlText(xml, `${tradeIn}/@status`)).toBe('used')
    expect([xmlText(xml, `${tradeIn}/year`), xmlText(xml, `${tradeIn}/make`), xmlText(xml, `${tradeIn}/model`)]).toEqual(['2015', 'Mazda', 'CX-5'])
    expect(xmlText(xml, `${tradeIn}/odometer`)).toBe('120500')
    expect(xmlText(xml, `${tradeIn}/comments`)).toBe('Rego: ABC123')
    const comments = xmlText(xml, '/adf/prospect/customer/comments')
    expect(comments).toContain('Vehicle price budget: $30,000')
    expect(comments).toContain('Trade-in: 2015 Mazda CX-5, 120,500 km, rego ABC123')
    expect(comments).toContain('Marketing opt-in: No')
  })

  it('a general enquiry with no car and no dealership falls back to the site as vendor and keeps category and rego', () => {
    const xml = leadAdfXml(contactLead)
    expect(xmlTexts(xml, '/adf/prospect/customer/contact/name')).toEqual(['Jane'])
    expect(xmlText(xml, '/adf/prospect/customer/contact/address/regioncode')).toBe('NT')
    // Winter in Sydney is +10:00.
    expect(xmlText(xml, '/adf/prospect/requestdate')).toBe('2026-07-01T12:00:00+10:00')
    expect(xmlText(xml, '/adf/prospect/vendor/vendorname')).toBe('Harbour City Auto')
    expect(xmlText(xml, '/adf/prospect/vendor/url')).toBe('https://harbour-city-auto.test')
    const comments = xmlText(xml, '/adf/prospect/customer/comments')
    expect(comments).toContain('Category: Service / Logbook')
    expect(comments).toContain('Rego: XYZ789')
    expect(comments).toContain('Page: https://harbour-city-auto.test/contact')
  })

  it('a new-car order carries the model and variant as a new vehicle to order, with no stock id (issue 22 "/models/order-now")', () => {
    const order: LeadForDelivery = {
      ...enquiryLead,
      id: 110,
      form: 'new-car-order',
      formLabel: 'Order Now',
      category: 'New car',
      subcategory: 'new-car-order',
      message: null,
      car: { id: null, year: null, make: 'Toyota', model: 'HiLux', badge: 'SR5', carType: 'new', price: 61410 },
    }
    const xml = leadAdfXml(order)
    expect(adfDtdErrors(xml)).toEqual([])
    const vehicle = '/adf/prospect/vehicle[1]'
    expect(xmlTexts(xml, `${vehicle}/id`)).toEqual([])
    expect([xmlText(xml, `${vehicle}/@interest`), xmlText(xml, `${vehicle}/@status`)]).toEqual(['buy', 'new'])
    expect([xmlText(xml, `${vehicle}/make`), xmlText(xml, `${vehicle}/model`), xmlText(xml, `${vehicle}/trim`), xmlText(xml, `${vehicle}/price`)]).toEqual([
      'Toyota',
      'HiLux',
      'SR5',
      '61410',
    ])
    expect(xmlText(xml, `${vehicle}/comments`)).toBe('New vehicle to order from the range, not a stock car (Order Now).')
    expect(xmlText(xml, '/adf/prospect/customer/comments')).toContain('Category: New car / new-car-order')
  })

  it("a Perth lead's ADF time is Perth time, not Sydney time (issue 16 item 12)", () => {
    const perthLead: LeadForDelivery = { ...enquiryLead, location: { ...enquiryLead.location!, name: 'Perth', timeZone: 'Australia/Perth' } }
    // 01:02 UTC on 10 March is 09:02 in Perth (+08:00, no daylight time), 12:02 in Sydney.
    expect(xmlText(leadAdfXml(perthLead), '/adf/prospect/requestdate')).toBe('2026-03-10T09:02:03+08:00')
    // No location chosen: the zone the dealership's locations share.
    const perthDealershipLead: LeadForDelivery = { ...financeLead, dealership: { ...financeLead.dealership!, timeZone: 'Australia/Perth' } }
    expect(xmlText(leadAdfXml(perthDealershipLead), '/adf/prospect/requestdate')).toBe('2026-03-10T13:00:00+08:00')
    expect(xmlText(leadAdfXml(financeLead), '/adf/prospect/requestdate')).toBe('2026-03-10T16:00:00+11:00')
  })

  it('markup, quotes, ampersands, emoji and non-Latin text arrive exactly as typed; characters XML cannot carry are dropped', () => {
    const xml = leadAdfXml(awkwardTextLead)
    expect(xml).not.toContain('<script>')
    expect(xmlText(xml, '/adf/prospect/customer/contact/name[@part="first"]')).toBe(awkwardTextLead.customer.firstName)
    expect(xmlText(xml, '/adf/prospect/customer/contact/name[@part="last"]')).toBe("O'Brien & 山田 😀")
    expect(xmlText(xml, '/adf/prospect/id/@source')).toBe('Harbour & Sons "Autos" <Sydney>')
    expect(xmlText(xml, '/adf/prospect/vehicle/make')).toBe('Mercedes-Benz')
    expect(xmlText(xml, '/adf/prospect/vehicle/model')).toBe('C 200 <AMG>')
    expect(xmlText(xml, '/adf/prospect/vehicle/trim')).toBe('Line & "Sport"')
    const comments = xmlText(xml, '/adf/prospect/customer/comments')!
    expect(comments.split('\n')[0]).toBe('Price < $20k & "cash" today? 🚗💨 Привет, 你好  ]]> <![CDATA[ x ]]>')
    expect(comments).toContain('Form: Enquire <Now> & "Save"')
  })
})
