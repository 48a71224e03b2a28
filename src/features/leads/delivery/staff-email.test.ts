import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'

import { awkwardTextLead, contactLead, enquiryLead, financeLead, testDriveLead } from '../../../../tests/fixtures/leads-for-delivery'
import type { LeadForDelivery } from '@/domain/lead-for-delivery'
import { staffNotificationEmail } from './staff-email'

function parse(html: string): Document {
  const window = new Window()
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document
}

/** The table row's value cell for a label ("Mobile" -> its <td>). */
function row(doc: Document, label: string): HTMLTableCellElement | null {
  const labelCell = [...doc.querySelectorAll('td')].find((cell) => cell.textContent === label)
  return (labelCell?.nextElementSibling as HTMLTableCellElement | null) ?? null
}

// Issue 8 "Delivery": the dealership's staff notification address receives a readable HTML email.
describe('staffNotificationEmail', () => {
  it('names the kind of lead, the car with its stock number and the shopper in the subject', () => {
    expect(staffNotificationEmail(testDriveLead).subject).toBe('New test drive booking: 2021 Toyota Corolla Ascent (Stock 12345) – Jane Citizen')
    expect(staffNotificationEmail(enquiryLead).subject).toBe('New vehicle enquiry: 2021 Toyota Corolla Ascent (Stock 12345) – Jane Citizen')
    expect(staffNotificationEmail(financeLead).subject).toBe('New finance enquiry: Jane Citizen')
    expect(staffNotificationEmail(contactLead).subject).toBe('New general enquiry: Jane')
  })

  it('a reservation lead for a purchase says purchase to the dealer: subject, heading and text (issue 41 item 5)', () => {
    const reservation = {
      reference: 'R-7KQ2M9X',
      status: 'pending-payment' as const,
      priceCents: 2_199_000,
      depositCents: 50_000,
      payment: 'at-dealership' as const,
      url: 'https://harbour-city-auto.test/checkout-journey?car_id=x',
    }
    const purchase: LeadForDelivery = {
      ...enquiryLead,
      form: 'reservation',
      formLabel: 'Buy Online',
      reservation: { ...reservation, purchase: { balanceMethod: 'bank-transfer', balanceCents: 2_149_000 } },
    }
    const email = staffNotificationEmail(purchase)
    expect(email.subject).toBe('New online car purchase: 2021 Toyota Corolla Ascent (Stock 12345) – Jane Citizen')
    expect(parse(email.html).querySelector('h1')?.textContent).toBe('New online car purchase')
    expect(email.text.split('\n')[0]).toMatch(/^New online car purchase from /)
    expect(staffNotificationEmail({ ...purchase, reservation }).subject).toMatch(/^New car reservation: /)
  })

  it('names the model and variant of a new-car order (issue 22 "/models/order-now")', () => {
    const order: LeadForDelivery = {
      ...enquiryLead,
      form: 'new-car-order',
      formLabel: 'Order Now',
      car: { id: null, make: 'Toyota', model: 'HiLux', badge: 'SR5', carType: 'new', price: 61410 },
    }
    const email = staffNotificationEmail(order)
    expect(email.subject).toBe('New car order: Toyota HiLux SR5 – Jane Citizen')
    expect(email.text).toContain('VEHICLE\nToyota HiLux SR5\nType: New\nPrice: $61,410')
    expect(email.html).toContain('Toyota HiLux SR5')
  })

  it('keeps the subject on one line whatever the shopper typed (no header injection)', () => {
    const lead: LeadForDelivery = { ...contactLead, customer: { ...contactLead.customer, firstName: 'Jane\r\nBcc: victim@example.test', lastName: 'Citizen' } }
    expect(staffNotificationEmail(lead).subject).toBe('New general enquiry: Jane Bcc: victim@example.test Citizen')
  })

  it('shows who, the car with its link, the appointment, the message, the details and contact links', () => {
    const doc = parse(staffNotificationEmail(testDriveLead).html)
    expect(doc.querySelector('h1')?.textContent).toBe('New test drive booking')
    expect(doc.title).toBe('New test drive booking: 2021 Toyota Corolla Ascent (Stock 12345) – Jane Citizen')
    expect(row(doc, 'Name')?.textContent).toBe('Jane Citizen')
    expect(row(doc, 'Mobile')?.querySelector('a')?.getAttribute('href')).toBe('tel:0412345678')
    expect(row(doc, 'Email')?.querySelector('a')?.getAttribute('href')).toBe('mailto:jane@example.test')
    expect(row(doc, 'Postcode')?.textContent).toBe('2150')
    const carLink = [...doc.querySelectorAll('a')].find((link) => link.textContent === '2021 Toyota Corolla Ascent')
    expect(carLink?.getAttribute('href')).toBe(testDriveLead.car!.url)
    expect(row(doc, 'Stock number')?.textContent).toBe('12345')
    expect(row(doc, 'Price')?.textContent).toBe('$25,990')
    expect(row(doc, 'Type')?.textContent).toBe('Demo')
    expect(doc.body.textContent).toContain('Saturday 14 March 2026 at 10:30 am (Australia/Sydney) at Parramatta')
    expect(doc.body.textContent).toContain('Can I bring my partner?')
    expect(row(doc, 'Form')?.textContent).toBe('Book a Test Drive')
    expect(row(doc, 'Marketing opt-in')?.textContent).toBe('Yes')
    expect(row(doc, 'Page')?.querySelector('a')?.getAttribute('href')).toBe(testDriveLead.pageUrl)
  })

  it('uses inline styles only: no style sheets, classes or scripts', () => {
    const doc = parse(staffNotificationEmail(enquiryLead).html)
    expect(doc.querySelectorAll('style, link, script, [class]')).toHaveLength(0)
    expect(doc.body.getAttribute('style')).toContain('font-family')
  })

  it('escapes markup, quotes and ampersands: the shopper text is text, not HTML', () => {
    const { html } = staffNotificationEmail(awkwardTextLead)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<AMG>')
    const doc = parse(html)
    expect(doc.querySelectorAll('script')).toHaveLength(0)
    expect(row(doc, 'Name')?.textContent).toBe(`${awkwardTextLead.customer.firstName} ${awkwardTextLead.customer.lastName}`)
    expect(doc.body.textContent).toContain(awkwardTextLead.message!.trim())
    expect(doc.body.textContent).toContain('2021 Mercedes-Benz C 200 <AMG> Line & "Sport"')
    expect(row(doc, 'Form')?.textContent).toBe('Enquire <Now> & "Save"')
  })

  it('links only web addresses, never a javascript: page URL', () => {
    const lead: LeadForDelivery = { ...contactLead, pageUrl: 'javascript:alert(1)' }
    const doc = parse(staffNotificationEmail(lead).html)
    expect(row(doc, 'Page')?.textContent).toBe('javascript:alert(1)')
    expect(row(doc, 'Page')?.querySelector('a')).toBeNull()
    expect(doc.querySelectorAll('a[href^="javascript"]')).toHaveLength(0)
  })

  it("a Perth lead's received time is Perth time, not Sydney time (issue 16 item 12)", () => {
    const perthLead: LeadForDelivery = { ...enquiryLead, location: { ...enquiryLead.location!, name: 'Perth', timeZone: 'Australia/Perth' } }
    const { html, text } = staffNotificationEmail(perthLead)
    // 01:02 UTC on 10 March is 9:02 am in Perth, 12:02 pm in Sydney.
    expect(parse(html).body.textContent).toContain('received Tuesday 10 March 2026 at 9:02 am')
    expect(text).toContain('Received Tuesday 10 March 2026 at 9:02 am')
    expect(text).not.toContain('12:02 pm')
    expect(staffNotificationEmail(enquiryLead).text).toContain('Received Tuesday 10 March 2026 at 12:02 pm')
  })

  it('has a plain-text alternative with the same facts, unescaped', () => {
    const { text } = staffNotificationEmail(awkwardTextLead)
    expect(text).toContain(`Mobile: ${awkwardTextLead.customer.phone}`)
    expect(text).toContain(`Email: ${awkwardTextLead.customer.email}`)
    expect(text).toContain('2021 Mercedes-Benz C 200 <AMG> Line & "Sport" (Stock 12345)')
    expect(text).toContain(awkwardTextLead.message!.trim())
    expect(text).not.toContain('&amp;')
    const finance = staffNotificationEmail(financeLead).text
    expect(finance).not.toContain('VEHICLE')
    expect(finance).toContain('Vehicle price budget: $30,000')
    expect(finance).toContain('Trade-in: 2015 Mazda CX-5, 120,500 km, rego ABC123')
    expect(finance).toContain('Marketing opt-in: No')
  })
})
