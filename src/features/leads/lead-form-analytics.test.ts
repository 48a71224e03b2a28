import { describe, expect, it } from 'vitest'

import type { LeadFormType } from '@/domain/lead-for-delivery'

import { SPEC_EVENTS } from '../analytics/events'
import { leadEventFor } from './lead-form-analytics'

describe('leadEventFor: the tracking event of a submitted form (spec §7 tracking event ids)', () => {
  const id = (form: LeadFormType, carType?: 'new' | 'demo' | 'used' | null) => SPEC_EVENTS[leadEventFor(form, carType)].id

  it('vehicle enquiries: new car lead 14, used car lead 15 (demo cars count as new)', () => {
    for (const form of ['enquiry', 'request-photos', 'find-similar'] as const) {
      expect(id(form, 'new'), form).toBe(14)
      expect(id(form, 'demo'), form).toBe(14)
      expect(id(form, 'used'), form).toBe(15)
      expect(id(form), form).toBe(14)
    }
  })

  it('a new-car order is a new car lead, 14 (issue 22 "/models/order-now ... event 14")', () => {
    expect(id('new-car-order')).toBe(14)
    expect(id('new-car-order', 'new')).toBe(14)
  })

  it('test drive 17 for new cars, 48 for used cars', () => {
    expect(id('test-drive', 'new')).toBe(17)
    expect(id('test-drive', 'demo')).toBe(17)
    expect(id('test-drive', null)).toBe(17)
    expect(id('test-drive', 'used')).toBe(48)
  })

  it('career enquiry 51', () => {
    expect(id('careers')).toBe(51)
    expect(id('careers', 'used')).toBe(51)
  })

  it.each(['contact', 'service', 'parts', 'finance', 'trade-in'] as const)('%s is a general enquiry, 22, with or without a car', (form) => {
    expect(id(form)).toBe(22)
    expect(id(form, 'used')).toBe(22)
    expect(id(form, 'new')).toBe(22)
  })
})
