/**
 * The lead as ADF 1.0 XML (Auto-Lead Data Format, the auto industry's lead format that dealer CRMs
 * read from a plain-text email body). Built with xmlbuilder2, so every value is escaped by the
 * builder; the element order follows the ADF 1.0 DTD, which tests/fixtures/adf-1.0.dtd holds and
 * adf.test.ts validates against.
 */
import { create } from 'xmlbuilder2'
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces'

import { appointmentText, carMake, carModel, isoWithOffset, leadDetails, leadTimeZone, xmlSafeText } from '@/domain/lead-facts'
import type { LeadForDelivery } from '@/domain/lead-for-delivery'
import { postcodeLocation } from '@/domain/postcode'

const COUNTRY = 'AU'
const CURRENCY = 'AUD'

/** The ADF 1.0 document for one lead: one prospect, the car of interest (or an empty one), the trade-in, the shopper, the dealer and the site. */
export function leadAdfXml(lead: LeadForDelivery): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ins('adf', 'version="1.0"')
  const prospect = doc.ele('adf').ele('prospect', { status: 'new' })
  text(prospect, 'id', String(lead.id), { sequence: '1', source: lead.site.name })
  text(prospect, 'requestdate', isoWithOffset(lead.createdAt, leadTimeZone(lead)))
  vehicleOfInterest(prospect.ele('vehicle', vehicleAttributes(lead)), lead)
  if (hasTradeIn(lead.tradeIn)) tradeInVehicle(prospect.ele('vehicle', { interest: 'trade-in', status: 'used' }), lead.tradeIn)
  customer(prospect.ele('customer'), lead)
  vendor(prospect.ele('vendor'), lead)
  const provider = prospect.ele('provider')
  text(provider, 'name', lead.site.name, { part: 'full', type: 'business' })
  text(provider, 'service', `Website lead form (${lead.formLabel})`)
  text(provider, 'url', lead.site.url)
  // Ends with a line end, as mail bodies do: the CRM mail's body is then byte for byte this text.
  return `${doc.end({ prettyPrint: true })}\n`
}

/** A child element holding text, with characters XML cannot carry removed (the builder escapes the rest). */
function text(parent: XMLBuilder, name: string, value: string, attributes?: Record<string, string>): XMLBuilder {
  const element = parent.ele(name, attributes)
  const safe = xmlSafeText(value)
  if (safe) element.txt(safe)
  return element
}

// Test drives use ADF's own interest; every other form is a shopper looking to buy. ADF knows only
// new and used: demo cars are sold as new stock, so they are "new" (the comment says "Demo").
// Without a car the status is left out, since nothing is known of it.
function vehicleAttributes(lead: LeadForDelivery): Record<string, string> {
  const interest = lead.form === 'test-drive' ? 'test-drive' : 'buy'
  if (!lead.car) return { interest }
  return { interest, status: lead.car.carType === 'new' || lead.car.carType === 'demo' ? 'new' : 'used' }
}

// ADF requires a vehicle with year, make and model in every prospect. A lead without a car (finance
// budget, general enquiry, careers...) sends them empty, which CRMs read as "no particular vehicle",
// and says so in the vehicle's comments; a finance budget becomes the vehicle's finance amount.
function vehicleOfInterest(vehicle: XMLBuilder, lead: LeadForDelivery): void {
  const car = lead.car
  if (car?.id) text(vehicle, 'id', car.id, { sequence: '1', source: lead.site.name })
  text(vehicle, 'year', car?.year ? String(car.year) : '')
  text(vehicle, 'make', car ? carMake(car) : '')
  text(vehicle, 'model', car ? carModel(car) : '')
  if (car?.vin?.trim()) text(vehicle, 'vin', car.vin.trim())
  if (car?.stockNumber?.trim()) text(vehicle, 'stock', car.stockNumber.trim())
  if (car?.badge?.trim()) text(vehicle, 'trim', car.badge.trim())
  if (typeof car?.km === 'number') text(vehicle, 'odometer', String(Math.round(car.km)), { units: 'km' })
  if (car?.colour?.trim()) {
    const colours = vehicle.ele('colorcombination')
    text(colours, 'exteriorcolor', car.colour.trim())
    text(colours, 'preference', '1')
  }
  if (typeof car?.price === 'number' && car.price > 0) text(vehicle, 'price', String(Math.round(car.price)), { type: 'asking', currency: CURRENCY })
  const budget = lead.finance?.vehiclePriceBudget
  if (typeof budget === 'number' && budget > 0) {
    const finance = vehicle.ele('finance')
    text(finance, 'method', 'finance')
    text(finance, 'amount', String(Math.round(budget)), { type: 'total', limit: 'maximum', currency: CURRENCY })
  }
  const comments = car
    ? [
        car.id ? '' : `New vehicle to order from the range, not a stock car (${lead.formLabel}).`,
        car.carType === 'demo' ? 'Demo vehicle.' : '',
        car.status?.trim() ? `Status: ${car.status.trim()}.` : '',
        car.url?.trim() ? `Vehicle page: ${car.url.trim()}` : '',
      ]
    : [`No particular vehicle (${lead.formLabel}).`]
  const comment = comments.filter(Boolean).join(' ')
  if (comment) text(vehicle, 'comments', comment)
}

function hasTradeIn(tradeIn: LeadForDelivery['tradeIn']): tradeIn is NonNullable<LeadForDelivery['tradeIn']> {
  return !!tradeIn && (!!tradeIn.year || !!tradeIn.make?.trim() || !!tradeIn.model?.trim() || typeof tradeIn.km === 'number' || !!tradeIn.rego?.trim())
}

function tradeInVehicle(vehicle: XMLBuilder, tradeIn: NonNullable<LeadForDelivery['tradeIn']>): void {
  text(vehicle, 'year', tradeIn.year ? String(tradeIn.year) : '')
  text(vehicle, 'make', carMake(tradeIn))
  text(vehicle, 'model', carModel(tradeIn))
  if (typeof tradeIn.km === 'number') text(vehicle, 'odometer', String(Math.round(tradeIn.km)), { units: 'km' })
  // The online offer's low end is what the dealer stands behind: the appraisal price; the range and acceptance go in the comments.
  const offer = tradeIn.offer
  if (offer) text(vehicle, 'price', String(Math.round(offer.lowDollars)), { type: 'appraisal', currency: CURRENCY })
  const comments = [
    tradeIn.rego?.trim() ? `Rego: ${tradeIn.rego.trim()}` : '',
    offer
      ? `Online offer ${offer.reference}: $${offer.lowDollars} to $${offer.highDollars}${offer.accepted ? ', accepted by the customer' : ', not yet accepted'}.`
      : '',
  ].filter(Boolean)
  if (comments.length) text(vehicle, 'comments', comments.join(' '))
}

function customer(element: XMLBuilder, lead: LeadForDelivery): void {
  const { customer: shopper } = lead
  const contact = element.ele('contact')
  text(contact, 'name', shopper.firstName.trim(), { part: 'first' })
  if (shopper.lastName?.trim()) text(contact, 'name', shopper.lastName.trim(), { part: 'last' })
  // The DTD needs an email or a phone; the lead schema requires both, so email is always written.
  text(contact, 'email', shopper.email.trim())
  if (shopper.phone.trim()) text(contact, 'phone', shopper.phone.trim(), { type: 'cellphone' })
  const postcode = shopper.postcode?.trim()
  if (postcode) {
    // ADF's address starts with a required street; forms ask for the postcode only, so the street
    // is present and empty, and the state comes from the postcode table.
    const address = contact.ele('address', { type: 'home' })
    address.ele('street', { line: '1' })
    const state = postcodeLocation(postcode)?.state
    if (state) text(address, 'regioncode', state)
    text(address, 'postalcode', postcode)
    text(address, 'country', COUNTRY)
  }
  if (lead.appointment) {
    const timeframe = element.ele('timeframe')
    text(timeframe, 'description', `Test drive booked for ${appointmentText(lead.appointment)}`)
    text(timeframe, 'earliestdate', isoWithOffset(lead.appointment.startsAt, lead.appointment.timeZone))
  }
  // The shopper's message, a blank line, then the lead's details ("Form: Book a Test Drive").
  const message = lead.message?.trim()
  const details = leadDetails(lead).map(({ label, value }) => `${label}: ${value}`)
  text(element, 'comments', [message ? `${message}\n` : null, ...details].filter((line) => line !== null).join('\n'))
}

function vendor(element: XMLBuilder, lead: LeadForDelivery): void {
  const { dealership, location, site } = lead
  text(element, 'vendorname', dealership?.name || site.name)
  const url = dealership?.url?.trim() || site.url
  if (url) text(element, 'url', url)
  const contact = element.ele('contact')
  text(contact, 'name', location?.name || dealership?.name || site.name, { part: 'full', type: 'business' })
  const email = dealership?.email?.trim()
  const phone = location?.phone?.trim() || dealership?.phone?.trim()
  if (email) text(contact, 'email', email)
  // The DTD needs an email or a phone: without either the phone is present and empty.
  if (phone || !email) text(contact, 'phone', phone ?? '', { type: 'voice' })
  if (location?.address?.trim()) {
    const address = contact.ele('address', { type: 'work' })
    text(address, 'street', location.address.trim(), { line: '1' })
    text(address, 'country', COUNTRY)
  }
}
