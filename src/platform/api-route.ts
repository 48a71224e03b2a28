import type { AfterErrorHook } from 'payload'

import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database'

/** What a caller reads when the server failed on its own side; the detail goes to the log only. */
export const SERVER_FAILED_MESSAGE = 'Something went wrong on our side and nothing was saved. Please try again, or call us.'

/**
 * The answer for an error a route handler did not turn into a response itself. A database that could
 * not do the work in time (no free connection within the pool's wait, a statement or lock timeout, a
 * restarting server) is a 503 with Retry-After: a load balancer and a shopper's browser may try
 * again. Anything else is a 500 that still says what happened, as JSON, never an empty body.
 */
export function unexpectedErrorResponse(error: unknown, where: string): Response {
  const headers = { 'cache-control': 'no-store' }
  if (isDatabaseUnavailable(error)) {
    console.warn(`${where}: database unavailable (${(error as Error).message}); answered 503.`)
    return Response.json(
      { message: DATABASE_UNAVAILABLE.message, status: 503 },
      { status: 503, headers: { ...headers, 'retry-after': String(DATABASE_UNAVAILABLE.retryAfterSeconds) } },
    )
  }
  console.error(`${where}: failed`, error)
  return Response.json({ message: SERVER_FAILED_MESSAGE, status: 500 }, { status: 500, headers })
}

/**
 * Every handler under src/app/api (and the search protocol) is wrapped in this: an error it throws is
 * answered by unexpectedErrorResponse instead of Next's empty 500 (a unit test keeps every route wrapped).
 */
export function apiRoute<Rest extends unknown[]>(handler: (request: Request, ...rest: Rest) => Response | Promise<Response>) {
  return async function answer(request: Request, ...rest: Rest): Promise<Response> {
    try {
      return await handler(request, ...rest)
    } catch (error) {
      return unexpectedErrorResponse(error, `${request.method} ${new URL(request.url).pathname}`)
    }
  }
}

/**
 * The same rule for Payload's own REST API (the admin, the public content API): its error handler
 * answers 500 for any error it does not know, so a pool wait or lock timeout becomes a 503 with
 * Retry-After here (payload.config.ts hooks.afterError).
 */
export const databaseUnavailableAfterError: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  req.responseHeaders = new Headers({ 'retry-after': String(DATABASE_UNAVAILABLE.retryAfterSeconds), 'cache-control': 'no-store' })
  return { status: 503, response: { errors: [{ message: DATABASE_UNAVAILABLE.message }] } }
}
