import { describe, expect, it } from 'vitest'

import {
  FORM_TOKEN_MESSAGES,
  formTokenAgeProblem,
  formTokenErrorCode,
  formTokenMessage,
  formTokenPayload,
  isRenewableFormTokenCode,
  MAX_FORM_TOKEN_AGE_MILLISECONDS,
  MIN_FILL_MILLISECONDS,
  readFormToken,
} from './form-token'

const SIGNATURE = 'A'.repeat(43)
const ISSUED = Date.UTC(2026, 2, 10, 1, 2, 3)

// Issue 16 item 9: the lead forms' proof of fill time.
describe('form token format', () => {
  it('signs the version, the issue time and the site slug, and reads them back', () => {
    expect(formTokenPayload({ issuedAt: ISSUED, siteSlug: 'ridgeline-toyota' })).toBe(`v1.${ISSUED}.ridgeline-toyota`)
    expect(readFormToken(`v1.${ISSUED}.ridgeline-toyota.${SIGNATURE}`)).toEqual({
      payload: `v1.${ISSUED}.ridgeline-toyota`,
      claims: { issuedAt: ISSUED, siteSlug: 'ridgeline-toyota' },
      signature: SIGNATURE,
    })
  })

  it.each([
    ['empty', ''],
    ['another version', `v2.${ISSUED}.ridgeline-toyota.${SIGNATURE}`],
    ['no signature', `v1.${ISSUED}.ridgeline-toyota`],
    ['a short signature', `v1.${ISSUED}.ridgeline-toyota.${SIGNATURE.slice(1)}`],
    ['a signature that is not base64url', `v1.${ISSUED}.ridgeline-toyota.${'+'.repeat(43)}`],
    ['a time that is not a number', `v1.soon.ridgeline-toyota.${SIGNATURE}`],
    ['a negative time', `v1.-${ISSUED}.ridgeline-toyota.${SIGNATURE}`],
    ['a slug with a dot', `v1.${ISSUED}.ridgeline.toyota.${SIGNATURE}`],
    ['an upper-case slug', `v1.${ISSUED}.Ridgeline.${SIGNATURE}`],
    ['extra text', ` v1.${ISSUED}.ridgeline-toyota.${SIGNATURE}`],
  ])('is not a token: %s', (_case, token) => {
    expect(readFormToken(token)).toBeNull()
  })
})

describe('form token age rule', () => {
  it('refuses a lead sent less than 2 seconds after the token was issued, or from the future', () => {
    expect(MIN_FILL_MILLISECONDS).toBe(2000)
    expect(formTokenAgeProblem(ISSUED, ISSUED, MIN_FILL_MILLISECONDS)).toBe('too-young')
    expect(formTokenAgeProblem(ISSUED, ISSUED + 1999, MIN_FILL_MILLISECONDS)).toBe('too-young')
    expect(formTokenAgeProblem(ISSUED, ISSUED - 60_000, MIN_FILL_MILLISECONDS)).toBe('too-young')
    expect(formTokenAgeProblem(ISSUED, ISSUED + 2000, MIN_FILL_MILLISECONDS)).toBeNull()
  })

  it("takes the server's minimum (FORM_MIN_FILL_MS, shortened in browser tests); a token from the future is too young whatever it is", () => {
    expect(formTokenAgeProblem(ISSUED, ISSUED + 299, 300)).toBe('too-young')
    expect(formTokenAgeProblem(ISSUED, ISSUED + 300, 300)).toBeNull()
    expect(formTokenAgeProblem(ISSUED, ISSUED, 0)).toBeNull()
    expect(formTokenAgeProblem(ISSUED, ISSUED - 1, 0)).toBe('too-young')
  })

  it('refuses a token older than 24 hours as stale (a tab left open overnight)', () => {
    expect(MAX_FORM_TOKEN_AGE_MILLISECONDS).toBe(24 * 60 * 60 * 1000)
    expect(formTokenAgeProblem(ISSUED, ISSUED + MAX_FORM_TOKEN_AGE_MILLISECONDS, MIN_FILL_MILLISECONDS)).toBeNull()
    expect(formTokenAgeProblem(ISSUED, ISSUED + MAX_FORM_TOKEN_AGE_MILLISECONDS + 1, MIN_FILL_MILLISECONDS)).toBe('stale')
  })
})

describe('form token refusals', () => {
  it('each has a message a person can read', () => {
    expect(formTokenMessage('missing')).toBe(FORM_TOKEN_MESSAGES.missing)
    expect(formTokenMessage('too-young')).toBe(FORM_TOKEN_MESSAGES.tooYoung)
    expect(formTokenMessage('stale')).toBe(FORM_TOKEN_MESSAGES.stale)
    for (const problem of ['malformed', 'forged', 'other-site'] as const) expect(formTokenMessage(problem)).toBe(FORM_TOKEN_MESSAGES.invalid)
  })

  it('the browser gets a fresh token and sends again for every refusal but "too young"', () => {
    for (const problem of ['missing', 'malformed', 'forged', 'other-site', 'stale'] as const)
      expect(isRenewableFormTokenCode(formTokenErrorCode(problem))).toBe(true)
    expect(isRenewableFormTokenCode(formTokenErrorCode('too-young'))).toBe(false)
    expect(isRenewableFormTokenCode(undefined)).toBe(false)
    expect(isRenewableFormTokenCode('slot-taken')).toBe(false)
  })
})
