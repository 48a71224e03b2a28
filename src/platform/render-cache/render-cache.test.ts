import type http from 'node:http'

import { beforeEach, describe, expect, it } from 'vitest'

import { RENDER_ID_HEADER } from './cached-page'
import { createRenderCache } from './render-cache'
import { serveForTests } from './test-server'

/**
 * Issue 24 "Cache the render", against a real HTTP server whose stand-in for Next renders a page
 * with the request's nonce and, for the pages that allow it, marks the render as one to keep.
 */
const labels = new Map<string, string>()
const renders: string[] = []
let renderDelayMs = 0
let clock = 0
const cache = createRenderCache({
  siteSlugForHost: async (headers) => (String(headers.host).startsWith('b.') ? 'site-b' : 'site-a'),
  labelOf: async (site) => labels.get(site) ?? null,
  maxAgeMs: 60_000,
  now: () => clock,
})

function next(request: http.IncomingMessage, response: http.ServerResponse) {
  const nonce = Math.random().toString(36).slice(2)
  renders.push(`${request.headers.host}${request.url}`)
  const id = request.headers[RENDER_ID_HEADER]
  if (typeof id === 'string' && !request.url!.startsWith('/my-garage')) cache.allow(id)
  // Stand-ins for a page that read the shopper's session, and one showing an offer that ends at ?ends=.
  if (typeof id === 'string' && request.url!.startsWith('/signed-in')) cache.refuse(id)
  const ends = new URL(request.url!, 'http://x').searchParams.get('ends')
  if (typeof id === 'string' && ends) cache.keepUntil(id, Number(ends))
  setTimeout(() => {
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('content-security-policy', `script-src 'nonce-${nonce}'`)
    response.write(`<script nonce="${nonce}">1</script>`)
    response.end(`<p>${request.headers.host}${request.url} version ${labels.get(String(request.headers.host).startsWith('b.') ? 'site-b' : 'site-a')}</p>`)
  }, renderDelayMs)
}

const fetchFromServer = serveForTests((request, response) => void cache.serve(request, response, () => next(request, response)))
beforeEach(() => {
  labels.set('site-a', 'a1').set('site-b', 'b1')
  renders.length = 0
  renderDelayMs = 0
  clock = 0
})

const get = (host: string, path: string, headers: Record<string, string> = {}) => fetchFromServer(path, { host, ...headers })
const nonceIn = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1]

describe('render cache', () => {
  it('answers a repeat request from the kept page, with a fresh nonce in the policy and the page', async () => {
    const first = await get('a.localhost', '/search/one')
    const second = await get('a.localhost', '/search/one')
    expect(renders).toEqual(['a.localhost/search/one'])
    expect(second.headers['x-render-cache']).toBe('hit')
    expect(second.body.replace(nonceIn(second.body)!, 'N')).toBe(first.body.replace(nonceIn(first.body)!, 'N'))
    expect(nonceIn(second.body)).not.toBe(nonceIn(first.body))
    expect(second.headers['content-security-policy']).toBe(`script-src 'nonce-${nonceIn(second.body)}'`)
  })

  it("renders again when the site's versions move on, and leaves another site's pages kept", async () => {
    await get('a.localhost', '/search/two')
    await get('b.localhost', '/search/two')
    labels.set('site-a', 'a2')
    const a = await get('a.localhost', '/search/two')
    const b = await get('b.localhost', '/search/two')
    expect(a.headers['x-render-cache']).toBeUndefined()
    expect(a.body).toContain('version a2')
    expect(b.headers['x-render-cache']).toBe('hit')
    expect(renders).toEqual(['a.localhost/search/two', 'b.localhost/search/two', 'a.localhost/search/two'])
  })

  it('renders a changed page once for many concurrent requests', async () => {
    await get('a.localhost', '/search/three')
    labels.set('site-a', 'a3')
    renderDelayMs = 50
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('a.localhost', '/search/three')))
    expect(renders.filter((page) => page === 'a.localhost/search/three')).toHaveLength(2)
    expect(answers.every((answer) => answer.body.includes('version a3'))).toBe(true)
  })

  it('never keeps a page whose render did not allow it, nor makes its requests wait for each other', async () => {
    renderDelayMs = 30
    await Promise.all([get('a.localhost', '/my-garage'), get('a.localhost', '/my-garage')])
    await get('a.localhost', '/my-garage')
    expect(renders.filter((page) => page === 'a.localhost/my-garage')).toHaveLength(3)
  })

  it("never keeps a page that read the shopper's session, though the page allowed it", async () => {
    await get('a.localhost', '/signed-in/offers')
    const second = await get('a.localhost', '/signed-in/offers')
    expect(second.headers['x-render-cache']).toBeUndefined()
    expect(renders).toEqual(['a.localhost/signed-in/offers', 'a.localhost/signed-in/offers'])
  })

  it('renders again at the moment the page said its content changes, or at its maximum age', async () => {
    await get('a.localhost', '/special-offers?ends=5000')
    await get('a.localhost', '/models')
    clock = 4_999
    expect((await get('a.localhost', '/special-offers?ends=5000')).headers['x-render-cache']).toBe('hit')
    clock = 5_000
    expect((await get('a.localhost', '/special-offers?ends=5000')).headers['x-render-cache']).toBeUndefined()
    expect((await get('a.localhost', '/models')).headers['x-render-cache']).toBe('hit')
    clock = 60_000
    expect((await get('a.localhost', '/models')).headers['x-render-cache']).toBeUndefined()
    expect(renders).toEqual(['a.localhost/special-offers?ends=5000', 'a.localhost/models', 'a.localhost/special-offers?ends=5000', 'a.localhost/models'])
  })

  it('does not keep a page whose content changed while it was rendered', async () => {
    await get('a.localhost', '/special-offers?ends=0')
    expect((await get('a.localhost', '/special-offers?ends=0')).headers['x-render-cache']).toBeUndefined()
  })

  it('compresses with Brotli for clients that take it, else gzip, and ignores a client-sent render id', async () => {
    await get('a.localhost', '/search/four', { [RENDER_ID_HEADER]: 'forged' })
    const gzipHit = await get('a.localhost', '/search/four', { 'accept-encoding': 'gzip' })
    expect(gzipHit.headers['content-encoding']).toBe('gzip')
    expect(gzipHit.body).toContain('/search/four version a1')
    const brotliHit = await get('a.localhost', '/search/four', { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotliHit.headers['content-encoding']).toBe('br')
    expect(brotliHit.body).toContain('/search/four version a1')
  })
})
