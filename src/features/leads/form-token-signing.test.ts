import { describe, expect, it } from 'vitest'

import { MAX_FORM_TOKEN_AGE_MILLISECONDS, MIN_FILL_MILLISECONDS, readFormToken } from './form-token'

const { formTokenProblem, formTokenResponse, issueFormToken } = await import('./form-token-signing')
const { formMinFillMs } = await import('@/platform/env')

const SECRET = 'form-token-test-secret-0123456789'
const SITE = 'ridgeline-toyota'
const issued = new Date('2026-03-10T01:02:03.000Z')
const later = (ms: number) => new Date(issued.getTime() + ms)

// Issue 16 item 9: the server signs the issue time and the site; any server checks it.
describe('signed form tokens', () => {
  it('a token issued for the site is accepted from 2 seconds to 24 hours later', () => {
    const token = issueFormToken(SITE, issued, SECRET)
    expect(readFormToken(token)?.claims).toEqual({ issuedAt: issued.getTime(), siteSlug: SITE })
    expect(formTokenProblem(token, SITE, later(MIN_FILL_MILLISECONDS), SECRET)).toBeNull()
    expect(formTokenProblem(token, SITE, later(MAX_FORM_TOKEN_AGE_MILLISECONDS), SECRET)).toBeNull()
  })

  it('refuses a missing, malformed, forged, other-site, too young or stale token', () => {
    const token = issueFormToken(SITE, issued, SECRET)
    const fine = later(10_000)
    expect(formTokenProblem(undefined, SITE, fine, SECRET)).toBe('missing')
    expect(formTokenProblem('', SITE, fine, SECRET)).toBe('missing')
    expect(formTokenProblem('not-a-token', SITE, fine, SECRET)).toBe('malformed')
    // Signed with another secret, or the time moved back with the old signature kept.
    expect(formTokenProblem(issueFormToken(SITE, issued, 'another-secret-0123456789abcdef'), SITE, fine, SECRET)).toBe('forged')
    expect(formTokenProblem(token.replace(`.${issued.getTime()}.`, `.${issued.getTime() - 60_000}.`), SITE, fine, SECRET)).toBe('forged')
    for (const at of [token.length - 20, token.length - 1]) {
      const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1)
      expect(formTokenProblem(changed, SITE, fine, SECRET)).toBe('forged')
    }
    // Another site's genuine token, and this token relabelled for another site.
    expect(formTokenProblem(issueFormToken('harbour-city-auto', issued, SECRET), SITE, fine, SECRET)).toBe('other-site')
    expect(formTokenProblem(token.replace(`.${SITE}.`, '.harbour-city-auto.'), 'harbour-city-auto', fine, SECRET)).toBe('forged')
    expect(formTokenProblem(token, SITE, later(MIN_FILL_MILLISECONDS - 1), SECRET)).toBe('too-young')
    expect(formTokenProblem(token, SITE, later(MAX_FORM_TOKEN_AGE_MILLISECONDS + 1), SECRET)).toBe('stale')
  })

  it("the minimum fill time is the server's FORM_MIN_FILL_MS: 2 seconds unless set (browser tests shorten it)", () => {
    expect(formMinFillMs).toBe(Number(process.env.FORM_MIN_FILL_MS ?? MIN_FILL_MILLISECONDS))
    const token = issueFormToken(SITE, issued, SECRET)
    expect(formTokenProblem(token, SITE, later(299), SECRET, 300)).toBe('too-young')
    expect(formTokenProblem(token, SITE, later(300), SECRET, 300)).toBeNull()
  })

  it("GET /api/form-token answers the site's token, never cached, and 404 without a site", async () => {
    const response = formTokenResponse({ slug: SITE } as Parameters<typeof formTokenResponse>[0], issued)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { token, minFillMs } = (await response.json()) as { token: string; minFillMs: number }
    expect(readFormToken(token)?.claims).toEqual({ issuedAt: issued.getTime(), siteSlug: SITE })
    // What the browser waits out before sending.
    expect(minFillMs).toBe(formMinFillMs)
    expect(await formTokenResponse({ slug: SITE } as Parameters<typeof formTokenResponse>[0], issued, 300).json()).toMatchObject({ minFillMs: 300 })
    expect(formTokenProblem(token, SITE, later(5000))).toBeNull()
    expect(formTokenResponse(null).status).toBe(404)
  })
})
