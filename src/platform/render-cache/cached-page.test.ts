import { describe, expect, it } from 'vitest'

import { cachedPageAnswer, isKeepableAnswer, isRenderCacheCandidate, renderCacheKey, toCachedPage } from './cached-page'

/** Issue 24 "Cache the render": which requests the render cache may answer, and what it keeps of a page. */
describe('render cache candidates', () => {
  it('answers GETs for shopper pages, whatever the query', () => {
    expect(isRenderCacheCandidate('GET', '/search/used-cars', {})).toBe(true)
    expect(isRenderCacheCandidate('GET', '/search/used-cars?sortBy=price-desc&page=2', { cookie: 'shopper_session=abc' })).toBe(true)
    expect(isRenderCacheCandidate('GET', '/cars/2022-mazda-mx-5-roadster-gt-u00080', {})).toBe(true)
  })

  it('leaves writes, the API, the admin, static files and Next internals to Next', () => {
    expect(isRenderCacheCandidate('POST', '/search/used-cars', {})).toBe(false)
    expect(isRenderCacheCandidate('HEAD', '/search/used-cars', {})).toBe(false)
    expect(isRenderCacheCandidate('GET', '/api/cars/x/views', {})).toBe(false)
    expect(isRenderCacheCandidate('GET', '/admin/collections/sites', {})).toBe(false)
    expect(isRenderCacheCandidate('GET', '/_next/static/chunks/a.js', {})).toBe(false)
    expect(isRenderCacheCandidate('GET', '/sitemap.xml', {})).toBe(false)
  })

  it("leaves client navigations (RSC payloads) and editors' requests to Next", () => {
    expect(isRenderCacheCandidate('GET', '/search/used-cars?_rsc=1x2y', {})).toBe(false)
    expect(isRenderCacheCandidate('GET', '/search/used-cars', { rsc: '1' })).toBe(false)
    expect(isRenderCacheCandidate('GET', '/search/used-cars', { 'next-router-prefetch': '1' })).toBe(false)
    expect(isRenderCacheCandidate('GET', '/search/used-cars', { cookie: 'a=1; payload-token=jwt' })).toBe(false)
    expect(isRenderCacheCandidate('GET', '/search/used-cars', { cookie: '__prerender_bypass=1' })).toBe(false)
  })

  it('keys on the address as the shopper sent it: scheme and host from the forwarding proxy, path and query', () => {
    expect(renderCacheKey('/search/used-cars?page=2', { host: 'localhost:3000' })).toBe('http://localhost:3000/search/used-cars?page=2')
    expect(renderCacheKey('/search/used-cars', { host: 'internal:3000', 'x-forwarded-host': 'www.harbourcity.example', 'x-forwarded-proto': 'https' })).toBe(
      'https://www.harbourcity.example/search/used-cars',
    )
    expect(renderCacheKey('/search/used-cars', { host: 'a.localhost' })).not.toBe(renderCacheKey('/search/used-cars', { host: 'b.localhost' }))
  })

  it("keeps a signed-in shopper's requests apart from signed-out ones, whatever else the cookies say", () => {
    const signedOut = renderCacheKey('/trade-in', { host: 'localhost', cookie: 'shopper_signed_in=; other=1' })
    expect(signedOut).toBe(renderCacheKey('/trade-in', { host: 'localhost' }))
    expect(renderCacheKey('/trade-in', { host: 'localhost', cookie: 'shopper_session=' })).toBe(signedOut)
    const signedIn = renderCacheKey('/trade-in', { host: 'localhost', cookie: 'other=1; shopper_session=abc' })
    expect(signedIn).not.toBe(signedOut)
    expect(renderCacheKey('/trade-in', { host: 'localhost', cookie: 'shopper_session=xyz' })).toBe(signedIn)
  })
})

describe('kept pages', () => {
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "script-src 'self' 'nonce-OLD+NONCE==' 'strict-dynamic'",
    link: '</a.css>; rel=preload; as="style"; nonce="OLD+NONCE=="',
    vary: 'rsc, Accept-Encoding',
    date: 'Wed, 25 Nov 2026 00:52:54 GMT',
    'content-encoding': 'gzip',
    'content-length': '999',
  }
  const body = '<script nonce="OLD+NONCE==">self.__next_f.push([1])</script><p>OLD+NONCE== in text stays a nonce</p>'

  it('go out with a fresh nonce wherever the render had one, in headers and body', () => {
    const page = toCachedPage({ headers, body }, { siteSlug: 'harbour-city-auto', label: '3|1#2', expiresAt: 0 })
    const answer = cachedPageAnswer(page, 'NEW')
    expect(answer.body).toBe('<script nonce="NEW">self.__next_f.push([1])</script><p>NEW in text stays a nonce</p>')
    expect(answer.headers['content-security-policy']).toBe("script-src 'self' 'nonce-NEW' 'strict-dynamic'")
    expect(answer.headers.link).toBe('</a.css>; rel=preload; as="style"; nonce="NEW"')
    expect(JSON.stringify(answer)).not.toContain('OLD+NONCE')
  })

  it('keep no header that belongs to one answer (date, length, encoding) nor the internal rewrite target', () => {
    const answer = cachedPageAnswer(
      toCachedPage(
        { headers: { ...headers, 'x-middleware-rewrite': '/harbour-city-auto.localhost/search/used-cars' }, body },
        { siteSlug: 's', label: 'l', expiresAt: 0 },
      ),
      'N',
    )
    expect(Object.keys(answer.headers).sort()).toEqual(['content-security-policy', 'content-type', 'link', 'vary'])
  })

  it('only full HTML pages that set no cookie are kept', () => {
    expect(isKeepableAnswer(200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true)
    expect(isKeepableAnswer(404, { 'content-type': 'text/html; charset=utf-8' })).toBe(false)
    expect(isKeepableAnswer(307, { location: '/search/mazda' })).toBe(false)
    expect(isKeepableAnswer(200, { 'content-type': 'text/x-component' })).toBe(false)
    expect(isKeepableAnswer(200, { 'content-type': 'text/html', 'set-cookie': ['shopper_session=x'] })).toBe(false)
  })
})
