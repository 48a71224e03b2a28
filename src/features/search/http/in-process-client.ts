import { liteClient, type LiteClient } from 'algoliasearch/lite'

import { answerSearchCall, type SearchCredentials } from './algolia-protocol'
import type { StockQuery, StockQueryResult } from '../port'

/**
 * An unmodified algoliasearch client whose requester answers in-process instead of over HTTP:
 * server rendering (InstantSearch's first page) runs the very protocol code the HTTP endpoint runs,
 * without a network round trip to itself.
 */
export function inProcessSearchClient(credentials: SearchCredentials, search: (queries: StockQuery[]) => Promise<StockQueryResult[]>): LiteClient {
  return liteClient(credentials.appId, credentials.apiKey, {
    hosts: [{ url: 'in-process.invalid', accept: 'read', protocol: 'https' }],
    requester: {
      async send(request) {
        const url = new URL(request.url)
        const answer = await answerSearchCall(
          {
            method: request.method,
            path: url.pathname,
            query: url.searchParams,
            headers: new Headers(request.headers),
            body: typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data),
          },
          credentials,
          search,
        )
        return { status: answer.status, content: JSON.stringify(answer.body), isTimedOut: false }
      },
    },
  })
}
