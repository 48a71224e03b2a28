/**
 * Preloaded into the app server (`node --import`, see APP_SERVER_NODE_FLAGS): things Next.js offers
 * no setting for, done on every HTTP request before Next sees it.
 *  - `x-peer-address`: the address of the TCP peer that sent the request. Next keeps any
 *    X-Forwarded-For a client sends, so without this a server that no proxy fronts could not tell one
 *    shopper from another; a client-sent x-peer-address is always overwritten. Rate limits read it
 *    through src/platform/client-address.ts (TRUSTED_PROXY_HOPS decides whether forwarded headers count).
 *  - No `x-middleware-rewrite` in answers: Next copies the proxy's internal path (/{host}/path) into
 *    it for the Pages Router's client, which this app does not use; it would tell anyone the internal
 *    route layout.
 *  - A page whose render failed for want of the database (PostgreSQL restarting, the pool's wait run
 *    out) is answered 503 with Retry-After instead of Next's 500, as API routes are (issue 39): each
 *    request gets an internal id (`x-dealer-request-id`), Next reports the render's error through
 *    instrumentation's onRequestError before it answers, and the app's own predicate
 *    (isDatabaseUnavailable, installed by instrumentation's register) decides.
 *  - Shutdown on SIGTERM with a bounded drain, and readable 414/431/400 answers to requests Node's
 *    parser or the address limit refuse (app-server-lifecycle.mjs).
 *  - The render cache (src/platform/render-cache), once the app has installed it, answers a request
 *    for a page it keeps before Next sees it, and keeps a copy of pages that allow it. In front of it,
 *    the browser's scripts and stylesheets go out as Brotli copies kept once Next has sent them.
 * And two things that keep a finished request from being held in memory by later ones (issue 38):
 *  - The async context the server started in, for what is kept across requests
 *    (src/platform/outside-requests.ts). Node gives every promise, timer and socket the async-local
 *    stores of the request that created it; a shared cache's promise made inside one render kept that
 *    render's stores (Next's work and request stores, React's render with its response) and, through
 *    every later render that read it, each of theirs: all rendered pages, for ever.
 *  - Abort reasons' stacks are formatted when the controller is aborted. React aborts each render's
 *    cacheSignal with an Error made inside a setImmediate callback; until its stack is formatted it
 *    keeps the call frames' receivers, among them the Immediate, which keeps its request's stores and
 *    the other Immediates of its batch (and theirs). Formatting the stack drops the frames.
 * Only for `npm run bench:soak -- --distinct` (BENCH_MEMORY_FILE set, node run with --expose-gc):
 * SIGUSR2 collects garbage and writes the heap and RSS to that file, so the bench reads post-GC
 * memory without an HTTP endpoint.
 */
import { AsyncResource } from 'node:async_hooks'
import { renameSync, writeFileSync } from 'node:fs'
import http from 'node:http'

import { closesConnection, manageServer, refusedTooLong, trackRequest } from './app-server-lifecycle.mjs'

const startContext = new AsyncResource('dealer-platform.outside-requests')
globalThis[Symbol.for('dealer-platform.outside-requests')] = (fn) => startContext.runInAsyncScope(fn)

const abort = AbortController.prototype.abort
AbortController.prototype.abort = function abortAndFormatReason(...args) {
  abort.apply(this, args)
  const { reason } = this.signal
  if (reason instanceof Error) void reason.stack
}

const benchMemoryFile = process.env.BENCH_MEMORY_FILE
if (benchMemoryFile && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc()
    globalThis.gc()
    const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage()
    writeFileSync(`${benchMemoryFile}.tmp`, JSON.stringify({ heapUsed, heapTotal, external, arrayBuffers, rss }))
    renameSync(`${benchMemoryFile}.tmp`, benchMemoryFile)
  })
}

const INTERNAL_HEADER = 'x-middleware-rewrite'
const REQUEST_ID_HEADER = 'x-dealer-request-id'
const DATABASE_UNAVAILABLE = Symbol('database unavailable')
const openResponses = new Map()
let requestSerial = 0
globalThis[Symbol.for('dealer-platform.request-error')] = (requestId, error) => {
  const response = openResponses.get(requestId)
  if (response && globalThis[Symbol.for('dealer-platform.is-database-unavailable')]?.(error)) response[DATABASE_UNAVAILABLE] = true
}

const RENDER_CACHE = Symbol.for('dealer-platform.render-cache')
const COMPRESSED_ASSETS = Symbol.for('dealer-platform.compressed-assets')

/** Next's request listener, behind the render cache and the Brotli copies when the app has installed them. */
const behindRenderCache = (listener) =>
  function listenBehindRenderCache(request, response) {
    if (refusedTooLong(request, response)) return
    const toNext = () => listener.call(this, request, response)
    const cache = globalThis[RENDER_CACHE]
    const toCache = !cache
      ? toNext
      : () =>
          cache.serve(request, response, toNext).catch((error) => {
            // The cache never costs a shopper the page: on any failure of its own, Next answers.
            console.error('Render cache failed; the page is rendered instead.', error)
            if (!response.headersSent) return toNext()
          })
    const assets = globalThis[COMPRESSED_ASSETS]
    return assets ? assets.serve(request, response, toCache) : toCache()
  }

const createServer = http.createServer
http.createServer = function createAppServer(...args) {
  const listenerAt = args.findIndex((arg) => typeof arg === 'function')
  if (listenerAt >= 0) args[listenerAt] = behindRenderCache(args[listenerAt])
  const server = createServer.apply(this, args)
  manageServer(server)
  server.prependListener('request', (request, response) => {
    trackRequest(request, response)
    request.headers['x-peer-address'] = request.socket.remoteAddress ?? ''
    const requestId = String(++requestSerial)
    request.headers[REQUEST_ID_HEADER] = requestId
    openResponses.set(requestId, response)
    response.once('close', () => openResponses.delete(requestId))
    // Every way headers leave (writeHead, or the implicit head of write/end) goes through writeHead.
    const writeHead = response.writeHead
    response.writeHead = function writeHeadWithoutInternal(...headArgs) {
      this.removeHeader(INTERNAL_HEADER)
      if (headArgs[0] === 500 && this[DATABASE_UNAVAILABLE]) {
        headArgs[0] = this.statusCode = 503
        this.setHeader('retry-after', '5')
        this.setHeader('cache-control', 'no-store')
      }
      if (closesConnection()) this.setHeader('connection', 'close')
      const headers = headArgs.find((arg, index) => index > 0 && arg && typeof arg === 'object')
      if (headers && !Array.isArray(headers)) for (const name of Object.keys(headers)) if (name.toLowerCase() === INTERNAL_HEADER) delete headers[name]
      return writeHead.apply(this, headArgs)
    }
  })
  return server
}
