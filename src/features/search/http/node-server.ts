import { createServer, type Server } from 'node:http'

import type { StockQuery, StockQueryResult } from '../port'
import { answerSearchCall, type SearchCredentials } from './algolia-protocol'

/**
 * The search protocol on a plain Node HTTP server, without Next.js: what the benchmark and the
 * client-compatibility tests put the real algoliasearch client in front of.
 */
export function createSearchProtocolServer(credentials: SearchCredentials, search: (queries: StockQuery[]) => Promise<StockQueryResult[]>): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      answerSearchCall(
        {
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: new Headers(request.headers as Record<string, string>),
          body: Buffer.concat(chunks).toString('utf8'),
        },
        credentials,
        search,
      )
        .then((answer) => response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer.body)))
        .catch(() => response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal error","status":500}'))
    })
  })
}
