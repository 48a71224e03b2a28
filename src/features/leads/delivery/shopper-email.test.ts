import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'

import type { LeadForDelivery } from '@/domain/lead-for-delivery'
import { shopperEmail } from './shopper-email'

function parse(html: string): Document {
  const window = new Window()
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document
}

const confirmationUrl = 'https://harbour-city-auto.test/cars/2021-toyota-corolla-ascent-77/checkout?step=confirmation&reservation=tok-9f3'

/** A reservation lead (issue 19) at a Perth location: unpaid, the deposit to be paid at the dealership. */
const reservationLead: LeadForDelivery = {
  id: 205,
  form: 'reservation',
  formLabel: 'Reserve Online',
  createdAt: '2026-11-24T07:30:00.000Z',
  site: { slug: 'harbour-city-auto', name: 'Harbour City Auto', url: 'https://harbour-city-auto.test' },
  dealership: { slug: 'harbour-toyota', name: 'Harbour Toyota', phone: '02 9999 0000', email: 'sales@harbour-toyota.test', url: 'https://harbour-toyota.test' },
  location: { id: 3, name: 'Perth', phone: '08 9222 1111', address: '1 Hay Street, Perth WA 6000', timeZone: 'Australia/Perth' },
  customer: { firstName: ' Jane ', lastName: 'Citizen', email: 'jane@example.test', phone: '0412 345 678', postcode: '6000', optIn: false },
  message: null,
  car: {
    id: 'car-77',
    slug: '2021-toyota-corolla-ascent-77',
    stockNumber: '12345',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent',
    carType: 'used',
    status: 'in_stock',
    price: 25_990,
    url: 'https://harbour-city-auto.test/cars/2021-toyota-corolla-ascent-77',
  },
  reservation: {
    reference: 'HCA-7Q2K',
    status: 'pending-payment',
    priceCents: 2_599_000,
    depositCents: 20_000,
    expiresAt: '2026-11-26T07:30:00.000Z',
    payment: 'at-dealership',
    url: confirmationUrl,
  },
  pageUrl: 'https://harbour-city-auto.test/cars/2021-toyota-corolla-ascent-77/checkout',
  source: 'Website',
}

describe("shopperEmail (issue 19; spec §9 reserve deposit: the shopper's reservation confirmation email)", () => {
  it('the subject names the car and the reservation number', () => {
    expect(shopperEmail(reservationLead).subject).toBe('Your reservation: 2021 Toyota Corolla Ascent (HCA-7Q2K)')
  })

  it('the text greets the shopper and carries the wording, the reservation number, the link and the dealer', () => {
    const { text } = shopperEmail(reservationLead)
    expect(text.startsWith('Hi Jane,\n')).toBe(true)
    expect(text).toContain('Your car is reserved')
    expect(text).toContain('Pay your $200.00 deposit at Harbour Toyota or by phone on 08 9222 1111, quoting HCA-7Q2K.')
    expect(text).toContain('Reservation number: HCA-7Q2K')
    expect(text).toContain(`Your reservation: ${confirmationUrl}`)
    expect(text.trimEnd().endsWith('Harbour Toyota')).toBe(true)
  })

  it('the html carries the same: the reservation number, a working link to the confirmation and the dealer', () => {
    const doc = parse(shopperEmail(reservationLead).html)
    expect(doc.querySelector('h1')?.textContent).toBe('Your car is reserved')
    expect(doc.querySelector('strong')?.textContent).toBe('HCA-7Q2K')
    const links = [...doc.querySelectorAll('a')]
    expect(links).toHaveLength(1)
    expect(links[0]!.getAttribute('href')).toBe(confirmationUrl)
    expect(doc.body.textContent).toContain('Pay your $200.00 deposit at Harbour Toyota or by phone on 08 9222 1111, quoting HCA-7Q2K.')
    expect(doc.querySelectorAll('style, link, script')).toHaveLength(0)
  })

  it("states the held-until time on the location's clock (Perth time for a Perth lead)", () => {
    const { text } = shopperEmail(reservationLead)
    expect(text).toContain('until Thursday 26 November at 3:30 pm')
    const sydneyLead: LeadForDelivery = { ...reservationLead, location: { ...reservationLead.location!, timeZone: 'Australia/Sydney' } }
    expect(shopperEmail(sydneyLead).text).toContain('until Thursday 26 November at 6:30 pm')
  })

  it('escapes what the shopper typed: their name is text in the html, never markup', () => {
    const lead: LeadForDelivery = { ...reservationLead, customer: { ...reservationLead.customer, firstName: '<script>alert(1)</script>' } }
    const { html, text } = shopperEmail(lead)
    expect(html).not.toContain('<script>')
    expect(html).toContain('Hi &#60;script&#62;alert(1)&#60;/script&#62;,')
    const doc = parse(html)
    expect(doc.querySelectorAll('script')).toHaveLength(0)
    expect(doc.querySelector('p')?.textContent).toBe('Hi <script>alert(1)</script>,')
    expect(text.startsWith('Hi <script>alert(1)</script>,')).toBe(true)
  })

  it("escapes the car name, the dealer name and the link's ampersand in the html", () => {
    const lead: LeadForDelivery = {
      ...reservationLead,
      car: { ...reservationLead.car!, make: 'Mercedes-Benz', model: 'C 200', badge: '<AMG> "Sport"' },
      dealership: { ...reservationLead.dealership!, name: 'Smith & Sons <Motors>' },
    }
    const { html } = shopperEmail(lead)
    expect(html).not.toContain('<AMG>')
    expect(html).not.toContain('<Motors>')
    expect(html).not.toContain('step=confirmation&reservation')
    const doc = parse(html)
    expect(doc.body.textContent).toContain('Mercedes-Benz C 200 <AMG> "Sport"')
    expect(doc.body.textContent).toContain('Smith & Sons <Motors>')
    expect(doc.querySelector('a')?.getAttribute('href')).toBe(confirmationUrl)
  })

  it("falls back to the dealership's phone and the site's name when the lead has no location or dealership", () => {
    expect(shopperEmail({ ...reservationLead, location: null }).text).toContain('or by phone on 02 9999 0000, quoting HCA-7Q2K.')
    const { text } = shopperEmail({ ...reservationLead, location: null, dealership: null })
    expect(text).toContain('Pay your $200.00 deposit at Harbour City Auto or by phone, quoting HCA-7Q2K.')
    expect(text.trimEnd().endsWith('Harbour City Auto')).toBe(true)
  })

  it("words the email for the reservation's status when the delivery runs", () => {
    const paid: LeadForDelivery = { ...reservationLead, reservation: { ...reservationLead.reservation!, status: 'paid' } }
    expect(shopperEmail(paid).subject).toBe('Deposit received: 2021 Toyota Corolla Ascent (HCA-7Q2K)')
    const refunded: LeadForDelivery = { ...reservationLead, reservation: { ...reservationLead.reservation!, status: 'refunded', expiresAt: null } }
    expect(shopperEmail(refunded).text).toContain('deposit has been refunded')
  })

  it('a purchase is emailed as a purchase: its number, its link and the next step for the balance (issue 41 item 5)', () => {
    const bought: LeadForDelivery = {
      ...reservationLead,
      formLabel: 'Buy Online',
      reservation: { ...reservationLead.reservation!, depositCents: 50_000, purchase: { balanceMethod: 'finance', balanceCents: 2_049_000 } },
    }
    const { subject, text, html } = shopperEmail(bought)
    expect(subject).toBe('Your purchase: 2021 Toyota Corolla Ascent (HCA-7Q2K)')
    expect(text).toContain('Purchase number: HCA-7Q2K')
    expect(text).toContain(`Your purchase: ${confirmationUrl}`)
    expect(text).toContain('finish your finance application for the $20,490.00 balance')
    expect(text.replace(confirmationUrl, '')).not.toMatch(/reserv/i)
    expect(parse(html).querySelector('a')?.textContent).toBe('See your purchase')
  })

  it('refuses a lead without a reservation, naming the lead', () => {
    expect(() => shopperEmail({ ...reservationLead, reservation: null })).toThrow(/Lead 205 has no reservation/)
    expect(() => shopperEmail({ ...reservationLead, reservation: undefined })).toThrow(/Lead 205/)
  })
})
