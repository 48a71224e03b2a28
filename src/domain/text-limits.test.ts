import { describe, expect, it } from 'vitest'

import { cutText, financeDisclaimer, isSpecValueShown, TEXT_LIMITS } from './text-limits'

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
    expect(cutText(comments, TEXT_LIMITS.dealerComments)).toEqual({ text: `${'a'.repeat(399)}...`, truncated: true })
    expect(cutText(comments, TEXT_LIMITS.dealerComments, true)).toEqual({ text: comments, truncated: true })
    expect(TEXT_LIMITS.dealerComments).toBe(400)
  })

  it('cuts exactly at the limit', () => {
    expect(cutText('abcdef', 6)).toEqual({ text: 'abcdef', truncated: false })
    expect(cutText('abcdefg', 6).text).toBe('abcdef...')
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
})
