import { describe, expect, it } from 'vitest'

import { garagePathOf, normaliseSignInCode, refererPath, safeRedirectTarget, signInCopyFor, signInHref, signInTypeOf } from './sign-in'

describe('safeRedirectTarget (spec §2 /sign-in redirect and back; issue 18: only same-site relative paths)', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeRedirectTarget('/cars/2021-kia-cerato?save=1#enquire')).toBe('/cars/2021-kia-cerato?save=1#enquire')
    expect(safeRedirectTarget('/search/used-cars?make=Kia&price=10000:20000')).toBe('/search/used-cars?make=Kia&price=10000:20000')
    expect(safeRedirectTarget('/')).toBe('/')
  })

  it.each([
    ['protocol-relative', '//evil.example/path'],
    ['protocol-relative with backslash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['absolute http', 'https://evil.example/'],
    ['scheme without slashes', 'https:evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slashes', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['slash then encoded slash', '/%2Fevil.example'],
    ['tab between slashes', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['leading space', ' //evil.example'],
    ['relative without slash', 'evil.example'],
    ['broken escape', '/%E0%A4%A'],
    ['empty', ''],
  ])('sends %s (%j) home', (_label, raw) => {
    expect(safeRedirectTarget(raw)).toBe('/')
  })

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectTarget('/a/../../etc')).toBe('/etc')
    expect(safeRedirectTarget('/./my-garage')).toBe('/my-garage')
  })

  it('uses the fallback given, and refuses what is not text', () => {
    expect(safeRedirectTarget('//evil.example', '/my-garage')).toBe('/my-garage')
    expect(safeRedirectTarget(['/a'] as unknown)).toBe('/')
    expect(safeRedirectTarget(`/${'a'.repeat(2100)}`)).toBe('/')
  })
})

describe('sign-in links and copy', () => {
  it('builds /sign-in with type, a safe redirect and back', () => {
    expect(signInHref({ type: 'watchlist', redirect: '/cars/x?save=1', back: '/search' })).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fx%3Fsave%3D1&back=%2Fsearch',
    )
    expect(signInHref({ type: 'finance', redirect: 'https://evil.example', back: '//evil.example' })).toBe('/sign-in?type=finance&redirect=%2F')
  })

  it('reads Back from the Referer only when it is this host', () => {
    expect(refererPath('http://harbour.localhost:3000/search/used-cars?make=Kia', 'harbour.localhost:3000')).toBe('/search/used-cars?make=Kia')
    expect(refererPath('https://evil.example/search', 'harbour.localhost:3000')).toBeNull()
    expect(refererPath(null, 'harbour.localhost:3000')).toBeNull()
  })

  it('an unknown type is my-garage; a site may word a type its own way', () => {
    expect(signInTypeOf('nonsense')).toBe('my-garage')
    expect(signInTypeOf('checkout')).toBe('checkout')
    expect(signInCopyFor('watchlist', [{ type: 'watchlist', heading: 'Save it for later', text: 'Sign in with your email.' }])).toEqual({
      heading: 'Save it for later',
      text: 'Sign in with your email.',
    })
    expect(signInCopyFor('finance', [{ type: 'watchlist', heading: 'x', text: 'y' }]).heading).toBe('Sign in to apply for finance')
  })

  it('accepts a code typed with spaces or a dash, nothing else', () => {
    expect(normaliseSignInCode(' 123 456 ')).toBe('123456')
    expect(normaliseSignInCode('123-456')).toBe('123456')
    expect(normaliseSignInCode('12345')).toBeNull()
    expect(normaliseSignInCode('12345a')).toBeNull()
  })

  it("the garage lives at the site's own path when set", () => {
    expect(garagePathOf({ garagePath: 'mymotorama' })).toBe('/mymotorama')
    expect(garagePathOf({ garagePath: null })).toBe('/my-garage')
  })
})
