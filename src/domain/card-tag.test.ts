import { describe, expect, it } from 'vitest'

import { cardTag, isNewArrival, showToyotaCertifiedBadge, type CarForCardTag } from './card-tag'
import { DEFAULT_TEXTS } from './texts'

const now = new Date('2025-03-10T00:00:00Z')
const longAgo = '2024-01-01T00:00:00Z'
const car = (fields: Partial<CarForCardTag>): CarForCardTag => ({ status: 'in_stock', make: 'Mazda', created_at: longAgo, ...fields })

describe('card tag priority (spec §4)', () => {
  it('shows nothing for an ordinary in-stock car', () => {
    expect(cardTag(car({}), { now })).toBeNull()
  })

  it('shows SOLD on every unavailable car, ahead of everything else (spec §4 "Availability")', () => {
    expect(cardTag(car({ status: 'sold', reserved: true, tag: 'runout sale', simple_fuel: 'Electric' }), { now, electricHybridTag: true })).toEqual({
      kind: 'sold',
      label: 'SOLD',
      tone: 'red',
    })
  })

  it('puts the electric or hybrid tag first on sites with that option', () => {
    const ev = car({ simple_fuel: 'Electric', reserved: true })
    expect(cardTag(ev, { now, electricHybridTag: true })).toMatchObject({ kind: 'electric', label: 'Electric' })
    expect(cardTag(car({ fuel: 'Hybrid', reserved: true }), { now, electricHybridTag: true })).toMatchObject({ kind: 'hybrid', label: 'Hybrid' })
    expect(cardTag(ev, { now })).toMatchObject({ kind: 'reserved' })
    expect(cardTag(car({ simple_fuel: 'Diesel' }), { now, electricHybridTag: true })).toBeNull()
  })

  it('shows RESERVED, or Reserved on sites with the soft wording', () => {
    expect(cardTag(car({ reserved: true, tag: 'Test Drive Only' }), { now })).toEqual({ kind: 'reserved', label: 'RESERVED', tone: 'red' })
    expect(cardTag(car({ reserved: true }), { now, reservedWording: 'soft' })?.label).toBe('Reserved')
  })

  it('shows the certified-used badge image for Toyota before the explicit tag', () => {
    const toyota = car({ make: 'Toyota', certified: true, tag: 'Test Drive Only' })
    expect(cardTag(toyota, { now, toyotaCertifiedBadge: true })).toMatchObject({ kind: 'certified', badge: 'toyota-certified' })
    expect(cardTag(toyota, { now })).toMatchObject({ kind: 'explicit', label: 'Test Drive Only' })
  })

  it('shows the explicit tag in red, runout sale in green on sites with that option', () => {
    expect(cardTag(car({ tag: 'runout sale' }), { now })).toEqual({ kind: 'explicit', label: 'runout sale', tone: 'red' })
    expect(cardTag(car({ tag: 'runout sale' }), { now, runoutSaleGreen: true })?.tone).toBe('green')
    expect(cardTag(car({ tag: 'Test Drive Only' }), { now, runoutSaleGreen: true })?.tone).toBe('red')
    expect(cardTag(car({ tag: '   ' }), { now })).toBeNull()
  })

  it('shows COMING SOON for coming_soon cars without a higher tag', () => {
    expect(cardTag(car({ status: 'coming_soon', created_at: now.toISOString() }), { now })).toMatchObject({ kind: 'comingSoon', label: 'COMING SOON' })
    expect(cardTag(car({ status: 'coming_soon', tag: 'Arriving March' }), { now })?.label).toBe('Arriving March')
  })

  it('shows the configured new label in green within 8 days of creation (spec §9 "New tag window 8 days")', () => {
    const fresh = car({ created_at: Math.floor(now.getTime() / 1000) - 7 * 86400 })
    expect(cardTag(fresh, { now, newLabel: 'Just In' })).toEqual({ kind: 'new', label: 'Just In', tone: 'green' })
    expect(cardTag(fresh, { now })?.label).toBe('New Arrival')
    expect(cardTag(fresh, { now, newLabel: '  ', texts: { ...DEFAULT_TEXTS, tagNew: 'NEW' } })?.label).toBe('NEW')
    expect(cardTag(car({ created_at: Math.floor(now.getTime() / 1000) - 9 * 86400 }), { now })).toBeNull()
  })
})

describe('new arrival window (spec §9)', () => {
  it('is 8 days inclusive', () => {
    expect(isNewArrival(new Date(now.getTime() - 8 * 86_400_000), now)).toBe(true)
    expect(isNewArrival(new Date(now.getTime() - 8 * 86_400_000 - 1), now)).toBe(false)
    expect(isNewArrival(null, now)).toBe(false)
  })
})

describe('Toyota certified badge (spec §5)', () => {
  const toyota = { make: 'TOYOTA', certified: true, status: 'in_stock' }

  it('needs Toyota, certified, a flagged site and a car not sold', () => {
    expect(showToyotaCertifiedBadge(toyota, true)).toBe(true)
    expect(showToyotaCertifiedBadge(toyota, false)).toBe(false)
    expect(showToyotaCertifiedBadge({ ...toyota, make: 'Lexus' }, true)).toBe(false)
    expect(showToyotaCertifiedBadge({ ...toyota, certified: false }, true)).toBe(false)
    expect(showToyotaCertifiedBadge({ ...toyota, status: 'sold' }, true)).toBe(false)
    expect(showToyotaCertifiedBadge({ ...toyota, sold: true }, true)).toBe(false)
  })
})
