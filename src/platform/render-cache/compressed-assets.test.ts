import type http from 'node:http'
import zlib from 'node:zlib'

import { beforeEach, describe, expect, it } from 'vitest'

import { createCompressedAssets } from './compressed-assets'
import { serveForTests } from './test-server'

/** Issue 24: the browser's scripts as small as they can be, against a real HTTP server with a stand-in for Next. */
const script = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${'"a hydrated vehicle card",'.repeat(400)}])`
const answeredByNext: string[] = []
const assets = createCompressedAssets()

function next(request: http.IncomingMessage, response: http.ServerResponse) {
  answeredByNext.push(request.url!)
  if (request.url!.includes('missing')) return void response.writeHead(404).end('not found')
  response.setHeader('content-type', request.url!.startsWith('/_next/') ? 'application/javascript; charset=UTF-8' : 'text/html; charset=utf-8')
  response.setHeader('cache-control', 'public, max-age=31536000, immutable')
  response.setHeader('x-content-type-options', 'nosniff')
  response.setHeader('etag', '"gzip-version"')
  // As Next does for a client that takes gzip.
  const gzip = /gzip/.test(String(request.headers['accept-encoding']))
  if (gzip) response.setHeader('content-encoding', 'gzip')
  response.end(gzip ? zlib.gzipSync(script) : script)
}

const fetchFromServer = serveForTests((request, response) => void assets.serve(request, response, () => next(request, response)))
beforeEach(() => {
  answeredByNext.length = 0
})

const get = (path: string, acceptEncoding: string) => fetchFromServer(path, { 'accept-encoding': acceptEncoding })

/** The first answer is Next's; the copy is made after it, off the event loop. */
async function onceKept(path: string) {
  for (let tries = 0; tries < 100; tries++) {
    const answer = await get(path, 'gzip, deflate, br')
    if (answer.headers['content-encoding'] === 'br') return answer
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${path} was never kept`)
}

describe('Brotli copies of the browser files', () => {
  it('after Next sends a script once, every browser that takes Brotli gets the smaller copy, with the same body and headers', async () => {
    const first = await get('/_next/static/chunks/vehicle.js', 'gzip, deflate, br')
    expect(first.headers['content-encoding']).toBe('gzip')
    // Until the copy is made, Next answers; from then on it is not asked again.
    const kept = await onceKept('/_next/static/chunks/vehicle.js')
    const askedOfNext = answeredByNext.length
    const again = await get('/_next/static/chunks/vehicle.js', 'gzip, deflate, br')
    expect(answeredByNext).toHaveLength(askedOfNext)
    for (const answer of [kept, again]) {
      expect(answer.body).toBe(script)
      expect(answer.bytes).toBeLessThan(first.bytes)
      expect(answer.headers).toMatchObject({
        'content-type': 'application/javascript; charset=UTF-8',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        vary: 'Accept-Encoding',
      })
      // Next's validator named its own (gzip) bytes.
      expect(answer.headers.etag).toBeUndefined()
    }
  })

  it('a browser without Brotli, a page, and a missing file all get what Next sends', async () => {
    await onceKept('/_next/static/chunks/search.js')
    answeredByNext.length = 0
    const gzipOnly = await get('/_next/static/chunks/search.js', 'gzip')
    expect(gzipOnly.headers['content-encoding']).toBe('gzip')
    expect(gzipOnly.body).toBe(script)
    for (let i = 0; i < 3; i++) {
      expect((await get('/search/used-cars', 'gzip, br')).headers['content-encoding']).toBe('gzip')
      expect((await get('/_next/static/chunks/missing.js', 'gzip, br')).status).toBe(404)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(answeredByNext).toEqual([
      '/_next/static/chunks/search.js',
      ...Array.from({ length: 3 }, () => ['/search/used-cars', '/_next/static/chunks/missing.js']).flat(),
    ])
  })
})
