/**
 * Preloaded into the app server (`node --require`, see APP_SERVER_NODE_FLAGS): every HTTP request
 * gets `x-peer-address`, the address of the TCP peer that sent it, before Next.js sees it. Next keeps
 * any `X-Forwarded-For` a client sends, so without this a server that no proxy fronts could not tell
 * one shopper from another; a client-sent x-peer-address is always overwritten. Rate limits read it
 * through src/server/client-address.ts (TRUSTED_PROXY_HOPS decides whether forwarded headers count).
 */
const http = require('node:http')

const createServer = http.createServer
http.createServer = function createServerRecordingPeer(...args) {
  const server = createServer.apply(this, args)
  server.prependListener('request', (request) => {
    request.headers['x-peer-address'] = request.socket.remoteAddress ?? ''
  })
  return server
}
