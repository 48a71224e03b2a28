import type { CarType } from '@/domain/car-types'

/**
 * The tracking events of spec §7, by their dealer-words names, and the Automotive Standards Council
 * (ASC) GA4 event each one is also sent as. Pure: track.ts does the sending.
 *
 * | spec event            | id | ASC event                                   | ASC parameters beyond the common ones              |
 * | --------------------- | -- | ------------------------------------------- | -------------------------------------------------- |
 * | pageView              |  4 | asc_pageview; asc_item_pageview with a car  | page_type (item with a car)                        |
 * | financeModal          |  9 | asc_form_engagement                         | comm_type form, comm_status start, form_type finance |
 * | newCarLead            | 14 | asc_form_submission                         | form_type vehicle_enquiry                          |
 * | usedCarLead           | 15 | asc_form_submission                         | form_type vehicle_enquiry                          |
 * | testDrive             | 17 | asc_form_submission                         | form_type test_drive                               |
 * | testDriveOnlyEnquiry  | 17 | asc_form_submission                         | form_type test_drive                               |
 * | usedCarTestDrive      | 48 | asc_form_submission                         | form_type test_drive                               |
 * | generalEnquiry        | 22 | asc_form_submission                         | form_type general                                  |
 * | callDealer            | 25 | asc_click_to_call                           | comm_type call, comm_phone_number when known       |
 * | financeCalculatorUse  | 26 | asc_form_engagement                         | comm_type form, comm_status start, form_type finance |
 * | favouriteAdded        | 39 | asc_cta_interaction                         | element_text, element_subtype, event_action click  |
 * | searchView            | 49 | asc_pageview                                | page_type search, item_results                     |
 * | careerEnquiry         | 51 | asc_form_submission                         | form_type careers                                  |
 * | historyReport         | 60 | asc_cta_interaction                         | element_text, element_subtype, event_action click  |
 * | printPdf              | 61 | asc_cta_interaction                         | element_text, element_subtype, event_action click  |
 *
 * Every ASC event carries event_owner and page_type; form submissions add comm_type form,
 * event_action_result success, form_name and department sales (vehicle and finance forms); with a car,
 * item_id, item_make, item_model, item_year, item_condition, item_price and item_type are added.
 * item_condition is new for new and demo cars (both are new-car stock, as in /search/new-and-demo-cars),
 * used for used cars, cpo for certified used cars. asc_special_offer and asc_retail_process fit none
 * of the spec's events, so none is sent as those.
 */
export type AscEventName = 'asc_pageview' | 'asc_item_pageview' | 'asc_form_submission' | 'asc_form_engagement' | 'asc_click_to_call' | 'asc_cta_interaction'
export type AscFormType = 'vehicle_enquiry' | 'test_drive' | 'finance' | 'general' | 'careers'

type SpecEventDefinition =
  | { id: number; asc: 'asc_pageview'; pageType?: string }
  | { id: number; asc: 'asc_form_submission' | 'asc_form_engagement'; formType: AscFormType }
  | { id: number; asc: 'asc_click_to_call' }
  | { id: number; asc: 'asc_cta_interaction'; elementText: string; elementSubtype: string; actionResult: string }

export const SPEC_EVENTS = {
  pageView: { id: 4, asc: 'asc_pageview' },
  financeModal: { id: 9, asc: 'asc_form_engagement', formType: 'finance' },
  newCarLead: { id: 14, asc: 'asc_form_submission', formType: 'vehicle_enquiry' },
  usedCarLead: { id: 15, asc: 'asc_form_submission', formType: 'vehicle_enquiry' },
  testDrive: { id: 17, asc: 'asc_form_submission', formType: 'test_drive' },
  testDriveOnlyEnquiry: { id: 17, asc: 'asc_form_submission', formType: 'test_drive' },
  usedCarTestDrive: { id: 48, asc: 'asc_form_submission', formType: 'test_drive' },
  generalEnquiry: { id: 22, asc: 'asc_form_submission', formType: 'general' },
  callDealer: { id: 25, asc: 'asc_click_to_call' },
  financeCalculatorUse: { id: 26, asc: 'asc_form_engagement', formType: 'finance' },
  favouriteAdded: { id: 39, asc: 'asc_cta_interaction', elementText: 'Add to favourites', elementSubtype: 'favourite', actionResult: 'add' },
  searchView: { id: 49, asc: 'asc_pageview', pageType: 'search' },
  careerEnquiry: { id: 51, asc: 'asc_form_submission', formType: 'careers' },
  historyReport: { id: 60, asc: 'asc_cta_interaction', elementText: 'History report', elementSubtype: 'history_report', actionResult: 'open' },
  printPdf: { id: 61, asc: 'asc_cta_interaction', elementText: 'Print PDF', elementSubtype: 'print_pdf', actionResult: 'download' },
} as const satisfies Record<string, SpecEventDefinition>

export type SpecEvent = keyof typeof SPEC_EVENTS

/** The car fields analytics reads: any car record (stock, search hit, Payload document) has them. */
export interface TrackedCar {
  id: string | number
  make: string
  model: string
  year: number
  car_type: CarType
  price?: number | null
  certified?: boolean | null
  item_type?: string | null
}

export interface EventContext {
  car?: TrackedCar
  /** ASC page_type (home, search, item, finance, ...); item when a car is given, else other. */
  pageType?: string
  /** Cars found, for a search view. */
  resultCount?: number
  /** The shopper-facing label of the form or button, when it differs from the default. */
  formName?: string
  elementText?: string
  phoneNumber?: string
  eventOwner?: string
}

export type AnalyticsParams = Record<string, string | number>
export interface AnalyticsEvent {
  name: string
  params: AnalyticsParams
}

export const ASC_EVENT_OWNER = 'dealer_platform'

export type AscItemCondition = 'new' | 'used' | 'cpo'

export function itemConditionFor(car: Pick<TrackedCar, 'car_type' | 'certified'>): AscItemCondition {
  if (car.car_type !== 'used') return 'new'
  return car.certified ? 'cpo' : 'used'
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** The spec's own event: its name and numeric id, with the car's id when there is one. */
export function specEventFor(event: SpecEvent, context: EventContext = {}): AnalyticsEvent {
  const params: AnalyticsParams = { event_id: SPEC_EVENTS[event].id }
  if (context.car) params.car_id = String(context.car.id)
  return { name: event, params }
}

function itemParams(car: TrackedCar): AnalyticsParams {
  const params: AnalyticsParams = {
    item_id: String(car.id),
    item_make: car.make,
    item_model: car.model,
    item_year: car.year,
    item_condition: itemConditionFor(car),
    item_type: car.item_type ?? 'car',
  }
  if (typeof car.price === 'number') params.item_price = car.price
  return params
}

/** The ASC GA4 event for a spec event (see the table above). */
export function ascEventFor(event: SpecEvent, context: EventContext = {}): AnalyticsEvent {
  const definition: SpecEventDefinition = SPEC_EVENTS[event]
  const { car } = context
  const pageType = ('pageType' in definition && definition.pageType) || context.pageType || (car ? 'item' : 'other')
  const params: AnalyticsParams = { event_owner: context.eventOwner ?? ASC_EVENT_OWNER, page_type: pageType, ...(car ? itemParams(car) : {}) }
  const formName = context.formName ?? snakeCase(event)

  switch (definition.asc) {
    case 'asc_pageview':
      if (event === 'searchView') params.item_results = context.resultCount ?? 0
      return { name: car && event === 'pageView' ? 'asc_item_pageview' : 'asc_pageview', params }
    case 'asc_form_engagement':
      return {
        name: definition.asc,
        params: { ...params, comm_type: 'form', comm_status: 'start', form_name: formName, form_type: definition.formType, department: 'sales' },
      }
    case 'asc_form_submission': {
      const forSales = definition.formType === 'vehicle_enquiry' || definition.formType === 'test_drive' || definition.formType === 'finance'
      Object.assign(
        params,
        { comm_type: 'form', event_action_result: 'success', form_name: formName, form_type: definition.formType },
        forSales ? { department: 'sales' } : {},
      )
      return { name: definition.asc, params }
    }
    case 'asc_click_to_call':
      Object.assign(params, { comm_type: 'call', department: 'sales' }, context.phoneNumber ? { comm_phone_number: context.phoneNumber } : {})
      return { name: definition.asc, params }
    case 'asc_cta_interaction':
      Object.assign(params, {
        element_text: context.elementText ?? definition.elementText,
        element_subtype: definition.elementSubtype,
        event_action: 'click',
        event_action_result: definition.actionResult,
      })
      return { name: definition.asc, params }
  }
}
