import { describe, expect, it } from 'vitest'

import { MAX_REDIRECT_HOPS, normalizeRedirectPath, redirectAddress, redirectLoopProblem, resolveRedirect, type RedirectRule } from './redirects'

const rule = (from: string, to: string, permanent = true): RedirectRule => ({ from, to, permanent })

describe('redirects (issue 23: per-site 301/302 from old paths, with a loop guard)', () => {
  it('compares addresses without trailing slash, query or fragment, with a leading slash', () => {
    expect(normalizeRedirectPath('old-sale/')).toBe('/old-sale')
    expect(normalizeRedirectPath('/old-sale?utm=x#top')).toBe('/old-sale')
    expect(normalizeRedirectPath('/')).toBe('/')
    expect(normalizeRedirectPath('//')).toBe('/')
  })

  it('answers nothing for an address no redirect starts at', () => {
    expect(resolveRedirect('/about-us', [rule('/old', '/new')])).toBeNull()
  })

  it('follows a chain to its end, permanent only when every step is', () => {
    const rules = [rule('/eofy-2025', '/eofy-2026'), rule('/eofy-2026', '/eofy', false)]
    expect(resolveRedirect('/eofy-2025/', rules)).toEqual({ to: '/eofy', permanent: false })
    expect(resolveRedirect('/eofy-2026', [rule('/eofy-2026', '/eofy')])).toEqual({ to: '/eofy', permanent: true })
  })

  it('stops at an external address', () => {
    expect(
      resolveRedirect('/service', [rule('/service', 'https://service.example.com.au/book'), rule('https://service.example.com.au/book', '/service')]),
    ).toEqual({
      to: 'https://service.example.com.au/book',
      permanent: true,
    })
  })

  it('never loops: a chain that comes back on itself, or runs too long, is no redirect at all', () => {
    expect(resolveRedirect('/a', [rule('/a', '/b'), rule('/b', '/a')])).toBeNull()
    const chain = Array.from({ length: MAX_REDIRECT_HOPS + 1 }, (_, i) => rule(`/p${i}`, `/p${i + 1}`))
    expect(resolveRedirect('/p0', chain)).toBeNull()
    expect(resolveRedirect('/p1', chain)).toEqual({ to: `/p${MAX_REDIRECT_HOPS + 1}`, permanent: true })
  })

  it('names the loop a new redirect would make, and lets a fine one through', () => {
    const others = [rule('/b', '/c'), rule('/c', '/a')]
    expect(redirectLoopProblem(rule('/a', '/b'), others)).toMatch(/loop/)
    expect(redirectLoopProblem(rule('/a/', '/a'), [])).toBe('This redirect points at its own address.')
    expect(redirectLoopProblem(rule('/a', '/d'), others)).toBeNull()
    // Changing an existing redirect replaces it: its old target does not count.
    expect(redirectLoopProblem(rule('/c', '/d'), [...others, rule('/a', '/b')])).toBeNull()
  })

  it.each([
    [
      'keeps campaign tags on a page of the site',
      '/special-offers',
      '?utm_campaign=eofy&utm_source=facebook',
      '/special-offers?utm_campaign=eofy&utm_source=facebook',
    ],
    ['adds them beside the target’s own query', '/search/used-cars?make=Toyota', '?gclid=abc', '/search/used-cars?make=Toyota&gclid=abc'],
    ['lets the target’s own value win', '/search/used-cars?make=Toyota', '?make=Mazda&utm_medium=email', '/search/used-cars?make=Toyota&utm_medium=email'],
    ['keeps the target’s fragment', '/finance#calculator', '?utm_campaign=rates', '/finance?utm_campaign=rates#calculator'],
    [
      'keeps them on an address elsewhere',
      'https://service.example.com.au/book',
      '?utm_campaign=service',
      'https://service.example.com.au/book?utm_campaign=service',
    ],
    ['changes nothing without a query', 'https://service.example.com.au/book?x=1', '', 'https://service.example.com.au/book?x=1'],
  ])('sends the shopper on with the query they came with: %s', (_case, to, search, expected) => {
    expect(redirectAddress(to, search)).toBe(expected)
  })
})
