import type { Payload, Where } from 'payload'

import type { Customer } from '../../payload-types'

/**
 * A site's shopper accounts (issue 18). The key is (site, email): the same email on another dealer's
 * site is a different account, and nothing here ever looks across sites.
 */
export type Shopper = Pick<Customer, ShopperField> & { siteId: number }
type ShopperField = 'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'postcode' | 'marketingOptIn' | 'alertsEnabled' | 'createdAt'

// The fields a shopper is read with, on every signed-in page and shopper request: no more than it
// carries, so the query Payload builds for it each time stays small (issue 42).
const SHOPPER_FIELDS = {
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  postcode: true,
  marketingOptIn: true,
  alertsEnabled: true,
  createdAt: true,
} as const satisfies Partial<Record<ShopperField, true>>

export const toShopper = (customer: Pick<Customer, ShopperField>, siteId: number): Shopper => ({
  id: customer.id,
  siteId,
  email: customer.email,
  firstName: customer.firstName ?? null,
  lastName: customer.lastName ?? null,
  phone: customer.phone ?? null,
  postcode: customer.postcode ?? null,
  marketingOptIn: customer.marketingOptIn ?? false,
  alertsEnabled: customer.alertsEnabled ?? true,
  createdAt: customer.createdAt,
})

/** Whether first sign-in's details (name, mobile, postcode) are still to be given. */
export const needsDetails = (shopper: Shopper): boolean => !shopper.firstName || !shopper.lastName || !shopper.phone || !shopper.postcode

export async function findCustomer(payload: Payload, siteId: number, customerId: number): Promise<Shopper | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { and: [{ id: { equals: customerId } }, { site: { equals: siteId } }] },
    select: SHOPPER_FIELDS,
    depth: 0,
    limit: 1,
    // Every signed-in page and shopper request asks: one read, no count query beside it.
    pagination: false,
    overrideAccess: true,
    joins: false,
  })
  return docs[0] ? toShopper(docs[0], siteId) : null
}

/** The site's account for an email, created on first sign-in; a parallel first sign-in finds the one the other made. */
export async function signInCustomer(payload: Payload, siteId: number, email: string, now = new Date()): Promise<{ shopper: Shopper; created: boolean }> {
  const where: Where = { and: [{ site: { equals: siteId } }, { email: { equals: email } }] }
  const existing = (await payload.find({ collection: 'customers', where, depth: 0, limit: 1, pagination: false, overrideAccess: true, joins: false })).docs[0]
  if (existing) {
    const updated = await payload.update({
      collection: 'customers',
      id: existing.id,
      data: { lastSignInAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    return { shopper: toShopper(updated, siteId), created: false }
  }
  try {
    const created = await payload.create({
      collection: 'customers',
      data: { site: siteId, email, lastSignInAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    return { shopper: toShopper(created, siteId), created: true }
  } catch (error) {
    const raced = (await payload.find({ collection: 'customers', where, depth: 0, limit: 1, pagination: false, overrideAccess: true, joins: false })).docs[0]
    if (!raced) throw error
    return { shopper: toShopper(raced, siteId), created: false }
  }
}

export interface ShopperDetails {
  firstName: string
  lastName: string
  phone: string
  postcode: string
  marketingOptIn?: boolean | undefined
  alertsEnabled?: boolean | undefined
}

export async function updateShopperDetails(payload: Payload, shopper: Shopper, details: Partial<ShopperDetails>): Promise<Shopper> {
  const updated = await payload.update({ collection: 'customers', id: shopper.id, data: details, depth: 0, overrideAccess: true })
  return toShopper(updated, shopper.siteId)
}

/**
 * Before an account is deleted (by the shopper or an editor): its watchlist and saved searches go
 * with it; its leads stay with the dealer, unlinked (the foreign key empties `customer`), as the
 * privacy text allows. Sessions, codes and queued alerts go by cascade.
 */
export async function forgetCustomerData(payload: Payload, customerId: number): Promise<void> {
  for (const collection of ['watchlist-entries', 'saved-searches'] as const) {
    await payload.delete({ collection, where: { customer: { equals: customerId } }, overrideAccess: true })
  }
}

/** Everything the site keeps about the shopper, as the "download my data" file. */
export async function shopperDataExport(payload: Payload, shopper: Shopper): Promise<Record<string, unknown>> {
  const byCustomer = { customer: { equals: shopper.id } }
  const [watchlist, savedSearches, leads, reservations, valuations, financeApplications] = await Promise.all([
    payload.find({ collection: 'watchlist-entries', where: byCustomer, depth: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'saved-searches', where: byCustomer, depth: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'leads', where: byCustomer, depth: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'reservations', where: byCustomer, depth: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'trade-in-valuations', where: byCustomer, depth: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'finance-applications', where: byCustomer, depth: 0, pagination: false, overrideAccess: true }),
  ])
  const { siteId: _site, ...details } = shopper
  return {
    exportedAt: new Date().toISOString(),
    account: details,
    watchlist: watchlist.docs.map(({ carId, carName, carSlug, savedPrice, createdAt }) => ({ carId, carName, carSlug, savedPrice, savedAt: createdAt })),
    savedSearches: savedSearches.docs.map(({ name, path, alertsEnabled, createdAt }) => ({ name, path, alertsEnabled, savedAt: createdAt })),
    enquiries: leads.docs.map(({ form, createdAt, firstName, lastName, email, phone, postcode, message, car, appointmentAt, status }) => ({
      form,
      sentAt: createdAt,
      firstName,
      lastName,
      email,
      phone,
      postcode,
      message,
      car,
      appointmentAt,
      status,
    })),
    reservations: reservations.docs.map(
      ({
        reference,
        journey,
        carName,
        carSlug,
        status,
        priceCents,
        depositCents,
        purchase,
        firstName,
        lastName,
        email,
        phone,
        answers,
        createdAt,
        expiresAt,
        paidAt,
      }) => ({
        reference,
        journey,
        carName,
        carSlug,
        status,
        priceCents,
        depositCents,
        purchase,
        firstName,
        lastName,
        email,
        phone,
        answers,
        reservedAt: createdAt,
        expiresAt,
        paidAt,
      }),
    ),
    tradeInValuations: valuations.docs.map(
      ({ reference, carName, car, answers, status, offerLowDollars, offerHighDollars, validUntil, acceptedAt, valuerReason, createdAt }) => ({
        reference,
        carName,
        car,
        answers,
        status,
        offerLowDollars,
        offerHighDollars,
        validUntil,
        acceptedAt,
        valuerReason,
        valuedAt: createdAt,
      }),
    ),
    // The shopper's own financial answers are theirs to download, until the site's retention period erases them.
    financeApplications: financeApplications.docs.map(
      ({
        reference,
        carName,
        outcome,
        priceDollars,
        depositDollars,
        termYears,
        balloonDollars,
        creditBand,
        lenderName,
        upToDollars,
        extraDepositDollars,
        interestRate,
        comparisonRate,
        weeklyRepaymentDollars,
        applicant,
        detailsErasedAt,
        createdAt,
      }) => ({
        reference,
        carName,
        outcome,
        priceDollars,
        depositDollars,
        termYears,
        balloonDollars,
        creditBand,
        lenderName,
        upToDollars,
        extraDepositDollars,
        interestRate,
        comparisonRate,
        weeklyRepaymentDollars,
        applicant,
        detailsErasedAt,
        appliedAt: createdAt,
      }),
    ),
  }
}
