import { readCarLink, type CarLink } from '@/domain/car-link'
import type { LeadFormType } from '@/domain/lead-for-delivery'
import { queryParam } from '@/platform/page-query'

/**
 * The site paths that carry a lead form (spec §2 routes). A CMS page at one of these paths shows its
 * blocks with the form (a Lead form block where the marketer placed it, else after the blocks); without
 * a CMS page the platform renders the form page itself, so every site has working forms from day one.
 */
const LEAD_FORM_ROUTES: Readonly<Record<string, LeadFormType>> = {
  contact: 'contact',
  finance: 'finance',
  'finance-enquiry': 'finance',
  'apply-for-finance': 'finance',
  'finance-pre-approval': 'finance',
  'instant-price': 'finance',
  'book-test-drive': 'test-drive',
  service: 'service',
  'vehicle-parts-and-accessories': 'parts',
  careers: 'careers',
}

/** Forms about one car that /contact?car_id=…&form=… opens (the no-JavaScript path of the vehicle page's dialogs). */
const CAR_FORMS = ['enquiry', 'request-photos', 'find-similar', 'test-drive'] as const satisfies readonly LeadFormType[]

type Params = Readonly<Record<string, string | string[] | undefined>>

export interface LeadFormRoute {
  form: LeadFormType
  /** The car the link names: car_id, or vin in its place (spec §2 finance pages). */
  car: CarLink | null
  /** /contact-us/{location slug} */
  locationRef: string | null
  /** Values the page's link fills in (spec §2 finance pages: preferredDealership, vehiclePriceBudget). */
  prefill: { vehiclePriceBudget?: string; preferredDealership?: string }
  /** The new-car order's model (its slug) and the vehicle the link names (a variant's full name). */
  model?: { slug: string; vehicle: string | null }
}

/** The form a path (without leading slash) and its query parameters open, or null for other paths. */
export function leadFormRoute(path: string, params: Params): LeadFormRoute | null {
  const contactUs = /^contact-us\/([a-z0-9-]+)$/.exec(path)
  if (contactUs) return { ...leadFormRouteFor('contact', {}), locationRef: contactUs[1]! }
  // Own keys only: 'constructor', 'toString' and '__proto__' are on every object and name no form.
  const form = Object.hasOwn(LEAD_FORM_ROUTES, path) ? LEAD_FORM_ROUTES[path] : undefined
  if (!form) return null
  if (path === 'contact' && queryParam(params.car_id)) {
    const asked = queryParam(params.form)
    return leadFormRouteFor(CAR_FORMS.find((f) => f === asked) ?? 'enquiry', params)
  }
  return leadFormRouteFor(form, params)
}

/** A form placed on any page (the Lead form block): the car and prefill come from the query parameters. */
export function leadFormRouteFor(form: LeadFormType, params: Params): LeadFormRoute {
  const budget = queryParam(params.vehiclePriceBudget)
  const dealership = queryParam(params.preferredDealership)
  return {
    form,
    car: readCarLink(params),
    locationRef: null,
    prefill: {
      ...(budget && /^\d{1,9}(\.\d+)?$/.test(budget) ? { vehiclePriceBudget: String(Math.round(Number(budget))) } : {}),
      ...(dealership ? { preferredDealership: dealership } : {}),
    },
  }
}

/**
 * /models/order-now?model_id={slug}&model_name={name}&vehicle={full name} (spec §2): the new-car order
 * of a model of the site's range; null without a model slug. model_name is the link's label for the
 * model and adds nothing the range does not know, so it is not read.
 */
export function newCarOrderRoute(params: Params): LeadFormRoute | null {
  const slug = queryParam(params.model_id)?.toLowerCase()
  if (!slug || !/^[a-z0-9][a-z0-9-]{0,80}$/.test(slug)) return null
  return { ...leadFormRouteFor('new-car-order', {}), model: { slug, vehicle: queryParam(params.vehicle)?.slice(0, 200) ?? null } }
}
