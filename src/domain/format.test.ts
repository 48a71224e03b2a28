import { describe, expect, it } from 'vitest'

import { feetToMetres, formatDate, registrationText, showReviewRating, starDisplay } from './format'
import { DEFAULT_TEXTS } from './texts'

describe('dates dd/MM/yyyy (spec §9 "Formats")', () => {
  it('formats on the dealer calendar', () => {
    // 14:30 UTC on 31 Dec is already 1 Jan in Sydney.
    expect(formatDate(new Date('2025-12-31T14:30:00Z'))).toBe('01/01/2026')
    expect(formatDate(new Date('2025-12-31T14:30:00Z'), 'Australia/Perth')).toBe('31/12/2025')
  })

  it('shows a plain date as that day', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026')
  })

  it('shows nothing for an unreadable date', () => {
    expect(formatDate('soon')).toBe('')
  })
})

describe('registration (spec §4 "Registration")', () => {
  const now = new Date('2025-06-01T00:00:00Z')

  it('shows Expires on {date} while in the future', () => {
    expect(registrationText('2026-03-01', now)).toBe('Expires on 01/03/2026')
    expect(registrationText('2026-03-01T00:00:00+10:00', now)).toBe('Expires on 01/03/2026')
  })

  it('shows Unregistered once expired, nothing when unknown', () => {
    expect(registrationText('2025-01-01', now)).toBe('Unregistered')
    expect(registrationText(null, now)).toBeNull()
    expect(registrationText('2025-01-01', now, { ...DEFAULT_TEXTS, unregistered: 'No rego' })).toBe('No rego')
  })

  it('counts the expiry day itself as registered, on the dealer clock', () => {
    // 10:00 on 1 June in Sydney: a registration expiring that day still runs.
    expect(registrationText('2025-06-01', now)).toBe('Expires on 01/06/2025')
    expect(registrationText('2025-06-01', new Date('2025-06-01T14:00:00Z'))).toBe('Unregistered')
  })
})

describe('feet to metres (spec §9 "1 ft = 0.3048 m")', () => {
  it('converts caravan sizes', () => {
    expect(feetToMetres(1, 4)).toBe(0.3048)
    expect(feetToMetres(20)).toBe(6.1)
    expect(feetToMetres(7.5, 3)).toBe(2.286)
  })
})

describe('star display (spec §9 "up to 4 full stars plus a partial")', () => {
  it('shows up to 4 full stars plus a partial one', () => {
    expect(starDisplay(4.7, 1234)).toEqual({ full: 4, partial: 0.7, empty: 0, scoreText: '4.7', countText: '1,234' })
    expect(starDisplay(5, 10)).toMatchObject({ full: 4, partial: 1, empty: 0, scoreText: '5.0' })
    expect(starDisplay(3, 2)).toMatchObject({ full: 3, partial: 0, empty: 2, scoreText: '3.0' })
    expect(starDisplay(2.25, 0)).toMatchObject({ full: 2, partial: 0.25, empty: 2, countText: '0' })
  })

  it('keeps the score between 0 and 5', () => {
    expect(starDisplay(7, 1)).toMatchObject({ full: 4, partial: 1, scoreText: '5.0' })
    expect(starDisplay(Number.NaN, 1)).toMatchObject({ full: 0, partial: 0, empty: 5, scoreText: '0.0' })
  })
})

describe('review rating shown (spec §5 "Review rating shown only above a configured minimum", §9 minimum 4)', () => {
  it('shows ratings from the minimum up unless reviews are hidden', () => {
    expect(showReviewRating(4.5)).toBe(true)
    expect(showReviewRating(4)).toBe(true)
    expect(showReviewRating(3.9)).toBe(false)
    expect(showReviewRating(4.2, { minimumRating: 4.5 })).toBe(false)
    expect(showReviewRating(4.8, { reviewsHidden: true })).toBe(false)
    expect(showReviewRating(null)).toBe(false)
  })
})
