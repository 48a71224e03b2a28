import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { apiRoute, databaseUnavailableAfterError, SERVER_FAILED_MESSAGE } from './api-route'
import { DATABASE_UNAVAILABLE } from './database'

const request = new Request('http://localhost/api/trade-in/accept', { method: 'POST' })

describe('apiRoute: an error a handler throws is still an answer (issue 38)', () => {
  it('answers 503 with Retry-After when no connection came within the pool wait', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await apiRoute(async () => {
      throw new Error('timeout exceeded when trying to connect')
    })(request)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_UNAVAILABLE.retryAfterSeconds))
    expect(await response.json()).toEqual({ message: DATABASE_UNAVAILABLE.message, status: 503 })
  })

  it('answers 503 for a lock or statement timeout wrapped by Payload (the cause chain)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const lockTimeout = Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' })
    const response = await apiRoute(async () => {
      throw new Error('Failed query', { cause: lockTimeout })
    })(request)
    expect(response.status).toBe(503)
  })

  it('answers any other failure with a 500 that says so in JSON, never an empty body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await apiRoute(async () => {
      throw new TypeError('x is undefined')
    })(request)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: SERVER_FAILED_MESSAGE, status: 500 })
  })

  it('passes the answer and the route context through', async () => {
    const handler = apiRoute(async (_: Request, context: { params: Promise<{ slug: string }> }) => Response.json({ slug: (await context.params).slug }))
    expect(await (await handler(request, { params: Promise.resolve({ slug: 'abc' }) })).json()).toEqual({ slug: 'abc' })
  })
})

describe("Payload's REST API under the same rule", () => {
  type HookArgs = Parameters<typeof databaseUnavailableAfterError>[0]
  const args = (error: Error) => ({ error, req: {}, context: {} }) as unknown as HookArgs

  it('turns a pool wait that ran out into a 503 with Retry-After', async () => {
    const hookArgs = args(new Error('timeout exceeded when trying to connect'))
    expect(await databaseUnavailableAfterError(hookArgs)).toEqual({ status: 503, response: { errors: [{ message: DATABASE_UNAVAILABLE.message }] } })
    expect(hookArgs.req.responseHeaders?.get('retry-after')).toBe('5')
  })

  it("leaves every other error to Payload's own answer", async () => {
    expect(await databaseUnavailableAfterError(args(new Error('Not Found')))).toBeUndefined()
  })
})

describe('every API route handler is wrapped in apiRoute', () => {
  const root = path.resolve(import.meta.dirname, '../app')
  const routes = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('route.ts'))
    .filter((file) => file.startsWith('api/') || file.includes('/1/'))

  it.each(routes)('%s', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8')
    const handlers = [...source.matchAll(/^export (?:async function|const) (GET|POST|PUT|DELETE|PATCH)\b(.*)$/gm)]
    const reExported = /^export \{ handle as GET/m.test(source)
    expect(handlers.length > 0 || reExported).toBe(true)
    for (const [, method, rest] of handlers) expect(rest, `${file} ${method}`).toMatch(/^ = apiRoute\(/)
    if (reExported) expect(source).toMatch(/const handle = apiRoute\(/)
  })
})
