import 'server-only'

import type { Payload } from 'payload'

import { relationId } from '@/platform/relation'
import type { ResolvedSite } from '@/platform/sites'
import { leadAttributionRecord } from '@/domain/lead-attribution'
import { isFreeTestDriveSlot, testDriveSlots } from '@/domain/test-drive-slots'
import type { Location } from '@/payload-types'

import { leadCarRecord, leadFormSetup, type LeadFormSetup } from './form-setup'
import { FORM_TOKEN_MESSAGES, formTokenErrorCode, formTokenMessage, type FormTokenErrorCode } from './form-token'
import { formTokenProblem } from './form-token-signing'
import type { EnquiryEnvelope } from './enquiry-envelope'
import { fieldErrors } from './lead-form-errors'
import type { LeadFieldName } from '../../domain/lead-form-fields'
import { leadFormSchema, type LeadAnswers } from './lead-form-schemas'
import { LEAD_FORMS } from '../../domain/lead-form-catalogue'
import { newCarLeadRecord } from '../../domain/new-car-order'

export type SubmitEnquiryResult =
  | { ok: true; leadId: number; setup: LeadFormSetup }
  /** `code`: set when the form token was refused, so the browser knows a fresh token may help. */
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: { field: LeadFieldName; message: string }[]; code?: FormTokenErrorCode }

export const SUBMIT_MESSAGES = {
  spam: 'Your enquiry could not be sent. Please try again, or call us.',
  tooFast: FORM_TOKEN_MESSAGES.tooYoung,
  slotTaken: 'Sorry, that time has just been booked. Please choose another time.',
  invalid: 'Please fix the highlighted fields and send the form again.',
} as const

export interface SubmitEnquiryDeps {
  payload: Payload
  now?: () => Date
  /** What form tokens are signed with; PAYLOAD_SECRET unless a test says otherwise. */
  formTokenSecret?: string
}

/** The shopper's contact on a lead, from answers the lead form's schema accepted (it requires first name, email and phone). */
export const leadContactFields = (answers: LeadAnswers) => ({
  firstName: answers.firstName!,
  lastName: answers.lastName,
  email: answers.email!,
  phone: answers.phone!,
  postcode: answers.postcode,
  optIn: answers.optIn ?? false,
  termsAccepted: answers.terms === true,
})

/** Who sent a lead from which page: what the checkout and the trade-in record on the leads they make. */
export interface ShopperFacts {
  customerId: number | null
  userAgent: string | null
  pageUrl: string | null
}

/** The request's facts about its sender, for a lead made by a flow's endpoint. */
export const shopperFactsOf = (request: Request, customerId: number | null | undefined): ShopperFacts => ({
  customerId: customerId ?? null,
  userAgent: request.headers.get('user-agent'),
  pageUrl: request.headers.get('referer'),
})

/** Where a flow's lead came from, as the Leads collection records it. */
export const shopperLeadFields = (shopper: ShopperFacts) => ({
  pageUrl: shopper.pageUrl ?? undefined,
  source: 'Website',
  userAgent: shopper.userAgent?.slice(0, 500) ?? undefined,
  customer: shopper.customerId ?? undefined,
})

export interface RequestFacts {
  userAgent?: string | null
  /** The signed-in shopper's account on this site: My garage lists the leads linked to it. */
  customerId?: number | null
}

/** Times already booked at a location from `from` on (cancelled bookings free their time). */
export async function bookedTestDriveTimes(payload: Payload, locationId: number, from: Date): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'leads',
    where: {
      and: [
        { form: { equals: 'test-drive' } },
        { location: { equals: locationId } },
        { appointmentAt: { greater_than_equal: from.toISOString() } },
        { status: { not_equals: 'cancelled' } },
      ],
    },
    select: { appointmentAt: true },
    limit: 2000,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return docs.map((doc) => doc.appointmentAt).filter((value): value is string => Boolean(value))
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true
  }
  return false
}

/**
 * A shopper's lead form, checked and stored: spam guards (the honeypot, and a valid form token at
 * least the minimum fill time old), the form's schema for this page's setup, the
 * car/location/dealership belonging to the site, and a free test-drive slot. The lead and its queued
 * deliveries are committed together (src/features/leads/queue-lead-deliveries.ts) before this returns; the
 * outbox sends them afterwards, so a mail outage never fails the shopper's submit.
 */
export async function submitEnquiry(
  deps: SubmitEnquiryDeps,
  site: ResolvedSite,
  envelope: EnquiryEnvelope,
  facts: RequestFacts = {},
): Promise<SubmitEnquiryResult> {
  const now = deps.now?.() ?? new Date()
  const { form, answers, context } = envelope
  if (context.website?.trim()) return { ok: false, status: 400, message: SUBMIT_MESSAGES.spam }
  // Proof of the fill time: a token the server signed when the shopper started, at least FORM_MIN_FILL_MS (2 s) old.
  const tokenProblem = formTokenProblem(context.formToken, site.slug, now, deps.formTokenSecret)
  if (tokenProblem) return { ok: false, status: 400, message: formTokenMessage(tokenProblem), code: formTokenErrorCode(tokenProblem) }

  const found = await leadFormSetup(site, form, {
    carId: context.carId,
    locationRef: context.locationId,
    model: context.modelId ? { slug: context.modelId, vehicle: context.vehicle } : null,
  })
  if (!found.ok) return found
  const { setup, locations } = found

  const parsed = leadFormSchema(form, setup.rules).safeParse(answers)
  if (!parsed.success) return { ok: false, status: 400, message: SUBMIT_MESSAGES.invalid, errors: fieldErrors(form, setup.rules, parsed.error.issues) }
  const data = parsed.data as LeadAnswers

  const chosenLocation = data.location ?? null
  if (chosenLocation !== null && !setup.locationChoices.some((c) => c.id === chosenLocation))
    return {
      ok: false,
      status: 400,
      message: 'That location is not offered for this form.',
      errors: [{ field: 'location', message: 'Please choose a location.' }],
    }
  const chosenDealership = data.dealership ?? null
  if (chosenDealership !== null && !setup.dealershipChoices.some((c) => c.id === chosenDealership))
    return {
      ok: false,
      status: 400,
      message: 'That dealership is not part of this site.',
      errors: [{ field: 'dealership', message: 'Please choose a dealership.' }],
    }

  const location: Location | null = locations.find((l) => l.id === (chosenLocation ?? setup.presetLocation?.id)) ?? null
  const dealershipId = chosenDealership ?? setup.presetDealership?.id ?? relationId(location?.dealership)

  if (form === 'test-drive') {
    if (!location)
      return { ok: false, status: 400, message: 'Please choose a location.', errors: [{ field: 'location', message: 'Please choose a location.' }] }
    const free = testDriveSlots(location, setup.testDrive, now, await bookedTestDriveTimes(deps.payload, location.id, now))
    if (!isFreeTestDriveSlot(data.appointmentAt!, free))
      return { ok: false, status: 409, message: SUBMIT_MESSAGES.slotTaken, errors: [{ field: 'appointmentAt', message: SUBMIT_MESSAGES.slotTaken }] }
  }

  const car = setup.car
  try {
    const lead = await deps.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        site: site.id,
        form,
        ...leadContactFields(data),
        message: data.message,
        // A new-car order is filed as a new car lead (issue 22), whatever the site calls its form.
        category: data.category ?? (setup.newCar ? LEAD_FORMS[form].category : setup.copy.heading),
        subcategory: form,
        rego: data.rego,
        position: data.position,
        location: location?.id,
        dealership: dealershipId ?? undefined,
        appointmentAt: data.appointmentAt ? new Date(data.appointmentAt).toISOString() : undefined,
        car: car ? leadCarRecord(car) : setup.newCar ? newCarLeadRecord(setup.newCar) : undefined,
        tradeIn:
          data.tradeInYear || data.tradeInMake || data.tradeInModel || data.tradeInKm !== undefined
            ? { year: data.tradeInYear, make: data.tradeInMake, model: data.tradeInModel, km: data.tradeInKm }
            : undefined,
        vehiclePriceBudget: data.vehiclePriceBudget,
        pageUrl: context.pageUrl,
        pageId: context.pageId,
        source: 'Website',
        userAgent: facts.userAgent?.slice(0, 500) ?? undefined,
        customer: facts.customerId ?? undefined,
        leadAttributes: { visited_pages: context.visitedPages ?? [], linked_query_params: context.linkedQueryParams ?? {} },
        attribution: leadAttributionRecord(context.attribution, context.linkedQueryParams),
      },
    })
    return { ok: true, leadId: lead.id, setup }
  } catch (error) {
    if (form === 'test-drive' && isUniqueViolation(error))
      return { ok: false, status: 409, message: SUBMIT_MESSAGES.slotTaken, errors: [{ field: 'appointmentAt', message: SUBMIT_MESSAGES.slotTaken }] }
    throw error
  }
}
