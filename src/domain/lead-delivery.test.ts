import { describe, expect, it } from 'vitest'

import { DELIVERY_STATES, deliveryRetryDelayMs, leadDeliveryStatus, leadDeliveryTargets, MAX_DELIVERY_ATTEMPTS, type DeliveryState } from './lead-delivery'

const MINUTE = 60_000

describe('delivery retries (issue 8 "delivery runs from an outbox with retries and backoff")', () => {
  it('waits 1, 2, 5, 10 and 30 minutes, then 1, 2, 4, 8 and 16 hours after each failure (about 32 hours in all)', () => {
    const delays = Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, index) => deliveryRetryDelayMs(index + 1))
    expect(delays).toEqual([1, 2, 5, 10, 30, 60, 120, 240, 480, 960].map((minutes) => minutes * MINUTE))
    expect(delays.reduce<number>((sum, delay) => sum + (delay ?? 0), 0) / (60 * MINUTE)).toBeGreaterThan(31)
  })

  it('waits longer after every further failure', () => {
    for (let failed = 1; failed < MAX_DELIVERY_ATTEMPTS - 1; failed++) {
      expect(deliveryRetryDelayMs(failed + 1)!, `after ${failed + 1} failures`).toBeGreaterThan(deliveryRetryDelayMs(failed)!)
    }
  })

  it('gives up (null) at MAX_DELIVERY_ATTEMPTS failures and after', () => {
    expect(MAX_DELIVERY_ATTEMPTS).toBe(11)
    expect(deliveryRetryDelayMs(MAX_DELIVERY_ATTEMPTS - 1)).not.toBeNull()
    expect(deliveryRetryDelayMs(MAX_DELIVERY_ATTEMPTS)).toBeNull()
    expect(deliveryRetryDelayMs(MAX_DELIVERY_ATTEMPTS, 0.5)).toBeNull()
    expect(deliveryRetryDelayMs(MAX_DELIVERY_ATTEMPTS + 5)).toBeNull()
  })

  it('treats zero or negative failure counts as the first failure', () => {
    expect(deliveryRetryDelayMs(0)).toBe(MINUTE)
    expect(deliveryRetryDelayMs(-3)).toBe(MINUTE)
  })

  it('spreads retries with jitter by up to a fifth of the wait, never less than the wait', () => {
    for (let failed = 1; failed < MAX_DELIVERY_ATTEMPTS; failed++) {
      const base = deliveryRetryDelayMs(failed)!
      for (const jitter of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999_999]) {
        const delay = deliveryRetryDelayMs(failed, jitter)!
        expect(delay, `failure ${failed}, jitter ${jitter}`).toBeGreaterThanOrEqual(base)
        expect(delay, `failure ${failed}, jitter ${jitter}`).toBeLessThan(base * 1.2)
      }
    }
    expect(deliveryRetryDelayMs(1, 0.5)).toBe(66_000)
    expect(deliveryRetryDelayMs(6, 0.25)).toBe(63 * MINUTE)
  })

  it('clamps jitter outside [0, 1) instead of shortening or doubling the wait', () => {
    expect(deliveryRetryDelayMs(3, -1)).toBe(5 * MINUTE)
    expect(deliveryRetryDelayMs(3, 1)).toBeLessThan(5 * MINUTE * 1.2)
    expect(deliveryRetryDelayMs(3, 7)).toBe(deliveryRetryDelayMs(3, 1))
  })
})

describe('leadDeliveryTargets: where a new lead goes (issue 8 "Delivery: per dealership (or location)")', () => {
  const dealership = {
    crmEmail: 'leads@crm.ridgeline.example',
    notifyEmails: ['sales@ridgeline.example'],
    email: 'hello@ridgeline.example',
    webhookUrl: 'https://hooks.example/Ridgeline?key=AbC',
  }

  it("sends ADF to the dealership's CRM, the staff email to its staff, and the webhook when set, in that order", () => {
    expect(leadDeliveryTargets({ dealership })).toEqual([
      { channel: 'crm-adf', target: 'leads@crm.ridgeline.example' },
      { channel: 'staff-email', target: 'sales@ridgeline.example' },
      { channel: 'webhook', target: 'https://hooks.example/Ridgeline?key=AbC' },
    ])
  })

  it("uses the location's own CRM address and staff list over the dealership's", () => {
    const location = { crmEmail: ' North@CRM.example ', notifyEmails: ['north-sales@ridgeline.example', 'north-manager@ridgeline.example'] }
    expect(leadDeliveryTargets({ location, dealership })).toEqual([
      { channel: 'crm-adf', target: 'north@crm.example' },
      { channel: 'staff-email', target: 'north-sales@ridgeline.example' },
      { channel: 'staff-email', target: 'north-manager@ridgeline.example' },
      { channel: 'webhook', target: 'https://hooks.example/Ridgeline?key=AbC' },
    ])
  })

  it("falls back to the dealership's settings where the location leaves them blank", () => {
    const location = { crmEmail: '   ', notifyEmails: ['', null, '  '] }
    expect(leadDeliveryTargets({ location, dealership })).toEqual(leadDeliveryTargets({ dealership }))
    expect(leadDeliveryTargets({ location: { crmEmail: null, notifyEmails: null }, dealership })).toEqual(leadDeliveryTargets({ dealership }))
  })

  it("sends the staff email to the dealership's main email when nobody is listed", () => {
    expect(leadDeliveryTargets({ dealership: { email: ' Hello@Ridgeline.example ', notifyEmails: [] } })).toEqual([
      { channel: 'staff-email', target: 'hello@ridgeline.example' },
    ])
    expect(leadDeliveryTargets({ location: { notifyEmails: [] }, dealership: { email: 'hello@ridgeline.example' } })).toEqual([
      { channel: 'staff-email', target: 'hello@ridgeline.example' },
    ])
  })

  it('the listed staff replace the main email rather than joining it', () => {
    const targets = leadDeliveryTargets({ dealership: { email: 'hello@ridgeline.example', notifyEmails: ['sales@ridgeline.example'] } })
    expect(targets.map((target) => target.target)).toEqual(['sales@ridgeline.example'])
  })

  it('removes duplicates (whatever their case) and blank addresses from the staff list', () => {
    const location = {
      notifyEmails: ['Sales@Ridgeline.example', 'sales@ridgeline.example ', '', null, undefined, '  ', 'used@ridgeline.example', 'SALES@RIDGELINE.EXAMPLE'],
    }
    expect(leadDeliveryTargets({ location })).toEqual([
      { channel: 'staff-email', target: 'sales@ridgeline.example' },
      { channel: 'staff-email', target: 'used@ridgeline.example' },
    ])
  })

  it("confirms to the shopper's own address only when the lead asks for it (issue 19: a reservation's confirmation goes through the outbox)", () => {
    const dealership = { email: 'sales@ridgeline.example' }
    expect(leadDeliveryTargets({ dealership, shopperEmail: ' Jo@Example.com ' })).toContainEqual({ channel: 'shopper-email', target: 'jo@example.com' })
    expect(leadDeliveryTargets({ dealership, shopperEmail: null }).map((t) => t.channel)).toEqual(['staff-email'])
    expect(leadDeliveryTargets({ dealership, shopperEmail: '  ' }).map((t) => t.channel)).toEqual(['staff-email'])
  })

  it('adds a webhook only when the dealership has a URL', () => {
    const channels = (webhookUrl: string | null | undefined) =>
      leadDeliveryTargets({ dealership: { email: 'a@b.example', webhookUrl } }).map((target) => target.channel)
    expect(channels(undefined)).toEqual(['staff-email'])
    expect(channels(null)).toEqual(['staff-email'])
    expect(channels('   ')).toEqual(['staff-email'])
    expect(leadDeliveryTargets({ dealership: { webhookUrl: ' https://hooks.example/x ' } })).toEqual([
      { channel: 'webhook', target: 'https://hooks.example/x' },
    ])
  })

  it('has nothing to deliver when neither the location nor the dealership has settings', () => {
    expect(leadDeliveryTargets({})).toEqual([])
    expect(leadDeliveryTargets({ location: null, dealership: null })).toEqual([])
    expect(leadDeliveryTargets({ location: {}, dealership: { email: '', notifyEmails: [null], crmEmail: ' ' } })).toEqual([])
  })
})

describe("leadDeliveryStatus: a lead's deliveries taken together, as the admin's Leads list shows them (issue 8 admin filters)", () => {
  it.each<[DeliveryState[], string]>([
    [[], 'not-configured'],
    [['sent'], 'delivered'],
    [['sent', 'sent', 'sent'], 'delivered'],
    [['failed'], 'failed'],
    [['sent', 'failed'], 'failed'],
    [['retrying', 'failed', 'sent'], 'failed'],
    [['pending', 'failed'], 'failed'],
    [['retrying'], 'retrying'],
    [['sent', 'retrying'], 'retrying'],
    [['pending', 'retrying', 'sending'], 'retrying'],
    [['pending'], 'pending'],
    [['sending'], 'pending'],
    [['sent', 'pending'], 'pending'],
    [['sent', 'sending'], 'pending'],
  ])('%j gives %s', (states, status) => {
    expect(leadDeliveryStatus(states)).toBe(status)
  })

  it('knows every delivery state', () => {
    expect([...DELIVERY_STATES]).toEqual(['pending', 'sending', 'retrying', 'sent', 'failed'])
  })
})
