import { describe, expect, it } from 'vitest'

import { ascEventFor, itemConditionFor, SPEC_EVENTS, specEventFor, type SpecEvent, type TrackedCar } from './events'
import { leadEventFor } from './lead-event'

const usedCar: TrackedCar = { id: 'car-123', make: 'Toyota', model: 'Corolla', year: 2021, car_type: 'used', price: 24990, item_type: 'car' }

describe('spec event table (spec §7 tracking event ids)', () => {
  it('covers every spec id', () => {
    const specIds = [4, 9, 14, 15, 17, 22, 25, 26, 39, 48, 49, 51, 60, 61]
    const tableIds = new Set(Object.values(SPEC_EVENTS).map((event) => event.id))
    expect([...tableIds].sort((a, b) => a - b)).toEqual(specIds)
  })

  it('maps every spec event to an ASC event', () => {
    for (const name of Object.keys(SPEC_EVENTS) as SpecEvent[]) {
      const asc = ascEventFor(name, { car: usedCar })
      expect(asc.name).toMatch(/^asc_/)
      expect(asc.params.event_owner).toBeTruthy()
      expect(asc.params.page_type).toBeTruthy()
    }
  })

  it('sends the spec event with its id and the car id', () => {
    expect(specEventFor('usedCarLead', { car: usedCar })).toEqual({ name: 'usedCarLead', params: { event_id: 15, car_id: 'car-123' } })
    expect(specEventFor('searchView')).toEqual({ name: 'searchView', params: { event_id: 49 } })
  })
})

describe('ASC payloads', () => {
  it('a search view is an asc_pageview of page type search with the result count', () => {
    expect(ascEventFor('searchView', { resultCount: 412 })).toEqual({
      name: 'asc_pageview',
      params: { event_owner: 'dealer_platform', page_type: 'search', item_results: 412 },
    })
  })

  it('a vehicle enquiry on a used car is a form submission with the car as a used item', () => {
    expect(ascEventFor('usedCarLead', { car: usedCar })).toEqual({
      name: 'asc_form_submission',
      params: {
        event_owner: 'dealer_platform',
        page_type: 'item',
        item_id: 'car-123',
        item_make: 'Toyota',
        item_model: 'Corolla',
        item_year: 2021,
        item_condition: 'used',
        item_type: 'car',
        item_price: 24990,
        comm_type: 'form',
        event_action_result: 'success',
        form_name: 'used_car_lead',
        form_type: 'vehicle_enquiry',
        department: 'sales',
      },
    })
  })

  it('a call click is asc_click_to_call with comm_type call', () => {
    expect(ascEventFor('callDealer', { pageType: 'home', phoneNumber: '07 5555 0100' })).toEqual({
      name: 'asc_click_to_call',
      params: { event_owner: 'dealer_platform', page_type: 'home', comm_type: 'call', department: 'sales', comm_phone_number: '07 5555 0100' },
    })
  })

  it('a page view of a vehicle page is asc_item_pageview; other page views are asc_pageview', () => {
    expect(ascEventFor('pageView', { car: usedCar }).name).toBe('asc_item_pageview')
    expect(ascEventFor('pageView', { car: usedCar }).params.page_type).toBe('item')
    expect(ascEventFor('pageView', { pageType: 'home' })).toEqual({ name: 'asc_pageview', params: { event_owner: 'dealer_platform', page_type: 'home' } })
  })

  it('a favourite added is a CTA interaction with its button text', () => {
    expect(ascEventFor('favouriteAdded', { car: usedCar }).params).toMatchObject({
      element_text: 'Add to favourites',
      event_action: 'click',
      event_action_result: 'add',
    })
  })

  it('leaves item_price out when the car has no price', () => {
    expect(ascEventFor('newCarLead', { car: { ...usedCar, car_type: 'new', price: null } }).params).not.toHaveProperty('item_price')
  })
})

describe('item condition', () => {
  it('is new for new and demo cars, used for used cars, cpo for certified used cars', () => {
    expect(itemConditionFor({ car_type: 'new' })).toBe('new')
    expect(itemConditionFor({ car_type: 'demo' })).toBe('new')
    expect(itemConditionFor({ car_type: 'used' })).toBe('used')
    expect(itemConditionFor({ car_type: 'used', certified: true })).toBe('cpo')
  })
})

describe('lead event for a car (spec §7: new 14, test drive 17, used 15, used test drive 48, test drive only 17)', () => {
  it('picks by car type and form', () => {
    expect(SPEC_EVENTS[leadEventFor({ car_type: 'new' }, 'enquiry')].id).toBe(14)
    expect(SPEC_EVENTS[leadEventFor({ car_type: 'demo' }, 'testDrive')].id).toBe(17)
    expect(SPEC_EVENTS[leadEventFor({ car_type: 'used' }, 'enquiry')].id).toBe(15)
    expect(SPEC_EVENTS[leadEventFor({ car_type: 'used' }, 'testDrive')].id).toBe(48)
    expect(SPEC_EVENTS[leadEventFor({ car_type: 'new', tag: 'Test Drive Only' }, 'enquiry')].id).toBe(17)
  })
})
