import { describe, expect, it } from 'vitest'

import { cutText, dealerComments, financeDisclaimer, isSpecValueShown, TEXT_LIMITS, visibleItems, visibleSpecRows } from './text-limits'

describe('finance disclaimer cut at 197 characters (spec §4 "Finance calculator", §9)', () => {
  const long = 'x'.repeat(250)

  it('is expanded by default and cut to 197 characters plus "..." when collapsed', () => {
    expect(financeDisclaimer(long)).toEqual({ text: long, truncated: true })
    expect(financeDisclaimer(long, false).text).toBe(`${'x'.repeat(197)}...`)
  })

  it('leaves a short or missing disclaimer alone', () => {
    expect(financeDisclaimer('6.29% p.a.', false)).toEqual({ text: '6.29% p.a.', truncated: false })
    expect(financeDisclaimer(null)).toEqual({ text: '', truncated: false })
  })
})

describe('dealer comments (spec §5)', () => {
  it('cuts at 400 characters with a toggle', () => {
    const comments = `${'a'.repeat(399)} ${'b'.repeat(50)}`
    expect(dealerComments(comments)).toEqual({ text: `${'a'.repeat(399)}...`, truncated: true, pending: false })
    expect(dealerComments(comments, true).text).toBe(comments)
    expect(TEXT_LIMITS.dealerComments).toBe(400)
  })

  it('shows the pending message when comments are missing', () => {
    expect(dealerComments('  ')).toEqual({ text: 'Dealer comments are pending. Please check back here later.', truncated: false, pending: true })
    expect(dealerComments(undefined).pending).toBe(true)
  })

  it('cuts exactly at the limit', () => {
    expect(cutText('abcdef', 6)).toEqual({ text: 'abcdef', truncated: false })
    expect(cutText('abcdefg', 6).text).toBe('abcdef...')
  })
})

describe('specs and features shown before Show All (spec §2, §9)', () => {
  it('shows the first 4 specs and the first 8 features', () => {
    const specs = ['a', 'b', 'c', 'd', 'e', 'f']
    expect(visibleItems(specs, TEXT_LIMITS.specs)).toEqual({ items: ['a', 'b', 'c', 'd'], hidden: 2 })
    expect(visibleItems(specs, TEXT_LIMITS.specs, true)).toEqual({ items: specs, hidden: 0 })
    expect(visibleItems(Array.from({ length: 10 }, (_, i) => i), TEXT_LIMITS.features).items).toHaveLength(8)
  })
})

describe('spec rows hidden when empty, null or "null" (spec §5)', () => {
  it('hides empty values', () => {
    expect(isSpecValueShown(null)).toBe(false)
    expect(isSpecValueShown(undefined)).toBe(false)
    expect(isSpecValueShown('  ')).toBe(false)
    expect(isSpecValueShown('null')).toBe(false)
    expect(isSpecValueShown('NULL')).toBe(false)
    expect(isSpecValueShown(0)).toBe(true)
    expect(isSpecValueShown('Automatic')).toBe(true)
  })

  it('filters rows', () => {
    expect(visibleSpecRows([{ label: 'Seats', value: 5 }, { label: 'Towing', value: 'null' }])).toEqual([{ label: 'Seats', value: 5 }])
  })
})
