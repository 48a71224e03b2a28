import { describe, expect, it } from 'vitest'

import { keyedHash, randomSignInCode, signValue, verifySignedValue } from '@/platform/secrets'
import { sessionTokenOf } from '@/domain/sign-in'

import { sessionCookies } from './sessions'

describe('session cookies (issue 18 "Session")', () => {
  it('the session cookie is httpOnly, SameSite=Lax, 30 days, Secure over HTTPS; its companion holds no secret', () => {
    const [session, hint] = sessionCookies('tok_en', { secure: true })
    expect(session).toBe('shopper_session=tok_en; Max-Age=2592000; HttpOnly; Path=/; SameSite=Lax; Secure')
    expect(hint).toBe('shopper_signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax; Secure')
    expect(sessionCookies('tok_en', { secure: false })[0]).not.toContain('Secure')
  })

  it('signing out clears both cookies', () => {
    expect(sessionCookies(null, { secure: false })).toEqual([
      'shopper_session=; Max-Age=0; HttpOnly; Path=/; SameSite=Lax',
      'shopper_signed_in=; Max-Age=0; Path=/; SameSite=Lax',
    ])
  })

  it('reads the token from a Cookie header among others', () => {
    expect(sessionTokenOf('a=1; shopper_session=abc-DEF_1; shopper_signed_in=1')).toBe('abc-DEF_1')
    expect(sessionTokenOf('shopper_session=')).toBeNull()
    expect(sessionTokenOf(null)).toBeNull()
  })
})

describe('secrets', () => {
  it('codes are six digits; hashes depend on their purpose', () => {
    for (let i = 0; i < 50; i++) expect(randomSignInCode()).toMatch(/^\d{6}$/)
    expect(keyedHash('session', 'x')).not.toBe(keyedHash('sign-in-link', 'x'))
  })

  it('a signed value verifies; a changed value or signature does not', () => {
    const signed = signValue('unsubscribe', '12:watchlist')
    expect(verifySignedValue('unsubscribe', signed)).toBe('12:watchlist')
    expect(verifySignedValue('unsubscribe', signed.replace('12:', '13:'))).toBeNull()
    expect(verifySignedValue('other-purpose', signed)).toBeNull()
    expect(verifySignedValue('unsubscribe', '12:watchlist')).toBeNull()
  })
})
